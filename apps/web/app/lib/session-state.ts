import type { AccessTokenReply, SessionUser } from '@serendib/domain/accounts'
import { isRecord } from './stored-value'

export type AuthToken = Pick<AccessTokenReply, 'access_token' | 'token_type' | 'expires_in'>

/** Spec §3 Session state, as stored under SESSION_KEY (the cart has its own key). */
export interface SessionState {
  user: SessionUser | null
  authToken: AuthToken | null
  loggedIn: boolean
  /** The visitor's selected pick-up location and date, kept across pages. */
  location: { id: number; name: string } | null
  date: string | null
}

export const EMPTY_SESSION: SessionState = Object.freeze({
  user: null,
  authToken: null,
  loggedIn: false,
  location: null,
  date: null,
})

function parseToken(value: unknown): AuthToken | null {
  if (!isRecord(value) || typeof value.access_token !== 'string' || !value.access_token) return null
  return {
    access_token: value.access_token,
    token_type: 'Bearer',
    expires_in: typeof value.expires_in === 'number' ? value.expires_in : 0,
  }
}

function parseUser(value: unknown): SessionUser | null {
  if (!isRecord(value) || typeof value.id !== 'number' || typeof value.email !== 'string') return null
  return value as unknown as SessionUser
}

/**
 * The stored session, or a fresh one when the value is missing or damaged (another version of
 * the site, a hand edit). Logged in only with both a token and a user: a half-finished login
 * must not show the account area.
 */
export function parseSession(raw: unknown): SessionState {
  if (!isRecord(raw)) return EMPTY_SESSION
  const authToken = parseToken(raw.authToken)
  const user = authToken ? parseUser(raw.user) : null
  const location =
    isRecord(raw.location) && typeof raw.location.id === 'number' && typeof raw.location.name === 'string'
      ? { id: raw.location.id, name: raw.location.name }
      : null
  return {
    user,
    authToken,
    loggedIn: raw.loggedIn === true && authToken !== null && user !== null,
    location,
    date: typeof raw.date === 'string' ? raw.date : null,
  }
}
