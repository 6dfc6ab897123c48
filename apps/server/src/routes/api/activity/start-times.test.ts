import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { testDatabases } from '@serendib/db/testing'
import type { CalendarDay, SupplierTour } from '@serendib/domain/api/supplier-tours'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { StartTimeMessages, TourEditorMessages as M } from '@serendib/domain/supplier-tours'
import { buildAppOn } from '../../../test-app.ts'
import { checkoutItem, createTestCustomer, paySandboxLink } from '../../../testing/bookings.ts'
import { bearer } from '../../../testing/accounts.ts'
import {
  approvedTour,
  completeTourBody,
  supplierToursSuite,
  type SupplierToursSuite,
} from '../../../testing/supplier-tours.ts'

const day = addDays(todayInColombo(), 10)
const offSeason = addDays(todayInColombo(), 40)

describe.each(testDatabases())('start times and seasonal prices for travellers on %s', (kind) => {
  let s: SupplierToursSuite
  let tour: SupplierTour
  let customer: { authorization: string }
  beforeAll(async () => {
    s = await supplierToursSuite(kind)
    tour = await approvedTour(s, s.a, {
      ...completeTourBody(s),
      title: 'Zqstart Kandy temple morning',
      start_times: [
        { time: '08:00', weekdays: [1, 2, 3, 4, 5, 6, 7], capacity: 6 },
        { time: '14:30', weekdays: [1, 2, 3, 4, 5, 6, 7], capacity: 3 },
      ],
      // High season around `day` only: 80 USD adults, 40 children; base 65 / 35.
      price_periods: [
        {
          label: 'High season',
          starts_on: addDays(day, -2),
          ends_on: addDays(day, 2),
          adult_price_cents: 8000,
          child_price_cents: 4000,
          infant_price_cents: null,
          group_price_cents: null,
        },
      ],
    })
    const c = await createTestCustomer(s.t.app, s.t.database)
    customer = bearer(c.token)
  })
  afterAll(() => s.t.close())

  const cost = (body: object) =>
    s.t.app.inject({
      method: 'POST',
      url: '/api/activity/cost',
      payload: { aid: tour.id, pul: s.pickupIds[0], na: 1, nc: 0, ni: 0, ...body },
    })
  const item = (startTime: string | undefined, adults: number, onDay = day) => ({
    ...checkoutItem({
      tour: { id: tour.id, pickupLocationId: s.pickupIds[0]! } as never,
      day: onDay,
      adults,
      children: 0,
    }),
    ...(startTime ? { start_time: startTime } : {}),
  })
  const checkout = (items: object[], app = s.t.app) =>
    app.inject({
      method: 'POST',
      url: '/api/booking/checkout',
      headers: customer,
      payload: { booking: items, url: 'http://shop.test' },
    })
  const calendarDay = async (d: string) => {
    const response = await s.t.app.inject({
      url: `/api/supplier/tours/${tour.id}/calendar?month=${d.slice(0, 7)}`,
      headers: s.a.headers,
    })
    return (response.json().data.days as CalendarDay[]).find((x) => x.day === d)!
  }

  it('quotes the seasonal rate on its dates and the base rate elsewhere, with the open times', async () => {
    const high = await cost({ pud: day, na: 2, nc: 1 })
    expect(high.statusCode, high.body).toBe(200)
    expect(high.json()).toMatchObject({
      amount_cents: 2 * 8000 + 4000,
      start_time: null,
      available_times: [
        { time: '08:00', left: 6, available: true },
        { time: '14:30', left: 3, available: true },
      ],
    })
    const low = await cost({ pud: offSeason, na: 2, nc: 1, start_time: '08:00' })
    expect(low.json()).toMatchObject({ amount_cents: 2 * 6500 + 3500, start_time: '08:00' })
    const unknown = await cost({ pud: day, start_time: '09:15' })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().message).toBe(StartTimeMessages.unavailable('09:15', day))
  })

  it('the card "from" price and the price filter use the lowest current rate', async () => {
    const search = await s.t.app.inject('/api/search?keyword=zqstart&limit=5')
    const card = search.json().data.results.find((r: { id: number }) => r.id === tour.id)
    expect(card.price.selling_price_cents).toBe(6500)
    const cheap = await s.t.app.inject('/api/search?keyword=zqstart&limit=5&price_max=60')
    expect(cheap.json().data.results).toEqual([])
    const fits = await s.t.app.inject('/api/search?keyword=zqstart&limit=5&price_min=60&price_max=70')
    expect(fits.json().data.results.map((r: { id: number }) => r.id)).toEqual([tour.id])
  })

  it('checkout requires a start time and holds seats on it; the calendar shows them', async () => {
    const missing = await checkout([item(undefined, 1)])
    expect(missing.statusCode).toBe(422)
    expect(missing.json().message).toBe(StartTimeMessages.required)
    const ok = await checkout([item('14:30', 2)])
    expect(ok.statusCode, ok.body).toBe(200)
    expect((await paySandboxLink(s.t.app, ok.json().data.payment_link)).statusCode).toBe(303)
    const [booking] = await s.t.database.execute<{ start_time: string }>(
      sql`select to_char(start_time, 'HH24:MI') as start_time from bookings where activity_id = ${tour.id}`,
    )
    expect(booking!.start_time).toBe('14:30')
    const cal = await calendarDay(day)
    expect(cal).toMatchObject({ booked: 2, price_period: 'High season' })
    expect(cal.slots).toMatchObject([
      { time: '08:00', booked: 0, left: 6 },
      { time: '14:30', booked: 2, left: 1 },
    ])
    const tooMany = await cost({ pud: day, na: 2, start_time: '14:30' })
    expect(tooMany.json().message).toBe(StartTimeMessages.fewLeft('14:30', 1))
    expect(cal.past).toBe(false)

    // Issue 29 point 8: a day gone by shows what was booked and nothing left to sell ("12 left" was shown).
    const yesterday = await calendarDay(addDays(todayInColombo(), -1))
    expect(yesterday).toMatchObject({ past: true, left: 0 })
    expect(yesterday.slots.every((slot) => slot.left === 0)).toBe(true)
    expect((await calendarDay(todayInColombo())).past).toBe(false)
  })

  it('refuses a start capacity below what is booked, and removing a start with bookings', async () => {
    const starts = tour.start_times
    const lower = await s.t.app.inject({
      method: 'PATCH',
      url: `/api/supplier/tours/${tour.id}`,
      headers: s.a.headers,
      payload: { start_times: [starts[0], { ...starts[1], capacity: 1 }] },
    })
    expect(lower.statusCode).toBe(422)
    expect(lower.json().errors).toEqual({ 'start_times.1.capacity': M.capacityBelowBooked(2) })
    const removed = await s.t.app.inject({
      method: 'PATCH',
      url: `/api/supplier/tours/${tour.id}`,
      headers: s.a.headers,
      payload: { start_times: [starts[0]] },
    })
    expect(removed.statusCode).toBe(422)
    expect(removed.json().errors).toEqual({ start_times: M.startTimeHasBookings('14:30', 2) })
  })

  it('the last seat of one start goes to exactly one of two app processes', async () => {
    const other = await buildAppOn(s.t.database)
    try {
      // 14:30 has 1 seat left on `day`; both processes try to take it at once.
      const results = await Promise.all([checkout([item('14:30', 1)]), checkout([item('14:30', 1)], other)])
      // The loser is refused by the seat hold (409) or, when it runs second, already by its quote (422).
      const codes = results.map((r) => r.statusCode).sort()
      expect(codes[0]).toBe(200)
      expect([409, 422]).toContain(codes[1])
      const refused = results.find((r) => r.statusCode !== 200)!
      expect([StartTimeMessages.unavailable('14:30', day), StartTimeMessages.fewLeft('14:30', 1)]).toContain(
        refused.json().message,
      )
      const [slot] = await s.t.database.execute<{ booked_pax: number }>(
        sql`select s.booked_pax from availability_slots s join activity_start_times st on st.id = s.start_time_id
             where s.activity_id = ${tour.id} and s.day = ${day}::date and st.start_time = '14:30'`,
      )
      expect(slot!.booked_pax).toBe(3)
      // The other start of the same day is untouched and still sells.
      expect((await cost({ pud: day, na: 4, start_time: '08:00' })).statusCode).toBe(200)
    } finally {
      await other.close()
    }
  })

  it('closing a start on a day stops its sale; reopening brings it back; another supplier cannot', async () => {
    const otherDay = addDays(day, 1)
    const start = tour.start_times.find((t) => t.time === '08:00')!
    const body = { day: otherDay, start_time_id: start.id }
    const foreign = await s.t.app.inject({
      method: 'POST',
      url: `/api/supplier/tours/${tour.id}/calendar/close`,
      headers: s.b.headers,
      payload: body,
    })
    expect(foreign.statusCode).toBe(404)
    const closed = await s.t.app.inject({
      method: 'POST',
      url: `/api/supplier/tours/${tour.id}/calendar/close`,
      headers: s.a.headers,
      payload: body,
    })
    expect(closed.json().data.slots.find((x: { time: string }) => x.time === '08:00').closed).toBe(true)
    const refused = await cost({ pud: otherDay, start_time: '08:00' })
    expect(refused.json().message).toBe(StartTimeMessages.unavailable('08:00', otherDay))
    expect(refused.json().available_times.find((t: { time: string }) => t.time === '08:00').available).toBe(
      false,
    )
    const wholeDay = await s.t.app.inject({
      method: 'POST',
      url: `/api/supplier/tours/${tour.id}/calendar/close`,
      headers: s.a.headers,
      payload: { day: addDays(day, 2), reason: 'Poya day' },
    })
    expect(wholeDay.json().data).toMatchObject({ closed: true, reason: 'Poya day' })
    expect((await cost({ pud: addDays(day, 2), start_time: '14:30' })).statusCode).toBe(422)
    await s.t.app.inject({
      method: 'POST',
      url: `/api/supplier/tours/${tour.id}/calendar/reopen`,
      headers: s.a.headers,
      payload: body,
    })
    expect((await cost({ pud: otherDay, start_time: '08:00' })).statusCode).toBe(200)
  })
})
