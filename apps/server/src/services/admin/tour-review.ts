/**
 * The admin's side of tour moderation (issue 13, decision 034): the queue of tours waiting
 * for a first decision or a resubmission, and of active tours changed since approval with their
 * diff; approve (1 Active) and reject (2 Rejected, with the reason the supplier sees). Each
 * decision is one transaction with its audit row.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type DbOrTx, type Tx } from '@serendib/db/client'
import { activityModeration } from '@serendib/db/schema/tour-schedule'
import { refreshSearchTerms } from '@serendib/db/search-index'
import type { AdminTourQueueItem, TourEditorFields } from '@serendib/domain/api/supplier-tours'
import { UnprocessableError } from '@serendib/domain/errors'
import {
  TourLifecycle,
  tourLifecycleLabels,
  TourLifecycleMessages,
  type TourLifecycleCode,
} from '@serendib/domain/tour-lifecycle'
import { tourDiff } from '@serendib/domain/tour-validation'
import { recordAudit, type AuditActor } from '../audit/record-audit.ts'
import { enqueueEmail } from '../email/enqueue-email.ts'
import { tourDecisionMail } from '../email/tour-templates.ts'
import { loadEditorFields } from '../supplier-tours/editor-fields.ts'
import { setStatus, transitionOrRefuse } from '../supplier-tours/lifecycle.ts'
import { anyTour, type TourRow } from '../supplier-tours/own-tour.ts'
import { supplierRecipient } from '../supplier/portal-language.ts'
import { pageOf, pageWindow } from './paging.ts'
import { supplierIsSuspended } from './tour-preview.ts'

/** Tells the supplier, in the decision's transaction (the outbox sends it after commit). */
async function mailSupplier(
  tx: Tx,
  row: TourRow,
  approved: boolean,
  reason: string | null,
  publicUrl: string,
) {
  const supplier = await supplierRecipient(tx, row.supplierUserId)
  if (!supplier.email) return
  await enqueueEmail(
    tx,
    tourDecisionMail(
      supplier,
      { id: row.id, tourId: row.tourId, title: row.title },
      { approved, reason },
      publicUrl,
    ),
  )
}

interface QueueRow extends Record<string, unknown> {
  id: number
  status: TourLifecycleCode
  supplier_id: number
  supplier_name: string
  supplier_email: string
  submitted_at: string | null
  updated_at: string
  approved_snapshot: TourEditorFields | null
}

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString())

export interface TourQueuePage {
  tours: AdminTourQueueItem[]
  current_page: number
  last_page: number
  per_page: number
  total: number
}

/** Pending tours (oldest submission first), then active tours changed since approval; one page. */
export async function tourReviewQueue(
  db: DbOrTx,
  queue?: 'pending' | 'changed',
  page = 1,
): Promise<TourQueuePage> {
  const which =
    queue === 'pending'
      ? sql`a.status = 0`
      : queue === 'changed'
        ? sql`a.status = 1 and m.changed_at is not null`
        : sql`(a.status = 0 or (a.status = 1 and m.changed_at is not null))`
  const { limit, offset } = pageWindow(page)
  const [[counted], rows] = await Promise.all([
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from activities a
            left join activity_moderation m on m.activity_id = a.id where ${which}`,
    ),
    queryRows<QueueRow>(
      db,
      sql`select a.id, a.status, u.id as supplier_id,
               coalesce(nullif(sp.work_name, ''), trim(u.first_name || ' ' || u.last_name)) as supplier_name,
               u.email as supplier_email,
               m.submitted_at, a.updated_at, m.approved_snapshot
          from activities a
          join users u on u.id = a.supplier_user_id
          left join supplier_profiles sp on sp.user_id = u.id
          left join activity_moderation m on m.activity_id = a.id
         where ${which}
         order by a.status, coalesce(m.submitted_at, m.changed_at, a.updated_at), a.id
         limit ${limit} offset ${offset}`,
    ),
  ])
  const items: AdminTourQueueItem[] = []
  for (const row of rows) {
    const tour = await anyTour(db, row.id)
    const fields = await loadEditorFields(db, tour)
    items.push({
      id: row.id,
      tour_id: tour.tourId,
      title: tour.title,
      status: row.status,
      status_label: tourLifecycleLabels[row.status],
      supplier: { id: row.supplier_id, name: row.supplier_name, email: row.supplier_email },
      submitted_at: iso(row.submitted_at),
      updated_at: iso(row.updated_at)!,
      queue: row.status === TourLifecycle.pending ? 'pending' : 'changed',
      diff: row.approved_snapshot ? tourDiff(row.approved_snapshot, fields) : [],
    })
  }
  const { data, ...paging } = pageOf(items, counted?.n ?? 0, page)
  return {
    tours: data,
    current_page: paging.current_page,
    last_page: paging.last_page,
    per_page: paging.per_page,
    total: paging.total,
  }
}

export interface TourDecision {
  id: number
  status: TourLifecycleCode
  status_label: string
  rejection_reason: string | null
}

/** 0 Pending → 1 Active, or an active tour's changes accepted: the snapshot becomes today's. */
export async function approveTour(
  tx: Tx,
  actor: AuditActor,
  id: number,
  publicUrl: string,
): Promise<{ decision: TourDecision; message: string }> {
  const row = await anyTour(tx, id, true)
  const to = transitionOrRefuse(row, 'approve')
  if (await supplierIsSuspended(tx, row.supplierUserId))
    throw new UnprocessableError(TourLifecycleMessages.supplierSuspended)
  const [moderation] = await queryRows<{ changed_at: string | null }>(
    tx,
    sql`select changed_at from activity_moderation where activity_id = ${id}`,
  )
  const wasActive = row.status === TourLifecycle.active
  if (wasActive && !moderation?.changed_at) throw new UnprocessableError(TourLifecycleMessages.notChanged)
  const snapshot = await loadEditorFields(tx, row)
  const now = new Date()
  await setStatus(tx, id, to)
  const values = {
    approvedSnapshot: snapshot,
    approvedAt: now,
    changedAt: null,
    decidedAt: now,
    decidedByUserId: actor.userId,
    rejectionReason: null,
  }
  await tx
    .insert(activityModeration)
    .values({ activityId: id, ...values })
    .onConflictDoUpdate({ target: activityModeration.activityId, set: values })
  // New words of the tour join the typo-tolerant vocabulary.
  if (!wasActive) {
    await refreshSearchTerms(tx)
    await mailSupplier(tx, row, true, null, publicUrl)
  }
  await recordAudit(tx, {
    actor,
    action: 'tour.approve',
    subject: { type: 'tour', id },
    before: { status: row.status },
    after: { status: to },
  })
  return {
    decision: { id, status: to, status_label: tourLifecycleLabels[to], rejection_reason: null },
    message: wasActive ? TourLifecycleMessages.reapproved : TourLifecycleMessages.approved,
  }
}

/** Pending or active → 2 Rejected, off sale, with the reason the supplier sees and fixes. */
export async function rejectTour(
  tx: Tx,
  actor: AuditActor,
  id: number,
  reason: string,
  publicUrl: string,
): Promise<TourDecision> {
  const row = await anyTour(tx, id, true)
  const to = transitionOrRefuse(row, 'reject')
  const now = new Date()
  const values = { rejectionReason: reason, decidedAt: now, decidedByUserId: actor.userId, changedAt: null }
  await setStatus(tx, id, to)
  await tx
    .insert(activityModeration)
    .values({ activityId: id, ...values })
    .onConflictDoUpdate({ target: activityModeration.activityId, set: values })
  await recordAudit(tx, {
    actor,
    action: 'tour.reject',
    subject: { type: 'tour', id },
    before: { status: row.status },
    after: { status: to },
    reason,
  })
  await mailSupplier(tx, row, false, reason, publicUrl)
  return { id, status: to, status_label: tourLifecycleLabels[to], rejection_reason: reason }
}
