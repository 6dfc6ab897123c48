/**
 * The supplier's own profile (issue 13): read and save it. Every query is keyed by the signed-in
 * supplier's id, so a supplier only ever reads or changes its own row; there is no id to pass.
 */
import { asc, eq, inArray } from 'drizzle-orm'
import type { Database, DbOrTx } from '@serendib/db/client'
import { categories, supplierCategories } from '@serendib/db/schema/catalogue'
import { supplierProfiles, UserStatus, users, type User } from '@serendib/db/schema/users'
import type { SupplierProfile, SupplierProfileBody } from '@serendib/domain/api/supplier-profile'
import { FieldErrorsError, NotFoundError } from '@serendib/domain/errors'
import { imageSources } from '@serendib/domain/images'
import { approvalCode, isSupplierApproved, supplierApprovalLabels } from '@serendib/domain/supplier-approval'
import {
  cleanProfileText,
  supplierProfileErrors,
  supplierProfileGaps,
  supplierProfileTextFields,
  SupplierProfileMessages,
  type SupplierProfileInput,
} from '@serendib/domain/supplier-profile'
import { recordAudit, type AuditActor } from '../audit/record-audit.ts'

type ProfileRow = typeof supplierProfiles.$inferSelect

const imageRef = (key: string | null, widths: number[]) =>
  key && widths.length > 0 ? { key, ...imageSources(key, widths) } : null

/** The profile's text fields in the API's names, from the row's. */
export function profileTexts(row: ProfileRow | undefined) {
  return {
    work_name: row?.workName ?? '',
    work_address: row?.workAddress ?? null,
    work_registration_number: row?.workRegistrationNumber ?? null,
    work_fixed_phone: row?.workFixedPhone ?? null,
    work_mobile: row?.workMobile ?? null,
    contact_name: row?.contactName ?? null,
    contact_nic: row?.contactNic ?? null,
    contact_home_phone: row?.contactHomePhone ?? null,
    contact_mobile_phone: row?.contactMobilePhone ?? null,
    contact_address: row?.contactAddress ?? null,
    payout_bank_name: row?.payoutBankName ?? null,
    payout_account_holder: row?.payoutAccountHolder ?? null,
    payout_account_number: row?.payoutAccountNumber ?? null,
    payout_branch: row?.payoutBranch ?? null,
  }
}

export function approvalJson(user: User) {
  const status = approvalCode(user.approvalStatus)
  return {
    status,
    label: supplierApprovalLabels[status],
    reason: user.approvalReason,
    decided_at: user.approvalDecidedAt?.toISOString() ?? null,
    can_submit_tours: isSupplierApproved(user),
  }
}

export async function supplierCategoryList(db: DbOrTx, userId: number) {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(supplierCategories)
    .innerJoin(categories, eq(categories.id, supplierCategories.categoryId))
    .where(eq(supplierCategories.userId, userId))
    .orderBy(asc(categories.sortOrder), asc(categories.name))
}

export async function loadSupplierProfile(db: DbOrTx, userId: number): Promise<SupplierProfile> {
  const [[user], [row], list] = await Promise.all([
    db.select().from(users).where(eq(users.id, userId)),
    db.select().from(supplierProfiles).where(eq(supplierProfiles.userId, userId)),
    supplierCategoryList(db, userId),
  ])
  if (!user) throw new NotFoundError()
  const texts = profileTexts(row)
  const emailVerified = user.emailVerifiedAt !== null
  return {
    id: user.id,
    name: [user.firstName, user.lastName].filter(Boolean).join(' '),
    email: user.email,
    email_verified: emailVerified,
    user_type: 2,
    status: user.status === UserStatus.active ? 'active' : 'disabled',
    approval: approvalJson(user),
    ...texts,
    work_avatar: imageRef(row?.workAvatarKey ?? null, row?.workAvatarWidths ?? []),
    contact_avatar: imageRef(row?.contactAvatarKey ?? null, row?.contactAvatarWidths ?? []),
    categories: list,
    missing: supplierProfileGaps({ ...texts, categories: list, email_verified: emailVerified }),
  }
}

const COLUMN: Record<(typeof supplierProfileTextFields)[number], keyof ProfileRow> = {
  work_name: 'workName',
  work_address: 'workAddress',
  work_registration_number: 'workRegistrationNumber',
  work_fixed_phone: 'workFixedPhone',
  work_mobile: 'workMobile',
  contact_name: 'contactName',
  contact_nic: 'contactNic',
  contact_home_phone: 'contactHomePhone',
  contact_mobile_phone: 'contactMobilePhone',
  contact_address: 'contactAddress',
  payout_bank_name: 'payoutBankName',
  payout_account_holder: 'payoutAccountHolder',
  payout_account_number: 'payoutAccountNumber',
  payout_branch: 'payoutBranch',
}

/**
 * Saves the form: fields left out keep their value; the result is checked whole with the
 * domain's rules (422 with `errors` per field, nothing written). Payout changes are audited.
 */
export async function saveSupplierProfile(
  database: Database,
  actor: AuditActor & { userId: number },
  body: SupplierProfileBody,
): Promise<SupplierProfile> {
  const userId = actor.userId
  return database.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(supplierProfiles)
      .where(eq(supplierProfiles.userId, userId))
      .for('update')
    const current = profileTexts(row)
    const currentCategories = (await supplierCategoryList(tx, userId)).map((c) => c.id)
    const next: SupplierProfileInput = { categories: body.categories ?? currentCategories }
    for (const field of supplierProfileTextFields) {
      next[field] = body[field] === undefined ? current[field] : cleanProfileText(body[field])
    }
    const errors: Record<string, string> = { ...supplierProfileErrors(next) }
    const wanted = [...new Set(next.categories)]
    if (!errors.categories && wanted.length > 0) {
      const known = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(inArray(categories.id, wanted))
      if (known.length !== wanted.length) errors.categories = SupplierProfileMessages.unknownCategory
    }
    if (Object.keys(errors).length > 0) throw new FieldErrorsError(errors)

    const values: Partial<ProfileRow> = {}
    for (const field of supplierProfileTextFields) {
      ;(values as Record<string, unknown>)[COLUMN[field]] =
        field === 'work_name' ? (next[field] ?? '') : (next[field] ?? null)
    }
    await tx
      .insert(supplierProfiles)
      .values({ userId, workName: '', ...values })
      .onConflictDoUpdate({ target: supplierProfiles.userId, set: values })
    if (body.categories) {
      await tx.delete(supplierCategories).where(eq(supplierCategories.userId, userId))
      if (wanted.length > 0)
        await tx.insert(supplierCategories).values(wanted.map((categoryId) => ({ userId, categoryId })))
    }
    const payoutBefore = payoutOf(current)
    const payoutAfter = payoutOf(next)
    if (JSON.stringify(payoutBefore) !== JSON.stringify(payoutAfter)) {
      // Where the money goes is what a hijacked account would change first: keep a trail.
      await recordAudit(tx, {
        actor,
        action: 'supplier.payout_details',
        subject: { type: 'user', id: userId },
        before: masked(payoutBefore),
        after: masked(payoutAfter),
      })
    }
    return loadSupplierProfile(tx, userId)
  })
}

function payoutOf(values: SupplierProfileInput) {
  return {
    bank_name: values.payout_bank_name ?? null,
    account_holder: values.payout_account_holder ?? null,
    account_number: values.payout_account_number ?? null,
    branch: values.payout_branch ?? null,
  }
}

/** The audit log keeps the last four digits of an account number, never all of it. */
function masked(payout: ReturnType<typeof payoutOf>) {
  const digits = payout.account_number?.replace(/\D/g, '') ?? ''
  return { ...payout, account_number: digits ? `…${digits.slice(-4)}` : null }
}
