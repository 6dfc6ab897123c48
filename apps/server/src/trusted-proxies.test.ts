/**
 * Issue 27 point 3 (decision 056): behind nginx, as `npm run cluster` runs it, every per-address
 * limit counts the address nginx saw. Clients connect from different loopback addresses and send
 * forged X-Forwarded-For headers; none of them gets another address's budget or uses up someone
 * else's, and a client that reaches the app's port directly is believed about nothing.
 */
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { testDatabases } from '@serendib/db/testing'
import { DEMO_PASSWORD } from '@serendib/db/seed/seed-demo'
import { DEMO_ADMIN_EMAIL, DEMO_CUSTOMER_EMAIL } from '@serendib/db/seed/insert-demo-people'
import { CheckoutMessages } from '@serendib/domain/checkout'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { Messages } from '@serendib/domain/messages'
import { AccountMessages } from '@serendib/domain/messages/accounts'
import { RateLimits } from './services/abuse/rate-limit.ts'
import { parseTrustProxy } from './startup/trust-proxy.ts'
import { buildTestApp, type TestApp } from './test-app.ts'
import { webClient } from './testing/accounts.ts'
import { prepareTestTour, type TestTour } from './testing/booking-fixtures.ts'
import { checkoutItem } from './testing/bookings.ts'
import { send, startNginx, type RunningNginx, type Sent } from './testing/nginx.ts'

/** nginx's own address towards the app (proxy_bind), the one TRUST_PROXY names. */
const NGINX_ADDRESS = '127.0.0.2'
const UNPAID_ORDERS_PER_IP = 5
const perAddress = RateLimits.signInFailuresPerIp.limit
const ceiling = RateLimits.signInHardCeilingPerIp.limit

describe.each(testDatabases())('behind nginx on %s', (kind) => {
  let t: TestApp
  let nginx: RunningNginx
  let appPort: number
  let tour: TestTour
  let day = 30

  beforeAll(async () => {
    t = await buildTestApp(kind, {
      trustProxy: parseTrustProxy(NGINX_ADDRESS),
      config: { unpaidOrdersPerIp: UNPAID_ORDERS_PER_IP },
    })
    await t.app.listen({ host: '127.0.0.1', port: 0 })
    appPort = (t.app.server.address() as AddressInfo).port
    nginx = await startNginx([appPort], NGINX_ADDRESS)
    tour = await prepareTestTour(t.database)
  })
  afterAll(async () => {
    await nginx?.stop()
    await t?.close()
  })

  /** A password grant from `from`, through nginx or straight to the app's port. */
  const signIn = (
    route: 'nginx' | 'direct',
    from: string,
    username: string,
    password: string,
    forwardedFor?: string,
  ) =>
    send({
      port: route === 'nginx' ? nginx.port : appPort,
      path: '/oauth/token',
      method: 'POST',
      from,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      body: { ...webClient, grant_type: 'password', username, password },
    })

  const checked = (r: Sent) => r.status === 401 && r.json().message === Messages.loginFailed
  const captcha = (r: Sent) => r.status === 401 && r.json().captcha_required === true

  it('counts a sprayed sign-in against the address nginx saw, whatever it forwards', async () => {
    const spray: Sent[] = []
    for (let i = 0; i < 60; i++) {
      // A new account and a new forged address for every guess.
      spray.push(
        await signIn(
          'nginx',
          '127.0.0.5',
          `sprayed-${i}.${kind}@example.com`,
          'Wrong-password-1',
          `198.51.100.${i}, 203.0.113.${i}`,
        ),
      )
    }
    console.warn(`60 sprayed sign-ins through nginx on ${kind}: ${spray.filter(checked).length} checked`)
    expect(spray.slice(0, perAddress).every(checked)).toBe(true)
    expect(spray.slice(perAddress).every(captcha)).toBe(true)
    expect(spray.at(-1)!.json().message).toBe(AccountMessages.signInCaptchaRequired)

    // Another client of the same nginx has its own budget: its guess is checked, its owner gets in.
    expect(checked(await signIn('nginx', '127.0.0.6', `someone.${kind}@example.com`, 'Wrong-1'))).toBe(true)
    expect((await signIn('nginx', '127.0.0.6', DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD)).status).toBe(200)
  })

  it(`holds seats for ${UNPAID_ORDERS_PER_IP} anonymous orders per real address, whatever it forwards`, async () => {
    const checkout = (from: string, i: number, forwardedFor: string) =>
      send({
        port: nginx.port,
        path: '/api/booking/checkout',
        method: 'POST',
        from,
        headers: { 'x-forwarded-for': forwardedFor },
        body: {
          booking: [
            {
              ...checkoutItem({ tour, day: addDays(todayInColombo(), day++) }),
              contact_email: `holder-${i}.${kind}@example.com`,
            },
          ],
          url: 'http://shop.test',
        },
      })
    const holds: Sent[] = []
    for (let i = 0; i < 12; i++) holds.push(await checkout('127.0.0.7', i, `192.0.2.${i + 1}`))
    const statuses = holds.map((r) => r.status)
    console.warn(
      `12 anonymous holds through nginx on ${kind}: ${statuses.filter((s) => s === 200).length} held`,
    )
    expect(statuses).toEqual([
      ...Array<number>(UNPAID_ORDERS_PER_IP).fill(200),
      ...Array<number>(12 - UNPAID_ORDERS_PER_IP).fill(429),
    ])
    expect(holds.at(-1)!.json().message).toBe(CheckoutMessages.tooManyUnpaid)
    // The orders name the client nginx saw, not what it claimed.
    const addresses = await t.database.execute<{ ip: string }>(
      sql`select distinct client_ip as ip from orders where contact_email like ${`holder-%.${kind}@example.com`}`,
    )
    expect(addresses.map((row) => row.ip)).toEqual(['127.0.0.7'])
    expect((await checkout('127.0.0.8', 99, '127.0.0.7')).status).toBe(200)
  })

  it('does not lock out the address a forged header names', async () => {
    const victim = '127.0.0.10'
    let last: Sent | undefined
    for (let i = 0; i <= ceiling + 4; i++) {
      last = await signIn('nginx', '127.0.0.9', `guess-${i}.${kind}@example.com`, 'Wrong-password-1', victim)
    }
    // The wall stands in front of the guesser…
    expect(last!.status).toBe(429)
    expect(last!.headers['retry-after']).toBeDefined()
    // …and the address it named signs in with the right password alone.
    const owner = await signIn('nginx', victim, DEMO_ADMIN_EMAIL, DEMO_PASSWORD)
    expect(owner.status, owner.body).toBe(200)
    expect(owner.json().access_token).toBeTruthy()
  })

  it('believes nothing a client that reaches the app directly says about itself', async () => {
    const direct: Sent[] = []
    for (let i = 0; i < perAddress + 5; i++) {
      direct.push(
        await signIn('direct', '127.0.0.11', `direct-${i}.${kind}@example.com`, 'Wrong-1', `198.51.100.${i}`),
      )
    }
    expect(direct.slice(0, perAddress).every(checked)).toBe(true)
    expect(direct.slice(perAddress).every(captcha)).toBe(true)
    // Nor how it arrived: https is what nginx says, not what a client says.
    for (const port of [appPort, nginx.port]) {
      const page = await send({
        port,
        path: '/healthz',
        from: '127.0.0.11',
        headers: { 'x-forwarded-proto': 'https' },
      })
      expect(page.headers['strict-transport-security']).toBeUndefined()
    }
  })
})
