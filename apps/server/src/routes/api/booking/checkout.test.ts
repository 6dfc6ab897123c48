import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { and, eq, ne } from 'drizzle-orm'
import { testDatabases } from '@serendib/db/testing'
import { activities } from '@serendib/db/schema/activities'
import { activityPickupLocations } from '@serendib/db/schema/activity-details'
import { availabilityDays } from '@serendib/db/schema/availability'
import { locations } from '@serendib/db/schema/catalogue'
import { bookings, bookingTravellers } from '@serendib/db/schema/bookings'
import { orders } from '@serendib/db/schema/orders'
import { payments } from '@serendib/db/schema/payments'
import { users } from '@serendib/db/schema/users'
import { DEMO_PASSWORD } from '@serendib/db/seed/seed-demo'
import { DEMO_CUSTOMER_EMAIL } from '@serendib/db/seed/insert-demo-people'
import { CheckoutMessages } from '@serendib/domain/checkout'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { BookingMessages } from '@serendib/domain/pricing'
import { buildAppOn, buildTestApp, type TestApp } from '../../../test-app.ts'
import { accessToken, bearer, lastMailTo } from '../../../testing/accounts.ts'
import { paySandboxLink } from '../../../testing/bookings.ts'
import { prepareTestTour, type TestTour } from '../../../testing/booking-fixtures.ts'

describe.each(testDatabases())('POST /api/booking/checkout on %s', (kind) => {
  let t: TestApp
  let tour: TestTour
  let token: string
  const day = (n: number) => addDays(todayInColombo(), n)

  beforeAll(async () => {
    t = await buildTestApp(kind)
    tour = await prepareTestTour(t.database)
    token = await accessToken(t.app, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD)
  })
  afterAll(async () => t?.close())

  let counter = 0
  const item = (fields: Record<string, unknown> = {}) => ({
    start_date: day(30 + (++counter % 200)),
    activity_id: tour.id,
    location_id: tour.pickupLocationId,
    num_adults: 2,
    num_children: 1,
    num_infants: 0,
    booking_amount: 1,
    pickup_location: 'hotel',
    hotel_name: 'Galle Face Hotel',
    hotel_address: '2 Galle Road, Colombo 3',
    remarks: 'Vegetarian lunch please',
    contact_firstname: 'Nimali',
    contact_lastname: 'Perera',
    contact_email: 'nimali@example.com',
    contact_phone: '+94 77 123 4567',
    travellers: [
      {
        firstname: 'Nimali',
        lastname: 'Perera',
        email: 'nimali@example.com',
        phone: '+94 77 123 4567',
        lead_traveller: 1,
      },
      { firstname: 'Kasun', lastname: 'Perera', email: '', phone: '', lead_traveller: 0 },
      { firstname: 'Sara', lastname: 'Perera', email: '', phone: '', lead_traveller: 0 },
    ],
    ...fields,
  })
  const checkout = (app: FastifyInstance, booking: unknown[], headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/booking/checkout',
      headers,
      payload: { booking, url: 'http://localhost:3000' },
    })

  it('prices on the server, ignoring the amount sent, and writes order, bookings, travellers and charge', async () => {
    const response = await checkout(t.app, [item({ booking_amount: 0.01 })], bearer(token))
    expect(response.statusCode, response.body).toBe(200)
    const { data } = response.json()
    expect(data.total_cents).toBe(11250)
    expect(data.payment_link).toMatch(/^https?:\/\//)
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.reference, data.order_reference))
    expect(order).toMatchObject({ status: 0, totalCents: 11250 })
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.orderId, order!.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      status: 0,
      bookingAmountCents: 11250,
      paymentAmountCents: 0,
      numAdults: 2,
      numChildren: 1,
      hotelName: 'Galle Face Hotel',
      pickupType: 'hotel',
    })
    const travellers = await t.database.db
      .select()
      .from(bookingTravellers)
      .where(eq(bookingTravellers.bookingId, rows[0]!.id))
    expect(travellers.map((r) => [r.firstName, r.leadTraveller])).toEqual([
      ['Nimali', true],
      ['Kasun', false],
      ['Sara', false],
    ])
    const [charge] = await t.database.db.select().from(payments).where(eq(payments.orderId, order!.id))
    expect(charge).toMatchObject({ amountCents: 11250, status: 0, kind: 1 })
  })

  it('books for a visitor: the contact e-mail gets a customer account and a set-password link once paid', async () => {
    const email = `visitor.${Date.now()}@example.com`
    const response = await checkout(t.app, [item({ contact_email: email })])
    expect(response.statusCode, response.body).toBe(200)
    expect(await t.database.db.$count(users, eq(users.email, email))).toBe(0)
    expect(await lastMailTo(t.database, email, 'set-password')).toBeUndefined()
    expect((await paySandboxLink(t.app, response.json().data.payment_link)).statusCode).toBe(303)
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email))
    expect(user).toMatchObject({ userType: 3, firstName: 'Nimali', passwordHash: null })
    const mail = await lastMailTo(t.database, email, 'set-password')
    expect(mail?.text).toContain('/account/reset-password?token=')

    // A second paid booking with the same e-mail joins the same account and mails no new link.
    const again = await checkout(t.app, [item({ contact_email: email.toUpperCase() })])
    expect((await paySandboxLink(t.app, again.json().data.payment_link)).statusCode).toBe(303)
    expect(await t.database.db.$count(users, eq(users.email, email))).toBe(1)
    const [second] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.reference, again.json().data.order_reference))
    expect(second?.userId).toBe(user!.id)
  })

  it('refuses a bad token', async () => {
    expect((await checkout(t.app, [item()], bearer('not-a-token'))).statusCode).toBe(401)
  })

  it('checks each item in the spec order and writes nothing for a bad cart', async () => {
    const before = await t.database.db.$count(bookings)
    const lead = (fields: Record<string, string>) => [{ ...item().travellers[0], ...fields }]
    const cases: [Record<string, unknown>, string][] = [
      [{ travellers: lead({ firstname: '' }) }, CheckoutMessages.leadFirstName],
      [{ travellers: [] }, CheckoutMessages.leadFirstName],
      [{ travellers: lead({ lastname: ' ' }) }, CheckoutMessages.leadLastName],
      [{ travellers: lead({ email: '' }) }, CheckoutMessages.leadEmail],
      [{ travellers: lead({ phone: '' }) }, CheckoutMessages.leadPhone],
      [{ hotel_name: '' }, CheckoutMessages.hotelName],
      [{ hotel_address: '' }, CheckoutMessages.hotelAddress],
      [{ pickup_location: 'airport', flight_no: '' }, CheckoutMessages.flightNumber],
      [{ pickup_location: 'airport', flight_no: 'UL 504', flight_time: '' }, CheckoutMessages.flightTime],
      [{ contact_firstname: '' }, CheckoutMessages.contactFirstName],
      [{ contact_lastname: '' }, CheckoutMessages.contactLastName],
      [{ contact_email: '' }, CheckoutMessages.contactEmail],
      [{ contact_phone: '' }, CheckoutMessages.contactPhone],
      [{ contact_email: 'not-an-email' }, CheckoutMessages.contactEmailInvalid],
      [{ pickup_location: 'boat' }, CheckoutMessages.pickupTypeInvalid],
      [{ start_date: todayInColombo() }, BookingMessages.tooEarly(day(1))],
      [{ num_adults: 0 }, 'Please select number of adults'],
      [{ location_id: tour.otherLocationId }, BookingMessages.pickupNotServed],
      [{ activity_id: 999_999 }, BookingMessages.tourUnavailable],
    ]
    for (const [fields, message] of cases) {
      // The bad item comes second: the good first one must not be written or hold seats.
      const response = await checkout(t.app, [item(), item(fields)], bearer(token))
      expect(response.statusCode, JSON.stringify(fields)).toBe(422)
      expect(response.json()).toEqual({ status: 'error', message })
    }
    for (const body of [[], 'x', [1], Array.from({ length: 11 }, () => item())]) {
      expect((await checkout(t.app, body as unknown[], bearer(token))).statusCode).toBe(422)
    }
    expect(await t.database.db.$count(bookings)).toBe(before)
  })

  // The airport pick-up point of the seed (Bandaranaike International Airport), added or removed.
  const airportPoint = async () =>
    (await t.database.db.select().from(locations).where(eq(locations.kind, 'airport')))[0]!.id
  const setServesAirport = async (serves: boolean) => {
    const airportId = await airportPoint()
    await t.database.db
      .delete(activityPickupLocations)
      .where(
        and(
          eq(activityPickupLocations.activityId, tour.id),
          eq(activityPickupLocations.locationId, airportId),
        ),
      )
    if (serves)
      await t.database.db
        .insert(activityPickupLocations)
        .values({ activityId: tour.id, locationId: airportId, sortOrder: 99 })
    t.app.catalogueCache.clear()
  }
  const detailServesAirport = async () => {
    const { data } = (await t.app.inject(`/api/activity?id=${tour.id}`)).json() as {
      data: { pickup_locations: Array<{ airport: boolean }> }
    }
    return data.pickup_locations.some((point) => point.airport)
  }

  it('refuses an airport pick-up for a tour whose pick-up points hold no airport', async () => {
    await setServesAirport(false)
    // A pick-up point that is no airport, so only the pick-up type is wrong.
    const [town] = await t.database.db.select().from(locations).where(ne(locations.kind, 'airport')).limit(1)
    await t.database.db
      .insert(activityPickupLocations)
      .values({ activityId: tour.id, locationId: town!.id, sortOrder: 98 })
      .onConflictDoNothing()
    t.app.catalogueCache.clear()
    expect(await detailServesAirport()).toBe(false)
    const airport = item({
      location_id: town!.id,
      pickup_location: 'airport',
      hotel_name: '',
      flight_no: 'UL 504',
      flight_time: '10:40',
    })
    const before = await t.database.db.$count(bookings)
    const response = await checkout(t.app, [airport], bearer(token))
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({ status: 'error', message: CheckoutMessages.pickupAirportNotServed })
    expect(await t.database.db.$count(bookings)).toBe(before)
  })

  it('airport and other pick-ups need no hotel', async () => {
    await setServesAirport(true)
    expect(await detailServesAirport()).toBe(true)
    const airport = item({
      pickup_location: 'airport',
      hotel_name: '',
      flight_no: 'UL 504',
      flight_time: '10:40',
    })
    const other = item({ pickup_location: 'other', hotel_name: '', other: 'Meet at Kandy station' })
    expect((await checkout(t.app, [airport, other], bearer(token))).statusCode).toBe(200)
  })

  it('sells the last seats exactly once under concurrent checkouts from two app processes', async () => {
    const second = await buildAppOn(t.database)
    try {
      const raceDay = day(300)
      await t.database.db.update(activities).set({ dailyCapacity: 5 }).where(eq(activities.id, tour.id))
      const attempts = Array.from({ length: 12 }, (_, i) =>
        checkout(
          i % 2 ? second : t.app,
          [item({ start_date: raceDay, num_children: 0, travellers: item().travellers.slice(0, 2) })],
          bearer(token),
        ),
      )
      const results = await Promise.all(attempts)
      const codes = results.map((r) => r.statusCode)
      expect(codes.filter((c) => c === 200)).toHaveLength(2)
      expect(codes.filter((c) => c !== 200).every((c) => c === 409 || c === 422)).toBe(true)
      const [held] = await t.database.db
        .select()
        .from(availabilityDays)
        .where(and(eq(availabilityDays.activityId, tour.id), eq(availabilityDays.day, raceDay)))
      expect(held?.bookedPax).toBe(4)
      const sold = await t.database.db.$count(
        bookings,
        and(eq(bookings.activityId, tour.id), eq(bookings.startDate, raceDay)),
      )
      expect(sold).toBe(2)
    } finally {
      await t.database.db.update(activities).set({ dailyCapacity: null }).where(eq(activities.id, tour.id))
      await second.close()
    }
  })

  it('never leaves a half-written booking when the seats run out mid-cart', async () => {
    const full = day(301)
    await t.database.db.update(activities).set({ dailyCapacity: 3 }).where(eq(activities.id, tour.id))
    try {
      const before = await t.database.db.$count(bookings)
      const response = await checkout(
        t.app,
        [item({ start_date: day(302) }), item({ start_date: full }), item({ start_date: full })],
        bearer(token),
      )
      expect(response.statusCode).toBe(409)
      expect(await t.database.db.$count(bookings)).toBe(before)
      const [row] = await t.database.db
        .select()
        .from(availabilityDays)
        .where(and(eq(availabilityDays.activityId, tour.id), eq(availabilityDays.day, day(302))))
      expect(row?.bookedPax ?? 0).toBe(0)
    } finally {
      await t.database.db.update(activities).set({ dailyCapacity: null }).where(eq(activities.id, tour.id))
    }
  })
})
