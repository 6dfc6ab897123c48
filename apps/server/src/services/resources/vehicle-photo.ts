/**
 * A vehicle's photo (decision 074) through the tour photos' pipeline (decision 015): checked by
 * content (JPEG, PNG or WebP; a camera's 4000×3000 JPEG included), re-encoded to the site's WebP
 * widths with its metadata (GPS too) dropped, under a random `vehicle-…` key. The photo it
 * replaces, or the one deleted, loses its files after the commit.
 */
import type { MediaStore } from '@serendib/db/media/media-store'
import { sql } from 'drizzle-orm'
import { queryRows, type Database } from '@serendib/db/client'
import type { Resource } from '@serendib/domain/api/supplier-resources'
import { NotFoundError } from '@serendib/domain/errors'
import { ResourceMessages } from '@serendib/domain/resources'
import { detectTourPhotoFormat } from '@serendib/domain/supplier-tours'
import { removeReviewImageFiles, storeReviewImage, type StoredImage } from '../reviews/review-images.ts'
import { ownResource } from './supplier-resources.ts'

/** The supplier's own vehicle, locked; anything else (a guide, another's, archived) is a 404. */
async function replacePhoto(
  database: Database,
  supplierId: number,
  id: number,
  image: StoredImage | null,
  media: MediaStore,
): Promise<Resource> {
  const { previous, resource } = await database.transaction(async (tx) => {
    const [row] = await queryRows<{ photo_key: string | null; photo_widths: number[] | null }>(
      tx,
      sql`select photo_key, photo_widths from supplier_resources
           where id = ${id} and supplier_user_id = ${supplierId} and kind = 'vehicle' and archived_at is null
           for update`,
    )
    if (!row) throw new NotFoundError(ResourceMessages.notFound)
    await tx.execute(
      sql`update supplier_resources
             set photo_key = ${image?.key ?? null},
                 photo_widths = ${sql`array[${sql.join(
                   (image?.widths ?? []).map((w) => sql`${w}`),
                   sql`, `,
                 )}]::int[]`},
                 updated_at = now()
           where id = ${id}`,
    )
    return {
      previous: row.photo_key ? { key: row.photo_key, widths: row.photo_widths ?? [] } : null,
      resource: await ownResource(tx, supplierId, id),
    }
  })
  if (previous) await removeReviewImageFiles(media, previous)
  return resource
}

/** Checks before decoding that the vehicle is the supplier's, then stores and sets the photo. */
export async function uploadVehiclePhoto(
  database: Database,
  media: MediaStore,
  supplierId: number,
  id: number,
  bytes: Buffer,
  refuse: () => Error,
): Promise<Resource> {
  const [own] = await queryRows<{ id: number }>(
    database.db,
    sql`select id from supplier_resources
         where id = ${id} and supplier_user_id = ${supplierId} and kind = 'vehicle' and archived_at is null`,
  )
  if (!own) throw new NotFoundError(ResourceMessages.notFound)
  const image = await storeReviewImage(bytes, media, {
    prefix: 'vehicle',
    detect: detectTourPhotoFormat,
    refuse,
  })
  try {
    return await replacePhoto(database, supplierId, id, image, media)
  } catch (error) {
    await removeReviewImageFiles(media, image)
    throw error
  }
}

export function removeVehiclePhoto(
  database: Database,
  media: MediaStore,
  supplierId: number,
  id: number,
): Promise<Resource> {
  return replacePhoto(database, supplierId, id, null, media)
}
