import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '@serendib/db/testing'
import type { AvailabilityDay, AvailabilityMonth } from '@serendib/domain/api/availability'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import type { SupplierTour } from '@serendib/domain/api/supplier-tours'
import { checkoutItem, createTestCustomer, paySandboxLink } from '../../../testing/bookings.ts'
import { bearer } from '../../../testing/accounts.ts'
import {
  approvedTour,
  completeTourBody,
  supplierToursSuite,
  type SupplierToursSuite,
} from '../../../testing/supplier-tours.ts'

// Far enough ahead that the whole test stays inside one month's answer per date.
const busy = addDays(todayInColombo(), 20)
const full = addDays(busy, 1)
const blackout = addDays(busy, 2)
const quiet = addDays(busy, 3)

describe.each(testDatabases())('a month of availability for the booking calendar on %s', (kind) => {
  let s: SupplierToursSuite
  let daily: SupplierTour
  let timed: SupplierTour
  let customer: { authorization: string }
  beforeAll(async () => {
    s = await supplierToursSuite(kind)
    daily = await approvedTour(s, s.a, {
      ...completeTourBody(s),
      title: 'Zqavail Galle fort walk',
      daily_capacity: 6,
      blackout_dates: [{ day: blackout, reason: 'Poya day' }],
      price_periods: [
        {
          label: 'Festival',
          starts_on: quiet,
          ends_on: quiet,
          adult_price_cents: 9000,
          child_price_cents: 4000,
          infant_price_cents: null,
          group_price_cents: null,
        },
      ],
    })
    timed = await approvedTour(s, s.a, {
      ...completeTourBody(s),
      title: 'Zqavail Kandy dance',
      daily_capacity: null,
      start_times: [
        { time: '09:00', weekdays: [1, 2, 3, 4, 5, 6, 7], capacity: 4 },
        { time: '18:00', weekdays: [1, 2, 3, 4, 5, 6, 7], capacity: 10 },
      ],
    })
    customer = bearer((await createTestCustomer(s.t.app, s.t.database)).token)
  })
  afterAll(() => s.t.close())

  const book = async (tour: SupplierTour, day: string, adults: number, startTime?: string) => {
    const response = await s.t.app.inject({
      method: 'POST',
      url: '/api/booking/checkout',
      headers: customer,
      payload: {
        booking: [
          {
            ...checkoutItem({
              tour: { id: tour.id, pickupLocationId: s.pickupIds[0]! } as never,
              day,
              adults,
              children: 0,
            }),
            ...(startTime ? { start_time: startTime } : {}),
          },
        ],
        url: 'http://shop.test',
      },
    })
    expect(response.statusCode, response.body).toBe(200)
    expect((await paySandboxLink(s.t.app, response.json().data.payment_link)).statusCode).toBe(303)
  }
  const month = async (tour: SupplierTour, m: string, counts = 'na=2&nc=1') => {
    const response = await s.t.app.inject(`/api/activity/availability?id=${tour.id}&month=${m}&${counts}`)
    expect(response.statusCode, response.body).toBe(200)
    return response.json().data as AvailabilityMonth
  }
  const dayOf = async (tour: SupplierTour, d: string, counts?: string) =>
    (await month(tour, d.slice(0, 7), counts)).days.find((x) => x.date === d) as AvailabilityDay

  it('answers every day of the month, closed before the earliest bookable date', async () => {
    const m = todayInColombo().slice(0, 7)
    const answer = await month(daily, m)
    expect(answer.days[0]!.date).toBe(`${m}-01`)
    expect(answer.days.length).toBeGreaterThanOrEqual(28)
    expect(answer.min_date).toBe(addDays(todayInColombo(), 1))
    expect(answer.days.find((d) => d.date === todayInColombo())).toMatchObject({
      status: 'closed',
      fits: false,
    })
    expect(answer.base_amount_cents).toBe(2 * 6500 + 3500)
  })

  it('shows blackout days closed and the seasonal price for the chosen travellers', async () => {
    expect(await dayOf(daily, blackout)).toMatchObject({ status: 'closed', amount_cents: null })
    expect(await dayOf(daily, quiet)).toMatchObject({
      status: 'open',
      seasonal: true,
      amount_cents: 2 * 9000 + 4000,
      left: 6,
      likely_to_sell_out: false,
    })
    expect(await dayOf(daily, quiet, 'na=1')).toMatchObject({ amount_cents: 9000 })
  })

  it('counts places left, sold out days, and days filling fast from recent bookings', async () => {
    await book(daily, busy, 3)
    await book(daily, full, 4)
    await book(daily, full, 2)
    // 3 booked this week, 3 left: at this pace it sells out.
    expect(await dayOf(daily, busy)).toMatchObject({
      status: 'open',
      left: 3,
      fits: true,
      likely_to_sell_out: true,
    })
    expect(await dayOf(daily, busy, 'na=4')).toMatchObject({ status: 'open', fits: false })
    expect(await dayOf(daily, full)).toMatchObject({ status: 'sold_out', left: 0, fits: false })
  })

  it('lists the open start times of a day with their places left', async () => {
    await book(timed, busy, 3, '09:00')
    const d = await dayOf(timed, busy, 'na=2')
    expect(d).toMatchObject({ status: 'open', left: 10 })
    expect(d.times).toMatchObject([
      // Issue 30: the start itself says it fills fast (3 of its 4 places booked this week).
      { time: '09:00', left: 1, available: false, likely_to_sell_out: true },
      { time: '18:00', left: 10, available: true, likely_to_sell_out: false },
    ])
  })

  it('refuses an unknown tour with 404 and a bad month with 400, never a 500', async () => {
    const unknown = await s.t.app.inject('/api/activity/availability?id=99999999&month=2026-01')
    expect(unknown.statusCode).toBe(404)
    const bad = await s.t.app.inject(`/api/activity/availability?id=${daily.id}&month=2026-13`)
    expect(bad.statusCode).toBe(400)
  })
})
