/**
 * A tour's photos (editor step 4) through the review photos' pipeline (decision 015): checked
 * by content (JPEG, PNG, WebP), re-encoded to the site's WebP widths, metadata dropped. The
 * first by sort order is the cover. Files are removed only when no tour uses their key any
 * more (a duplicated tour shares its original's files).
 */
import type { MediaStore } from '@serendib/db/media/media-store'
import { and, asc, eq, sql } from 'drizzle-orm'
import { queryRows, type Database, type Tx } from '@serendib/db/client'
import { activityImages } from '@serendib/db/schema/activity-details'
import type { SupplierTourImage } from '@serendib/domain/api/supplier-tours'
import { FieldErrorsError, NotFoundError, UnprocessableError } from '@serendib/domain/errors'
import {
  detectTourPhotoFormat,
  TourEditorLimits,
  TourEditorMessages as M,
} from '@serendib/domain/supplier-tours'
import { editProblem, type TourLifecycleCode } from '@serendib/domain/tour-lifecycle'
import { removeReviewImageFiles, storeReviewImage, type StoredImage } from '../reviews/review-images.ts'
import { ownTour, touchTour, type TourRow } from './own-tour.ts'
import { tourImages } from './tour-json.ts'

const photoError = (message: string) => new FieldErrorsError({ images: message })

/** The tour, locked, when its photos may change now. */
async function editableTour(tx: Tx, supplierId: number, id: number): Promise<TourRow> {
  const row = await ownTour(tx, supplierId, id, true)
  const problem = editProblem(row.status as TourLifecycleCode)
  if (problem) throw new UnprocessableError(problem)
  return row
}

/**
 * Stores every file, then adds them all in one transaction; if any file or the count is
 * refused, none is added and the files written are removed.
 */
export async function addPhotos(
  database: Database,
  media: MediaStore,
  supplierId: number,
  id: number,
  files: Buffer[],
): Promise<{ images: SupplierTourImage[]; row: TourRow }> {
  if (files.length === 0) throw photoError(M.photoFormat)
  // Ownership before any decoding work.
  await ownTour(database.db, supplierId, id)
  const stored: StoredImage[] = []
  try {
    for (const bytes of files) {
      stored.push(
        await storeReviewImage(bytes, media, {
          prefix: 'tour',
          detect: detectTourPhotoFormat,
          refuse: () => photoError(M.photoFormat),
        }),
      )
    }
    return await database.transaction(async (tx) => {
      const row = await editableTour(tx, supplierId, id)
      const [count] = await queryRows<{ n: number; next: number }>(
        tx,
        sql`select count(*)::int as n, coalesce(max(sort_order) + 1, 0)::int as next
              from activity_images where activity_id = ${id}`,
      )
      if (count!.n + stored.length > TourEditorLimits.maxPhotos)
        throw photoError(M.photoLimit(TourEditorLimits.maxPhotos))
      await tx.insert(activityImages).values(
        stored.map((image, i) => ({
          activityId: id,
          key: image.key,
          widths: image.widths,
          sortOrder: count!.next + i,
        })),
      )
      await touchTour(tx, id)
      return { images: await tourImages(tx, id), row }
    })
  } catch (error) {
    await Promise.all(stored.map((image) => removeReviewImageFiles(media, image)))
    throw error
  }
}

async function ownPhoto(tx: Tx, tourId: number, photoId: number) {
  const [photo] = await tx
    .select()
    .from(activityImages)
    .where(and(eq(activityImages.id, photoId), eq(activityImages.activityId, tourId)))
  if (!photo) throw new NotFoundError(M.photoNotFound)
  return photo
}

/** Every photo's new position, from the full list of ids (cover first). */
async function writeOrder(tx: Tx, id: number, ids: number[]): Promise<void> {
  for (const [sortOrder, photoId] of ids.entries()) {
    await tx
      .update(activityImages)
      .set({ sortOrder })
      .where(and(eq(activityImages.id, photoId), eq(activityImages.activityId, id)))
  }
}

export async function updatePhoto(
  tx: Tx,
  supplierId: number,
  id: number,
  photoId: number,
  change: { alt_text?: string; cover?: true },
): Promise<{ images: SupplierTourImage[]; row: TourRow }> {
  const row = await editableTour(tx, supplierId, id)
  await ownPhoto(tx, id, photoId)
  if (change.alt_text !== undefined)
    await tx.update(activityImages).set({ altText: change.alt_text }).where(eq(activityImages.id, photoId))
  if (change.cover) {
    const current = (await tourImages(tx, id)).map((image) => image.id)
    await writeOrder(tx, id, [photoId, ...current.filter((p) => p !== photoId)])
  }
  await touchTour(tx, id)
  return { images: await tourImages(tx, id), row }
}

export async function reorderPhotos(
  tx: Tx,
  supplierId: number,
  id: number,
  ids: number[],
): Promise<{ images: SupplierTourImage[]; row: TourRow }> {
  const row = await editableTour(tx, supplierId, id)
  const current = await tx
    .select({ id: activityImages.id })
    .from(activityImages)
    .where(eq(activityImages.activityId, id))
    .orderBy(asc(activityImages.sortOrder))
  const same =
    ids.length === current.length &&
    new Set(ids).size === ids.length &&
    current.every((p) => ids.includes(p.id))
  if (!same) throw photoError(M.photoOrder)
  await writeOrder(tx, id, ids)
  await touchTour(tx, id)
  return { images: await tourImages(tx, id), row }
}

/** Removes the photo; its files go when no other tour shares them. */
export async function deletePhoto(
  tx: Tx,
  supplierId: number,
  id: number,
  photoId: number,
): Promise<{ images: SupplierTourImage[]; row: TourRow; orphan: StoredImage | null }> {
  const row = await editableTour(tx, supplierId, id)
  const photo = await ownPhoto(tx, id, photoId)
  await tx.delete(activityImages).where(eq(activityImages.id, photoId))
  const [shared] = await tx
    .select({ id: activityImages.id })
    .from(activityImages)
    .where(eq(activityImages.key, photo.key))
    .limit(1)
  await touchTour(tx, id)
  return {
    images: await tourImages(tx, id),
    row,
    orphan: shared ? null : { key: photo.key, widths: photo.widths },
  }
}
