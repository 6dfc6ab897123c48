import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { testDatabases } from '@serendib/db/testing'
import { DEMO_ADMIN_EMAIL, DEMO_CUSTOMER_EMAIL } from '@serendib/db/seed/insert-demo-people'
import { DEMO_PASSWORD } from '@serendib/db/seed/seed-demo'
import type { BookingMessageJson } from '@serendib/domain/booking-json'
import { CommentMessages } from '@serendib/domain/booking-comments'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import type { TestApp } from '../../../../test-app.ts'
import { accessToken, bearer, lastMailTo } from '../../../../testing/accounts.ts'
import type { TestTour } from '../../../../testing/booking-fixtures.ts'
import { bookTour, type TestCustomer } from '../../../../testing/bookings.ts'
import {
  bookingSuite,
  tourOfAnotherSupplier,
  type TestSupplier as Supplier,
} from '../../../../testing/suites.ts'

const ADMIN_INBOX = 'desk@serendib.test'

describe.each(testDatabases())('booking messages on %s', (kind) => {
  let t: TestApp
  let tour: TestTour
  let customer: TestCustomer
  let stranger: TestCustomer
  let supplier: Supplier
  let otherSupplier: Supplier
  let admin: string
  let bookingId: number
  const day = (n: number) => addDays(todayInColombo(), n)

  beforeAll(async () => {
    ;({ t, tour, customer, stranger, supplier } = await bookingSuite(kind, {
      config: { adminEmail: ADMIN_INBOX },
    }))
    otherSupplier = (await tourOfAnotherSupplier(t, supplier.id)).supplier
    admin = await accessToken(t.app, DEMO_ADMIN_EMAIL, DEMO_PASSWORD)
    bookingId = await bookTour(t.app, t.database, customer.token, { tour, day: day(15) })
  })
  afterAll(async () => t?.close())

  const customerUrl = (id = bookingId) => `/api/account/my-bookings/${id}/comments`
  const supplierUrl = (id = bookingId) => `/api/supplier/bookings/${id}/comments`
  const read = async (url: string, token: string) => {
    const response = await t.app.inject({ url, headers: bearer(token) })
    expect(response.statusCode, response.body).toBe(200)
    return response.json().data as BookingMessageJson[]
  }
  const send = (url: string, token: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload })
  const alert = async (id = bookingId) =>
    (
      await t.database.execute<{ a: boolean }>(sql`select alert_client as a from bookings where id = ${id}`)
    )[0]?.a

  it("shows the demo customer's thread oldest first, hidden replies as '*Removed by admin', and clears the alert", async () => {
    const token = await accessToken(t.app, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD)
    const [row] = await t.database.execute<{ id: number }>(
      sql`select id from bookings where alert_client order by id limit 1`,
    )
    const thread = await read(customerUrl(row!.id), token)
    expect(thread.map((m) => [m.user.user_role, m.hidden])).toEqual([
      ['customer', 0],
      ['supplier', 0],
      ['supplier', 1],
    ])
    expect(thread[0]!.message).toContain('Could we start an hour later')
    expect(thread[1]!.user.first_name).toBeTruthy()
    expect(thread[2]!.message).toBe('*Removed by admin')
    expect(JSON.stringify(thread)).not.toContain('Pay the driver in cash')
    expect(await alert(row!.id)).toBe(false)
  })

  it('sends to the supplier: stored as typed (HTML is text), mailed to the supplier', async () => {
    const text = '<b>Hello</b> & could we bring a <script>stroller</script>?'
    const response = await send(customerUrl(), customer.token, {
      message: `  ${text}  `,
      visible: 'supplier',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ status: 'success', message: 'Message sent...' })
    const thread = await read(customerUrl(), customer.token)
    expect(thread.at(-1)).toMatchObject({
      message: text,
      hidden: 0,
      user: { user_role: 'customer', first_name: 'Nimali' },
    })
    const mail = await lastMailTo(t.database, supplier.email, 'booking-message')
    expect(mail?.text).toContain(text)
    expect(mail?.html).toContain('&lt;script&gt;stroller&lt;/script&gt;')
    expect(mail?.html).not.toContain('<script>')
  })

  it('sends to us at the admin address; the supplier does not see it', async () => {
    expect(
      (await send(customerUrl(), customer.token, { message: 'The driver was rude', visible: 'admin' }))
        .statusCode,
    ).toBe(200)
    const mail = await lastMailTo(t.database, ADMIN_INBOX, 'booking-message')
    expect(mail?.text).toContain('The driver was rude')
    const seen = await read(supplierUrl(), supplier.token)
    expect(seen.map((m) => m.message)).not.toContain('The driver was rude')
  })

  it('checks the message and its recipient (422)', async () => {
    const cases: [object, string][] = [
      [{ message: '   ', visible: 'admin' }, CommentMessages.empty],
      [{ visible: 'admin' }, CommentMessages.empty],
      [{ message: 'x'.repeat(2001), visible: 'admin' }, CommentMessages.tooLong],
      [{ message: 'Hello' }, CommentMessages.recipient],
      [{ message: 'Hello', visible: 'customer' }, CommentMessages.recipient],
    ]
    for (const [payload, message] of cases) {
      const response = await send(customerUrl(), customer.token, payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(422)
      expect(response.json()).toEqual({ status: 'error', message })
    }
    expect(
      (await send(customerUrl(), customer.token, { message: 'x'.repeat(2000), visible: 'admin' })).statusCode,
    ).toBe(200)
  })

  it('refuses the supplier as recipient when the booking is not contactable', async () => {
    await t.database.execute(sql`update bookings set contactable = false where id = ${bookingId}`)
    const refused = await send(customerUrl(), customer.token, { message: 'Hi', visible: 'supplier' })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toBe(CommentMessages.notContactable)
    expect((await send(customerUrl(), customer.token, { message: 'Hi', visible: 'admin' })).statusCode).toBe(
      200,
    )
    await t.database.execute(sql`update bookings set contactable = true where id = ${bookingId}`)
  })

  it('lets the supplier answer: the customer is alerted and mailed, reading clears the alert', async () => {
    const response = await send(supplierUrl(), supplier.token, {
      message: 'Yes, a stroller fits in the van.',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().message).toBe('Message sent...')
    expect(await alert()).toBe(true)
    const mail = await lastMailTo(t.database, customer.email, 'booking-message')
    expect(mail?.text).toContain('Yes, a stroller fits in the van.')
    expect(mail?.text).toContain(`/account/booking/detail/${bookingId}`)

    const listed = await t.app.inject({ url: '/api/account/my-bookings', headers: bearer(customer.token) })
    expect(listed.json().data.bookings.data[0].alert_client).toBe(1)
    const thread = await read(customerUrl(), customer.token)
    expect(thread.at(-1)).toMatchObject({
      message: 'Yes, a stroller fits in the van.',
      user: { user_role: 'supplier' },
    })
    expect(await alert()).toBe(false)
    const [unread] = await t.database.execute<{ n: number }>(
      sql`select count(*)::int as n from booking_messages where booking_id = ${bookingId}
            and recipient_role = 'customer' and read_at is null`,
    )
    expect(unread?.n).toBe(0)
  })

  it('lets an admin answer and hide; the customer and supplier see the removal, the admin the text', async () => {
    const reply = await send(`/api/admin/bookings/${bookingId}/comments`, admin, {
      message: 'We are looking into it.',
    })
    expect(reply.statusCode).toBe(200)
    expect(await alert()).toBe(true)
    expect((await lastMailTo(t.database, customer.email, 'booking-message'))?.text).toContain(
      'We are looking into it.',
    )

    const target = (await read(supplierUrl(), supplier.token)).find((m) =>
      m.message.includes('stroller fits'),
    )!
    const hidden = await t.app.inject({
      method: 'POST',
      url: `/api/admin/comments/${target.id}/hide`,
      headers: bearer(admin),
    })
    expect(hidden.statusCode).toBe(200)
    expect(hidden.json()).toMatchObject({
      message: CommentMessages.hidden,
      data: { id: target.id, hidden: 1 },
    })
    expect(hidden.json().data.message).toContain('stroller fits')
    // Hiding twice changes nothing.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/comments/${target.id}/hide`,
          headers: bearer(admin),
        })
      ).statusCode,
    ).toBe(200)
    // One audit row: the second hide changed nothing, so it records nothing.
    const audit = await t.database.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'message.hide' and subject_id = ${String(bookingId)}`,
    )
    expect(audit[0]?.n).toBe(1)

    const forCustomer = (await read(customerUrl(), customer.token)).find((m) => m.id === target.id)
    expect(forCustomer).toMatchObject({ message: '*Removed by admin', hidden: 1 })
    const forSupplier = (await read(supplierUrl(), supplier.token)).find((m) => m.id === target.id)
    expect(forSupplier?.message).toBe('*Removed by admin')
    const forAdmin = (await read(`/api/admin/bookings/${bookingId}/comments`, admin)).find(
      (m) => m.id === target.id,
    )
    expect(forAdmin).toMatchObject({ hidden: 1, message: 'Yes, a stroller fits in the van.' })
    const last = (await read(customerUrl(), customer.token)).at(-1)
    expect(last).toMatchObject({ message: 'We are looking into it.', user: { user_role: 'admin' } })
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/comments/99999999/hide',
      headers: bearer(admin),
    })
    expect(unknown.statusCode).toBe(404)
  })

  it('keeps everyone to their own bookings and roles', async () => {
    expect((await t.app.inject({ url: customerUrl(), headers: bearer(stranger.token) })).statusCode).toBe(404)
    expect((await send(customerUrl(), stranger.token, { message: 'Hi', visible: 'admin' })).statusCode).toBe(
      404,
    )
    expect(
      (await t.app.inject({ url: supplierUrl(), headers: bearer(otherSupplier.token) })).statusCode,
    ).toBe(404)
    expect((await send(supplierUrl(), otherSupplier.token, { message: 'Hi' })).statusCode).toBe(404)

    const forbidden: [string, string, string][] = [
      ['GET', customerUrl(), supplier.token],
      ['POST', customerUrl(), admin],
      ['GET', supplierUrl(), customer.token],
      ['POST', supplierUrl(), admin],
      ['POST', `/api/admin/bookings/${bookingId}/comments`, customer.token],
      ['POST', `/api/admin/bookings/${bookingId}/comments`, supplier.token],
      ['GET', `/api/admin/bookings/${bookingId}/comments`, supplier.token],
      ['POST', '/api/admin/comments/1/hide', customer.token],
      ['POST', '/api/admin/comments/1/hide', supplier.token],
    ]
    for (const [method, url, token] of forbidden) {
      const response = await t.app.inject({
        method: method as 'GET' | 'POST',
        url,
        headers: bearer(token),
        ...(method === 'POST' ? { payload: { message: 'Hi', visible: 'admin' } } : {}),
      })
      expect(response.statusCode, `${method} ${url}`).toBe(403)
    }
    for (const url of [customerUrl(), supplierUrl(), `/api/admin/bookings/${bookingId}/comments`]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(401)
    }
    const [hidden] = await t.database.execute<{ n: number }>(
      sql`select count(*)::int as n from booking_messages where hidden and booking_id = ${bookingId}`,
    )
    expect(hidden?.n).toBe(1)
  })

  it('limits how many messages one person sends an hour (each one mails someone)', async () => {
    let status = 200
    // 30 an hour; 61 tries cross at most one window boundary.
    for (let i = 0; i < 61 && status === 200; i++) {
      status = (await send(supplierUrl(), supplier.token, { message: `Update ${i}` })).statusCode
    }
    expect(status).toBe(429)
  })
})
