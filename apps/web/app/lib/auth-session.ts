import type { AccessTokenReply, SessionUser } from '@serendib/domain/accounts'
import type { ApiReply } from '@serendib/domain/api-client'
import { Messages } from '@serendib/domain/messages'
import { redirect } from 'react-router'
import { browserApi } from './browser-api'
import type { SessionState } from './session-state'
import { getSession, updateSession, useSessionState } from './session-store'

type NoticeType = 'error' | 'info' | 'success' | 'warning'

/** What the session needs from the UI: the snackbar, and a way to send the user to /. */
export interface SessionUi {
  notify: (text: string, type?: NoticeType) => void
  sessionLost: () => void
}

let ui: SessionUi | null = null

/** Called once by the app shell; returns the disconnect for its effect cleanup. */
export function connectSessionUi(next: SessionUi): () => void {
  ui = next
  return () => {
    if (ui === next) ui = null
  }
}

/** The session for rendering (empty during SSR and hydration). */
export function useSession(): SessionState {
  return useSessionState()
}

/** The bearer token of the logged-in user, or null. */
export function authToken(): string | null {
  return getSession().authToken?.access_token ?? null
}

function clearLogin() {
  updateSession({ authToken: null, user: null, loggedIn: false }, 'now')
}

/** Spec §2 Account area: "any loss of login sends the user to /". */
function loseSession() {
  clearLogin()
  if (ui) ui.sessionLost()
  else window.location.assign('/')
}

/**
 * Spec §4 Login: the token is stored, then the profile fetched, then the user is logged in.
 * False (with 'Error fetching data') when the profile can not be read; nothing is kept then.
 */
export async function completeLogin(token: AccessTokenReply): Promise<boolean> {
  const authToken = {
    access_token: token.access_token,
    token_type: 'Bearer' as const,
    expires_in: token.expires_in,
  }
  updateSession({ authToken, user: null, loggedIn: false }, 'now')
  // GET /api/account/profile answers the user itself (spec §7), as the contract declares it.
  const reply = await browserApi.get<SessionUser>('/api/account/profile', { token: token.access_token })
  const user = reply.ok ? reply.body : null
  if (!user) {
    clearLogin()
    ui?.notify(Messages.profileLoadFailed, 'error')
    return false
  }
  updateSession({ user, loggedIn: true }, 'now')
  return true
}

/** Revokes the token on the server, then forgets it; the cart and selections stay. */
export async function logout(): Promise<void> {
  const token = authToken()
  if (token) await browserApi.post('/api/auth/logout', undefined, { token })
  clearLogin()
}

async function withToken<T>(call: (token: string) => Promise<ApiReply<T>>): Promise<ApiReply<T>> {
  const token = authToken()
  if (!token) {
    loseSession()
    return { ok: false, status: 401, body: null }
  }
  const reply = await call(token)
  // Only the token that was refused ends the session: a newer login may have replaced it meanwhile.
  if (reply.status === 401 && authToken() === token) loseSession()
  return reply
}

/** Calls marked "(auth)" in spec §7. A 401 ends the session and sends the user to /. */
export const authedApi = {
  get: <T>(path: string) => withToken((token) => browserApi.get<T>(path, { token })),
  post: <T>(path: string, body?: unknown) => withToken((token) => browserApi.post<T>(path, body, { token })),
}

/** Reads the user again (after a profile change) and stores it; null when that failed. */
export async function refreshUser(): Promise<SessionUser | null> {
  const reply = await authedApi.get<SessionUser>('/api/account/profile')
  const user = reply.ok ? reply.body : null
  if (user) updateSession({ user })
  return user
}

/** For clientLoaders of pages that need a login: not logged in goes to /. */
export function requireLogin(): SessionState & { user: SessionUser } {
  const session = getSession()
  if (!session.loggedIn || !session.user) throw redirect('/')
  return session as SessionState & { user: SessionUser }
}
