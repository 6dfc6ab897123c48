/**
 * Sign-in throttling (docs/decisions/030), following OWASP's authentication cheat sheet:
 * count the attempt atomically before the password is checked; past a threshold, ask for the
 * captcha and slow down instead of locking the owner out; keep a far higher hard ceiling per IP.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import type { DbOrTx } from '@serendib/db/client'
import { TooManyRequestsError, UnauthorizedError } from '@serendib/domain/errors'
import { AccountMessages } from '@serendib/domain/messages/accounts'
import { countHit, RateLimits, releaseHit, type CountedHit } from '../abuse/rate-limit.ts'
import { verifyCaptcha } from './captcha.ts'

/** How long a wrong password past the threshold waits for its answer. */
export const SIGN_IN_SLOWDOWN_MS = 1000

/** A sign-in refused before its password was checked: the client shows the captcha and retries. */
export class SignInCaptchaRequiredError extends UnauthorizedError {
  constructor() {
    super(AccountMessages.signInCaptchaRequired)
  }
}

export interface SignInAttempt {
  /** Whether the attempt is past a threshold (its failure is then slowed down). */
  suspicious: boolean
  /** The password was right: the attempt does not count against anyone. */
  succeeded: () => Promise<void>
  /** The password was wrong: answer late when past the threshold. */
  failed: () => Promise<void>
}

/**
 * Counts one attempt against the address and the account (one upsert each, in any process),
 * then decides from its place in the window: refused past the hard ceiling, captcha past the
 * thresholds. Only attempts that pass may check the password.
 */
export async function beginSignInAttempt(
  db: DbOrTx,
  { ip, account, altcha, appSecret }: { ip: string; account: string; altcha: unknown; appSecret: string },
): Promise<SignInAttempt> {
  // Both counts in one transaction: the address's row stays locked until the account's is
  // counted too, so concurrent attempts from one address take their places in both windows in
  // the same order. Counted apart, a burst's address counts raced ahead of its account counts
  // and fewer than the account's 10 free guesses were checked.
  const { ipHit, accountHit } = await db.transaction(async (tx) => {
    const ipHit = await countHit(tx, RateLimits.signInFailuresPerIp, ip)
    const accountHit: CountedHit | undefined = account
      ? await countHit(tx, RateLimits.signInFailuresPerAccount, account)
      : undefined
    return { ipHit, accountHit }
  })
  if (ipHit.hits > RateLimits.signInHardCeilingPerIp.limit) {
    throw new TooManyRequestsError(AccountMessages.tooManyAttempts, ipHit.retryAfterSeconds)
  }

  const suspicious =
    ipHit.hits > RateLimits.signInFailuresPerIp.limit ||
    (accountHit?.hits ?? 0) > RateLimits.signInFailuresPerAccount.limit
  // The captcha is spent only when asked for: a solved one stays good for the next try.
  if (suspicious && !(await verifyCaptcha(db, altcha, { appSecret }))) throw new SignInCaptchaRequiredError()

  return {
    suspicious,
    async succeeded() {
      await releaseHit(db, RateLimits.signInFailuresPerIp, ip, ipHit)
      if (accountHit) await releaseHit(db, RateLimits.signInFailuresPerAccount, account, accountHit)
    },
    async failed() {
      if (suspicious) await sleep(SIGN_IN_SLOWDOWN_MS)
    },
  }
}
