/**
 * Password reset (architecture brief): POST /api/client/chpwd mails a single-use link; the
 * password changes only when the link's owner chooses a new one, so knowing someone's
 * address is not enough to lock them out.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { and, eq, isNull } from 'drizzle-orm'
import { socialIdentities, UserStatus, users } from '@serendib/db/schema/users'
import type { Database } from '@serendib/db/client'
import { hashPassword } from '@serendib/db/passwords'
import { isEmail, passwordProblem } from '@serendib/domain/accounts'
import { BadRequestError, NotFoundError, UnprocessableError } from '@serendib/domain/errors'
import { Messages } from '@serendib/domain/messages'
import { isTravellerLocale, localizedPath } from '@serendib/domain/i18n/locales'
import { AccountMessages } from '@serendib/domain/messages/accounts'
import { consume, RateLimits } from '../abuse/rate-limit.ts'
import { enqueueEmail } from '../email/enqueue-email.ts'
import { passwordChangedMail, resetPasswordMail } from '../email/templates.ts'
import {
  consumeOneTimeLink,
  createOneTimeLink,
  findOneTimeLink,
  LinkLifetimeMinutes,
} from './one-time-links.ts'
import { revokeAllTokens } from './tokens.ts'
import { findActiveUser, findUserByEmail } from './users.ts'

/**
 * Every well-formed request is answered no sooner than this after its look-up: a known address
 * writes a link and a mail (measured 4 to 9 ms more than an unknown one), which its answer's
 * time would otherwise tell.
 */
export const RESET_ANSWER_FLOOR_MS = 100

/** The reset page in the mail's language (decision 077): `/de/account/reset-password?token=…`. */
export function resetPasswordUrl(publicUrl: string, token: string, locale?: string | null): string {
  const path = localizedPath('/account/reset-password', locale && isTravellerLocale(locale) ? locale : 'en')
  return `${publicUrl}${path}?token=${encodeURIComponent(token)}`
}

/**
 * Mails a reset link to an active account's address. Every well-formed address gets the same
 * answer, counted against the same limits, whether or not it is an account's (issue 27): the
 * answer does not tell who has an account, a supplier's, a social-only or a suspended one. Only a
 * string that cannot be an address is refused, with spec §8's failure.
 */
export async function requestPasswordReset(
  database: Database,
  username: unknown,
  { ip, publicUrl, locale }: { ip: string; publicUrl: string; locale?: unknown },
): Promise<void> {
  const db = database.db
  await consume(db, RateLimits.resetPerIp, ip)
  const email = typeof username === 'string' ? username.trim() : ''
  if (!isEmail(email)) throw new NotFoundError(Messages.passwordResetUnknownAccount)
  // Before the look-up: a sixth request for an unknown address meets the same 429 as a known one.
  await consume(db, RateLimits.resetPerAccount, email)
  const started = performance.now()
  const user = await findUserByEmail(db, email)
  // The page's language when the request names one (decision 077), else the account's.
  const language = typeof locale === 'string' && isTravellerLocale(locale) ? locale : user?.locale
  if (user?.status === UserStatus.active)
    await mailResetLink(database, { ...user, locale: language }, publicUrl)
  await sleep(Math.max(0, RESET_ANSWER_FLOOR_MS - (performance.now() - started)))
}

async function mailResetLink(
  database: Database,
  user: { id: number; email: string; firstName: string; locale?: string },
  publicUrl: string,
): Promise<void> {
  await database.transaction(async (tx) => {
    const token = await createOneTimeLink(tx, user.id, 'reset_password')
    await enqueueEmail(
      tx,
      resetPasswordMail(
        { email: user.email, firstName: user.firstName, locale: user.locale },
        resetPasswordUrl(publicUrl, token, user.locale),
        LinkLifetimeMinutes.reset_password,
      ),
    )
  })
}

const RESET_PURPOSES = ['reset_password', 'set_password'] as const

/** Whether a reset link can still be used (the page asks before showing its form). */
export async function resetLinkIsLive(database: Database, token: unknown): Promise<boolean> {
  return (await findOneTimeLink(database.db, token, RESET_PURPOSES)) !== null
}

/** Uses the link: new password, e-mail proven, every session of the account ended. */
export async function resetPassword(
  database: Database,
  input: { token?: unknown; password?: unknown; confim_password?: unknown },
): Promise<void> {
  const link = await findOneTimeLink(database.db, input.token, RESET_PURPOSES)
  const user = link ? await findActiveUser(database.db, link.userId) : null
  if (!link || !user) throw new BadRequestError(AccountMessages.resetLinkInvalid)

  const password = typeof input.password === 'string' ? input.password : ''
  const confirmation = typeof input.confim_password === 'string' ? input.confim_password : password
  if (!password) throw new UnprocessableError(Messages.required)
  if (password !== confirmation) throw new UnprocessableError(Messages.passwordsDoNotMatch)
  const weak = passwordProblem(password, user.email)
  if (weak) throw new UnprocessableError(weak)

  const passwordHash = await hashPassword(password)
  await database.transaction(async (tx) => {
    // Consumed here, not above: a second tab using the same link at the same moment loses.
    if (!(await consumeOneTimeLink(tx, input.token, RESET_PURPOSES))) {
      throw new BadRequestError(AccountMessages.resetLinkInvalid)
    }
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id))
    // Reading the mail proved the address. If it was unproven until now, a social identity
    // linked to it was linked on someone's unverified word: the address's owner drops it.
    if (user.emailVerifiedAt === null) {
      await tx
        .update(users)
        .set({ emailVerifiedAt: new Date() })
        .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)))
      await tx.delete(socialIdentities).where(eq(socialIdentities.userId, user.id))
    }
    await revokeAllTokens(tx, user.id)
    await enqueueEmail(
      tx,
      passwordChangedMail({ email: user.email, firstName: user.firstName, locale: user.locale }),
    )
  })
}
