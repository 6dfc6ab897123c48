/**
 * The password grant of POST /oauth/token. Every attempt is counted per IP and per account
 * before its password is checked, and taken back when it succeeds, so many travellers behind
 * one hotel NAT can all sign in while concurrent guesses cannot slip past the count (030).
 */
import { eq } from 'drizzle-orm'
import { UserStatus, users } from '@serendib/db/schema/users'
import type { Db } from '@serendib/db/client'
import { hashPassword, needsRehash, verifyPassword } from '@serendib/db/passwords'
import type { AccessTokenReply } from '@serendib/domain/accounts'
import { ForbiddenError, UnauthorizedError } from '@serendib/domain/errors'
import { Messages } from '@serendib/domain/messages'
import { AccountMessages } from '@serendib/domain/messages/accounts'
import { isSupplierLocale } from '@serendib/domain/i18n/locales'
import { UserType } from '@serendib/domain/user-types'
import { savePortalLocale } from '../supplier/portal-language.ts'
import { beginSignInAttempt } from './sign-in-throttle.ts'
import { issueAccessToken } from './tokens.ts'
import { findUserByEmail } from './users.ts'

/** Verified against when the account does not exist, so both failures take the same time. */
let decoyHash: Promise<string> | undefined

export async function signInWithPassword(
  db: Db,
  {
    username,
    password,
    ip,
    altcha,
    appSecret,
    portalLocale,
  }: {
    username: string
    password: string
    ip: string
    altcha?: unknown
    appSecret: string
    /** The language of the portal page signed in on (decision 082): `si`/`ta` are saved. */
    portalLocale?: string
  },
): Promise<AccessTokenReply> {
  const account = username.trim().toLowerCase()
  const attempt = await beginSignInAttempt(db, { ip, account, altcha, appSecret })

  const user = account && account.length <= 254 ? await findUserByEmail(db, account) : null
  const hash = user?.passwordHash ?? (await (decoyHash ??= hashPassword('decoy-password-1')))
  const passwordMatches =
    password.length > 0 && password.length <= 1024 && (await verifyPassword(password, hash))

  if (!user || !user.passwordHash || !passwordMatches) {
    await attempt.failed()
    throw new UnauthorizedError(Messages.loginFailed)
  }
  await attempt.succeeded()
  if (user.status !== UserStatus.active) {
    // The password proved who it is: tell them why, instead of a puzzling 'invalid login'.
    throw new ForbiddenError(AccountMessages.accountDisabled)
  }
  if (needsRehash(user.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, user.id))
  }
  await rememberSignInLanguage(db, user, portalLocale)
  return issueAccessToken(db, user.id)
}

/**
 * A supplier who signs in on `/si/supplier/login` or `/ta/…` works in that language: it is saved
 * as the portal language (its mails' language, decision 078) as the language menu would. An
 * English sign-in page saves nothing, so Sinhala is never reset to English behind the supplier's
 * back (only the menu changes it back). A staff member's sign-in leaves the supplier's language
 * alone: the mails it sets are the supplier's (decision 082).
 */
async function rememberSignInLanguage(db: Db, user: { id: number; userType: number }, locale?: string) {
  if (user.userType !== UserType.supplier || !isSupplierLocale(locale) || locale === 'en') return
  await savePortalLocale(db, user.id, locale)
}
