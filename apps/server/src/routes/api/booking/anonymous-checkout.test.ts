/**
 * Issue 12, item 4: an anonymous checkout cannot hold a day's seats without limit, make accounts
 * or send mail to any address, or tell whose address it was given. Issue 27, item 4: nor hold a
 * day's seats for a crowd in one order, nor a second hold from one address without the captcha.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { testDatabases } from '@serendib/db/testing'
import { orders } from '@serendib/db/schema/orders'
import { DEMO_PASSWORD } from '@serendib/db/seed/seed-demo'
import { DEMO_CUSTOMER_EMAIL } from '@serendib/db/seed/insert-demo-people'
import { activities } from '@serendib/db/schema/activities'
import { CheckoutMessages } from '@serendib/domain/checkout'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { HoldMessages } from '@serendib/domain/messages/holds'
import { loadConfig } from '../../../config.ts'
import { buildTestApp, type TestApp } from '../../../test-app.ts'
import { accessToken, bearer, solvedCaptcha } from '../../../testing/accounts.ts'
import { prepareTestTour, type TestTour } from '../../../testing/booking-fixtures.ts'
import { bookedPax, checkoutItem, createTestCustomer, paySandboxLink } from '../../../testing/bookings.ts'

const LIMITS = { unpaidOrdersPerIp: 3, unpaidOrdersPerEmail: 2, anonymousOrderPaymentMinutes: 7 }

describe.each(testDatabases())('anonymous checkout limits on %s', (kind) => {
  let t: TestApp
  let tour: TestTour
  let supplierEmail: string
  let ip = 0
  let dayN = 20
  const nextIp = () => `203.0.113.${++ip}`

  beforeAll(async () => {
    t = await buildTestApp(kind, { config: LIMITS })
    tour = await prepareTestTour(t.database)
    const [s] = await t.database.execute<{ email: string }>(
      sql`select u.email from users u join activities a on a.supplier_user_id = u.id where a.id = ${tour.id}`,
    )
    supplierEmail = s!.email
  })
  afterAll(async () => t?.close())

  const checkout = (email: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/booking/checkout',
      remoteAddress,
      headers,
      payload: {
        booking: [
          { ...checkoutItem({ tour, day: addDays(todayInColombo(), dayN++) }), contact_email: email },
        ],
        url: 'http://shop.test',
      },
    })
  const count = async (query: ReturnType<typeof sql>) =>
    (await t.database.execute<{ n: number }>(query))[0]!.n

  it('creates no account and sends no mail for 50 unpaid anonymous checkouts', async () => {
    const users = await count(sql`select count(*)::int as n from users`)
    const mails = await count(
      sql`select count(*)::int as n from email_outbox where template = 'set-password'`,
    )
    for (let i = 0; i < 50; i++) {
      const response = await checkout(`victim${i}.${kind}@example.com`, nextIp())
      expect(response.statusCode, response.body).toBe(200)
    }
    expect(await count(sql`select count(*)::int as n from users`)).toBe(users)
    expect(
      await count(sql`select count(*)::int as n from email_outbox where template = 'set-password'`),
    ).toBe(mails)
  })

  it('holds seats for one IP at most 3 times, even in a burst of 10', async () => {
    const address = nextIp()
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => checkout(`burst${i}.${kind}@example.com`, address)),
    )
    const codes = results.map((r) => r.statusCode)
    expect(codes.filter((c) => c === 200)).toHaveLength(3)
    expect(codes.filter((c) => c === 429)).toHaveLength(7)
    const refused = results.find((r) => r.statusCode === 429)!
    expect(refused.json()).toEqual({ status: 'error', message: CheckoutMessages.tooManyUnpaid })
    expect(await count(sql`select count(*)::int as n from orders where client_ip = ${address}`)).toBe(3)
    // Another address is not affected.
    expect((await checkout(`other.${kind}@example.com`, nextIp())).statusCode).toBe(200)
  })

  it('holds seats for one contact e-mail at most twice, from any address', async () => {
    const email = `one.person.${kind}@example.com`
    expect((await checkout(email, nextIp())).statusCode).toBe(200)
    expect((await checkout(email.toUpperCase(), nextIp())).statusCode).toBe(200)
    expect((await checkout(email, nextIp())).statusCode).toBe(429)
  })

  it('frees a place once an order is paid', async () => {
    const address = nextIp()
    const first = await checkout(`payer1.${kind}@example.com`, address)
    await checkout(`payer2.${kind}@example.com`, address)
    await checkout(`payer3.${kind}@example.com`, address)
    expect((await checkout(`payer4.${kind}@example.com`, address)).statusCode).toBe(429)
    expect((await paySandboxLink(t.app, first.json().data.payment_link)).statusCode).toBe(303)
    expect((await checkout(`payer4.${kind}@example.com`, address)).statusCode).toBe(200)
  })

  it('holds an anonymous order for the shorter time, a signed-in one for the usual 30 minutes', async () => {
    const anonymous = await checkout(`short.${kind}@example.com`, nextIp())
    const token = await accessToken(t.app, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD)
    const member = await checkout(DEMO_CUSTOMER_EMAIL, nextIp(), bearer(token))
    const minutesLeft = async (reference: string) => {
      const [o] = await t.database.db.select().from(orders).where(eq(orders.reference, reference))
      return Math.round((o!.expiresAt.getTime() - Date.now()) / 60_000)
    }
    expect(await minutesLeft(anonymous.json().data.order_reference)).toBe(7)
    expect(await minutesLeft(member.json().data.order_reference)).toBe(30)
  })

  it("answers a supplier's or admin's address like anyone's, and makes no account for it", async () => {
    const answers = []
    for (const email of ['admin@serendib.lk', supplierEmail, `someone.${kind}@example.com`]) {
      const response = await checkout(email, nextIp())
      answers.push({ status: response.statusCode, keys: Object.keys(response.json().data ?? {}).sort() })
      expect((await paySandboxLink(t.app, response.json().data.payment_link)).statusCode).toBe(303)
    }
    expect(answers[0]).toEqual(answers[2])
    expect(answers[1]).toEqual(answers[2])
    // The partners' paid bookings stay guest bookings: no customer account, no set-password mail.
    for (const email of ['admin@serendib.lk', supplierEmail]) {
      expect(await count(sql`select count(*)::int as n from users where lower(email) = ${email}`)).toBe(1)
      expect(
        await count(
          sql`select count(*)::int as n from email_outbox where template = 'set-password' and to_address = ${email}`,
        ),
      ).toBe(0)
      expect(
        await count(
          sql`select count(*)::int as n from bookings where contact_email = ${email} and user_id is not null`,
        ),
      ).toBe(0)
    }
  })
})

describe.each(testDatabases())('anonymous holds with the shipped limits on %s (issue 27)', (kind) => {
  const shipped = loadConfig({ NODE_ENV: 'test' })
  let t: TestApp
  let tour: TestTour
  let customerToken: string
  let ip = 0
  let dayN = 20
  const nextIp = () => `198.51.100.${++ip}`

  beforeAll(async () => {
    t = await buildTestApp(kind, {
      config: {
        unpaidOrdersPerIp: shipped.unpaidOrdersPerIp,
        unpaidOrdersPerEmail: shipped.unpaidOrdersPerEmail,
        unpaidOrdersBeforeCaptcha: shipped.unpaidOrdersBeforeCaptcha,
        anonymousTravellersPerTourDay: shipped.anonymousTravellersPerTourDay,
      },
    })
    tour = await prepareTestTour(t.database, 2)
    // The biggest party the booking panel allows: 4 of each type, infants too.
    await t.database.db.update(activities).set({ includeInfants: true }).where(eq(activities.id, tour.id))
    customerToken = (await createTestCustomer(t.app, t.database)).token
  })
  afterAll(async () => t?.close())

  let person = 0
  /** One checkout of `items` ([adults, children, infants] on a day), as a visitor unless a token is given. */
  const checkout = (
    items: { day: string; counts: [number, number, number] }[],
    { from, token, altcha }: { from: string; token?: string; altcha?: string },
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/booking/checkout',
      remoteAddress: from,
      headers: token ? bearer(token) : {},
      payload: {
        booking: items.map(({ day, counts: [adults, children, infants] }) => ({
          ...checkoutItem({ tour, day, adults, children }),
          num_infants: infants,
          // Its own contact each time: the per-e-mail limit is not what is tested here.
          contact_email: `holder${++person}.${kind}@example.com`,
        })),
        url: 'http://shop.test',
        ...(altcha ? { altcha } : {}),
      },
    })
  const ordersFrom = async (address: string) =>
    (
      await t.database.execute<{ n: number }>(
        sql`select count(*)::int as n from orders where client_ip = ${address}`,
      )
    )[0]!.n

  it('ships a cap of 12 travellers and the captcha from the second unpaid order', () => {
    expect(shipped.anonymousTravellersPerTourDay).toBe(12)
    expect(shipped.unpaidOrdersBeforeCaptcha).toBe(1)
  })

  it("holds at most 12 of a visitor's travellers on one tour-day; a signed-in customer books 40", async () => {
    const day = addDays(todayInColombo(), dayN++)
    // The order: ten cart items of 4 adults, one tour, one day.
    const forty = Array.from({ length: 10 }, () => ({ day, counts: [4, 0, 0] as [number, number, number] }))
    const refused = await checkout(forty, { from: nextIp() })
    expect(refused.statusCode, refused.body).toBe(422)
    expect(refused.json()).toEqual({ status: 'error', message: HoldMessages.tooManyTravellers(12) })
    expect(await bookedPax(t.database, tour.id, day)).toBe(0)
    // Split 12 + 1 over two items of the same day: still one party of 13.
    const split = await checkout(
      [
        { day, counts: [4, 4, 4] },
        { day, counts: [1, 0, 0] },
      ],
      { from: nextIp() },
    )
    expect(split.statusCode).toBe(422)
    expect(await bookedPax(t.database, tour.id, day)).toBe(0)

    // The biggest party the tour allows goes through, and so do 12 more on the next day.
    const next = addDays(day, 1)
    const allowed = await checkout(
      [
        { day, counts: [4, 4, 4] },
        { day: next, counts: [4, 4, 4] },
      ],
      { from: nextIp() },
    )
    expect(allowed.statusCode, allowed.body).toBe(200)
    expect(await bookedPax(t.database, tour.id, day)).toBe(12)

    const member = await checkout(forty, { from: nextIp(), token: customerToken })
    expect(member.statusCode, member.body).toBe(200)
    expect(await bookedPax(t.database, tour.id, day)).toBe(52)
  })

  it('asks a visitor for the captcha before a second hold from one address, and takes each solution once', async () => {
    const day = addDays(todayInColombo(), dayN++)
    const one = [{ day, counts: [2, 0, 0] as [number, number, number] }]
    const address = nextIp()
    const first = await checkout(one, { from: address })
    expect(first.statusCode, first.body).toBe(200)

    const asked = await checkout(one, { from: address })
    expect(asked.statusCode).toBe(422)
    expect(asked.json()).toEqual({
      status: 'error',
      message: HoldMessages.captchaRequired,
      captcha_required: true,
    })
    expect((await checkout(one, { from: address, altcha: 'forged' })).json().captcha_required).toBe(true)
    expect(await ordersFrom(address)).toBe(1)

    const altcha = await solvedCaptcha(t.app)
    expect((await checkout(one, { from: address, altcha })).statusCode).toBe(200)
    // A solution is spent by the hold it made.
    expect((await checkout(one, { from: address, altcha })).json().captcha_required).toBe(true)
    expect(await ordersFrom(address)).toBe(2)

    // A signed-in customer there, and a visitor elsewhere, hold without it.
    expect((await checkout(one, { from: address, token: customerToken })).statusCode).toBe(200)
    expect((await checkout(one, { from: nextIp() })).statusCode).toBe(200)

    // Paid orders hold nothing: once the address holds none unpaid, no captcha.
    const paidAddress = nextIp()
    const paid = await checkout(one, { from: paidAddress })
    expect((await paySandboxLink(t.app, paid.json().data.payment_link)).statusCode).toBe(303)
    expect((await checkout(one, { from: paidAddress })).statusCode).toBe(200)
  })

  it('lets one order of a burst from one address through without the captcha', async () => {
    const day = addDays(todayInColombo(), dayN++)
    const address = nextIp()
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => checkout([{ day, counts: [1, 0, 0] }], { from: address })),
    )
    const codes = replies.map((r) => r.statusCode).sort()
    expect(codes).toEqual([200, 422, 422, 422, 422])
    expect(replies.filter((r) => r.json().captcha_required === true)).toHaveLength(4)
    expect(await ordersFrom(address)).toBe(1)
    expect(await bookedPax(t.database, tour.id, day)).toBe(1)
  })
})
