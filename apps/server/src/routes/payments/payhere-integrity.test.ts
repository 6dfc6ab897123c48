/**
 * Issue 12, item 3: what a captured or crafted PayHere notification cannot do. md5sig covers
 * merchant id, order id, amount, currency and status, not payment_id; refunds follow only what
 * PayHere's retrieval API confirms; a chargeback never moves a booking its charge did not pay.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { testDatabases } from '@serendib/db/testing'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { expireUnpaidOrders } from '../../jobs/order-expiry.ts'
import { createCharge } from '../../services/payments/charges.ts'
import { auditRows } from '../../testing/admin.ts'
import { orderState, type TestOrder } from '../../testing/orders.ts'
import { startPayHereApp, type PayHereApp } from '../../testing/payhere-app.ts'

describe.each(testDatabases())('PayHere payment integrity on %s', (kind) => {
  let p: PayHereApp
  beforeAll(async () => {
    p = await startPayHereApp(kind)
  })
  afterAll(async () => p?.close())

  const refundsOf = async (order: TestOrder) => {
    const rows = await p.t.database.execute<{ n: number }>(
      sql`select count(*)::int as n from payments where kind = 2 and order_id = ${order.orderId}`,
    )
    return rows[0]!.n
  }
  const signed = (
    notification: Record<string, string>,
    status_code: string,
    payment_id = notification.payment_id!,
  ) =>
    p.standIn.notification({
      order_id: notification.order_id!,
      payment_id,
      payhere_amount: notification.payhere_amount!,
      payhere_currency: notification.payhere_currency!,
      status_code,
    })

  it('records no refund when a captured notification is replayed with 10 other payment_ids', async () => {
    const order = await p.newOrder()
    const { notification } = await p.checkout(order)
    const before = p.standIn.refundRequests.length
    for (let i = 1; i <= 10; i++) {
      const forged = { ...notification, payment_id: String(Number(notification.payment_id) + i) }
      expect(await p.standIn.post(p.notifyUrl, forged)).toBe(200)
    }
    expect(await refundsOf(order)).toBe(0)
    expect(p.standIn.refundRequests.length).toBe(before)
    const state = await orderState(p.t.database, order)
    expect(state.payment).toMatchObject({ status: 1, provider_reference: notification.payment_id })
    expect(state.bookings[0]!.status).toBe(1)
    expect(state.receipts).toBe(1)
    expect(state.events).toBe(1)
  })

  it('refunds a real second payment once, however often its notification is replayed', async () => {
    const order = await p.newOrder()
    const { fields, notification: first } = await p.checkout(order)
    await fetch(`${p.standIn.url}/pay/checkout`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      redirect: 'manual',
    })
    const second = p.standIn.notifications.at(-1)!
    for (let i = 0; i < 5; i++) {
      await p.standIn.post(p.notifyUrl, { ...second, payment_id: String(Number(second.payment_id) + i) })
    }
    expect(await refundsOf(order)).toBe(1)
    const sent = p.standIn.refunds.filter((r) => r.payment_id === second.payment_id)
    expect(sent).toHaveLength(1)
    expect(p.standIn.refunds.filter((r) => r.payment_id === first.payment_id)).toHaveLength(0)
    expect(p.standIn.payments.find((x) => x.payment_id === second.payment_id)?.status).toBe('REFUNDED')
  })

  it('answers 200 to a signed success whose payment_id another payment holds: unpaid, told to the admin (issue 27)', async () => {
    const paid = await p.newOrder()
    const { notification: first } = await p.checkout(paid)
    const order = await p.newOrder()
    const reused = p.standIn.notification({
      order_id: `${order.reference}-${order.payment.id}`,
      payment_id: first.payment_id!,
      payhere_amount: '112.50',
      payhere_currency: 'USD',
      status_code: '2',
    })
    for (let i = 0; i < 3; i++) expect(await p.standIn.post(p.notifyUrl, reused)).toBe(200)
    const state = await orderState(p.t.database, order)
    expect(state.order.status).toBe(0) // awaiting payment, as PayHere's own list may still settle it
    expect(state.payment).toMatchObject({ status: 0, provider_reference: null })
    expect(state.bookings.map((b) => b.status)).toEqual([0])
    expect(state.receipts).toBe(0)
    const audit = await auditRows(p.t.database, 'payment', order.payment.id)
    expect(audit.map((r) => r.action)).toEqual(['payment.reference-in-use'])
    expect(audit[0]!.after).toMatchObject({
      provider_reference: first.payment_id,
      held_by_payment: paid.payment.id,
    })
    const [event] = await p.t.database.execute<{ event_type: string; processed_at: string | null }>(
      sql`select event_type, processed_at from payment_events where payment_id = ${order.payment.id}`,
    )
    expect(event).toEqual({ event_type: 'reference_in_use', processed_at: null })
    expect((await orderState(p.t.database, paid)).payment.provider_reference).toBe(first.payment_id)
    // PayHere's real notification for the order, with its own payment id, still settles it.
    const { notification: genuine } = await p.checkout(order)
    expect((await orderState(p.t.database, order)).payment).toMatchObject({
      status: 1,
      provider_reference: genuine.payment_id,
    })
  })

  it('sends no automatic refund for a late payment PayHere does not confirm', async () => {
    const day = addDays(todayInColombo(), 200)
    await p.t.database.execute(
      sql`insert into availability_days (activity_id, day, capacity) values (${p.tour.id}, ${day}::date, 3)`,
    )
    const order = await p.newOrder(day)
    await expireUnpaidOrders(p.t.database, new Date(Date.now() + 31 * 60_000))
    await p.newOrder(day) // the seats are gone: a late payment can only be refunded
    // A signed success for the expired order whose payment PayHere never received.
    const notification = p.standIn.notification({
      order_id: `${order.reference}-${order.payment.id}`,
      payment_id: '320099999999',
      payhere_amount: '112.50',
      payhere_currency: 'USD',
      status_code: '2',
    })
    const before = p.standIn.refundRequests.length
    expect(await p.standIn.post(p.notifyUrl, notification)).toBe(200)
    expect(p.standIn.refundRequests.length).toBe(before)
    expect(p.standIn.searches).toContain(notification.order_id)
    const [refund] = await p.t.database.execute<{ status: number; failure_reason: string }>(
      sql`select status, failure_reason from payments where kind = 2 and order_id = ${order.orderId}`,
    )
    expect(refund).toMatchObject({ status: 2 })
    expect(refund!.failure_reason).toContain('Not confirmed')
  })

  it('moves no booking on a chargeback of an amendment charge that never succeeded, and tells the admin', async () => {
    const order = await p.newOrder()
    await p.checkout(order)
    const bookingId = order.bookingIds[0]!
    const [amendment] = await p.t.database.execute<{ id: number }>(
      sql`insert into amendments (booking_id, status, start_date, num_adults, amend_amount_cents, balance_amount_cents)
          select id, 1, start_date, 3, 15000, 3750 from bookings where id = ${bookingId} returning id`,
    )
    const charge = await createCharge(p.t.database.db, {
      amendmentId: amendment!.id,
      amountCents: 3750,
      provider: 'payhere',
    })
    const chargeback = p.standIn.notification({
      order_id: `${order.bookingReferences[0]}-${charge.id}`,
      payment_id: '320077777777',
      payhere_amount: '37.50',
      payhere_currency: 'USD',
      status_code: '-3',
    })
    expect(await p.standIn.post(p.notifyUrl, chargeback)).toBe(200)
    expect((await orderState(p.t.database, order)).bookings[0]!.status).toBe(1)
    const audit = await auditRows(p.t.database, 'payment', charge.id)
    expect(audit.map((r) => r.action)).toEqual(['payment.chargeback-not-applied'])
  })

  it('moves no canceled booking on a chargeback, and tells the admin', async () => {
    const order = await p.newOrder()
    const { notification } = await p.checkout(order)
    const bookingId = order.bookingIds[0]!
    await p.t.database.execute(sql`update bookings set status = 3 where id = ${bookingId}`)
    expect(await p.standIn.post(p.notifyUrl, signed(notification, '-3'))).toBe(200)
    expect((await orderState(p.t.database, order)).bookings[0]!.status).toBe(3)
    const audit = await auditRows(p.t.database, 'booking', bookingId)
    expect(audit.map((r) => r.action)).toContain('booking.chargeback-not-applied')
  })
})
