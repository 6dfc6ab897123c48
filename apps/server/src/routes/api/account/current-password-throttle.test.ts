/**
 * Issue 27 point 6: the current password that an e-mail or password change asks for is guessed
 * like a sign-in, so it is throttled like one (decision 030): counted before it is checked, and
 * past the threshold the right password alone is not enough.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { testDatabases } from '@serendib/db/testing'
import { users } from '@serendib/db/schema/users'
import { DEMO_PASSWORD } from '@serendib/db/seed/seed-demo'
import { Messages } from '@serendib/domain/messages'
import { AccountMessages } from '@serendib/domain/messages/accounts'
import { RateLimits } from '../../../services/abuse/rate-limit.ts'
import { buildTestApp, type TestApp } from '../../../test-app.ts'
import { bearer, solvedCaptcha, webClient } from '../../../testing/accounts.ts'
import { createTestCustomer } from '../../../testing/bookings.ts'

const accountLimit = RateLimits.signInFailuresPerAccount.limit

describe.each(testDatabases())('current-password checks on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(kind)
  })
  afterAll(async () => t?.close())

  const update = (token: string, remoteAddress: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/profile/field/update',
      remoteAddress,
      headers: bearer(token),
      payload,
    })
  const wrong = (r: { statusCode: number; json: () => { message?: string } }) =>
    r.statusCode === 403 && r.json().message === AccountMessages.currentPasswordWrong
  const captchaAsked = (r: {
    statusCode: number
    json: () => { captcha_required?: boolean; message?: string }
  }) =>
    r.statusCode === 403 &&
    r.json().captcha_required === true &&
    r.json().message === AccountMessages.currentPasswordCaptchaRequired
  const passwordHashOf = async (id: number) =>
    (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.passwordHash

  it(`checks ${accountLimit} of 30 concurrent guesses at a password change; then the captcha is needed too`, async () => {
    const customer = await createTestCustomer(t.app, t.database)
    const before = await passwordHashOf(customer.id)
    const change = (current: string, altcha?: string) =>
      update(customer.token, '10.60.0.1', {
        field: 'password',
        value: 'A-new-password-27',
        current_password: current,
        altcha,
      })

    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => change(`guess-${i}`)))
    console.warn(`30 concurrent current-password guesses on ${kind}: ${burst.filter(wrong).length} checked`)
    expect(burst.filter(wrong)).toHaveLength(accountLimit)
    expect(burst.filter(captchaAsked)).toHaveLength(30 - accountLimit)

    // The right password alone no longer changes it (the session stays: 403, not 401)…
    const bare = await change(DEMO_PASSWORD)
    expect(captchaAsked(bare)).toBe(true)
    expect(await passwordHashOf(customer.id)).toBe(before)
    expect(
      (await t.app.inject({ url: '/api/account/profile', headers: bearer(customer.token) })).statusCode,
    ).toBe(200)
    // …the same budget as the log-in form's: a sign-in needs the captcha now too…
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      remoteAddress: '10.60.0.2',
      payload: { ...webClient, grant_type: 'password', username: customer.email, password: DEMO_PASSWORD },
    })
    expect(signIn.json().captcha_required).toBe(true)
    // …and with the solved captcha the owner changes it.
    const done = await change(DEMO_PASSWORD, await solvedCaptcha(t.app))
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json().message).toBe(Messages.profileUpdated)
    expect(await passwordHashOf(customer.id)).not.toBe(before)
  })

  it('throttles the e-mail change the same way', async () => {
    const customer = await createTestCustomer(t.app, t.database)
    const change = (current: string, altcha?: string) =>
      update(customer.token, '10.61.0.1', {
        field: 'email',
        value: `moved.${customer.email}`,
        current_password: current,
        altcha,
      })
    for (let i = 0; i < accountLimit; i++) expect(wrong(await change(`guess-${i}`))).toBe(true)
    expect(captchaAsked(await change(DEMO_PASSWORD))).toBe(true)
    const done = await change(DEMO_PASSWORD, await solvedCaptcha(t.app))
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json().message).toBe(AccountMessages.emailChangeSent)
  })

  it('takes a right password back off the count, as a sign-in does', async () => {
    const customer = await createTestCustomer(t.app, t.database)
    const change = (current: string, value: string) =>
      update(customer.token, '10.62.0.1', { field: 'password', value, current_password: current })
    for (let i = 0; i < accountLimit - 1; i++)
      expect(wrong(await change(`guess-${i}`, 'A-new-password-27'))).toBe(true)
    expect((await change(DEMO_PASSWORD, 'A-new-password-27')).statusCode).toBe(200)
    expect((await change('A-new-password-27', 'Another-password-28')).statusCode).toBe(200)
  })
})
