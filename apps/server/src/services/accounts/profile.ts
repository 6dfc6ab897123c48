/**
 * POST /api/account/profile/field/update: one field at a time, as the settings page edits
 * inline. An e-mail change needs the current password and waits for the new address's link
 * (email-change.ts); a password change needs the current password and ends the other sessions.
 */
import { eq } from 'drizzle-orm'
import { users, type User } from '@serendib/db/schema/users'
import type { Database } from '@serendib/db/client'
import { hashPassword } from '@serendib/db/passwords'
import { normalisePhone } from '@serendib/domain/phone'
import { profileFieldName, profileValueProblem, type SessionUser } from '@serendib/domain/accounts'
import { UnprocessableError } from '@serendib/domain/errors'
import { AccountMessages } from '@serendib/domain/messages/accounts'
import { enqueueEmail } from '../email/enqueue-email.ts'
import { passwordChangedMail } from '../email/templates.ts'
import { checkCurrentPassword, type PasswordCheckContext } from './current-password.ts'
import { requestEmailChange } from './email-change.ts'
import { revokeAllTokens } from './tokens.ts'
import { userJson } from './user-json.ts'

export interface ProfileUpdate {
  field?: unknown
  value?: unknown
  current_password?: unknown
}

export async function updateProfileField(
  database: Database,
  user: User,
  update: ProfileUpdate,
  {
    publicUrl,
    tokenId,
    passwordCheck,
  }: { publicUrl: string; tokenId: number; passwordCheck: PasswordCheckContext },
): Promise<SessionUser> {
  const field = typeof update.field === 'string' ? profileFieldName(update.field) : null
  if (!field) throw new UnprocessableError(AccountMessages.unknownProfileField)
  const raw = typeof update.value === 'string' ? update.value : ''
  const value = field === 'password' ? raw : raw.trim()
  const problem = profileValueProblem(field, value, user.email)
  if (problem) throw new UnprocessableError(problem)

  switch (field) {
    case 'first_name':
      return save(database, user.id, { firstName: value })
    case 'last_name':
      return save(database, user.id, { lastName: value })
    case 'phone_number':
      // One phone rule (decision 063): kept in the international form checkout fills in.
      return save(database, user.id, { phoneNumber: normalisePhone(value) ?? value })
    case 'email':
      // Takes effect when the link mailed to the new address is used (email-change.ts).
      if (value.toLowerCase() !== user.email.toLowerCase()) {
        await requestEmailChange(database, user, value, update.current_password, publicUrl, passwordCheck)
      }
      return userJson(user)
    case 'password':
      return changePassword(database, user, value, update.current_password, tokenId, passwordCheck)
  }
}

async function save(database: Database, userId: number, values: Partial<User>): Promise<SessionUser> {
  const [updated] = await database.db.update(users).set(values).where(eq(users.id, userId)).returning()
  if (!updated) throw new Error('the user disappeared during the update')
  return userJson(updated)
}

async function changePassword(
  database: Database,
  user: User,
  password: string,
  currentPassword: unknown,
  tokenId: number,
  passwordCheck: PasswordCheckContext,
) {
  // Accounts made by social sign-in or checkout have no password yet: they may set a first one.
  if (user.passwordHash) {
    if (typeof currentPassword !== 'string' || !currentPassword) {
      throw new UnprocessableError(AccountMessages.currentPasswordRequired)
    }
    // Throttled as a sign-in is (issue 27): past the threshold the captcha is needed too.
    await checkCurrentPassword(
      database.db,
      { email: user.email, passwordHash: user.passwordHash },
      currentPassword,
      passwordCheck,
    )
  }
  const passwordHash = await hashPassword(password)
  return database.transaction(async (tx) => {
    const [updated] = await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id)).returning()
    if (!updated) throw new Error('the user disappeared during the update')
    await revokeAllTokens(tx, user.id, tokenId)
    await enqueueEmail(
      tx,
      passwordChangedMail({ email: user.email, firstName: user.firstName, locale: user.locale }),
    )
    return userJson(updated)
  })
}
