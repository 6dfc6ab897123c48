/**
 * Suppliers' approval (issue 13, decision 037): admins list suppliers by approval and approve or
 * reject them. The decision, its reason and the audit row commit together; the supplier is told
 * by e-mail and reads the reason on its dashboard.
 */
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm'
import type { Database, DbOrTx } from '@serendib/db/client'
import { supplierProfiles, users, type User } from '@serendib/db/schema/users'
import type { AdminSupplier, AdminSuppliersQuery } from '@serendib/domain/api/supplier-profile'
import { ConflictError, NotFoundError, UnprocessableError } from '@serendib/domain/errors'
import { AdminGuardMessages } from '@serendib/domain/messages/admin-guards'
import { SupplierApproval, SupplierApprovalMessages } from '@serendib/domain/supplier-approval'
import { supplierProfileGaps } from '@serendib/domain/supplier-profile'
import { UserType } from '@serendib/domain/user-types'
import { recordAudit, type AuditActor } from '../audit/record-audit.ts'
import { enqueueEmail } from '../email/enqueue-email.ts'
import { supplierApprovalMail } from '../email/supplier-templates.ts'
import { approvalJson, profileTexts, supplierCategoryList } from '../supplier/profile.ts'
import { supplierRecipient } from '../supplier/portal-language.ts'
import { containsPattern, pageOf, pageWindow, type Page } from './paging.ts'

async function supplierJson(
  db: DbOrTx,
  user: User,
  row: typeof supplierProfiles.$inferSelect | null,
): Promise<AdminSupplier> {
  const texts = profileTexts(row ?? undefined)
  const categories = await supplierCategoryList(db, user.id)
  const emailVerified = user.emailVerifiedAt !== null
  return {
    id: user.id,
    email: user.email,
    name: [user.firstName, user.lastName].filter(Boolean).join(' '),
    work_name: texts.work_name,
    email_verified: emailVerified,
    created_at: user.createdAt.toISOString(),
    approval: approvalJson(user),
    missing: supplierProfileGaps({ ...texts, categories, email_verified: emailVerified }),
  }
}

/** What the profile still misses, as the dashboard words it (decision 037). */
async function profileGaps(db: DbOrTx, user: User): Promise<string[]> {
  const [row] = await db.select().from(supplierProfiles).where(eq(supplierProfiles.userId, user.id))
  const texts = profileTexts(row ?? undefined)
  const categories = await supplierCategoryList(db, user.id)
  return supplierProfileGaps({ ...texts, categories, email_verified: user.emailVerifiedAt !== null }).map(
    (gap) => gap.label,
  )
}

const APPROVAL_FILTER = SupplierApproval

export async function searchSuppliers(db: DbOrTx, q: AdminSuppliersQuery): Promise<Page<AdminSupplier>> {
  const parts: (SQL | undefined)[] = [eq(users.userType, UserType.supplier)]
  if (q.approval) parts.push(eq(users.approvalStatus, APPROVAL_FILTER[q.approval]))
  if (q.q) {
    const p = containsPattern(q.q)
    parts.push(or(ilike(users.email, p), ilike(users.firstName, p), ilike(supplierProfiles.workName, p)))
  }
  const where = and(...parts)
  const { limit, offset } = pageWindow(q.page)
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, profile: supplierProfiles })
      .from(users)
      .leftJoin(supplierProfiles, eq(supplierProfiles.userId, users.id))
      .where(where)
      .orderBy(desc(users.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(users)
      .leftJoin(supplierProfiles, eq(supplierProfiles.userId, users.id))
      .where(where),
  ])
  const data = await Promise.all(rows.map((r) => supplierJson(db, r.user, r.profile)))
  return pageOf(data, total?.n ?? 0, q.page)
}

/** Approves or rejects a supplier; a rejection needs a reason, and the same decision twice is a 409-free no-op. */
export async function decideSupplier(
  database: Database,
  actor: AuditActor,
  supplierId: number,
  decision: 'approve' | 'reject',
  reason: string,
  publicUrl: string,
  acceptMissing = false,
): Promise<AdminSupplier> {
  if (decision === 'reject' && !reason) throw new UnprocessableError(SupplierApprovalMessages.reasonRequired)
  return database.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, supplierId), eq(users.userType, UserType.supplier)))
      .for('update')
    if (!user) throw new NotFoundError(SupplierApprovalMessages.notASupplier)
    // A suspended supplier's tours come back only with a reinstatement (supplier-suspension.ts).
    if (user.approvalStatus === SupplierApproval.suspended)
      throw new UnprocessableError(SupplierApprovalMessages.reinstateInstead)
    const status = decision === 'approve' ? SupplierApproval.approved : SupplierApproval.rejected
    const nextReason = decision === 'reject' ? reason : null
    let current = user
    if (user.approvalStatus !== status || user.approvalReason !== nextReason) {
      // Issue 29: approving an incomplete profile (no payout details, an unconfirmed e-mail) is
      // a choice the admin states, never a click through; the audit row keeps what was missing.
      const missing = decision === 'approve' ? await profileGaps(tx, user) : []
      if (missing.length > 0 && !acceptMissing)
        throw new ConflictError(AdminGuardMessages.supplierProfileIncomplete(missing))
      const [updated] = await tx
        .update(users)
        .set({ approvalStatus: status, approvalReason: nextReason, approvalDecidedAt: new Date() })
        .where(eq(users.id, supplierId))
        .returning()
      current = updated!
      await recordAudit(tx, {
        actor,
        action: decision === 'approve' ? 'supplier.approve' : 'supplier.reject',
        subject: { type: 'user', id: supplierId },
        before: { approval_status: user.approvalStatus, reason: user.approvalReason },
        after: {
          approval_status: status,
          reason: nextReason,
          ...(missing.length > 0 ? { approved_missing: missing } : {}),
        },
        reason: reason || null,
      })
      await enqueueEmail(
        tx,
        supplierApprovalMail(await supplierRecipient(tx, user.id), decision, reason, publicUrl),
      )
    }
    const [profile] = await tx.select().from(supplierProfiles).where(eq(supplierProfiles.userId, supplierId))
    return supplierJson(tx, current, profile ?? null)
  })
}
