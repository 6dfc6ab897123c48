/** The supplier's view of one tour (supplierTourSchema): its payload, state and what is missing. */
import { asc, eq } from 'drizzle-orm'
import type { DbOrTx } from '@serendib/db/client'
import { activityImages } from '@serendib/db/schema/activity-details'
import { activityModeration } from '@serendib/db/schema/tour-schedule'
import type { SupplierTour, SupplierTourImage, TourEditorFields } from '@serendib/domain/api/supplier-tours'
import { imageSources } from '@serendib/domain/images'
import {
  nextTourStatus,
  tourLifecycleLabels,
  tourLifecycleNames,
  type TourLifecycleCode,
} from '@serendib/domain/tour-lifecycle'
import { tourSubmissionProblems } from '@serendib/domain/tour-validation'
import { isSupplierApproved } from './approval.ts'
import { loadEditorFields } from './editor-fields.ts'
import type { TourRow } from './own-tour.ts'

export async function tourImages(db: DbOrTx, activityId: number): Promise<SupplierTourImage[]> {
  const rows = await db
    .select()
    .from(activityImages)
    .where(eq(activityImages.activityId, activityId))
    .orderBy(asc(activityImages.sortOrder), asc(activityImages.id))
  return rows.map((row, i) => ({
    id: row.id,
    ...imageSources(row.key, row.widths),
    alt_text: row.altText,
    cover: i === 0,
    sort_order: i,
  }))
}

export async function moderationOf(db: DbOrTx, activityId: number) {
  const [row] = await db
    .select()
    .from(activityModeration)
    .where(eq(activityModeration.activityId, activityId))
  return row ?? null
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null)

export async function supplierTourJson(
  db: DbOrTx,
  row: TourRow,
  fields?: TourEditorFields,
): Promise<SupplierTour> {
  const status = row.status as TourLifecycleCode
  const [payload, images, moderation, approved] = await Promise.all([
    fields ?? loadEditorFields(db, row),
    tourImages(db, row.id),
    moderationOf(db, row.id),
    isSupplierApproved(db, row.supplierUserId),
  ])
  const missing = tourSubmissionProblems(payload, images.length)
  return {
    ...payload,
    id: row.id,
    tour_id: row.tourId,
    status,
    status_name: tourLifecycleNames[status],
    status_label: tourLifecycleLabels[status],
    rejection_reason: status === 2 ? (moderation?.rejectionReason ?? null) : null,
    changed_since_approval: status === 1 && Boolean(moderation?.changedAt),
    submitted_at: iso(moderation?.submittedAt),
    approved_at: iso(moderation?.approvedAt),
    updated_at: row.updatedAt.toISOString(),
    images,
    full_seo_url: row.fullSeoUrl,
    missing,
    can_submit: approved && nextTourStatus(status, 'submit') !== null && Object.keys(missing).length === 0,
  }
}
