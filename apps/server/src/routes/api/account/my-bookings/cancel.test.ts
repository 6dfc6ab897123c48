import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { testDatabases } from '@serendib/db/testing'
import { AmendmentStatus } from '@serendib/domain/amendments'
import type { BookingJson, CancelPreviewJson } from '@serendib/domain/booking-json'
import { CancellationMessages } from '@serendib/domain/cancellation'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import type { TestApp } from '../../../../test-app.ts'
import { bearer, lastMailTo } from '../../../../testing/accounts.ts'
import type { TestTour } from '../../../../testing/booking-fixtures.ts'
import { bookedPax, bookTour, startBookingIn, type TestCustomer } from '../../../../testing/bookings.ts'
import { bookingSuite, type TestSupplier } from '../../../../testing/suites.ts'

describe.each(testDatabases())('cancel a booking on %s', (kind) => {
  let t: TestApp
  let tour: TestTour
  let customer: TestCustomer
  let supplier: TestSupplier
  const day = (n: number) => addDays(todayInColombo(), n)
  let nextDay = 10

  beforeAll(async () => {
    ;({ t, tour, customer, supplier } = await bookingSuite(kind))
  })
  afterAll(async () => t?.close())

  const book = () => bookTour(t.app, t.database, customer.token, { tour, day: day(nextDay++) })
  const preview = (id: number) =>
    t.app.inject({ url: `/api/account/my-bookings/${id}/cancel-preview`, headers: bearer(customer.token) })
  const cancel = (id: number) =>
    t.app.inject({ url: `/api/account/my-bookings/cancel/${id}`, headers: bearer(customer.token) })
  const refunds = (id: number) =>
    t.database.execute<{
      amount_cents: number
      status: number
      provider: string
      provider_reference: string
    }>(
      sql`select amount_cents, status, provider, provider_reference from payments
           where kind = 2 and booking_id = ${id} order by id`,
    )

  it('refunds in full 24 hours or more before the start, through the sandbox provider', async () => {
    const id = await book()
    const [{ start_date: start }] = (await t.database.execute<{ start_date: string }>(
      sql`select start_date::text from bookings where id = ${id}`,
    )) as [{ start_date: string }]
    expect(await bookedPax(t.database, tour.id, start)).toBe(3)

    const previewed = await preview(id)
    expect(previewed.statusCode).toBe(200)
    expect(previewed.json().data).toEqual<CancelPreviewJson>({
      refund_amount: 112.5,
      refund_amount_cents: 11250,
      full_refund: true,
      message: 'You will get a full refund of USD 112.50.',
    })

    const response = await cancel(id)
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const body = response.json() as { status: string; message: string; data: BookingJson }
    expect(body.status).toBe('success')
    expect(body.message).toBe('Your booking was canceled. You will get a full refund of USD 112.50.')
    expect(body.data).toMatchObject({ id, status: 3, status_label: 'Canceled', can_amend_or_cancel: false })

    expect(await refunds(id)).toEqual([
      {
        amount_cents: 11250,
        status: 1,
        provider: 'sandbox',
        provider_reference: expect.stringMatching(/^refund:sbx_rf_/),
      },
    ])
    const [row] = await t.database.execute<{ canceled: boolean }>(
      sql`select canceled_at is not null as canceled from bookings where id = ${id}`,
    )
    expect(row?.canceled).toBe(true)
    expect(await bookedPax(t.database, tour.id, start)).toBe(0)

    const mail = await lastMailTo(t.database, 'nimali.contact@example.com', 'booking-canceled')
    expect(mail?.text).toContain('You will get a full refund of USD 112.50.')
    const supplierMail = await lastMailTo(t.database, supplier.email, 'supplier-booking-canceled')
    expect(supplierMail?.text).toContain(body.data.booking_reference)

    // Issue 18: the detail shows the charge and the refund, with their dates.
    const shown = await t.app.inject({
      url: `/api/account/my-bookings/show/${id}`,
      headers: bearer(customer.token),
    })
    expect(shown.statusCode, shown.body).toBe(200)
    expect((shown.json().data as BookingJson).payment_history).toEqual([
      { kind: 'charged', label: 'Charged', amount_cents: 11250, at: expect.stringMatching(/^\d{4}-/) },
      {
        kind: 'refunded',
        label: 'Refunded',
        amount_cents: 11250,
        at: expect.stringMatching(/^\d{4}-/),
        reason: 'Canceled by the customer',
      },
    ])
  })

  it('refuses a second cancel (422) and refunds once', async () => {
    const id = await book()
    expect((await cancel(id)).statusCode).toBe(200)
    const again = await cancel(id)
    expect(again.statusCode).toBe(422)
    expect(again.json()).toEqual({ status: 'error', message: 'This booking can no longer be canceled' })
    expect((await preview(id)).statusCode).toBe(422)
    expect(await refunds(id)).toHaveLength(1)
  })

  it('refunds once when two cancels race', async () => {
    const id = await book()
    const answers = await Promise.all([cancel(id), cancel(id)])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422])
    expect(await refunds(id)).toHaveLength(1)
  })

  it('refunds nothing less than 24 hours before the pick-up time', async () => {
    const id = await book()
    await startBookingIn(t.database, id, 23)
    const previewed = (await preview(id)).json().data as CancelPreviewJson
    expect(previewed).toEqual({
      refund_amount: 0,
      refund_amount_cents: 0,
      full_refund: false,
      message: CancellationMessages.noRefund,
    })
    const response = await cancel(id)
    expect(response.statusCode).toBe(200)
    expect(response.json().message).toBe(
      'Your booking was canceled. The tour starts in less than 24 hours: no refund is due.',
    )
    expect(response.json().data.status).toBe(3)
    expect(await refunds(id)).toEqual([])
    const mail = await lastMailTo(t.database, 'nimali.contact@example.com', 'booking-canceled')
    expect(mail?.text).toContain(CancellationMessages.noRefund)
  })

  it('still refunds in full 25 hours before the pick-up time', async () => {
    const id = await book()
    await startBookingIn(t.database, id, 25)
    expect(((await preview(id)).json().data as CancelPreviewJson).full_refund).toBe(true)
    expect((await cancel(id)).statusCode).toBe(200)
    expect((await refunds(id)).map((r) => r.amount_cents)).toEqual([11250])
  })

  it('counts from midnight Colombo time when no pick-up time is known', async () => {
    const id = await book()
    await t.database.execute(
      sql`update activity_pickup_locations set pickup_time = null where activity_id = ${tour.id}`,
    )
    // Tomorrow at 00:00 is less than 24 hours away, whatever the time now.
    await t.database.execute(
      sql`update bookings set start_date = ${day(1)}::date, end_date = ${day(1)}::date, pickup_time = null where id = ${id}`,
    )
    expect(((await preview(id)).json().data as CancelPreviewJson).full_refund).toBe(false)
    await t.database.execute(
      sql`update bookings set start_date = ${day(2)}::date, end_date = ${day(2)}::date where id = ${id}`,
    )
    expect(((await preview(id)).json().data as CancelPreviewJson).full_refund).toBe(true)
  })

  it('cancels only in 0 Pending or 1 Confirmed', async () => {
    for (const status of [2, 4, 5]) {
      const id = await book()
      await t.database.execute(sql`update bookings set status = ${status} where id = ${id}`)
      expect((await preview(id)).statusCode).toBe(422)
      const response = await cancel(id)
      expect(response.statusCode).toBe(422)
      expect(response.json().message).toBe(CancellationMessages.notAllowed)
      expect(await refunds(id)).toEqual([])
    }
    const pending = await book()
    await t.database.execute(sql`update bookings set status = 0 where id = ${pending}`)
    expect((await cancel(pending)).statusCode).toBe(200)
  })

  it('withdraws a pending amendment with the booking: the customer reads Withdrawn, not Rejected (issue 30)', async () => {
    const id = await book()
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/booking/ammend',
      headers: bearer(customer.token),
      payload: {
        booking: id,
        ammendData: { aid: tour.id, pud: day(60), pul: tour.pickupLocationId, na: 2, nc: 0, ni: 0 },
      },
    })
    expect(requested.statusCode).toBe(200)
    expect((await cancel(id)).statusCode).toBe(200)
    const [row] = await t.database.execute<{ status: number }>(
      sql`select status from amendments where booking_id = ${id}`,
    )
    expect(row?.status).toBe(AmendmentStatus.withdrawn)
    const shown = await t.app.inject({
      url: `/api/account/my-bookings/show/${id}`,
      headers: bearer(customer.token),
    })
    expect(shown.json().data.ammendments).toEqual([
      expect.objectContaining({ status: 3, status_label: 'Withdrawn', pay_link: null }),
    ])
  })
})
