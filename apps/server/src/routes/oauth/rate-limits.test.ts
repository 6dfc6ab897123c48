import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { and, eq } from 'drizzle-orm'
import { emailOutbox } from '@serendib/db/schema/outbox'
import { testDatabases } from '@serendib/db/testing'
import { DEMO_PASSWORD } from '@serendib/db/seed/seed-demo'
import { DEMO_CUSTOMER_EMAIL } from '@serendib/db/seed/insert-demo-people'
import { AccountMessages } from '@serendib/domain/messages/accounts'
import { RateLimits } from '../../services/abuse/rate-limit.ts'
import { buildAppOn, buildTestApp, type TestApp } from '../../test-app.ts'
import { accessToken, bearer, solvedCaptcha, webClient } from '../../testing/accounts.ts'

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

  it('counts concurrent sign-ups, reset mails and verification mails atomically, over two processes', async () => {
    const signUps = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        (i % 2 ? t.app : other).inject({
          method: 'POST',
          url: '/api/register',
          remoteAddress: '10.8.0.1',
          payload: { ...webClient, user_type: 3, email: `burst${i}@example.com` },
        }),
      ),
    )
    expect(signUps.filter((r) => r.statusCode !== 429)).toHaveLength(RateLimits.signUpPerIp.limit)

    const resets = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        (i % 2 ? t.app : other).inject({
          method: 'POST',
          url: '/api/client/chpwd',
          remoteAddress: `10.8.1.${i}`,
          payload: { username: 'bookings@lankatrails.example' },
        }),
      ),
    )
    expect(resets.filter((r) => r.statusCode === 200)).toHaveLength(RateLimits.resetPerAccount.limit)
    expect(await mailsTo(t.database, 'bookings@lankatrails.example', 'reset-password')).toBe(
      RateLimits.resetPerAccount.limit,
    )

    const token = await accessToken(t.app, 'admin@serendib.lk', DEMO_PASSWORD)
    const resends = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        (i % 2 ? t.app : other).inject({ method: 'POST', url: '/api/verify/resend', headers: bearer(token) }),
      ),
    )
    expect(resends.filter((r) => r.statusCode === 200)).toHaveLength(
      RateLimits.verificationMailsPerAccount.limit,
    )
    expect(await mailsTo(t.database, 'admin@serendib.lk', 'verify-email')).toBe(
      RateLimits.verificationMailsPerAccount.limit,
    )
  })
})

async function mailsTo(database: TestApp['database'], to: string, template: string): Promise<number> {
  const rows = await database.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.template, template)))
  return rows.length
}
