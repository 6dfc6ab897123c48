import type { SessionUser } from '@serendib/domain/accounts'
import { Messages } from '@serendib/domain/messages'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeFetch, fakeWindow, storageEvent } from './fake-window'

const user: SessionUser = {
  id: 7,
  avatar: null,
  email: 'ana@example.com',
  first_name: 'Ana',
  last_name: 'Perera',
  phone_number: null,
  user_type: 3,
  email_verified: false,
}
const token = { token_type: 'Bearer' as const, access_token: 'token-1', expires_in: 604800 }

/** A window whose session storage holds `stored`, if given. */
const sessionWindow = (stored?: unknown) =>
  fakeWindow(stored === undefined ? {} : { 'serendib.session': stored })

const stored = (win: ReturnType<typeof fakeWindow>) =>
  JSON.parse(win.sessionStorage.getItem('serendib.session') ?? 'null') as Record<string, unknown> | null

async function freshModules() {
  vi.resetModules()
  const session = await import('./auth-session')
  const everywhere = await import('./sign-out-everywhere')
  const store = await import('./session-store')
  return { ...session, ...everywhere, ...store }
}

describe('auth session', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'))
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('completeLogin stores the token, reads the profile with it and saves at once', async () => {
    const win = sessionWindow()
    const requests = fakeFetch({
      'GET /api/account/profile': { status: 200, body: user },
      'POST /api/auth/session': { status: 200, body: { status: 'success', data: { expires_at: 'x' } } },
    })
    const { completeLogin, getSession, authToken } = await freshModules()

    expect(await completeLogin(token)).toBe(true)
    expect(requests).toEqual([
      { key: 'GET /api/account/profile', authorization: 'Bearer token-1' },
      // Decision 057: the browser stays signed in, in every tab and on later visits.
      { key: 'POST /api/auth/session', authorization: 'Bearer token-1' },
    ])
    expect(getSession()).toMatchObject({ loggedIn: true, user, authToken: { access_token: 'token-1' } })
    expect(authToken()).toBe('token-1')
    expect(stored(win)).toMatchObject({ loggedIn: true, user: { first_name: 'Ana' } })
    expect(win.localStorage.getItem('serendib.signed-in')).toBe('7')
  })

  it('completeLogin still signs this tab in when the browser session could not be started', async () => {
    const win = sessionWindow()
    fakeFetch({
      'GET /api/account/profile': { status: 200, body: user },
      'POST /api/auth/session': { status: 500 },
    })
    const { completeLogin, getSession } = await freshModules()
    expect(await completeLogin(token)).toBe(true)
    expect(getSession().loggedIn).toBe(true)
    expect(win.localStorage.getItem('serendib.signed-in')).toBeNull()
  })

  it('completeLogin keeps nothing and says so when the profile can not be read', async () => {
    const win = sessionWindow()
    fakeFetch({ 'GET /api/account/profile': { status: 500 } })
    const { completeLogin, connectSessionUi, getSession } = await freshModules()
    const notify = vi.fn()
    connectSessionUi({ notify, sessionLost: vi.fn() })

    expect(await completeLogin(token)).toBe(false)
    expect(notify).toHaveBeenCalledWith(Messages.profileLoadFailed, 'error')
    expect(getSession()).toMatchObject({ loggedIn: false, user: null, authToken: null })
    expect(stored(win)).toMatchObject({ loggedIn: false, authToken: null })
  })

  it('restores a stored login on load', async () => {
    sessionWindow({ user, authToken: token, loggedIn: true, location: null, date: null })
    fakeFetch({})
    const { getSession } = await freshModules()
    expect(getSession().loggedIn).toBe(true)
    expect(getSession().user?.first_name).toBe('Ana')
  })

  it('logout revokes the token and the browser session, forgets the login and keeps the selections', async () => {
    const win = fakeWindow(
      {
        'serendib.session': {
          user,
          authToken: token,
          loggedIn: true,
          location: { id: 2, name: 'Kandy' },
          date: null,
        },
      },
      { 'serendib.signed-in': 7 },
    )
    const requests = fakeFetch({ 'POST /api/auth/logout': { status: 200, body: { status: 'success' } } })
    const { logout, getSession } = await freshModules()

    await logout()
    expect(requests).toEqual([
      { key: 'POST /api/auth/logout', authorization: 'Bearer token-1', firstParty: '1' },
    ])
    // Every tab of the browser hears it (the storage event of this key).
    expect(win.localStorage.getItem('serendib.signed-in')).toBeNull()
    expect(getSession()).toMatchObject({ loggedIn: false, user: null, authToken: null })
    expect(stored(win)).toMatchObject({
      loggedIn: false,
      authToken: null,
      location: { id: 2, name: 'Kandy' },
    })
  })

  it('a 401 on an authed call ends the session and sends the user to /', async () => {
    sessionWindow({ user, authToken: token, loggedIn: true, location: null, date: null })
    fakeFetch({ 'GET /api/account/favourites': { status: 401, body: { status: 'error', message: 'x' } } })
    const { authedApi, connectSessionUi, getSession } = await freshModules()
    const sessionLost = vi.fn()
    connectSessionUi({ notify: vi.fn(), sessionLost })

    const reply = await authedApi.get('/api/account/favourites')
    expect(reply.status).toBe(401)
    expect(sessionLost).toHaveBeenCalledOnce()
    expect(getSession().loggedIn).toBe(false)
  })

  it('an authed call without a login does not reach the server', async () => {
    sessionWindow()
    const requests = fakeFetch({})
    const { authedApi, connectSessionUi } = await freshModules()
    const sessionLost = vi.fn()
    connectSessionUi({ notify: vi.fn(), sessionLost })
    expect((await authedApi.post('/api/verify/resend')).ok).toBe(false)
    expect(requests).toEqual([])
    expect(sessionLost).toHaveBeenCalledOnce()
  })

  it('saves other changes at most once a second, the latest last', async () => {
    const win = sessionWindow()
    fakeFetch({})
    const { updateSession, getSession } = await freshModules()
    updateSession({ date: '2026-04-01' })
    updateSession({ date: '2026-04-02' })
    expect(getSession().date).toBe('2026-04-02')
    expect(stored(win)?.date).toBe('2026-04-01')
    vi.advanceTimersByTime(1000)
    expect(stored(win)?.date).toBe('2026-04-02')
  })

  it('writes the pending change when the page is hidden', async () => {
    const win = sessionWindow()
    fakeFetch({})
    const { updateSession } = await freshModules()
    updateSession({ date: '2026-04-01' })
    updateSession({ date: '2026-04-03' })
    win.dispatchEvent(new Event('pagehide'))
    expect(stored(win)?.date).toBe('2026-04-03')
  })
  describe('staying signed in across tabs and visits (decision 057)', () => {
    const exchanged = {
      status: 200,
      body: { token_type: 'Bearer', access_token: 'tab-token', expires_in: 3600, user },
    }

    it('a new tab of a signed-in browser trades the session cookie for a token of its own', async () => {
      const win = fakeWindow({}, { 'serendib.signed-in': 7 })
      const requests = fakeFetch({ 'POST /api/auth/session/token': exchanged })
      const { restoreSession, getSession, authToken } = await freshModules()

      expect(await restoreSession()).toBe(true)
      // The cookie authenticates it (no bearer token); our header guards it against CSRF.
      expect(requests).toEqual([
        { key: 'POST /api/auth/session/token', authorization: undefined, firstParty: '1' },
      ])
      expect(getSession()).toMatchObject({ loggedIn: true, user: { first_name: 'Ana' } })
      expect(authToken()).toBe('tab-token')
      expect(stored(win)).toMatchObject({ loggedIn: true, authToken: { access_token: 'tab-token' } })
      // Signed in now: no second exchange.
      expect(await restoreSession()).toBe(true)
      expect(requests).toHaveLength(1)
    })

    it('a browser that never signed in asks the server nothing', async () => {
      fakeWindow()
      const requests = fakeFetch({})
      const { restoreSession } = await freshModules()
      expect(await restoreSession()).toBe(false)
      expect(requests).toEqual([])
    })

    it('a browser whose session ended (expired, signed out elsewhere) forgets that it was signed in', async () => {
      const win = fakeWindow({}, { 'serendib.signed-in': 7 })
      fakeFetch({ 'POST /api/auth/session/token': { status: 401, body: { status: 'error', message: 'x' } } })
      const { restoreSession, getSession } = await freshModules()
      expect(await restoreSession()).toBe(false)
      expect(getSession().loggedIn).toBe(false)
      expect(win.localStorage.getItem('serendib.signed-in')).toBeNull()
    })

    it('a page that needs a login restores it in a new tab, or sends to /login with the way back', async () => {
      fakeWindow({}, { 'serendib.signed-in': 7 })
      fakeFetch({ 'POST /api/auth/session/token': exchanged })
      const signedIn = await freshModules()
      const page = new Request('http://serendib.test/account/booking/detail/67?tab=messages')
      expect((await signedIn.requireLogin(page)).user.first_name).toBe('Ana')

      fakeWindow()
      fakeFetch({})
      const signedOut = await freshModules()
      const refused: unknown = await signedOut.requireLogin(page).catch((thrown: unknown) => thrown)
      expect(refused).toBeInstanceOf(Response)
      expect((refused as Response).headers.get('location')).toBe(
        '/login?redirect=%2Faccount%2Fbooking%2Fdetail%2F67%3Ftab%3Dmessages',
      )
    })

    it('renews a tab token that ran out from the cookie and repeats the call once', async () => {
      fakeWindow(
        { 'serendib.session': { user, authToken: token, loggedIn: true } },
        { 'serendib.signed-in': 7 },
      )
      const requests = fakeFetch({
        'GET /api/account/favourites': [
          { status: 401 },
          { status: 200, body: { status: 'success', data: [] } },
        ],
        'POST /api/auth/session/token': exchanged,
      })
      const { authedApi, connectSessionUi, authToken } = await freshModules()
      const sessionLost = vi.fn()
      connectSessionUi({ notify: vi.fn(), sessionLost })

      const reply = await authedApi.get('/api/account/favourites')
      expect(reply.ok).toBe(true)
      expect(requests.map((r) => `${r.key} ${r.authorization ?? ''}`)).toEqual([
        'GET /api/account/favourites Bearer token-1',
        'POST /api/auth/session/token ',
        'GET /api/account/favourites Bearer tab-token',
      ])
      expect(sessionLost).not.toHaveBeenCalled()
      expect(authToken()).toBe('tab-token')
    })

    it('does not carry on as another user when the browser was signed in as someone else meanwhile', async () => {
      fakeWindow(
        { 'serendib.session': { user, authToken: token, loggedIn: true } },
        { 'serendib.signed-in': 8 },
      )
      fakeFetch({
        'GET /api/account/favourites': { status: 401 },
        'POST /api/auth/session/token': {
          status: 200,
          body: { ...exchanged.body, user: { ...user, id: 8 } },
        },
      })
      const { authedApi, connectSessionUi, getSession } = await freshModules()
      const sessionLost = vi.fn()
      connectSessionUi({ notify: vi.fn(), sessionLost })
      expect((await authedApi.get('/api/account/favourites')).status).toBe(401)
      expect(sessionLost).toHaveBeenCalledOnce()
      expect(getSession().loggedIn).toBe(false)
    })

    it('follows the other tabs: signed out there is signed out here, signed in there is signed in here', async () => {
      const win = fakeWindow(
        { 'serendib.session': { user, authToken: token, loggedIn: true } },
        { 'serendib.signed-in': 7 },
      )
      fakeFetch({ 'POST /api/auth/session/token': exchanged })
      const { followOtherTabs, connectSessionUi, getSession } = await freshModules()
      const sessionLost = vi.fn()
      connectSessionUi({ notify: vi.fn(), sessionLost })
      const stop = followOtherTabs()

      win.localStorage.removeItem('serendib.signed-in')
      win.dispatchEvent(storageEvent('serendib.signed-in', null))
      expect(getSession().loggedIn).toBe(false)
      // On a public page the header just changes; an account page would go to /.
      expect(sessionLost).not.toHaveBeenCalled()

      win.localStorage.setItem('serendib.signed-in', '7')
      win.dispatchEvent(storageEvent('serendib.signed-in', 7))
      await vi.waitFor(() => expect(getSession().loggedIn).toBe(true))
      stop()
    })

    it('signing out everywhere ends the login here and in the other tabs', async () => {
      const win = fakeWindow(
        { 'serendib.session': { user, authToken: token, loggedIn: true } },
        { 'serendib.signed-in': 7 },
      )
      const requests = fakeFetch({
        'POST /api/auth/logout/everywhere': {
          status: 200,
          body: { status: 'success', message: 'x', data: { ended: 3 } },
        },
      })
      const { logoutEverywhere, getSession } = await freshModules()
      expect(await logoutEverywhere()).toBe(true)
      expect(requests).toEqual([{ key: 'POST /api/auth/logout/everywhere', authorization: 'Bearer token-1' }])
      expect(getSession().loggedIn).toBe(false)
      expect(win.localStorage.getItem('serendib.signed-in')).toBeNull()
    })
  })
})
