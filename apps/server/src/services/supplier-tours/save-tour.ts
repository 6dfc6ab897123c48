/**
 * Creating and autosaving a supplier's tour (issue 13). Every save is one transaction on the
 * tour's locked row: merge what was sent over what is stored, check the whole result (domain
 * rules, then the database's), write, and for an active tour note whether it now differs from
 * its approved version. A refused save changes nothing.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type Database, type Tx } from '@serendib/db/client'
import { activities } from '@serendib/db/schema/activities'
import { activityModeration } from '@serendib/db/schema/tour-schedule'
import type { SupplierTour, TourEditorFields, UpdateTourBody } from '@serendib/domain/api/supplier-tours'
import { FieldErrorsError, UnprocessableError } from '@serendib/domain/errors'
import { fixedTimesAsMinutes } from '@serendib/domain/pickup-times'
import { editProblem, TourLifecycle, type TourLifecycleCode } from '@serendib/domain/tour-lifecycle'
import { tourDiff, tourSaveProblems } from '@serendib/domain/tour-validation'
import { recordAudit, type AuditActor } from '../audit/record-audit.ts'
import { loadEditorFields } from './editor-fields.ts'
import { ownTour, type TourRow } from './own-tour.ts'
import { supplierTourJson } from './tour-json.ts'
import { checkAgainstDatabase, fullSeoUrl, writeTour } from './write-tour.ts'

export interface SaveResult {
  tour: SupplierTour
  /** The public catalogue changed (an active tour was edited): drop cached answers. */
  publicChange: boolean
}

/** Applies `body` to the locked tour `row`; returns the merged payload. */
async function applyBody(
  tx: Tx,
  row: TourRow,
  body: UpdateTourBody,
  actor: AuditActor,
): Promise<TourEditorFields> {
  const before = await loadEditorFields(tx, row)
  const sent = new Set(Object.keys(body) as (keyof TourEditorFields)[])
  const sentFields = { ...before, ...body } as TourEditorFields
  // Start times added after fixed pick-up times: those become minutes before the first start.
  const merged = fixedTimesAsMinutes(sentFields)
  if (merged !== sentFields) sent.add('pickup_locations')
  const problems = tourSaveProblems(merged)
  if (Object.keys(problems).length) throw new FieldErrorsError(problems)
  await checkAgainstDatabase(tx, row.id, merged, sent)
  const changes = tourDiff(before, merged)
  if (changes.length === 0) return merged
  await writeTour(tx, row.id, merged, sent)
  if (row.status === TourLifecycle.active) await noteChangeSinceApproval(tx, row.id, before, merged)
  await recordAudit(tx, {
    actor,
    action: 'tour.update',
    subject: { type: 'tour', id: row.id },
    before: Object.fromEntries(changes.map((c) => [c.field, c.before])),
    after: Object.fromEntries(changes.map((c) => [c.field, c.after])),
  })
  return merged
}

/**
 * An active tour stays on sale when edited; the admin's queue compares it with the approved
 * snapshot. Tours approved before snapshots existed take the version just before this edit.
 */
async function noteChangeSinceApproval(
  tx: Tx,
  id: number,
  before: TourEditorFields,
  after: TourEditorFields,
) {
  const [row] = await queryRows<{ approved_snapshot: TourEditorFields | null }>(
    tx,
    sql`select approved_snapshot from activity_moderation where activity_id = ${id}`,
  )
  const snapshot = row?.approved_snapshot ?? before
  const changed = tourDiff(snapshot, after).length > 0
  await tx
    .insert(activityModeration)
    .values({ activityId: id, approvedSnapshot: snapshot, changedAt: changed ? new Date() : null })
    .onConflictDoUpdate({
      target: activityModeration.activityId,
      set: {
        approvedSnapshot: snapshot,
        changedAt: changed ? sql`coalesce(${activityModeration.changedAt}, now())` : null,
      },
    })
}

export async function updateTour(
  database: Database,
  supplierId: number,
  id: number,
  body: UpdateTourBody,
  actor: AuditActor,
): Promise<SaveResult> {
  return database.transaction(async (tx) => {
    const row = await ownTour(tx, supplierId, id, true)
    const problem = editProblem(row.status as TourLifecycleCode)
    if (problem) throw new UnprocessableError(problem)
    await applyBody(tx, row, body, actor)
    // Read back: new start times and periods have their ids now.
    const fresh = await ownTour(tx, supplierId, id)
    return {
      tour: await supplierTourJson(tx, fresh),
      publicChange: row.status === TourLifecycle.active,
    }
  })
}

/**
 * A new draft (status 3) owned by the supplier, with whatever the first step sent. Its tour_id
 * and placeholder seo url carry the id, so the id is drawn from the sequence first.
 */
export async function createDraft(
  tx: Tx,
  supplierId: number,
  body: UpdateTourBody,
  actor: AuditActor,
): Promise<SupplierTour> {
  const [next] = await queryRows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('activities', 'id'))::int as id`,
  )
  const id = next!.id
  const tourId = `SER-${String(id).padStart(5, '0')}`
  const seoUrl = `draft-tour-${id}`
  await tx.insert(activities).values({
    id,
    tourId,
    supplierUserId: supplierId,
    title: '',
    tourType: 2,
    durationValue: 1,
    durationUnit: 1,
    status: TourLifecycle.draft,
    seoUrl,
    fullSeoUrl: fullSeoUrl(2, seoUrl, id),
  })
  await recordAudit(tx, { actor, action: 'tour.create', subject: { type: 'tour', id } })
  const row = await ownTour(tx, supplierId, id, true)
  await applyBody(tx, row, body, actor)
  return supplierTourJson(tx, await ownTour(tx, supplierId, id))
}
