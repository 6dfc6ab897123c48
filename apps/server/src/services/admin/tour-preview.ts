/**
 * The admin's review page of one tour (issue 15): the public page's data for a tour in any
 * status, where it stands in moderation, every field the supplier sells it with, the diff
 * against its last approved version and tours that read nearly the same (issue 29).
 * And featuring a tour in 'Made for you' (the home section reads activities.featured).
 */
import { eq, sql } from 'drizzle-orm'
import { queryRows, type Database, type DbOrTx, type Tx } from '@serendib/db/client'
import { activities } from '@serendib/db/schema/activities'
import type { AdminTourReview } from '@serendib/domain/api/admin-tours'
import type { ActivityDetail } from '@serendib/domain/catalogue-api'
import type { TourEditorFields } from '@serendib/domain/api/supplier-tours'
import { UnprocessableError } from '@serendib/domain/errors'
import { approvalCode, SupplierApproval, supplierApprovalLabels } from '@serendib/domain/supplier-approval'
import {
  TourLifecycle,
  tourLifecycleLabels,
  TourLifecycleMessages,
  type TourLifecycleCode,
} from '@serendib/domain/tour-lifecycle'
import { tourDiff } from '@serendib/domain/tour-validation'
import { recordAudit, type AuditActor } from '../audit/record-audit.ts'
import { getActivityDetail } from '../catalogue/activity-detail.ts'
import { loadEditorFields } from '../supplier-tours/editor-fields.ts'
import { anyTour } from '../supplier-tours/own-tour.ts'
import { fieldNames, similarTours } from './similar-tours.ts'

interface ModerationRow extends Record<string, unknown> {
  supplier_name: string
  supplier_email: string
  approval_status: number
  submitted_at: string | null
  approved_at: string | null
  changed_at: string | null
  rejection_reason: string | null
  approved_snapshot: TourEditorFields | null
}

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString())

export async function tourReview(
  database: Database,
  id: number,
): Promise<{ review: AdminTourReview; tour: ActivityDetail }> {
  const db = database.db
  const row = await anyTour(db, id)
  const status = row.status as TourLifecycleCode
  const [[m], tour] = await Promise.all([
    queryRows<ModerationRow>(
      db,
      sql`select coalesce(nullif(sp.work_name, ''), trim(u.first_name || ' ' || u.last_name)) as supplier_name,
                 u.email as supplier_email,
                 u.approval_status, m.submitted_at, m.approved_at, m.changed_at, m.rejection_reason,
                 m.approved_snapshot
            from users u left join supplier_profiles sp on sp.user_id = u.id
            left join activity_moderation m on m.activity_id = ${id}
           where u.id = ${row.supplierUserId}`,
    ),
    getActivityDetail(db, id, { anyStatus: true }),
  ])
  const changed = status === TourLifecycle.active && Boolean(m?.changed_at)
  const fields = await loadEditorFields(db, row)
  // Against the last approved version for any tour approved before: a changed active tour, and
  // one rejected after approval and submitted again (decision 034 keeps the snapshot).
  const diff = m?.approved_snapshot ? tourDiff(m.approved_snapshot, fields) : []
  const [names, similar] = await Promise.all([fieldNames(db, fields), similarTours(db, id)])
  const approval = approvalCode(m?.approval_status ?? 0)
  return {
    tour,
    review: {
      id,
      status,
      status_label: tourLifecycleLabels[status],
      featured: row.featured,
      supplier: {
        id: row.supplierUserId,
        name: m?.supplier_name ?? '',
        email: m?.supplier_email ?? '',
        approval_status: approval,
        approval_label: supplierApprovalLabels[approval],
      },
      submitted_at: iso(m?.submitted_at ?? null),
      approved_at: iso(m?.approved_at ?? null),
      changed_at: iso(m?.changed_at ?? null),
      rejection_reason: status === TourLifecycle.rejected ? (m?.rejection_reason ?? null) : null,
      queue: status === TourLifecycle.pending ? 'pending' : changed ? 'changed' : null,
      diff,
      has_approved_version: Boolean(m?.approved_snapshot),
      fields,
      names,
      similar,
    },
  }
}

/** Features or unfeatures an active tour; the same value twice changes and records nothing. */
export async function featureTour(
  tx: Tx,
  actor: AuditActor,
  id: number,
  featured: boolean,
): Promise<{ id: number; featured: boolean; changed: boolean }> {
  const row = await anyTour(tx, id, true)
  if (featured && row.status !== TourLifecycle.active)
    throw new UnprocessableError(TourLifecycleMessages.featureActiveOnly)
  if (row.featured === featured) return { id, featured, changed: false }
  await tx.update(activities).set({ featured }).where(eq(activities.id, id))
  await recordAudit(tx, {
    actor,
    action: featured ? 'tour.feature' : 'tour.unfeature',
    subject: { type: 'tour', id },
    before: { featured: row.featured },
    after: { featured },
  })
  return { id, featured, changed: true }
}

/** Whether the tour's supplier is suspended: its tours may not be approved until reinstated. */
export async function supplierIsSuspended(db: DbOrTx, supplierId: number): Promise<boolean> {
  const [row] = await queryRows<{ approval_status: number }>(
    db,
    sql`select approval_status from users where id = ${supplierId}`,
  )
  return row?.approval_status === SupplierApproval.suspended
}
