import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { testDatabases } from '@serendib/db/testing'
import { accessTokens, UserStatus, users, webSessions } from '@serendib/db/schema/users'
import { DEMO_PASSWORD } from '@serendib/db/seed/seed-demo'
import { DEMO_CUSTOMER_EMAIL } from '@serendib/db/seed/insert-demo-people'
import { AccountMessages } from '@serendib/domain/messages/accounts'
import { WebSessionMessages } from '@serendib/domain/messages/web-sessions'
import { WEB_ACCESS_TOKEN_SECONDS } from '@serendib/domain/web-session'
import { buildTestApp, type TestApp } from '../../../test-app.ts'
import { accessToken, bearer } from '../../../testing/accounts.ts'
import { revokeAllTokens, findTokenOwner } from '../../../services/accounts/tokens.ts'
import { sweepEndedSessions } from '../../../services/accounts/web-sessions.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const firstParty = { 'x-serendib-session': '1' }

/** The Set-Cookie of a reply, parsed into its value and attributes (lower-case names). */
function setCookie(response: { headers: Record<string, unknown> }) {
  const raw = response.headers['set-cookie']
  const line = Array.isArray(raw) ? String(raw[0]) : String(raw ?? '')
  const [pair = '', ...attributes] = line.split(/;\s*/)
  const [name = '', value = ''] = pair.split(/=(.*)/s)
  const attrs = Object.fromEntries(
    attributes.map((a) => {
      const [k = '', v = 'true'] = a.split('=')
      return [k.toLowerCase(), v]
    }),
  )
  return { line, name, value, attrs }
}

describe.each(testDatabases())('web sessions across tabs and visits on %s (decision 057)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(kind)
  })
  afterAll(async () => t?.close())

  const profile = (token: string) => t.app.inject({ url: '/api/account/profile', headers: bearer(token) })
  const start = (token: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/session',
      headers: { ...bearer(token), ...(cookie ? { cookie: `serendib_session=${cookie}` } : {}) },
    })
  const exchange = (cookie: string | null, headers: Record<string, string> = firstParty) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/session/token',
      headers: { ...headers, ...(cookie ? { cookie: `serendib_session=${cookie}` } : {}) },
    })

  /** Signs the demo customer in as the web does: the password grant, then the session cookie. */
  async function signInBrowser() {
    const token = await accessToken(t.app, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD)
    const started = await start(token)
    expect(started.statusCode).toBe(200)
    return { token, cookie: setCookie(started).value, started }
  }

  it('sets an httpOnly, SameSite=Strict cookie for /api/auth only, holding a token stored as a hash', async () => {
    const { started, cookie } = await signInBrowser()
    const parsed = setCookie(started)
    expect(parsed.name).toBe('serendib_session')
    expect(cookie.length).toBeGreaterThanOrEqual(40)
    expect(parsed.attrs).toMatchObject({ httponly: 'true', samesite: 'Strict', path: '/api/auth' })
    // Plain HTTP (the demo): no Secure, which the browser would refuse over http.
    expect(parsed.attrs.secure).toBeUndefined()
    expect(Number(parsed.attrs['max-age'])).toBeCloseTo(30 * 24 * 60 * 60, -1)
    const rows = await t.database.db.select().from(webSessions)
    expect(rows.some((row) => row.tokenHash === cookie)).toBe(false)
    expect(started.json()).toEqual({ status: 'success', data: { expires_at: expect.any(String) } })
  })

  it('a new tab trades the cookie for its own short-lived token and the user, with no password', async () => {
    const { cookie } = await signInBrowser()
    const tab = await exchange(cookie)
    expect(tab.statusCode).toBe(200)
    const body = tab.json()
    expect(body).toMatchObject({
      token_type: 'Bearer',
      expires_in: WEB_ACCESS_TOKEN_SECONDS,
      user: { email: DEMO_CUSTOMER_EMAIL, user_type: 3 },
    })
    expect((await profile(body.access_token)).json().email).toBe(DEMO_CUSTOMER_EMAIL)
    // A second tab gets a token of its own; both work.
    const other = (await exchange(cookie)).json()
    expect(other.access_token).not.toBe(body.access_token)
    expect((await profile(body.access_token)).statusCode).toBe(200)
    expect((await profile(other.access_token)).statusCode).toBe(200)
    expect(tab.headers['cache-control']).toBe('no-store')
  })

  it('refuses a cookie call without our header, from another origin or another site (CSRF): 403', async () => {
    const { cookie } = await signInBrowser()
    const refusedHeaders: Record<string, string>[] = [
      {},
      { 'x-serendib-session': '0' },
      { ...firstParty, origin: 'https://evil.example' },
      { ...firstParty, 'sec-fetch-site': 'cross-site' },
      { ...firstParty, 'sec-fetch-site': 'same-site' },
    ]
    for (const headers of refusedHeaders) {
      const refused = await exchange(cookie, headers)
      expect(refused.statusCode, JSON.stringify(headers)).toBe(403)
      expect(refused.json()).toEqual({ status: 'error', message: WebSessionMessages.foreignRequest })
    }
    // The browser's own same-origin call passes.
    const own = await exchange(cookie, {
      ...firstParty,
      origin: 'http://localhost:80',
      'sec-fetch-site': 'same-origin',
    })
    expect(own.statusCode).toBe(200)
  })

  it('without a cookie, or with an unknown one, answers 401 and clears the unknown cookie', async () => {
    const none = await exchange(null)
    expect(none.statusCode).toBe(401)
    expect(none.json().message).toBe(AccountMessages.loginRequired)
    const unknown = await exchange('not-a-session-token')
    expect(unknown.statusCode).toBe(401)
    expect(setCookie(unknown).attrs['max-age']).toBe('0')
  })

  it('slides the idle expiry on each exchange, never past the absolute end; an expired session is refused', async () => {
    const { cookie } = await signInBrowser()
    const [row] = await t.database.db
      .select()
      .from(webSessions)
      .orderBy(sql`id desc`)
      .limit(1)
    // Ten days unused: the next exchange moves the end a full month ahead again.
    await t.database.db
      .update(webSessions)
      .set({ expiresAt: new Date(Date.now() + 20 * DAY_MS) })
      .where(eq(webSessions.id, row!.id))
    const slid = await exchange(cookie)
    expect(slid.statusCode).toBe(200)
    expect(Number(setCookie(slid).attrs['max-age'])).toBeGreaterThan(29 * 24 * 60 * 60)
    const [after] = await t.database.db.select().from(webSessions).where(eq(webSessions.id, row!.id))
    expect(after!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS)

    // Near the absolute end, the expiry stops there.
    const endsAt = new Date(Date.now() + 2 * DAY_MS)
    await t.database.db.update(webSessions).set({ endsAt }).where(eq(webSessions.id, row!.id))
    expect((await exchange(cookie)).statusCode).toBe(200)
    const [capped] = await t.database.db.select().from(webSessions).where(eq(webSessions.id, row!.id))
    expect(capped!.expiresAt.getTime()).toBe(endsAt.getTime())

    await t.database.db
      .update(webSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(webSessions.id, row!.id))
    expect((await exchange(cookie)).statusCode).toBe(401)
  })

  it('logout in one tab ends the browser session and the tokens of every tab', async () => {
    const { token, cookie } = await signInBrowser()
    const tabA = (await exchange(cookie)).json().access_token as string
    const tabB = (await exchange(cookie)).json().access_token as string
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(tabA) })
    expect(out.statusCode).toBe(200)
    for (const each of [token, tabA, tabB]) expect((await profile(each)).statusCode).toBe(401)
    expect((await exchange(cookie)).statusCode).toBe(401)
  })

  it('logout with the cookie alone (no token in the tab) ends the session and clears the cookie', async () => {
    const { cookie } = await signInBrowser()
    const tab = (await exchange(cookie)).json().access_token as string
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: {
        'x-serendib-session': '1',
        origin: 'https://evil.example',
        cookie: `serendib_session=${cookie}`,
      },
    })
    expect(foreign.statusCode).toBe(403)
    expect((await profile(tab)).statusCode).toBe(200)
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...firstParty, cookie: `serendib_session=${cookie}` },
    })
    expect(out.statusCode).toBe(200)
    expect(setCookie(out).attrs['max-age']).toBe('0')
    expect((await profile(tab)).statusCode).toBe(401)
    expect((await exchange(cookie)).statusCode).toBe(401)
    // Nobody signed in at all: 401, as before (spec §7 logout is an "(auth)" call).
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401)
  })

  it('signing in again in the same browser ends the earlier session there', async () => {
    const first = await signInBrowser()
    const token = await accessToken(t.app, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD)
    const again = await start(token, first.cookie)
    expect(again.statusCode).toBe(200)
    expect((await exchange(first.cookie)).statusCode).toBe(401)
    expect((await exchange(setCookie(again).value)).statusCode).toBe(200)
  })

  it('sign out everywhere ends every browser session and every API token of the user, and only theirs', async () => {
    const laptop = await signInBrowser()
    const phone = await signInBrowser()
    const phoneTab = (await exchange(phone.cookie)).json().access_token as string
    const apiClient = await accessToken(t.app, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD)
    const someoneElse = await accessToken(t.app, 'admin@serendib.lk', DEMO_PASSWORD)
    const laptopTab = (await exchange(laptop.cookie)).json().access_token as string

    const everywhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout/everywhere',
      headers: { ...bearer(laptopTab), cookie: `serendib_session=${laptop.cookie}` },
    })
    expect(everywhere.statusCode).toBe(200)
    expect(everywhere.json()).toMatchObject({
      status: 'success',
      message: WebSessionMessages.signedOutEverywhere,
    })
    expect(everywhere.json().data.ended).toBeGreaterThanOrEqual(3)
    expect(setCookie(everywhere).attrs['max-age']).toBe('0')
    for (const each of [laptopTab, phoneTab, apiClient, laptop.token, phone.token])
      expect((await profile(each)).statusCode).toBe(401)
    for (const each of [laptop.cookie, phone.cookie]) expect((await exchange(each)).statusCode).toBe(401)
    expect((await profile(someoneElse)).statusCode).toBe(200)
    // Only for a signed-in caller.
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout/everywhere' })).statusCode).toBe(401)
  })

  it('a password change keeps the browser it was made in and ends the others', async () => {
    const here = await signInBrowser()
    const elsewhere = await signInBrowser()
    const tab = (await exchange(here.cookie)).json().access_token as string
    const owner = await findTokenOwner(t.database.db, tab)
    await revokeAllTokens(t.database.db, owner!.user.id, owner!.tokenId)
    expect((await profile(tab)).statusCode).toBe(200)
    expect((await exchange(here.cookie)).statusCode).toBe(200)
    expect((await exchange(elsewhere.cookie)).statusCode).toBe(401)
    expect((await profile(elsewhere.token)).statusCode).toBe(401)
  })

  it('a suspended account’s browser session stops working', async () => {
    const { cookie } = await signInBrowser()
    const [customer] = await t.database.db.select().from(users).where(eq(users.email, DEMO_CUSTOMER_EMAIL))
    await t.database.db.update(users).set({ status: UserStatus.suspended }).where(eq(users.id, customer!.id))
    try {
      expect((await exchange(cookie)).statusCode).toBe(401)
    } finally {
      await t.database.db.update(users).set({ status: UserStatus.active }).where(eq(users.id, customer!.id))
    }
  })

  it('an admin’s browser session lasts twelve idle hours, not a month', async () => {
    const token = await accessToken(t.app, 'admin@serendib.lk', DEMO_PASSWORD)
    const started = await start(token)
    expect(Number(setCookie(started).attrs['max-age'])).toBeCloseTo(12 * 60 * 60, -1)
  })

  it('housekeeping deletes sessions and tokens that ended more than a day ago, and nothing live', async () => {
    const { cookie } = await signInBrowser()
    const tab = (await exchange(cookie)).json().access_token as string
    const old = new Date(Date.now() - 2 * DAY_MS)
    const { user } = (await findTokenOwner(t.database.db, tab))!
    const [ended] = await t.database.db
      .insert(webSessions)
      .values({ userId: user.id, tokenHash: `ended-${Date.now()}`, expiresAt: old, endsAt: old })
      .returning()
    await t.database.db.insert(accessTokens).values({
      userId: user.id,
      tokenHash: `expired-${Date.now()}`,
      expiresAt: old,
      webSessionId: ended!.id,
    })
    await sweepEndedSessions(t.database.db)
    expect(await t.database.db.select().from(webSessions).where(eq(webSessions.id, ended!.id))).toEqual([])
    expect((await exchange(cookie)).statusCode).toBe(200)
    expect((await profile(tab)).statusCode).toBe(200)
  })
})

describe.each(testDatabases())('the session cookie over HTTPS on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(kind, { config: { publicUrl: 'https://serendib.example' } })
  })
  afterAll(async () => t?.close())

  it('is Secure and named __Secure-…, and only that name is read back', async () => {
    const token = await accessToken(t.app, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD)
    const started = await t.app.inject({ method: 'POST', url: '/api/auth/session', headers: bearer(token) })
    const parsed = setCookie(started)
    expect(parsed.name).toBe('__Secure-serendib_session')
    expect(parsed.attrs.secure).toBe('true')
    const exchange = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/session/token',
        headers: { ...firstParty, origin: 'https://serendib.example', cookie },
      })
    expect((await exchange(`__Secure-serendib_session=${parsed.value}`)).statusCode).toBe(200)
    // A cookie without the prefix could have been planted over plain HTTP: not ours.
    expect((await exchange(`serendib_session=${parsed.value}`)).statusCode).toBe(401)
  })
})
