/**
 * Changing the e-mail (issue 12 item 5): the current password proves the request, and the
 * change takes effect only when the link mailed to the new address is used. The old address
 * then gets a link that puts it back for 7 days and signs every device out, so a stolen session
 * cannot quietly take the account's mail (and with it password resets).
 */
import { and, eq, sql } from 'drizzle-orm'
import { users, type User } from '@serendib/db/schema/users'
import type { Database, DbOrTx } from '@serendib/db/client'
import { ConflictError, UnprocessableError } from '@serendib/domain/errors'
import { AccountMessages } from '@serendib/domain/messages/accounts'
import { enqueueEmail } from '../email/enqueue-email.ts'
import { emailChangedMail, emailChangeRequestedMail, verifyEmailMail } from '../email/templates.ts'
import { checkCurrentPassword, type PasswordCheckContext } from './current-password.ts'
import { consumeOneTimeLink, createOneTimeLink, type OneTimeLinkRow } from './one-time-links.ts'
import { verificationUrl } from './register.ts'
import { revokeAllTokens } from './tokens.ts'
import { findUserByEmail, isUniqueViolation } from './users.ts'

export function undoEmailChangeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/verify/undo-email-change?token=${encodeURIComponent(token)}`
}

/** Mails the confirmation link to the new address; nothing changes until it is used. */
export async function requestEmailChange(
  database: Database,
  user: User,
  email: string,
  currentPassword: unknown,
  publicUrl: string,
  passwordCheck: PasswordCheckContext,
): Promise<void> {
  const { passwordHash } = user
  if (!passwordHash) throw new UnprocessableError(AccountMessages.emailChangeNeedsPassword)
  if (typeof currentPassword !== 'string' || !currentPassword) {
    throw new UnprocessableError(AccountMessages.emailChangePasswordRequired)
  }
  // Throttled as a sign-in is (issue 27): past the threshold the captcha is needed too.
  await checkCurrentPassword(database.db, { email: user.email, passwordHash }, currentPassword, passwordCheck)
  if (await findUserByEmail(database.db, email)) throw new ConflictError(AccountMessages.emailTaken)
  await database.transaction(async (tx) => {
    const token = await createOneTimeLink(tx, user.id, 'change_email', { email, from: user.email })
    await enqueueEmail(
      tx,
      verifyEmailMail(
        { email, firstName: user.firstName, locale: user.locale },
        verificationUrl(publicUrl, token),
      ),
    )
    await enqueueEmail(
      tx,
      emailChangeRequestedMail({ email: user.email, firstName: user.firstName, locale: user.locale }, email),
    )
  })
}

/**
 * Applies a used change_email link (inside the verification transaction): the account moves
 * to the new, now proven, address if it still has the address the change was asked from.
 * The old address is told, with a link to undo. False when the link no longer applies.
 */
export async function applyEmailChange(
  tx: DbOrTx,
  link: OneTimeLinkRow,
  publicUrl: string,
): Promise<boolean> {
  const to = link.payload?.email
  const from = link.payload?.from
  if (!to || !from) return false
  let moved: User[]
  try {
    // A savepoint: a taken address fails this statement only, not the caller's transaction.
    moved = await tx.transaction((inner) =>
      inner
        .update(users)
        .set({ email: to, emailVerifiedAt: new Date() })
        .where(and(eq(users.id, link.userId), sql`lower(${users.email}) = ${from.toLowerCase()}`))
        .returning(),
    )
  } catch (error) {
    if (isUniqueViolation(error)) return false
    throw error
  }
  const user = moved[0]
  if (!user) return false
  const undo = await createOneTimeLink(tx, user.id, 'undo_email_change', { email: from, from: to })
  await enqueueEmail(
    tx,
    emailChangedMail(
      { email: from, firstName: user.firstName, locale: user.locale },
      to,
      undoEmailChangeUrl(publicUrl, undo),
    ),
  )
  return true
}

/** The old address's link: the account gets its old address back and every session ends. */
export async function undoEmailChange(database: Database, token: unknown): Promise<boolean> {
  try {
    return await database.transaction(async (tx) => {
      const link = await consumeOneTimeLink(tx, token, ['undo_email_change'])
      const email = link?.payload?.email
      if (!link || !email) return false
      const restored = await tx
        .update(users)
        .set({ email, emailVerifiedAt: new Date() })
        .where(eq(users.id, link.userId))
        .returning({ id: users.id })
      if (restored.length !== 1) return false
      await revokeAllTokens(tx, link.userId)
      return true
    })
  } catch (error) {
    // Someone signed up with the old address meanwhile: it cannot come back automatically.
    if (isUniqueViolation(error)) return false
    throw error
  }
}
