import type { AccessTokenReply, SessionUser } from '@serendib/domain/accounts'
import type { ApiReply } from '@serendib/domain/api-client'
import type { WebSessionToken } from '@serendib/domain/api/web-sessions'
import { Messages } from '@serendib/domain/messages'
import { isTravellerLocale, localizedPath, splitLocale } from '@serendib/domain/i18n/locales'
import { SESSION_REQUEST_HEADER } from '@serendib/domain/web-session'
import { redirect } from 'react-router'
import { browserApi } from './browser-api'
import type { SessionState } from './session-state'
import {
  getSession,
  readStoredJson,
  SIGNED_IN_KEY,
  storeJson,
  updateSession,
  useSessionState,
} from './session-store'

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

/** Our own scripts' mark on the calls the session cookie authenticates (CSRF, decision 057). */
const firstParty = { headers: { [SESSION_REQUEST_HEADER]: '1' } }

/** Whether this browser stays signed in (the cookie itself is httpOnly: scripts cannot see it). */
const signedInHere = () => readStoredJson(SIGNED_IN_KEY, 'localStorage') !== null

/** Forgets the tab's login (not the browser's: `logout` ends that). */
export function clearLogin() {
  updateSession({ authToken: null, user: null, loggedIn: false }, 'now')
}

/** Spec §2 Account area: "any loss of login sends the user to /". */
function loseSession() {
  clearLogin()
  if (ui) ui.sessionLost()
  else window.location.assign('/')
}

let exchanging: Promise<boolean> | null = null

/**
 * Trades the browser's session cookie for an access token of this tab (decision 057): a new
 * tab, a later visit, or a token that ran out. False when the browser is not signed in (then
 * it forgets that it was). Concurrent callers share one exchange.
 */
function exchangeCookie(): Promise<boolean> {
  exchanging ??= browserApi
    .post<WebSessionToken>('/api/auth/session/token', undefined, firstParty)
    .then((reply) => {
      if (!reply.ok) {
        if (reply.status === 401) storeJson(SIGNED_IN_KEY, null, 'localStorage')
        return false
      }
      const { user, access_token, expires_in } = reply.body
      updateSession(
        { authToken: { access_token, token_type: 'Bearer', expires_in }, user, loggedIn: true },
        'now',
      )
      return true
    })
    .finally(() => {
      exchanging = null
    })
  return exchanging
}

/**
 * Signs this tab in when the browser stays signed in and the tab is not yet: a new tab, a later
 * visit (decision 057). Resolves whether the tab is signed in. In the browser only.
 */
export function restoreSession(): Promise<boolean> {
  if (typeof window === 'undefined') return Promise.resolve(false)
  if (getSession().loggedIn) return Promise.resolve(true)
  return signedInHere() ? exchangeCookie() : Promise.resolve(false)
}

/**
 * The token to call with after `stale` was refused: a fresh one from the cookie, or null (the
 * session is over, or the browser is now signed in as someone else, whose token must not carry
 * on with this page). A newer login that replaced `stale` meanwhile is used as it is.
 */
export async function renewToken(stale: string): Promise<string | null> {
  if (authToken() !== stale) return authToken()
  const before = getSession().user?.id
  clearLogin()
  if (!signedInHere() || !(await exchangeCookie())) return null
  return getSession().user?.id === before ? authToken() : null
}

async function withToken<T>(call: (token: string) => Promise<ApiReply<T>>): Promise<ApiReply<T>> {
  const token = (await restoreSession()) ? authToken() : null
  if (!token) {
    loseSession()
    return { ok: false, status: 401, body: null }
  }
  const reply = await call(token)
  if (reply.status !== 401) return reply
  // A tab's token lives an hour: the cookie gives it a new one; only then is the session over.
  const renewed = await renewToken(token)
  if (renewed) return call(renewed)
  loseSession()
  return reply
}

/** Calls marked "(auth)" in spec §7. A 401 ends the session and sends the user to /. */
export const authedApi = {
  get: <T>(path: string) => withToken((token) => browserApi.get<T>(path, { token })),
  post: <T>(path: string, body?: unknown) => withToken((token) => browserApi.post<T>(path, body, { token })),
}

/**
 * Other tabs follow this one (the `storage` event): signed out there, signed out here (an open
 * account page goes to /); signed in there, this tab picks the login up.
 */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SIGNED_IN_KEY && event.key !== null) return
    const browserUser = readStoredJson(SIGNED_IN_KEY, 'localStorage')
    const session = getSession()
    if (session.loggedIn && session.user?.id !== browserUser) {
      clearLogin()
      if (splitLocale(window.location.pathname).path.startsWith('/account')) ui?.sessionLost()
    }
    if (browserUser !== null) void restoreSession()
  }
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}

/** Spec §4 Login: the token is stored, then the profile fetched, then the user is logged in. */
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
  // Stay signed in across tabs and visits: the server sets the session cookie (decision 057).
  // Without it this tab is still signed in, as before.
  const kept = await browserApi.post('/api/auth/session', undefined, { token: token.access_token })
  if (kept.ok) storeJson(SIGNED_IN_KEY, user.id, 'localStorage')
  return true
}

/** Ends this sign-in in every tab of the browser; the cart and selections stay. */
export async function logout(): Promise<void> {
  const token = authToken()
  // The token and the cookie both: the server revokes the token and the browser's session.
  await browserApi.post('/api/auth/logout', undefined, { ...firstParty, ...(token ? { token } : {}) })
  storeJson(SIGNED_IN_KEY, null, 'localStorage')
  clearLogin()
}

/** Reads the user again (after a profile change) and stores it; null when that failed. */
export async function refreshUser(): Promise<SessionUser | null> {
  const reply = await authedApi.get<SessionUser>('/api/account/profile')
  const user = reply.ok ? reply.body : null
  if (user) updateSession({ user })
  return user
}

/**
 * /login with the page to come back to (a local path: the login page checks it again), in the
 * page's language: /de/account sends to /de/login (decision 077).
 */
export function loginPath(request: Request): string {
  const url = new URL(request.url)
  const { locale } = splitLocale(url.pathname)
  const login = isTravellerLocale(locale) ? localizedPath('/login', locale) : '/login'
  return `${login}?redirect=${encodeURIComponent(url.pathname + url.search)}`
}

/**
 * For clientLoaders of pages that need a login: the tab's login, or the browser's restored into
 * it; otherwise to /login, which comes back here after signing in (decision 057).
 */
export async function requireLogin(request: Request): Promise<SessionState & { user: SessionUser }> {
  await restoreSession()
  const session = getSession()
  if (!session.loggedIn || !session.user) throw redirect(loginPath(request))
  return session as SessionState & { user: SessionUser }
}
