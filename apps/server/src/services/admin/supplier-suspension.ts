/**
 * Suspending a supplier (issue 15, decision 048): its approval becomes 3 Suspended and every
 * active tour of it 5 Suspended (off sale: search, home, sitemap and OCTO sell only status 1);
 * bookings already made are untouched. Reinstating puts back on sale exactly the tours the
 * suspension took off. Status, tours, audit row and mail commit together.
 */
import { and, eq } from 'drizzle-orm'
import type { Database, Tx } from '@serendib/db/client'
import { activities } from '@serendib/db/schema/activities'
import { refreshSearchTerms } from '@serendib/db/search-index'
import { users } from '@serendib/db/schema/users'
import { NotFoundError, UnprocessableError } from '@serendib/domain/errors'
import { SupplierApproval, SupplierApprovalMessages } from '@serendib/domain/supplier-approval'
import { nextTourStatus, TourLifecycle } from '@serendib/domain/tour-lifecycle'
import { UserType } from '@serendib/domain/user-types'
import { recordAudit, type AuditActor } from '../audit/record-audit.ts'
import { enqueueEmail } from '../email/enqueue-email.ts'
import { supplierSuspensionMail } from '../email/supplier-templates.ts'
import { supplierRecipient } from '../supplier/portal-language.ts'

export interface SuspensionResult {
  id: number
  approval_status: 0 | 1 | 2 | 3
  tour_ids: number[]
}

async function lockSupplier(tx: Tx, id: number) {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.userType, UserType.supplier)))
    .for('update')
  if (!user) throw new NotFoundError(SupplierApprovalMessages.notASupplier)
  return user
}

/** Moves every tour of the supplier in `from` along `action` of the tour graph; their ids. */
async function moveTours(
  tx: Tx,
  supplierId: number,
  from: typeof TourLifecycle.active | typeof TourLifecycle.suspended,
  action: 'suspend' | 'reinstate',
): Promise<number[]> {
  const to = nextTourStatus(from, action)!
  const rows = await tx
    .update(activities)
    .set({ status: to })
    .where(and(eq(activities.supplierUserId, supplierId), eq(activities.status, from)))
    .returning({ id: activities.id })
  return rows.map((r) => r.id).sort((a, b) => a - b)
}

export async function suspendSupplier(
  database: Database,
  actor: AuditActor,
  supplierId: number,
  reason: string,
  publicUrl: string,
): Promise<SuspensionResult> {
  if (!reason.trim()) throw new UnprocessableError(SupplierApprovalMessages.suspendReasonRequired)
  return database.transaction(async (tx) => {
    const user = await lockSupplier(tx, supplierId)
    if (user.approvalStatus !== SupplierApproval.approved)
      throw new UnprocessableError(SupplierApprovalMessages.onlyApprovedSuspend)
    await tx
      .update(users)
      .set({
        approvalStatus: SupplierApproval.suspended,
        approvalReason: reason,
        approvalDecidedAt: new Date(),
      })
      .where(eq(users.id, supplierId))
    const tourIds = await moveTours(tx, supplierId, TourLifecycle.active, 'suspend')
    // Words only these tours had leave the typo-tolerant vocabulary.
    if (tourIds.length) await refreshSearchTerms(tx)
    await recordAudit(tx, {
      actor,
      action: 'supplier.suspend',
      subject: { type: 'user', id: supplierId },
      before: { approval_status: user.approvalStatus, reason: user.approvalReason },
      after: { approval_status: SupplierApproval.suspended, reason, tours_off_sale: tourIds },
      reason,
    })
    await enqueueEmail(
      tx,
      supplierSuspensionMail(await supplierRecipient(tx, user.id), true, reason, publicUrl),
    )
    return { id: supplierId, approval_status: SupplierApproval.suspended, tour_ids: tourIds }
  })
}

export async function reinstateSupplier(
  database: Database,
  actor: AuditActor,
  supplierId: number,
  note: string,
  publicUrl: string,
): Promise<SuspensionResult> {
  return database.transaction(async (tx) => {
    const user = await lockSupplier(tx, supplierId)
    if (user.approvalStatus !== SupplierApproval.suspended)
      throw new UnprocessableError(SupplierApprovalMessages.notSuspended)
    await tx
      .update(users)
      .set({ approvalStatus: SupplierApproval.approved, approvalReason: null, approvalDecidedAt: new Date() })
      .where(eq(users.id, supplierId))
    const tourIds = await moveTours(tx, supplierId, TourLifecycle.suspended, 'reinstate')
    if (tourIds.length) await refreshSearchTerms(tx)
    await recordAudit(tx, {
      actor,
      action: 'supplier.reinstate',
      subject: { type: 'user', id: supplierId },
      before: { approval_status: user.approvalStatus, reason: user.approvalReason },
      after: { approval_status: SupplierApproval.approved, tours_on_sale: tourIds },
      reason: note || null,
    })
    await enqueueEmail(
      tx,
      supplierSuspensionMail(await supplierRecipient(tx, user.id), false, null, publicUrl),
    )
    return { id: supplierId, approval_status: SupplierApproval.approved, tour_ids: tourIds }
  })
}
