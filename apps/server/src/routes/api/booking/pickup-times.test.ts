/**
 * Pick-up times per start (issue 29 point 1, decision 058): a point of a tour with start times is
 * reached some minutes before the start, so the 14:00 group is told 13:30 (not the morning's
 * 07:30) on the tour page, the booking, the receipt, the supplier's mail, booking, manifest and
 * CSV, the voucher, the order page, the guest lookup and OCTO, always as HH:mm.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '@serendib/db/client'
import { testDatabases } from '@serendib/db/testing'
import type { SupplierTour } from '@serendib/domain/api/supplier-tours'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { TourEditorMessages } from '@serendib/domain/supplier-tours'
import { DEMO_OCTO_API_KEY } from '../../../services/octo/resellers.ts'
import { bearer, lastMailTo } from '../../../testing/accounts.ts'
import { checkoutItem, createTestCustomer, paySandboxLink } from '../../../testing/bookings.ts'
import {
  approvedTour,
  completeTourBody,
  supplierToursSuite,
  type SupplierToursSuite,
} from '../../../testing/supplier-tours.ts'

const day = addDays(todayInColombo(), 12)
const contactEmail = 'nimali.contact@example.com'

describe.each(testDatabases())('pick-up times per start on %s', (kind) => {
  let s: SupplierToursSuite
  let tour: SupplierTour
  let customer: { authorization: string }
  let hotel: number
  let station: number
  beforeAll(async () => {
    s = await supplierToursSuite(kind)
    ;[hotel, station] = s.pickupIds as [number, number]
    tour = await approvedTour(s, s.a, {
      ...completeTourBody(s),
      contact_number: '+94 77 900 1122',
      start_times: [
        { time: '08:00', weekdays: [1, 2, 3, 4, 5, 6, 7], capacity: 20 },
        { time: '14:00', weekdays: [1, 2, 3, 4, 5, 6, 7], capacity: 20 },
      ],
      pickup_locations: [
        // A fixed time from before start times: kept for bookings without a start, never shown for one.
        { location_id: hotel, pickup_time: '07:30', minutes_before_start: 30 },
        { location_id: station, pickup_time: null, minutes_before_start: 90 },
      ],
    })
    customer = bearer((await createTestCustomer(s.t.app, s.t.database)).token)
  })
  afterAll(() => s.t.close())

  /** A paid booking of the tour at `time` from `point`; its id, reference and order reference. */
  async function book(time: string, point: number) {
    const item = {
      ...checkoutItem({
        tour: { id: tour.id, pickupLocationId: point } as never,
        day,
        adults: 2,
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
    const { payment_link: link, order_reference: order } = response.json().data
    expect((await paySandboxLink(s.t.app, link)).statusCode).toBe(303)
    const [row] = await queryRows<{ id: number; ref: string }>(
      s.t.database.db,
      sql`select id, booking_reference as ref from bookings where activity_id = ${tour.id} order by id desc limit 1`,
    )
    return { id: row!.id, ref: row!.ref, order: order as string }
  }
  const get = (url: string, headers: Record<string, string>) => s.t.app.inject({ url, headers })

  it('sends the tour page each point as minutes before the start, as the editor saved them', async () => {
    const detail = (await get(`/api/activity?id=${tour.id}`, {})).json().data
    expect(detail.pickup_locations.map((p: { id: number }) => p.id)).toEqual([hotel, station])
    expect(detail.pickup_locations).toEqual([
      expect.objectContaining({ id: hotel, pickup_time: null, minutes_before_start: 30 }),
      expect.objectContaining({ id: station, pickup_time: null, minutes_before_start: 90 }),
    ])
    const edited = (await get(`/api/supplier/tours/${tour.id}`, s.a.headers)).json().data
    expect(edited.pickup_locations).toEqual([
      { location_id: hotel, pickup_time: '07:30', minutes_before_start: 30 },
      { location_id: station, pickup_time: null, minutes_before_start: 90 },
    ])
  })

  it('tells the 14:00 group 13:30 and the 08:00 group 07:30, as HH:mm, everywhere', async () => {
    const late = await book('14:00', hotel)
    const early = await book('08:00', hotel)
    const fromStation = await book('14:00', station)

    const shown = (await get(`/api/account/my-bookings/show/${late.id}`, customer)).json().data
    expect(shown).toMatchObject({ start_time: '14:00', pickup: { pickup_time: '13:30' } })
    expect(
      (await get(`/api/account/my-bookings/show/${early.id}`, customer)).json().data.pickup.pickup_time,
    ).toBe('07:30')
    // A point with minutes and no fixed time at all (the station): 90 minutes before 14:00.
    const stationShown = await get(`/api/account/my-bookings/show/${fromStation.id}`, customer)
    expect(stationShown.json().data.pickup.pickup_time).toBe('12:30')

    const voucher = (await get(`/api/voucher/${late.ref}`, s.a.headers)).json().data
    expect(voucher).toMatchObject({ start_time: '14:00', pickup_time: '13:30' })
    // The tour's "contact number on the day" (issue 29 point 2).
    expect(voucher.supplier.phone).toBe('+94 77 900 1122')

    const mine = (await get(`/api/supplier/bookings/${late.id}`, s.a.headers)).json().data
    expect(mine).toMatchObject({ start_time: '14:00', pickup: { time: '13:30' } })

    const manifest = (await get(`/api/supplier/manifest?date=${day}`, s.a.headers)).json().data
    const sheet = (time: string) =>
      manifest.tours.find(
        (t: { tour: { id: number }; start_time: string }) => t.tour.id === tour.id && t.start_time === time,
      )
    const times = (time: string) =>
      sheet(time).points.flatMap((p: { bookings: { id: number; pickup_time: string }[] }) =>
        p.bookings.map((b) => [b.id, b.pickup_time]),
      )
    expect(times('14:00')).toEqual(
      expect.arrayContaining([
        [late.id, '13:30'],
        [fromStation.id, '12:30'],
      ]),
    )
    expect(times('08:00')).toEqual([[early.id, '07:30']])
    const csv = (await get(`/api/supplier/manifest.csv?date=${day}`, s.a.headers)).body
    expect(csv.split('\r\n').find((line) => line.includes(late.ref))).toContain(',14:00,')
    expect(csv.split('\r\n').find((line) => line.includes(late.ref))).toContain(',13:30,')

    const order = (await get(`/api/booking/order/${late.order}`, {})).json().data
    expect(order.bookings[0]).toMatchObject({ start_time: '14:00', pickup_time: '13:30' })

    const found = await s.t.app.inject({
      method: 'POST',
      url: '/api/booking/find',
      payload: { reference: late.ref, email: contactEmail },
    })
    expect(found.json().data).toMatchObject({ start_time: '14:00', pickup_time: '13:30' })

    const receipts = await queryRows<{ text: string }>(
      s.t.database.db,
      sql`select text from email_outbox where template = 'booking-receipt' and text like ${`%${late.ref}%`}`,
    )
    expect(receipts[0]?.text).toContain('Pick-up time: 13:30')
    const supplierMail = await lastMailTo(s.t.database, s.a.email)
    expect(supplierMail?.text).toContain('Pick-up time: 12:30')
    for (const text of [receipts[0]?.text, supplierMail?.text]) expect(text).not.toMatch(/\d{2}:\d{2}:\d{2}/)
  })

  it('gives OCTO each departure its own pick-up time', async () => {
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/octo/availability',
      headers: { authorization: `Bearer ${DEMO_OCTO_API_KEY}`, 'octo-capabilities': 'octo/pickups' },
      payload: { productId: String(tour.id), optionId: 'DEFAULT', localDate: day },
    })
    expect(res.statusCode, res.body).toBe(200)
    const departures = res.json() as {
      localDateTimeStart: string
      pickupPoints: { id: string; localDateTime: string | null }[]
    }[]
    const at = (start: string, point: number) =>
      departures
        .find((d) => d.localDateTimeStart.startsWith(`${day}T${start}`))
        ?.pickupPoints.find((p) => p.id === String(point))?.localDateTime
    expect(at('08:00', hotel)).toBe(`${day}T07:30:00+05:30`)
    expect(at('14:00', hotel)).toBe(`${day}T13:30:00+05:30`)
    expect(at('14:00', station)).toBe(`${day}T12:30:00+05:30`)
  })

  it('turns a fixed pick-up time into minutes before the first start when start times come later', async () => {
    // The editor's order: Pick-up (step 6) is filled before Availability (step 7).
    const later = await approvedTour(s, s.a, {
      ...completeTourBody(s),
      pickup_locations: [{ location_id: hotel, pickup_time: '07:30', minutes_before_start: null }],
    })
    const patch = await s.t.app.inject({
      method: 'PATCH',
      url: `/api/supplier/tours/${later.id}`,
      headers: s.a.headers,
      payload: { start_times: [{ time: '08:00', weekdays: [1, 2, 3, 4, 5, 6, 7], capacity: null }] },
    })
    expect(patch.statusCode, patch.body).toBe(200)
    expect(patch.json().data.pickup_locations).toEqual([
      { location_id: hotel, pickup_time: '07:30', minutes_before_start: 30 },
    ])
    const detail = (await get(`/api/activity?id=${later.id}`, {})).json().data
    expect(detail.pickup_locations[0]).toMatchObject({ pickup_time: null, minutes_before_start: 30 })
  })

  it('refuses minutes that put a pick-up on the day before, or beyond 12 hours', async () => {
    const patch = (payload: object) =>
      s.t.app.inject({
        method: 'PATCH',
        url: `/api/supplier/tours/${tour.id}`,
        headers: s.a.headers,
        payload,
      })
    const early = await patch({
      start_times: [...tour.start_times, { time: '00:30', weekdays: [1, 2, 3, 4, 5, 6, 7], capacity: null }],
    })
    expect(early.statusCode, early.body).toBe(422)
    // 00:30 less 30 minutes is still that day; less 90 minutes is the evening before.
    expect(early.json().errors).toEqual({
      'pickup_locations.1.minutes_before_start': TourEditorMessages.pickupDayBefore('00:30'),
      'start_times.2.time': TourEditorMessages.startTimePickupDayBefore,
    })
    const far = await patch({
      pickup_locations: [{ location_id: hotel, pickup_time: null, minutes_before_start: 721 }],
    })
    expect(far.statusCode).toBe(422)
    expect(JSON.stringify(far.json())).toContain(TourEditorMessages.minutesBeforeStartRange)
    const [row] = await queryRows<{ n: number }>(
      s.t.database.db,
      sql`select count(*)::int as n from activity_start_times where activity_id = ${tour.id}`,
    )
    expect(row!.n).toBe(2)
  })
})
