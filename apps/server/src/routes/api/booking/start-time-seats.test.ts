import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { testDatabases } from '@serendib/db/testing'
import type { SupplierTour } from '@serendib/domain/api/supplier-tours'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { StartTimeMessages } from '@serendib/domain/supplier-tours'
import { expireUnpaidOrders } from '../../../jobs/order-expiry.ts'
import { bearer, lastMailTo } from '../../../testing/accounts.ts'
import { checkoutItem, createTestCustomer, paySandboxLink } from '../../../testing/bookings.ts'
import {
  approvedTour,
  completeTourBody,
  supplierToursSuite,
  type SupplierToursSuite,
} from '../../../testing/supplier-tours.ts'

const day = addDays(todayInColombo(), 12)

/** Seats of one start and one day move with amendments and come back on expiry and cancel. */
describe.each(testDatabases())('start-time seats through amend, expiry and cancel on %s', (kind) => {
  let s: SupplierToursSuite
  let tour: SupplierTour
  let customer: { authorization: string }
  beforeAll(async () => {
    s = await supplierToursSuite(kind)
    tour = await approvedTour(s, s.a, {
      ...completeTourBody(s),
      start_times: [
        { time: '08:00', weekdays: [1, 2, 3, 4, 5, 6, 7], capacity: 5 },
        { time: '14:30', weekdays: [1, 2, 3, 4, 5, 6, 7], capacity: 5 },
      ],
    })
    customer = bearer((await createTestCustomer(s.t.app, s.t.database)).token)
  })
  afterAll(() => s.t.close())

  const slotSeats = async (time: string, onDay = day) => {
    const [row] = await s.t.database.execute<{ n: number }>(
      sql`select coalesce(max(s.booked_pax), 0)::int as n from activity_start_times st
            left join availability_slots s on s.start_time_id = st.id and s.day = ${onDay}::date
           where st.activity_id = ${tour.id} and st.start_time = ${time}::time`,
    )
    return row!.n
  }
  const book = async (time: string, adults: number, pay = true) => {
    const item = {
      ...checkoutItem({
        tour: { id: tour.id, pickupLocationId: s.pickupIds[0]! } as never,
        day,
        adults,
        children: 0,
      }),
      start_time: time,
    }
    const response = await s.t.app.inject({
      method: 'POST',
      url: '/api/booking/checkout',
      headers: customer,
      payload: { booking: [item], url: 'http://shop.test' },
    })
    expect(response.statusCode, response.body).toBe(200)
    if (pay) expect((await paySandboxLink(s.t.app, response.json().data.payment_link)).statusCode).toBe(303)
    const [row] = await s.t.database.execute<{ id: number }>(
      sql`select id from bookings where activity_id = ${tour.id} order by id desc limit 1`,
    )
    return row!.id
  }

  it('the booking detail and the receipt show the start time', async () => {
    const id = await book('08:00', 1)
    const detail = await s.t.app.inject({ url: `/api/account/my-bookings/show/${id}`, headers: customer })
    expect(detail.json().data).toMatchObject({ start_date: day, start_time: '08:00' })
    const receipt = await lastMailTo(s.t.database, 'nimali.contact@example.com')
    expect(receipt?.text).toContain('Start time: 08:00')
    const cancel = await s.t.app.inject({ url: `/api/account/my-bookings/cancel/${id}`, headers: customer })
    expect(cancel.statusCode).toBe(200)
  })

  it('an accepted amendment moves the seats from one start to the other', async () => {
    const id = await book('14:30', 2)
    expect(await slotSeats('14:30')).toBe(2)
    const amend = (data: object) =>
      s.t.app.inject({
        method: 'POST',
        url: '/api/booking/ammend',
        headers: customer,
        payload: { booking: id, ammendData: { pud: day, pul: s.pickupIds[0], na: 2, nc: 0, ni: 0, ...data } },
      })
    const noTime = await amend({})
    expect(noTime.statusCode).toBe(422)
    expect(noTime.json().message).toBe(StartTimeMessages.required)
    const asked = await amend({ start_time: '08:00' })
    expect(asked.statusCode, asked.body).toBe(200)
    const accepted = await s.t.app.inject({
      method: 'POST',
      url: `/api/supplier/amendments/${asked.json().data.id}/accept`,
      headers: s.a.headers,
    })
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect([await slotSeats('08:00'), await slotSeats('14:30')]).toEqual([2, 0])
    const [booking] = await s.t.database.execute<{ time: string }>(
      sql`select to_char(start_time, 'HH24:MI') as time from bookings where id = ${id}`,
    )
    expect(booking!.time).toBe('08:00')
  })

  it('an unpaid order that expires gives its start seats back', async () => {
    const before = await slotSeats('14:30')
    await book('14:30', 3, false)
    expect(await slotSeats('14:30')).toBe(before + 3)
    await expireUnpaidOrders(s.t.database, new Date(Date.now() + 24 * 3_600_000))
    expect(await slotSeats('14:30')).toBe(before)
  })

  it('a cancelled booking gives its start seats back', async () => {
    const before = await slotSeats('14:30')
    const id = await book('14:30', 1)
    expect(await slotSeats('14:30')).toBe(before + 1)
    const cancel = await s.t.app.inject({ url: `/api/account/my-bookings/cancel/${id}`, headers: customer })
    expect(cancel.statusCode, cancel.body).toBe(200)
    expect(await slotSeats('14:30')).toBe(before)
  })
})
