/**
 * Test helpers for the account area: customers who can sign in, and paid bookings made the real
 * way (POST /api/booking/checkout, then the sandbox card page), so cancels and amendments meet
 * the same rows, seats and charges production does.
 */
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '@serendib/db/client'
import { hashPassword } from '@serendib/db/passwords'
import { users } from '@serendib/db/schema/users'
import { DEMO_PASSWORD } from '@serendib/db/seed/seed-demo'
import { colomboWallClock } from '@serendib/domain/dates'
import { UserType } from '@serendib/domain/user-types'
import { accessToken, bearer } from './accounts.ts'
import type { TestTour } from './booking-fixtures.ts'

export interface TestCustomer {
  id: number
  email: string
  token: string
}

let passwordHash: Promise<string> | null = null

/** A verified customer with the demo password, signed in. */
export async function createTestCustomer(app: FastifyInstance, database: Database): Promise<TestCustomer> {
  passwordHash ??= hashPassword(DEMO_PASSWORD)
  const email = `customer-${randomBytes(5).toString('hex')}@example.com`
  const [user] = await database.db
    .insert(users)
    .values({
      userType: UserType.customer,
      firstName: 'Nimali',
      lastName: 'Perera',
      email,
      passwordHash: await passwordHash,
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id })
  return { id: user!.id, email, token: await accessToken(app, email, DEMO_PASSWORD) }
}

/** The sign-in token of the supplier who runs a tour. */
export async function supplierOf(
  app: FastifyInstance,
  database: Database,
  activityId: number,
): Promise<{ id: number; email: string; token: string }> {
  const [row] = await database.execute<{ id: number; email: string }>(
    sql`select u.id, u.email from activities a join users u on u.id = a.supplier_user_id where a.id = ${activityId}`,
  )
  if (!row) throw new Error(`no supplier for activity ${activityId}`)
  return { ...row, token: await accessToken(app, row.email, DEMO_PASSWORD) }
}

export interface BookingItem {
  tour: TestTour
  day: string
  adults?: number
  children?: number
}

export const checkoutItem = ({ tour, day, adults = 2, children = 1 }: BookingItem) => ({
  start_date: day,
  activity_id: tour.id,
  location_id: tour.pickupLocationId,
  num_adults: adults,
  num_children: children,
  num_infants: 0,
  pickup_location: 'hotel',
  hotel_name: 'Galle Face Hotel',
  hotel_address: '2 Galle Road, Colombo 3',
  contact_firstname: 'Nimali',
  contact_lastname: 'Perera',
  contact_email: 'nimali.contact@example.com',
  contact_phone: '+94 77 123 4567',
  travellers: Array.from({ length: adults + children }, (_, i) => ({
    firstname: i === 0 ? 'Nimali' : `Guest${i}`,
    lastname: 'Perera',
    email: i === 0 ? 'nimali.contact@example.com' : '',
    phone: i === 0 ? '+94 77 123 4567' : '',
    lead_traveller: i === 0 ? 1 : 0,
  })),
})

const form = { 'content-type': 'application/x-www-form-urlencoded' }
const successCard = new URLSearchParams({
  name: 'Nimali Perera',
  number: '4242 4242 4242 4242',
  expiry: '12/39',
  cvc: '123',
}).toString()

/** Pays a sandbox payment link with the success card, as the browser would; returns the answer. */
export async function paySandboxLink(app: FastifyInstance, link: string) {
  const path = new URL(link).pathname
  return app.inject({ method: 'POST', url: `${path}/pay`, headers: form, payload: successCard })
}

/** Checks out the items as the customer; `pay: false` leaves the order unpaid. Returns booking ids. */
export async function bookTours(
  app: FastifyInstance,
  database: Database,
  token: string,
  items: BookingItem[],
  { pay = true, locale }: { pay?: boolean; locale?: string } = {},
): Promise<number[]> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/booking/checkout',
    headers: bearer(token),
    payload: { booking: items.map(checkoutItem), url: 'http://shop.test', ...(locale ? { locale } : {}) },
  })
  if (response.statusCode !== 200) throw new Error(`checkout failed: ${response.statusCode} ${response.body}`)
  const { payment_link: link, order_reference: reference } = response.json().data as {
    payment_link: string
    order_reference: string
  }
  if (pay) {
    const paid = await paySandboxLink(app, link)
    if (paid.statusCode !== 303) throw new Error(`payment failed: ${paid.statusCode} ${paid.body}`)
  }
  const rows = await database.execute<{ id: number }>(
    sql`select b.id from bookings b join orders o on o.id = b.order_id where o.reference = ${reference} order by b.id`,
  )
  return rows.map((r) => r.id)
}

/** One paid booking (2 adults, 1 child by default: USD 112.50 on a prepared test tour). */
export async function bookTour(
  app: FastifyInstance,
  database: Database,
  token: string,
  item: BookingItem,
): Promise<number> {
  const [id] = await bookTours(app, database, token, [item])
  return id!
}

/** Seats held on a tour's day. */
export async function bookedPax(database: Database, activityId: number, day: string): Promise<number> {
  const [row] = await database.execute<{ n: number }>(
    sql`select booked_pax as n from availability_days where activity_id = ${activityId} and day = ${day}::date`,
  )
  return row?.n ?? 0
}

/** Moves a booking's start to `hoursAhead` from now, as a Colombo date and pick-up time. */
export async function startBookingIn(
  database: Database,
  bookingId: number,
  hoursAhead: number,
): Promise<void> {
  const { date, time } = colomboWallClock(new Date(Date.now() + hoursAhead * 3_600_000))
  await database.execute(
    sql`update bookings set start_date = ${date}::date, end_date = ${date}::date,
               pickup_time = ${time}::time where id = ${bookingId}`,
  )
}
