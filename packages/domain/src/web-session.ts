/**
 * Staying signed in across tabs and visits (decision 057). The bearer-token API of spec §7
 * stays; a browser that signed in also holds an httpOnly cookie with a session token, which it
 * exchanges for short-lived access tokens when a tab opens.
 */
import { UserType } from './user-types.ts'

/** The cookie's name over plain HTTP (a laptop demo). */
export const SESSION_COOKIE = 'serendib_session'
/** Over HTTPS: the `__Secure-` prefix makes browsers refuse it unless it is Secure. */
export const SECURE_SESSION_COOKIE = `__Secure-${SESSION_COOKIE}`
/** Only the session calls receive the cookie: not pages, not the rest of the API. */
export const SESSION_COOKIE_PATH = '/api/auth'

/**
 * A call the cookie authenticates must carry this header. A page of another origin cannot send
 * it (a custom header needs a CORS preflight, which this server never grants) and an HTML form
 * cannot set headers at all; our own scripts always send it.
 */
export const SESSION_REQUEST_HEADER = 'x-serendib-session'

const HOUR = 60 * 60
const DAY = 24 * HOUR

/** An access token minted from the cookie lives an hour; the tab asks again after that. */
export const WEB_ACCESS_TOKEN_SECONDS = HOUR

export interface SessionLifetime {
  /** Unused this long, the session ends. Each exchange moves it forward. */
  idleSeconds: number
  /** However often used, the session ends this long after sign-in. */
  absoluteSeconds: number
}

/**
 * Travellers and suppliers: a month unused, three months at most (a planning traveller returns
 * after weeks). Admins: twelve hours unused, and no longer than an access token lives (a week,
 * decision 010): a console left signed in on a shared machine should not outlive the day.
 */
export function sessionLifetime(userType: number): SessionLifetime {
  return userType === UserType.admin
    ? { idleSeconds: 12 * HOUR, absoluteSeconds: 7 * DAY }
    : { idleSeconds: 30 * DAY, absoluteSeconds: 90 * DAY }
}
