import { Messages } from '@serendib/domain/messages'

/**
 * What the snackbar says when an account call fails. The API words its refusals (accounts-api.md);
 * those are shown for the caller's mistakes (4xx), never for server faults, whose text is generic.
 */
export function serverMessage(status: number, body: unknown): string | null {
  return status >= 400 && status < 500 ? bodyMessage(body) : null
}

/** The `message` of a reply body, if it has a non-empty one. */
export function bodyMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('message' in body)) return null
  return typeof body.message === 'string' && body.message.trim() ? body.message : null
}

/** Spec §8 Sign-up failure: the first string of the server's error list, else the spec's text. */
export function registrationFailure(status: number, body: unknown): string {
  if (typeof body === 'object' && body !== null && 'error' in body && Array.isArray(body.error)) {
    const first: unknown = body.error[0]
    if (typeof first === 'string' && first.trim()) return first
  }
  return (status === 429 ? serverMessage(status, body) : null) ?? Messages.registrationFailed
}

/** Spec §8 Password reset failure; the server's words for an unknown account or too many requests. */
export function newPasswordFailure(status: number, body: unknown): string {
  return (
    (status === 404 || status === 429 ? serverMessage(status, body) : null) ??
    Messages.passwordResetUnknownAccount
  )
}

/** Whether a refused login asks for the captcha (too many failed log-ins, decision 030). */
export function captchaRequired(body: unknown): boolean {
  return (
    typeof body === 'object' && body !== null && 'captcha_required' in body && body.captcha_required === true
  )
}

/** Login refusals all read 'Invalid login information', except "too many attempts" and the captcha. */
export function loginFailure(status: number, body: unknown): string {
  // 429: wait; 403: a disabled account (said only after the password matched); the captcha's ask.
  const explained = status === 429 || status === 403 || captchaRequired(body)
  return (explained ? serverMessage(status, body) : null) ?? Messages.loginFailed
}

/** Spec §8 Profile update failure, or the server's reason (bad value, wrong password, e-mail taken). */
export function profileUpdateFailure(status: number, body: unknown): string {
  return serverMessage(status, body) ?? Messages.profileUpdateFailed
}
