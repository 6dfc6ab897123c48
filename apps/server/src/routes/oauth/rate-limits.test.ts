import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { testDatabases } from '@serendib/db/testing'
import { DEMO_PASSWORD } from '@serendib/db/seed/seed-demo'
import { DEMO_CUSTOMER_EMAIL } from '@serendib/db/seed/insert-demo-people'
import { AccountMessages, Messages } from '@serendib/domain/messages'
import { RateLimits } from '../../services/abuse/rate-limit.ts'
import { buildAppOn, buildTestApp, type TestApp } from '../../test-app.ts'
import { solvedCaptcha, webClient } from '../../testing/accounts.ts'

describe.each(testDatabases())('rate limits on %s', (kind) => {
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

  const signIn = (app: FastifyInstance, username: string, password: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/oauth/token',
      remoteAddress,
      payload: { ...webClient, grant_type: 'password', username, password },
    })

  it('locks an account after 10 failed sign-ins from anywhere, counted across processes', async () => {
    const limit = RateLimits.signInFailuresPerAccount.limit
    for (let i = 0; i < limit; i++) {
      // Alternating processes and addresses: the count is the account's, kept in the database.
      const app = i % 2 === 0 ? t.app : other
      const response = await signIn(app, DEMO_CUSTOMER_EMAIL, `wrong-${i}`, `10.2.0.${i}`)
      expect(response.statusCode).toBe(401)
      expect(response.json().message).toBe(Messages.loginFailed)
    }
    const locked = await signIn(t.app, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD, '10.2.1.1')
    expect(locked.statusCode).toBe(429)
    expect(locked.json()).toEqual({ status: 'error', message: AccountMessages.tooManyAttempts })
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0)
    expect((await signIn(other, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD, '10.2.1.2')).statusCode).toBe(429)
  })

  it('blocks an address after 30 failed sign-ins over any accounts; other addresses still sign in', async () => {
    const limit = RateLimits.signInFailuresPerIp.limit
    for (let i = 0; i < limit; i++) {
      const response = await signIn(i % 2 ? t.app : other, `guess${i}@example.com`, 'x', '10.3.0.1')
      expect(response.statusCode).toBe(401)
    }
    expect((await signIn(t.app, 'admin@serendib.lk', DEMO_PASSWORD, '10.3.0.1')).statusCode).toBe(429)
    expect((await signIn(t.app, 'admin@serendib.lk', DEMO_PASSWORD, '10.3.0.2')).statusCode).toBe(200)
  })

  it('does not count successful sign-ins (a family behind one hotel NAT all log in)', async () => {
    for (let i = 0; i < RateLimits.signInFailuresPerIp.limit + 5; i++) {
      expect((await signIn(t.app, 'admin@serendib.lk', DEMO_PASSWORD, '10.4.0.1')).statusCode).toBe(200)
    }
  })

  it('limits sign-ups per address', async () => {
    const limit = RateLimits.signUpPerIp.limit
    const signUp = async (app: FastifyInstance, i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress: '10.5.0.1',
        // Invalid on purpose (no captcha): attempts count whether or not they succeed.
        payload: { ...webClient, user_type: 3, email: `limit${i}@example.com` },
      })
    for (let i = 0; i < limit; i++) expect((await signUp(i % 2 ? t.app : other, i)).statusCode).toBe(422)
    const refused = await signUp(t.app, limit)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toBe(AccountMessages.tooManyAttempts)
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: '10.5.0.2',
      payload: {
        ...webClient,
        user_type: 3,
        first_name: 'A',
        last_name: 'B',
        email: 'elsewhere@example.com',
        password: 'Good-pass-123',
        confim_password: 'Good-pass-123',
        altcha: await solvedCaptcha(t.app),
      },
    })
    expect(elsewhere.statusCode).toBe(201)
  })

  it('limits password-reset mails per account and per address', async () => {
    const reset = (remoteAddress: string, username = DEMO_CUSTOMER_EMAIL) =>
      t.app.inject({ method: 'POST', url: '/api/client/chpwd', remoteAddress, payload: { username } })
    for (let i = 0; i < RateLimits.resetPerAccount.limit; i++) {
      expect((await reset(`10.6.0.${i}`)).statusCode).toBe(200)
    }
    expect((await reset('10.6.1.1')).statusCode).toBe(429)
    for (let i = 0; i < RateLimits.resetPerIp.limit; i++) await reset('10.7.0.1', `nobody${i}@example.com`)
    expect((await reset('10.7.0.1', 'admin@serendib.lk')).statusCode).toBe(429)
  })
})
