/**
 * Tailored round tours by quote through the API on both databases, mails over real SMTP
 * (decision 079): a request, the supplier's answer from the tour's itinerary, the thread, the
 * deposit paid through the sandbox's settlement, the booking with the quote's plan, its balance
 * by the link; who may see what; an accepted or expired quote cannot be accepted.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '@serendib/db/client'
import { testDatabases } from '@serendib/db/testing'
import { BookingStatus } from '@serendib/domain/booking-status'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { PaymentPlanMessages } from '@serendib/domain/payment-plans'
import { QuoteMessages } from '@serendib/domain/quotes'
import { buildTestApp, type TestApp } from '../../test-app.ts'
import { bearer } from '../../testing/accounts.ts'
import { adminToken } from '../../testing/admin.ts'
import { createTestCustomer, paySandboxLink, supplierOf, type TestCustomer } from '../../testing/bookings.ts'
import { startSmtp, waitForMail } from '../../testing/smtp-inbox.ts'

describe.each(testDatabases())('tailored round tours by quote on %s', (kind) => {
  let t: TestApp
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  let tourId: number
  let otherTourSupplier: { token: string }
  let supplier: { id: number; email: string; token: string }
  let traveller: TestCustomer
  let stranger: TestCustomer
  let admin: string
  const start = addDays(todayInColombo(), 60)

  beforeAll(async () => {
    smtp = await startSmtp()
    t = await buildTestApp(kind, { config: { smtpUrl: smtp.url, devMailbox: false } })
    const [round] = await queryRows<{ id: number; supplier_user_id: number }>(
      t.database.db,
      sql`select a.id, a.supplier_user_id from activities a
           where a.tour_type = 1 and a.status = 1
             and exists (select 1 from activity_itinerary_items i where i.activity_id = a.id and i.day_number is not null)
           order by a.id limit 1`,
    )
    tourId = round!.id
    supplier = await supplierOf(t.app, t.database, tourId)
    const [other] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from activities where supplier_user_id <> ${round!.supplier_user_id} and status = 1 order by id limit 1`,
    )
    otherTourSupplier = await supplierOf(t.app, t.database, other!.id)
    traveller = await createTestCustomer(t.app, t.database)
    stranger = await createTestCustomer(t.app, t.database)
    admin = await adminToken(t.app, t.database)
  }, 240_000)
  afterAll(async () => {
    await t?.close()
    await smtp?.close()
  })

  // Requests are limited to 10 an hour per address: a test may ask from an address of its own.
  const request = (payload: object, token?: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload,
      remoteAddress,
      headers: token ? bearer(token) : {},
    })
  const body = (over: object = {}) => ({
    activity_id: tourId,
    start_date: start,
    adults: 2,
    children: 1,
    hotel_class: 'comfort',
    wishes: 'A cooking class in Kandy, please.\u0000<script>x</script>',
    ...over,
  })
  const answer = (id: number, over: object = {}, token = supplier.token) =>
    t.app.inject({
      method: 'POST',
      url: `/api/supplier/quotes/${id}/answer`,
      headers: bearer(token),
      payload: {
        itinerary: [
          { day: 1, title: 'Colombo to Sigiriya', description: 'Pick-up at the airport' },
          { day: 2, title: 'Sigiriya and a cooking class', description: '' },
        ],
        total_cents: 250_000,
        deposit_percent: 20,
        deposit_cents: null,
        balance_days_before: 14,
        valid_until: addDays(todayInColombo(), 10),
        ...over,
      },
    })
  const quoteRow = async (id: number) =>
    (
      await queryRows<{ state: string; booking_id: number | null }>(
        t.database.db,
        sql`select state, booking_id from quotes where id = ${id}`,
      )
    )[0]!

  it('a visitor without a name or e-mail, a day tour, or a date in the past is refused and nothing is stored', async () => {
    const before = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from quotes`)
    expect((await request(body())).json().message).toBe(QuoteMessages.name)
    expect((await request(body({ name: 'Ann', email: 'nope' }))).json().message).toBe(QuoteMessages.email)
    const past = await request(body({ start_date: todayInColombo() }), traveller.token)
    expect([past.statusCode, past.json().message]).toEqual([422, QuoteMessages.startDate])
    const [day] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from activities where tour_type = 2 and status = 1 order by id limit 1`,
    )
    const dayTour = await request(body({ activity_id: day!.id }), traveller.token)
    expect([dayTour.statusCode, dayTour.json().message]).toEqual([422, QuoteMessages.notRoundTour])
    const supplierAsks = await request(body(), supplier.token)
    expect(supplierAsks.statusCode).toBe(403)
    const after = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from quotes`)
    expect(after).toEqual(before)
  })

  it('request → supplier answers from the itinerary → traveller accepts and pays the deposit → balance by the link', async () => {
    const asked = await request(body(), traveller.token)
    expect(asked.statusCode, asked.body).toBe(200)
    expect(asked.json().message).toBe(QuoteMessages.requested)
    const id = asked.json().data.id as number
    const requestMail = await waitForMail(smtp.received, supplier.email, { subject: /New quote request/ })
    expect(requestMail).toContain('A cooking class in Kandy')

    // Only its traveller, its supplier and admins see it.
    const seen = await t.app.inject({ url: `/api/supplier/quotes/${id}`, headers: bearer(supplier.token) })
    expect(seen.statusCode).toBe(200)
    const data = seen.json().data
    expect(data.state).toBe('requested')
    expect(data.wishes).toBe('A cooking class in Kandy, please.<script>x</script>')
    expect(data.itinerary.length).toBeGreaterThan(1)
    expect((await t.app.inject({ url: `/api/admin/quotes/${id}`, headers: bearer(admin) })).statusCode).toBe(
      200,
    )
    for (const [url, token] of [
      [`/api/account/quotes/${id}`, stranger.token],
      [`/api/supplier/quotes/${id}`, otherTourSupplier.token],
    ] as const) {
      const denied = await t.app.inject({ url, headers: bearer(token) })
      expect(denied.statusCode, url).toBe(404)
    }
    const listed = await t.app.inject({ url: '/api/account/quotes', headers: bearer(stranger.token) })
    expect(listed.json().data.quotes).toEqual([])
    const takeover = await answer(id, {}, otherTourSupplier.token)
    expect(takeover.statusCode).toBe(404)
    const acceptEarly = await t.app.inject({
      method: 'POST',
      url: `/api/account/quotes/${id}/accept`,
      headers: bearer(traveller.token),
    })
    expect([acceptEarly.statusCode, acceptEarly.json().message]).toEqual([422, QuoteMessages.notQuoted])

    // A bad answer on its field; nothing changed.
    const bad = await answer(id, { deposit_percent: 150 })
    expect([bad.statusCode, bad.json().message]).toEqual([422, PaymentPlanMessages.depositPercent])
    expect(bad.json().errors).toEqual({ deposit: PaymentPlanMessages.depositPercent })
    const late = await answer(id, { valid_until: addDays(start, 1) })
    expect(late.json().message).toBe(QuoteMessages.validUntil)
    expect((await quoteRow(id)).state).toBe('requested')

    const quoted = await answer(id)
    expect(quoted.statusCode, quoted.body).toBe(200)
    expect(quoted.json().data).toMatchObject({
      state: 'quoted',
      pay_today_cents: 50_000,
      balance_cents: 200_000,
    })
    await waitForMail(smtp.received, traveller.email, { subject: /Your quote is ready/ })

    // The thread: text kept as plain text, mailed to the other side.
    const said = await t.app.inject({
      method: 'POST',
      url: `/api/account/quotes/${id}/messages`,
      headers: bearer(traveller.token),
      payload: { message: '  Can we add a night in Ella?\u202E  ' },
    })
    expect(said.statusCode, said.body).toBe(200)
    expect(said.json().data.messages).toMatchObject([
      { from: 'traveller', message: 'Can we add a night in Ella?' },
    ])
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/supplier/quotes/${id}/messages`,
      headers: bearer(supplier.token),
      payload: { message: ' \u0000 ' },
    })
    expect([empty.statusCode, empty.json().message]).toEqual([422, QuoteMessages.messageEmpty])

    // Accepting: amounts from the quote, the booking through the booking core with the plan.
    const accept = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/account/quotes/${id}/accept`,
        headers: bearer(traveller.token),
      })
    const first = await accept()
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().data.pay_today_cents).toBe(50_000)
    const again = await accept()
    expect(again.json().data.payment_link).toBe(first.json().data.payment_link)
    expect((await quoteRow(id)).state).toBe('quoted')
    expect((await paySandboxLink(t.app, first.json().data.payment_link)).statusCode).toBe(303)
    const row = await quoteRow(id)
    expect(row.state).toBe('accepted')
    const [booking] = await queryRows<{
      status: number
      payment_plan: string
      upfront_cents: number
      payment_amount_cents: number
      booking_amount_cents: number
      balance_due_date: string
      balance_token: string
      user_id: number
    }>(
      t.database.db,
      sql`select status, payment_plan, upfront_cents, payment_amount_cents, booking_amount_cents,
                 balance_due_date::text as balance_due_date, balance_token, user_id
            from bookings where id = ${row.booking_id}`,
    )
    expect(booking).toMatchObject({
      status: BookingStatus.confirmed,
      payment_plan: 'deposit',
      upfront_cents: 50_000,
      payment_amount_cents: 50_000,
      booking_amount_cents: 250_000,
      balance_due_date: addDays(start, -14),
      user_id: traveller.id,
    })
    await waitForMail(smtp.received, supplier.email, { subject: /Quote accepted/ })

    // The traveller's quote names the booking and the balance's pay link; the supplier's no link.
    const mine = (
      await t.app.inject({ url: `/api/account/quotes/${id}`, headers: bearer(traveller.token) })
    ).json().data
    expect(mine).toMatchObject({
      state: 'accepted',
      balance_link: `/payments/balance/${booking!.balance_token}`,
    })
    expect(mine.booking_reference).toMatch(/\S/)
    const theirs = (
      await t.app.inject({ url: `/api/supplier/quotes/${id}`, headers: bearer(supplier.token) })
    ).json().data
    expect([theirs.booking_reference, theirs.balance_link]).toEqual([mine.booking_reference, null])

    // Accepted: declining is refused and changes nothing.
    const lateDecline = await t.app.inject({
      method: 'POST',
      url: `/api/account/quotes/${id}/decline`,
      headers: bearer(traveller.token),
    })
    expect([lateDecline.statusCode, lateDecline.json().message]).toEqual([409, QuoteMessages.alreadyAccepted])
    expect((await quoteRow(id)).state).toBe('accepted')

    // Accepted once: a second accept is refused and changes nothing.
    const twice = await accept()
    expect([twice.statusCode, twice.json().message]).toEqual([409, QuoteMessages.alreadyAccepted])
    const count = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from bookings where user_id = ${traveller.id}`,
    )
    expect(count[0]!.n).toBe(1)

    // The balance by payplan's link, unchanged.
    const open = await t.app.inject({ url: `/payments/balance/${booking!.balance_token}` })
    expect(open.statusCode).toBe(303)
    expect((await paySandboxLink(t.app, open.headers.location as string)).statusCode).toBe(303)
    const [paid] = await queryRows<{ payment_amount_cents: number; balance_due_date: string | null }>(
      t.database.db,
      sql`select payment_amount_cents, balance_due_date from bookings where id = ${row.booking_id}`,
    )
    expect(paid).toEqual({ payment_amount_cents: 250_000, balance_due_date: null })
  }, 120_000)

  it('an expired quote cannot be accepted: clear message, nothing written', async () => {
    const id = (await request(body({ name: 'Visiting Guest', email: traveller.email }))).json().data
      .id as number
    expect((await answer(id)).statusCode).toBe(200)
    // A visitor's request belongs to the verified account with its e-mail.
    const mine = await t.app.inject({ url: `/api/account/quotes/${id}`, headers: bearer(traveller.token) })
    expect(mine.statusCode).toBe(200)
    await t.database.execute(
      sql`update quotes set valid_until = ${addDays(todayInColombo(), -1)}::date where id = ${id}`,
    )
    const expired = await t.app.inject({
      method: 'POST',
      url: `/api/account/quotes/${id}/accept`,
      headers: bearer(traveller.token),
    })
    expect([expired.statusCode, expired.json().message]).toEqual([422, QuoteMessages.expired])
    expect(await quoteRow(id)).toEqual({ state: 'quoted', booking_id: null })
    const json = await t.app.inject({ url: `/api/account/quotes/${id}`, headers: bearer(traveller.token) })
    expect(json.json().data.state).toBe('expired')
  })

  it('writes the traveller’s quote mails in the language they asked in, linking to that language’s page', async () => {
    const visitor = `quote.de.${Date.now()}@example.com`
    const asked = await request(
      body({ name: 'Anna Weber', email: visitor, locale: 'de' }),
      undefined,
      '203.0.113.21',
    )
    expect(asked.statusCode, asked.body).toBe(200)
    const id = asked.json().data.id as number
    expect((await answer(id)).statusCode).toBe(200)
    const ready = await waitForMail(smtp.received, visitor, { subject: /Ihr Angebot ist fertig/ })
    expect(ready).toContain('Hallo Anna,')
    expect(ready).toContain('Anzahlung zur Annahme')
    expect(ready).toContain(`/de/account/quotes/${id}`)
    expect(ready).not.toContain('See your quote')
    const wrote = await t.app.inject({
      method: 'POST',
      url: `/api/supplier/quotes/${id}/messages`,
      headers: bearer(supplier.token),
      payload: { message: 'Would you like a night in Ella?' },
    })
    expect(wrote.statusCode, wrote.body).toBe(200)
    const message = await waitForMail(smtp.received, visitor, { subject: /Neue Nachricht zu Ihrem Angebot/ })
    expect(message).toContain('Would you like a night in Ella?')
    expect(message).toContain(`/de/account/quotes/${id}`)
    // The supplier's side stays English.
    await waitForMail(smtp.received, supplier.email, { subject: /New quote request/, text: /Anna Weber/ })

    // The supplier declines it with a reason: the traveller is told in German, the reason joins the
    // thread, and a second decline or an answer after it changes nothing.
    const decline = (reason?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/supplier/quotes/${id}/decline`,
        headers: bearer(supplier.token),
        payload: reason === undefined ? {} : { reason },
      })
    const declined = await decline('We are fully booked in those weeks, sorry.')
    expect(declined.statusCode, declined.body).toBe(200)
    expect(declined.json().message).toBe(QuoteMessages.declinedBySupplier)
    expect(declined.json().data.state).toBe('declined')
    const told = await waitForMail(smtp.received, visitor, { subject: /Ihre Angebotsanfrage/ })
    expect(told).toContain('hat Ihre Anfrage abgelehnt')
    expect(told).toContain('We are fully booked in those weeks, sorry.')
    expect(told).toContain(`/de/account/quotes/${id}`)
    expect((await quoteRow(id)).state).toBe('declined')
    const again = await decline()
    expect(again.statusCode).toBe(422)
    expect(again.json().message).toBe(QuoteMessages.declined)
    expect((await answer(id)).statusCode).toBe(422)
  })

  it('the supplier cannot decline an accepted quote, nor a reason longer than a message', async () => {
    const id = (await request(body(), traveller.token, '203.0.113.22')).json().data.id as number
    const long = await t.app.inject({
      method: 'POST',
      url: `/api/supplier/quotes/${id}/decline`,
      headers: bearer(supplier.token),
      payload: { reason: 'x'.repeat(2001) },
    })
    expect(long.statusCode).toBe(422)
    expect((await quoteRow(id)).state).toBe('requested')
    await t.database.execute(sql`update quotes set state = 'accepted' where id = ${id}`)
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/supplier/quotes/${id}/decline`,
      headers: bearer(supplier.token),
      payload: {},
    })
    expect(accepted.statusCode).toBe(409)
    expect((await quoteRow(id)).state).toBe('accepted')
  })

  it('the traveller declines a quote: declined, the supplier mailed; declining again or accepting after is refused', async () => {
    const id = (await request(body(), traveller.token)).json().data.id as number
    expect((await answer(id)).statusCode).toBe(200)
    const decline = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/account/quotes/${id}/decline`,
        headers: bearer(traveller.token),
      })
    const declined = await decline()
    expect(declined.statusCode, declined.body).toBe(200)
    expect(declined.json().message).toBe(QuoteMessages.declinedByTraveller)
    expect(declined.json().data.state).toBe('declined')
    await waitForMail(smtp.received, supplier.email, { subject: /Quote declined/ })
    const again = await decline()
    expect([again.statusCode, again.json().message]).toEqual([422, QuoteMessages.declined])
    const accept = await t.app.inject({
      method: 'POST',
      url: `/api/account/quotes/${id}/accept`,
      headers: bearer(traveller.token),
    })
    expect([accept.statusCode, accept.json().message]).toEqual([422, QuoteMessages.declined])
    const reanswer = await answer(id)
    expect([reanswer.statusCode, reanswer.json().message]).toEqual([422, QuoteMessages.notAnswerable])
    expect(await quoteRow(id)).toEqual({ state: 'declined', booking_id: null })
  })

  it('a quote whose deposit is being paid cannot be declined', async () => {
    const id = (await request(body(), traveller.token)).json().data.id as number
    expect((await answer(id)).statusCode).toBe(200)
    const url = (action: string) => `/api/account/quotes/${id}/${action}`
    expect(
      (await t.app.inject({ method: 'POST', url: url('accept'), headers: bearer(traveller.token) }))
        .statusCode,
    ).toBe(200)
    const paying = await t.app.inject({
      method: 'POST',
      url: url('decline'),
      headers: bearer(traveller.token),
    })
    expect([paying.statusCode, paying.json().message]).toEqual([422, QuoteMessages.paying])
    expect((await quoteRow(id)).state).toBe('quoted')
  })

  it('authorization sweep: every quote route answers only its traveller, its supplier and admins, changing nothing', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, unknown>>
    }
    const endpoints = Object.entries(doc.paths)
      .filter(([path]) => /^\/api\/(account|supplier|admin)\/quotes/.test(path))
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path })))
    // account: list, show, message, accept, decline; supplier: list, show, answer, message, decline;
    // admin: show.
    expect(endpoints.length).toBe(11)
    const id = (await request(body(), traveller.token)).json().data.id as number
    expect((await answer(id)).statusCode).toBe(200)
    const snapshot = () =>
      queryRows(
        t.database.db,
        sql`select q.*, (select count(*)::int from quote_messages m where m.quote_id = q.id) as messages,
                   (select count(*)::int from orders) as orders
              from quotes q where q.id = ${id}`,
      )
    const before = await snapshot()
    const own: Record<string, string> = { account: stranger.token, supplier: otherTourSupplier.token }
    const wrongKind: Record<string, string> = {
      account: supplier.token,
      supplier: traveller.token,
      admin: traveller.token,
    }
    const wrong: string[] = []
    for (const { method, path } of endpoints) {
      const area = path.split('/')[2]!
      const url = path.replace('{id}', String(id))
      const payloads: Record<string, object> = {
        messages: { message: 'Mine now' },
        answer: {
          itinerary: [{ day: 1, title: 'Taken over', description: '' }],
          total_cents: 100,
          deposit_percent: 50,
          balance_days_before: 10,
          valid_until: addDays(todayInColombo(), 3),
        },
      }
      const payload = method === 'POST' ? (payloads[path.split('/').at(-1)!] ?? {}) : undefined
      const call = (token?: string) =>
        t.app.inject({ method: method as 'GET', url, payload, headers: token ? bearer(token) : {} })
      const anonymous = await call()
      if (anonymous.statusCode !== 401) wrong.push(`${method} ${url} anonymous → ${anonymous.statusCode}`)
      const other = await call(wrongKind[area])
      if (other.statusCode !== 403) wrong.push(`${method} ${url} other kind → ${other.statusCode}`)
      if (own[area] && path.includes('{id}')) {
        const stranger = await call(own[area])
        if (stranger.statusCode !== 404) wrong.push(`${method} ${url} stranger → ${stranger.statusCode}`)
      }
      if (own[area] && !path.includes('{id}')) {
        const list = await call(own[area])
        if ((list.json().data.quotes as { id: number }[]).some((q) => q.id === id))
          wrong.push(`${method} ${url} lists another's quote`)
      }
    }
    expect(wrong).toEqual([])
    expect(await snapshot()).toEqual(before)
  })
})
