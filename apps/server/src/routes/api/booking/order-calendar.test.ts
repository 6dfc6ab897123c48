/**
 * Issue 30 points 4 and 8 (decision 063) through the API: one phone rule with the country code
 * for checkout and account settings, every traveller's name for tours of several days, and the
 * page after payment's links and calendar file (parsed with ical.js, as a calendar would).
 */
import ICAL from 'ical.js'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '@serendib/db/client'
import { testDatabases } from '@serendib/db/testing'
import type { SupplierTour } from '@serendib/domain/api/supplier-tours'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { PhoneMessages } from '@serendib/domain/phone'
import { bearer } from '../../../testing/accounts.ts'
import { checkoutItem, createTestCustomer, paySandboxLink } from '../../../testing/bookings.ts'
import {
  approvedTour,
  completeTourBody,
  supplierToursSuite,
  type SupplierToursSuite,
} from '../../../testing/supplier-tours.ts'

const day = addDays(todayInColombo(), 15)

describe.each(testDatabases())('checkout phones and the calendar file on %s', (kind) => {
  let s: SupplierToursSuite
  let timed: SupplierTour
  let daily: SupplierTour
  let customer: { id: number; email: string; token: string }
  let hotel: number
  beforeAll(async () => {
    s = await supplierToursSuite(kind)
    hotel = s.pickupIds[0]!
    timed = await approvedTour(s, s.a, {
      ...completeTourBody(s),
      start_times: [{ time: '14:00', weekdays: [1, 2, 3, 4, 5, 6, 7], capacity: 20 }],
      pickup_locations: [{ location_id: hotel, pickup_time: null, minutes_before_start: 30 }],
    })
    daily = await approvedTour(s, s.a, {
      ...completeTourBody(s),
      duration_value: 3,
      duration_unit: 1,
      pickup_locations: [{ location_id: hotel, pickup_time: null, minutes_before_start: null }],
    })
    customer = await createTestCustomer(s.t.app, s.t.database)
  }, 300_000)
  afterAll(() => s?.t.close())

  const item = (tour: SupplierTour, extra: Record<string, unknown> = {}) => ({
    ...checkoutItem({ tour: { id: tour.id, pickupLocationId: hotel } as never, day, adults: 2, children: 0 }),
    ...extra,
  })
  const checkout = (items: unknown[]) =>
    s.t.app.inject({
      method: 'POST',
      url: '/api/booking/checkout',
      headers: bearer(customer.token),
      payload: { booking: items, url: 'http://shop.test' },
    })
  const bookingsOf = async () =>
    (
      await queryRows<{ n: number }>(
        s.t.database.db,
        sql`select count(*)::int as n from bookings where user_id = ${customer.id}`,
      )
    )[0]!.n

  it('refuses a phone without its country code or with letters, at checkout and in settings alike', async () => {
    const before = await bookingsOf()
    const lead = (phone: string) => [{ ...item(timed).travellers[0], phone }, item(timed).travellers[1]]
    for (const fields of [
      { contact_phone: 'abc' },
      { contact_phone: '0771234567' },
      { travellers: lead('abc') },
      { travellers: lead('+94 77 12') },
    ]) {
      const response = await checkout([item(timed, { start_time: '14:00', ...fields })])
      expect(response.statusCode, JSON.stringify(fields)).toBe(422)
      expect(response.json().message).toBe(PhoneMessages.invalid)
    }
    expect(await bookingsOf()).toBe(before)

    const update = (value: string) =>
      s.t.app.inject({
        method: 'POST',
        url: '/api/account/profile/field/update',
        headers: bearer(customer.token),
        payload: { field: 'phone_number', value },
      })
    for (const bad of ['abc', '0771234567', '12345']) {
      const response = await update(bad)
      expect(response.statusCode, bad).toBe(422)
      expect(response.json().message).toBe(PhoneMessages.invalid)
    }
    expect((await update('+94771234567')).statusCode).toBe(200)
    const [user] = await queryRows<{ phone: string }>(
      s.t.database.db,
      sql`select phone_number as phone from users where id = ${customer.id}`,
    )
    expect(user!.phone).toBe('+94 77 123 4567')
  })

  it('asks every traveller’s name for a tour of several days, only the lead’s for a shorter one', async () => {
    const unnamed = (tour: SupplierTour) => {
      const base = item(tour)
      return {
        ...base,
        travellers: [base.travellers[0], { firstname: '', lastname: '', email: '', phone: '' }],
      }
    }
    const refused = await checkout([unnamed(daily)])
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toBe('Traveler 2 first name can not be empty')
    const shorter = await checkout([{ ...unnamed(timed), start_time: '14:00' }])
    expect(shorter.statusCode, shorter.body).toBe(200)
  })

  it('stores phones in the international form and gives the order page the booking id and a calendar file', async () => {
    const response = await checkout([
      item(timed, { start_time: '14:00', contact_phone: '+94771234567' }),
      item(daily),
    ])
    expect(response.statusCode, response.body).toBe(200)
    const { payment_link: link, order_reference: order } = response.json().data
    expect((await paySandboxLink(s.t.app, link)).statusCode).toBe(303)
    const rows = await queryRows<{ id: number; ref: string; phone: string }>(
      s.t.database.db,
      sql`select b.id, b.booking_reference as ref, b.contact_phone as phone
            from bookings b join orders o on o.id = b.order_id where o.reference = ${order} order by b.id`,
    )
    expect(rows.map((r) => r.phone)).toEqual(['+94 77 123 4567', '+94 77 123 4567'])

    const view = (await s.t.app.inject(`/api/booking/order/${order}`)).json().data
    expect(view.bookings.map((b: { booking_id: number }) => b.booking_id)).toEqual(rows.map((r) => r.id))
    expect(view.bookings[0]).toMatchObject({ start_time: '14:00', pickup_time: '13:30' })

    const file = await s.t.app.inject(`/api/booking/order/${order}/calendar.ics`)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(file.headers['content-disposition']).toBe(`attachment; filename="serendib-${order}.ics"`)
    const calendar = new ICAL.Component(ICAL.parse(file.body))
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
    expect(events.map((e) => e.uid)).toEqual(rows.map((r) => `${r.ref}@serendib`))

    // Pick-up 13:30 in Colombo (UTC+05:30) is 08:00 UTC; 30 minutes' ride and the 10-hour tour.
    const [tour, days] = events as [ICAL.Event, ICAL.Event]
    expect(tour.summary).toBe(timed.title)
    expect(tour.startDate.isDate).toBe(false)
    expect(tour.startDate.zone?.tzid).toBe('UTC')
    expect(tour.startDate.toJSDate().toISOString()).toBe(`${day}T08:00:00.000Z`)
    expect(tour.endDate.toJSDate().toISOString()).toBe(`${day}T18:30:00.000Z`)
    expect(tour.description).toContain('Starts at 14:00 (Sri Lanka time)')
    expect(tour.description).toContain('Pick-up at 13:30 (Sri Lanka time)')
    expect(tour.description).toContain(`/payment/complete?order=${order}`)
    // No start time: all day, over the tour's three days.
    expect(days.startDate.isDate).toBe(true)
    expect(days.startDate.toString()).toBe(day)
    expect(days.endDate.toString()).toBe(addDays(day, 3))

    const one = await s.t.app.inject(`/api/booking/order/${order}/calendar.ics?booking=${rows[1]!.ref}`)
    const only = new ICAL.Component(ICAL.parse(one.body)).getAllSubcomponents('vevent')
    expect(only.map((v) => new ICAL.Event(v).uid)).toEqual([`${rows[1]!.ref}@serendib`])

    expect((await s.t.app.inject(`/api/booking/order/NOPE/calendar.ics`)).statusCode).toBe(404)
    expect((await s.t.app.inject(`/api/booking/order/${order}/calendar.ics?booking=SBNOPE`)).statusCode).toBe(
      404,
    )
  })
})
