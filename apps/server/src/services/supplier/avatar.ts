/**
 * The supplier's two pictures (spec §3 work_avatar, contact_avatar) go through the review
 * photos' pipeline (decision 015): accepted by content only, re-encoded to WebP widths, metadata
 * dropped, random `avatar-…` key. The replaced picture's files are removed after the commit.
 */
import type { MediaStore } from '@serendib/db/media/media-store'
import { eq } from 'drizzle-orm'
import type { Database } from '@serendib/db/client'
import { supplierProfiles } from '@serendib/db/schema/users'
import type { AvatarKind, SupplierProfile } from '@serendib/domain/api/supplier-profile'
import { removeReviewImageFiles, storeReviewImage, type StoredImage } from '../reviews/review-images.ts'
import { loadSupplierProfile } from './profile.ts'

function columnsOf(kind: AvatarKind, image: StoredImage | null) {
  return kind === 'work'
    ? { workAvatarKey: image?.key ?? null, workAvatarWidths: image?.widths ?? [] }
    : { contactAvatarKey: image?.key ?? null, contactAvatarWidths: image?.widths ?? [] }
}

async function replaceAvatar(
  database: Database,
  userId: number,
  kind: AvatarKind,
  image: StoredImage | null,
  media: MediaStore,
): Promise<SupplierProfile> {
  const { previous, profile } = await database.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(supplierProfiles)
      .where(eq(supplierProfiles.userId, userId))
      .for('update')
    const previous =
      kind === 'work'
        ? { key: row?.workAvatarKey ?? null, widths: row?.workAvatarWidths ?? [] }
        : { key: row?.contactAvatarKey ?? null, widths: row?.contactAvatarWidths ?? [] }
    const set = columnsOf(kind, image)
    await tx
      .insert(supplierProfiles)
      .values({ userId, ...set })
      .onConflictDoUpdate({ target: supplierProfiles.userId, set })
    return { previous, profile: await loadSupplierProfile(tx, userId) }
  })
  if (previous.key) await removeReviewImageFiles(media, { key: previous.key, widths: previous.widths })
  return profile
}

/** Checks and stores the picture (422 'Could not upload image' for anything but an image). */
export async function uploadSupplierAvatar(
  database: Database,
  userId: number,
  kind: AvatarKind,
  bytes: Buffer,
  media: MediaStore,
): Promise<SupplierProfile> {
  const image = await storeReviewImage(bytes, media, { prefix: 'avatar' })
  try {
    return await replaceAvatar(database, userId, kind, image, media)
  } catch (error) {
    await removeReviewImageFiles(media, image)
    throw error
  }
}

export function removeSupplierAvatar(
  database: Database,
  userId: number,
  kind: AvatarKind,
  media: MediaStore,
): Promise<SupplierProfile> {
  return replaceAvatar(database, userId, kind, null, media)
}
