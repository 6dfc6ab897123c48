/**
 * The supplier's moves along the tour graph (domain/tour-lifecycle.ts): submit for review,
 * archive, and duplicate into a new draft. Each is one transaction on the locked tour row and
 * writes the audit log.
 */
import { eq, sql } from 'drizzle-orm'
import { queryRows, type Tx } from '@serendib/db/client'
import { activities } from '@serendib/db/schema/activities'
import { activityImages } from '@serendib/db/schema/activity-details'
import { activityModeration } from '@serendib/db/schema/tour-schedule'
import type { SupplierTour, UpdateTourBody } from '@serendib/domain/api/supplier-tours'
import { FieldErrorsError, UnprocessableError } from '@serendib/domain/errors'
import {
  nextTourStatus,
  TourLifecycle,
  TourLifecycleMessages,
  type TourAction,
  type TourLifecycleCode,
} from '@serendib/domain/tour-lifecycle'
import { tourSubmissionProblems } from '@serendib/domain/tour-validation'
import { recordAudit, type AuditActor } from '../audit/record-audit.ts'
import { isSupplierApproved } from './approval.ts'
import { loadEditorFields } from './editor-fields.ts'
import { ownTour, type TourRow } from './own-tour.ts'
import { createDraft } from './save-tour.ts'
import { lockTourAddresses } from './write-tour.ts'
import { supplierTourJson, tourImages } from './tour-json.ts'

/** Where `action` leads from the row's status; 422 with the graph's message when nowhere. */
export function transitionOrRefuse(row: TourRow, action: TourAction): TourLifecycleCode {
  const to = nextTourStatus(row.status as TourLifecycleCode, action)
  if (to === null)
    throw new UnprocessableError(TourLifecycleMessages.notAllowed(action, row.status as TourLifecycleCode))
  return to
}

export async function setStatus(tx: Tx, id: number, status: TourLifecycleCode): Promise<void> {
  await tx.update(activities).set({ status }).where(eq(activities.id, id))
}

/** Draft or rejected → 0 Pending, when the supplier is approved and nothing is missing. */
export async function submitTour(
  tx: Tx,
  supplierId: number,
  id: number,
  actor: AuditActor,
): Promise<SupplierTour> {
  const row = await ownTour(tx, supplierId, id, true)
  const to = transitionOrRefuse(row, 'submit')
  if (!(await isSupplierApproved(tx, supplierId)))
    throw new UnprocessableError(TourLifecycleMessages.supplierNotApproved)
  const fields = await loadEditorFields(tx, row)
  const missing = tourSubmissionProblems(fields, (await tourImages(tx, id)).length)
  if (Object.keys(missing).length) throw new FieldErrorsError(missing, TourLifecycleMessages.incomplete)
  await setStatus(tx, id, to)
  await tx
    .insert(activityModeration)
    .values({ activityId: id, submittedAt: new Date() })
    .onConflictDoUpdate({
      target: activityModeration.activityId,
      set: { submittedAt: new Date(), rejectionReason: null },
    })
  await recordAudit(tx, {
    actor,
    action: 'tour.submit',
    subject: { type: 'tour', id },
    before: { status: row.status },
    after: { status: to },
  })
  return supplierTourJson(tx, await ownTour(tx, supplierId, id), fields)
}

/** Off sale for good; bookings already made keep their tour. */
export async function archiveTour(
  tx: Tx,
  supplierId: number,
  id: number,
  actor: AuditActor,
): Promise<{ tour: SupplierTour; wasOnSale: boolean }> {
  const row = await ownTour(tx, supplierId, id, true)
  const to = transitionOrRefuse(row, 'archive')
  await setStatus(tx, id, to)
  await recordAudit(tx, {
    actor,
    action: 'tour.archive',
    subject: { type: 'tour', id },
    before: { status: row.status },
    after: { status: to },
  })
  return {
    tour: await supplierTourJson(tx, await ownTour(tx, supplierId, id)),
    wasOnSale: row.status === TourLifecycle.active,
  }
}

/** A free seo url near `base`: base-copy, base-copy-2, …, kept free until the transaction ends. */
async function freeSeoUrl(tx: Tx, base: string): Promise<string> {
  await lockTourAddresses(tx)
  const stem = `${base.slice(0, 110)}-copy`
  const rows = await queryRows<{ seo_url: string }>(
    tx,
    sql`select seo_url from activities where seo_url like ${`${stem}%`}`,
  )
  const taken = new Set(rows.map((r) => r.seo_url))
  if (!taken.has(stem)) return stem
  for (let n = 2; ; n++) if (!taken.has(`${stem}-${n}`)) return `${stem}-${n}`
}

/**
 * A new draft with the same content, photos (the same stored files) and schedule; start times
 * and periods become new rows, bookings and seats stay with the original.
 */
export async function duplicateTour(
  tx: Tx,
  supplierId: number,
  id: number,
  actor: AuditActor,
): Promise<SupplierTour> {
  const row = await ownTour(tx, supplierId, id)
  const fields = await loadEditorFields(tx, row)
  const body: UpdateTourBody = {
    ...fields,
    seo_url: await freeSeoUrl(tx, fields.seo_url),
    start_times: fields.start_times.map(({ id: _id, ...start }) => start),
    price_periods: fields.price_periods.map(({ id: _id, ...period }) => period),
  }
  const copy = await createDraft(tx, supplierId, body, actor)
  const images = await tx.select().from(activityImages).where(eq(activityImages.activityId, id))
  if (images.length) {
    await tx.insert(activityImages).values(
      images.map((image) => ({
        activityId: copy.id,
        key: image.key,
        widths: image.widths,
        altText: image.altText,
        sortOrder: image.sortOrder,
      })),
    )
  }
  await recordAudit(tx, {
    actor,
    action: 'tour.duplicate',
    subject: { type: 'tour', id: copy.id },
    after: { from: id },
  })
  return supplierTourJson(tx, await ownTour(tx, supplierId, copy.id))
}
