/**
 * A supplier's staff accounts (issue 32 point 3, decision 074). An invitation makes a user of
 * type 4 without a password and mails the existing single-use "choose your password" link
 * (set_password, seven days): choosing it accepts the invitation and proves the address. Revoking
 * suspends the account and ends every sign-in at once.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type DbOrTx, type Tx } from '@serendib/db/client'
import { UserStatus } from '@serendib/db/schema/users'
import type { StaffBody, StaffMemberJson, StaffPatchBody } from '@serendib/domain/api/supplier-staff'
import { NotFoundError, UnprocessableError } from '@serendib/domain/errors'
import { StaffMessages } from '@serendib/domain/staff'
import { UserType } from '@serendib/domain/user-types'
import { recordAudit, type AuditActor } from '../audit/record-audit.ts'
import { createOneTimeLink, LinkLifetimeMinutes } from '../accounts/one-time-links.ts'
import { resetPasswordUrl } from '../accounts/password-reset.ts'
import { revokeAllTokens } from '../accounts/tokens.ts'
import { enqueueEmail } from '../email/enqueue-email.ts'
import { staffInviteMail } from '../email/supplier-templates.ts'
import { portalLocaleOf } from '../supplier/portal-language.ts'

interface Row extends Record<string, unknown> {
  id: number
  email: string
  first_name: string
  last_name: string
  role: StaffMemberJson['role']
  guide_resource_id: number | null
  revoked_at: Date | string | null
  has_password: boolean
  created_at: Date | string
}

function json(r: Row): StaffMemberJson {
  return {
    id: r.id,
    email: r.email,
    name: `${r.first_name} ${r.last_name}`.trim(),
    role: r.role,
    guide_resource_id: r.guide_resource_id,
    state: r.revoked_at ? 'revoked' : r.has_password ? 'active' : 'invited',
    invited_at: new Date(r.created_at).toISOString(),
  }
}

const select = sql`select u.id, u.email, u.first_name, u.last_name, s.role, s.guide_resource_id, s.revoked_at,
                          (u.password_hash is not null) as has_password, s.created_at
                     from supplier_staff s join users u on u.id = s.user_id`

export async function listStaff(db: DbOrTx, supplierId: number): Promise<StaffMemberJson[]> {
  const rows = await queryRows<Row>(
    db,
    sql`${select} where s.supplier_user_id = ${supplierId} order by s.revoked_at nulls first, lower(u.email)`,
  )
  return rows.map(json)
}

async function ownStaff(db: DbOrTx, supplierId: number, userId: number): Promise<StaffMemberJson> {
  const [row] = await queryRows<Row>(
    db,
    sql`${select} where s.supplier_user_id = ${supplierId} and s.user_id = ${userId}`,
  )
  if (!row) throw new NotFoundError(StaffMessages.notFound)
  return json(row)
}

/** A driver-guide of this supplier, or refused: a staff guide links only to their employer's. */
async function checkGuide(db: DbOrTx, supplierId: number, guideId: number | null | undefined): Promise<void> {
  if (guideId === null || guideId === undefined) return
  const [row] = await queryRows(
    db,
    sql`select 1 from supplier_resources where id = ${guideId} and supplier_user_id = ${supplierId}
           and kind = 'guide' and archived_at is null`,
  )
  if (!row) throw new UnprocessableError(StaffMessages.guideNotFound)
}

export interface InviteContext {
  publicUrl: string
  actor: AuditActor
}

export async function inviteStaff(
  tx: Tx,
  ctx: InviteContext,
  supplierId: number,
  body: StaffBody,
): Promise<StaffMemberJson> {
  await checkGuide(tx, supplierId, body.guide_resource_id)
  const [existing] = await queryRows<{ id: number; user_type: number; supplier_user_id: number | null }>(
    tx,
    sql`select u.id, u.user_type, s.supplier_user_id from users u left join supplier_staff s on s.user_id = u.id
         where lower(u.email) = lower(${body.email}) for update of u`,
  )
  let userId: number
  if (existing) {
    // Only this supplier's own former (or still invited) staff may be invited again.
    if (existing.user_type !== UserType.staff || existing.supplier_user_id !== supplierId)
      throw new UnprocessableError(StaffMessages.emailTaken)
    userId = existing.id
    await tx.execute(
      sql`update users set status = ${UserStatus.active}, first_name = ${body.first_name}, last_name = ${body.last_name},
                 updated_at = now() where id = ${userId}`,
    )
    await tx.execute(
      sql`update supplier_staff set role = ${body.role}, guide_resource_id = ${body.guide_resource_id ?? null},
                 revoked_at = null, updated_at = now() where user_id = ${userId}`,
    )
  } else {
    const [made] = await queryRows<{ id: number }>(
      tx,
      sql`insert into users (user_type, first_name, last_name, email, status, approval_status)
          values (${UserType.staff}, ${body.first_name}, ${body.last_name}, ${body.email}, ${UserStatus.active}, 1)
          returning id`,
    )
    userId = made!.id
    await tx.execute(
      sql`insert into supplier_staff (user_id, supplier_user_id, role, guide_resource_id)
          values (${userId}, ${supplierId}, ${body.role}, ${body.guide_resource_id ?? null})`,
    )
  }
  // The invitation is written in the inviting supplier's portal language (issue 31).
  const [supplier] = await queryRows<{ name: string; locale: string | null }>(
    tx,
    sql`select coalesce(nullif(sp.work_name, ''), trim(u.first_name || ' ' || u.last_name)) as name,
               sp.portal_locale as locale
          from users u left join supplier_profiles sp on sp.user_id = u.id where u.id = ${supplierId}`,
  )
  const token = await createOneTimeLink(tx, userId, 'set_password')
  await enqueueEmail(
    tx,
    staffInviteMail(
      { email: body.email, firstName: body.first_name, locale: portalLocaleOf(supplier?.locale) },
      {
        supplier: supplier?.name || 'Your supplier',
        role: body.role,
        link: resetPasswordUrl(ctx.publicUrl, token),
        validDays: Math.round(LinkLifetimeMinutes.set_password / (24 * 60)),
      },
    ),
  )
  await recordAudit(tx, {
    actor: ctx.actor,
    action: 'staff.invite',
    subject: { type: 'user', id: userId },
    after: { role: body.role, email: body.email, guide_resource_id: body.guide_resource_id ?? null },
  })
  return ownStaff(tx, supplierId, userId)
}

export async function updateStaff(
  tx: Tx,
  actor: AuditActor,
  supplierId: number,
  userId: number,
  body: StaffPatchBody,
): Promise<StaffMemberJson> {
  const before = await ownStaff(tx, supplierId, userId)
  await checkGuide(tx, supplierId, body.guide_resource_id)
  await tx.execute(
    sql`update supplier_staff
           set role = coalesce(${body.role ?? null}, role),
               guide_resource_id = ${body.guide_resource_id === undefined ? sql`guide_resource_id` : (body.guide_resource_id ?? null)},
               updated_at = now()
         where user_id = ${userId} and supplier_user_id = ${supplierId}`,
  )
  const after = await ownStaff(tx, supplierId, userId)
  await recordAudit(tx, {
    actor,
    action: 'staff.update',
    subject: { type: 'user', id: userId },
    before: { role: before.role, guide_resource_id: before.guide_resource_id },
    after: { role: after.role, guide_resource_id: after.guide_resource_id },
  })
  return after
}

/** Revokes a staff member: the account is suspended and every token and browser session ends now. */
export async function revokeStaff(
  tx: Tx,
  actor: AuditActor,
  supplierId: number,
  userId: number,
): Promise<void> {
  await ownStaff(tx, supplierId, userId)
  await tx.execute(
    sql`update supplier_staff set revoked_at = coalesce(revoked_at, now()), updated_at = now()
         where user_id = ${userId} and supplier_user_id = ${supplierId}`,
  )
  await tx.execute(
    sql`update users set status = ${UserStatus.suspended}, updated_at = now() where id = ${userId}`,
  )
  await revokeAllTokens(tx, userId)
  await recordAudit(tx, { actor, action: 'staff.revoke', subject: { type: 'user', id: userId } })
}

/** Who is signed in to the portal, for its frame: the supplier itself or a staff role. */
export async function portalIdentity(
  db: DbOrTx,
  supplierId: number,
  member: { role: StaffMemberJson['role']; guideResourceId: number | null } | null,
): Promise<{ role: 'owner' | StaffMemberJson['role']; supplier: string; guide_resource_id: number | null }> {
  const [supplier] = await queryRows<{ name: string }>(
    db,
    sql`select coalesce(nullif(sp.work_name, ''), trim(u.first_name || ' ' || u.last_name)) as name
          from users u left join supplier_profiles sp on sp.user_id = u.id where u.id = ${supplierId}`,
  )
  return {
    role: member?.role ?? 'owner',
    supplier: supplier?.name ?? '',
    guide_resource_id: member?.guideResourceId ?? null,
  }
}
