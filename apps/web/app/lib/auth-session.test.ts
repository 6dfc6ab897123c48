import type { SessionUser } from '@serendib/domain/accounts'
import { Messages } from '@serendib/domain/messages'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeFetch, fakeWindow } from './fake-window'

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
  const store = await import('./session-store')
  return { ...session, ...store }
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
    const requests = fakeFetch({ 'GET /api/account/profile': { status: 200, body: user } })
    const { completeLogin, getSession, authToken } = await freshModules()

    expect(await completeLogin(token)).toBe(true)
    expect(requests).toEqual([{ key: 'GET /api/account/profile', authorization: 'Bearer token-1' }])
    expect(getSession()).toMatchObject({ loggedIn: true, user, authToken: { access_token: 'token-1' } })
    expect(authToken()).toBe('token-1')
    expect(stored(win)).toMatchObject({ loggedIn: true, user: { first_name: 'Ana' } })
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

  it('logout revokes the token, forgets the login and keeps the selections', async () => {
    const win = sessionWindow({
      user,
      authToken: token,
      loggedIn: true,
      location: { id: 2, name: 'Kandy' },
      date: null,
    })
    const requests = fakeFetch({ 'POST /api/auth/logout': { status: 200, body: { status: 'success' } } })
    const { logout, getSession } = await freshModules()

    await logout()
    expect(requests).toEqual([{ key: 'POST /api/auth/logout', authorization: 'Bearer token-1' }])
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
})
