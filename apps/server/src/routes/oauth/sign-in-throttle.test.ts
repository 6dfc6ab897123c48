import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { testDatabases } from '@serendib/db/testing'
import { DEMO_PASSWORD } from '@serendib/db/seed/seed-demo'
import { DEMO_CUSTOMER_EMAIL } from '@serendib/db/seed/insert-demo-people'
import { Messages } from '@serendib/domain/messages'
import { AccountMessages } from '@serendib/domain/messages/accounts'
import { RateLimits } from '../../services/abuse/rate-limit.ts'
import { SIGN_IN_SLOWDOWN_MS } from '../../services/accounts/sign-in-throttle.ts'
import { buildAppOn, buildTestApp, type TestApp } from '../../test-app.ts'
import { solvedCaptcha, webClient } from '../../testing/accounts.ts'

/**
 * Issue 12 item 2: attempts are counted atomically before the password is checked, and past the
 * threshold the captcha (not a lock-out) stands between a guesser and the password check.
 */
describe.each(testDatabases())('sign-in throttling on %s', (kind) => {
  let t: TestApp
  /** A second app process on the same database, as behind a load balancer. */
  let other: FastifyInstance
  beforeAll(async () => {
    t = await buildTestApp(kind)
    other = await buildAppOn(t.database)
  })
  afterAll(async () => {
    await other?.close()
    await t?.close()
  })

  const signIn = (
    app: FastifyInstance,
    username: string,
    password: string,
    remoteAddress: string,
    altcha?: string,
  ) =>
    app.inject({
      method: 'POST',
      url: '/oauth/token',
      remoteAddress,
      payload: { ...webClient, grant_type: 'password', username, password, altcha },
    })

  const accountLimit = RateLimits.signInFailuresPerAccount.limit

  it('checks exactly 10 of 300 concurrent wrong guesses, over two processes; the owner still gets in', async () => {
    const burst = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        signIn(i % 2 ? other : t.app, DEMO_CUSTOMER_EMAIL, `wrong-${i}`, `10.20.${i >> 8}.${i & 255}`),
      ),
    )
    const checked = burst.filter((r) => r.statusCode === 401 && r.json().message === Messages.loginFailed)
    const captcha = burst.filter((r) => r.json().captcha_required === true)
    console.warn(`300 concurrent wrong guesses on ${kind}: ${checked.length} passwords checked`)
    expect(checked).toHaveLength(accountLimit)
    expect(captcha).toHaveLength(300 - accountLimit)
    expect(captcha[0]?.statusCode).toBe(401)
    expect(captcha[0]?.json().message).toBe(AccountMessages.signInCaptchaRequired)

    // The right password alone is not enough now…
    const bare = await signIn(t.app, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD, '10.21.0.1')
    expect(bare.statusCode).toBe(401)
    expect(bare.json().captcha_required).toBe(true)
    expect(bare.json()).not.toHaveProperty('access_token')
    // …but with the solved captcha the owner signs in, on either process.
    const owner = await signIn(
      other,
      DEMO_CUSTOMER_EMAIL,
      DEMO_PASSWORD,
      '10.21.0.1',
      await solvedCaptcha(t.app),
    )
    expect(owner.statusCode).toBe(200)
    expect(owner.json().access_token).toBeTruthy()
    // A spent captcha does not open the door twice.
    const replay = await signIn(t.app, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD, '10.21.0.1', 'bm90LWEtcHJvb2Y=')
    expect(replay.json().captcha_required).toBe(true)
  })

  it('slows down a wrong password past the threshold even with a solved captcha', async () => {
    const email = 'admin@serendib.lk'
    for (let i = 0; i < accountLimit; i++) await signIn(t.app, email, `nope-${i}`, `10.22.0.${i}`)
    const altcha = await solvedCaptcha(t.app)
    const started = performance.now()
    const slowed = await signIn(other, email, 'still-wrong', '10.22.1.1', altcha)
    expect(slowed.statusCode).toBe(401)
    expect(slowed.json().message).toBe(Messages.loginFailed)
    expect(performance.now() - started).toBeGreaterThanOrEqual(SIGN_IN_SLOWDOWN_MS - 50)
  })

  it("asks a hotel's shared address for the captcha instead of blocking it, and far later blocks it", async () => {
    const hotel = '10.23.0.1'
    for (let i = 0; i < RateLimits.signInFailuresPerIp.limit; i++) {
      const response = await signIn(i % 2 ? t.app : other, `guest${i}@example.com`, 'x', hotel)
      expect(response.json().message).toBe(Messages.loginFailed)
    }
    const supplier = 'bookings@lankatrails.example'
    expect((await signIn(t.app, supplier, DEMO_PASSWORD, hotel)).json().captcha_required).toBe(true)
    const withCaptcha = await signIn(t.app, supplier, DEMO_PASSWORD, hotel, await solvedCaptcha(t.app))
    expect(withCaptcha.statusCode).toBe(200)
    // Another address is not affected.
    expect((await signIn(other, supplier, DEMO_PASSWORD, '10.23.0.2')).statusCode).toBe(200)

    // The hard ceiling: a machine guessing from one address is refused outright.
    const machine = '10.24.0.1'
    const ceiling = RateLimits.signInHardCeilingPerIp.limit
    // In waves of 25: the ceiling is under test here (the concurrency test is above), and 200
    // requests at once can outwait a busy machine's database pool.
    for (let wave = 0; wave < ceiling; wave += 25) {
      const answers = await Promise.all(
        Array.from({ length: Math.min(25, ceiling - wave) }, (_, n) =>
          signIn((wave + n) % 2 ? t.app : other, `bot${wave + n}@example.com`, 'x', machine),
        ),
      )
      for (const answer of answers) expect(answer.statusCode).toBe(401)
    }
    const refused = await signIn(t.app, supplier, DEMO_PASSWORD, machine, await solvedCaptcha(t.app))
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toBe(AccountMessages.tooManyAttempts)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('does not count successful sign-ins (a tour group behind one hotel NAT all log in)', async () => {
    const address = '10.25.0.1'
    const limit = RateLimits.signInFailuresPerIp.limit + 5
    for (let i = 0; i < limit; i++) {
      expect(
        (await signIn(i % 2 ? t.app : other, 'bookings@lankatrails.example', DEMO_PASSWORD, address))
          .statusCode,
      ).toBe(200)
    }
  })
})
