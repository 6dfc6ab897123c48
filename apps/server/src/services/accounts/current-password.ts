/**
 * The current password that proves an e-mail or password change (issue 27). Someone holding a
 * session can guess it as they would at the log-in form, so it is throttled as a sign-in is
 * (decision 030): counted before it is checked, on the same per-account and per-address
 * counters, and past the threshold the right password alone is not enough: the captcha is too.
 */
import type { DbOrTx } from '@serendib/db/client'
import { verifyPassword } from '@serendib/db/passwords'
import { ForbiddenError } from '@serendib/domain/errors'
import { AccountMessages } from '@serendib/domain/messages/accounts'
import { beginSignInAttempt, SignInCaptchaRequiredError } from './sign-in-throttle.ts'

/** Where the check is asked from and the captcha it may carry. */
export interface PasswordCheckContext {
  ip: string
  altcha: unknown
  appSecret: string
}

/**
 * 403, not the log-in's 401: the session is fine, and a web client ends the session on a 401.
 * The route answers it with `captcha_required: true`.
 */
export class CurrentPasswordCaptchaRequiredError extends ForbiddenError {
  constructor() {
    super(AccountMessages.currentPasswordCaptchaRequired)
  }
}

/** Throws 403 for a wrong password, 403 captcha_required past the threshold, 429 past the ceiling. */
export async function checkCurrentPassword(
  db: DbOrTx,
  { email, passwordHash }: { email: string; passwordHash: string },
  password: string,
  context: PasswordCheckContext,
): Promise<void> {
  const attempt = await beginSignInAttempt(db, {
    ip: context.ip,
    account: email.trim().toLowerCase(),
    altcha: context.altcha,
    appSecret: context.appSecret,
  }).catch((error: unknown) => {
    if (error instanceof SignInCaptchaRequiredError) throw new CurrentPasswordCaptchaRequiredError()
    throw error
  })
  if (password.length > 1024 || !(await verifyPassword(password, passwordHash))) {
    await attempt.failed()
    throw new ForbiddenError(AccountMessages.currentPasswordWrong)
  }
  await attempt.succeeded()
}
