import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { testDatabases } from '@serendib/db/testing'
import { DEMO_ADMIN_EMAIL, DEMO_CUSTOMER_EMAIL } from '@serendib/db/seed/insert-demo-people'
import { DEMO_PASSWORD } from '@serendib/db/seed/seed-demo'
import type { BookingJson, BookingsPage } from '@serendib/domain/booking-json'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import type { TestApp } from '../../../../test-app.ts'
import { accessToken, bearer } from '../../../../testing/accounts.ts'
import { prepareTestTour, type TestTour } from '../../../../testing/booking-fixtures.ts'
import { bookTour, bookTours, supplierOf, type TestCustomer } from '../../../../testing/bookings.ts'
import { bookingSuite } from '../../../../testing/suites.ts'
import { customerBookingsPage } from '../../../../services/account/bookings/load-bookings.ts'

describe.each(testDatabases())('my bookings on %s', (kind) => {
  let t: TestApp
  let tour: TestTour
  let alice: TestCustomer
  let bob: TestCustomer
  let aliceIds: number[]
  let unpaidId: number
  const day = (n: number) => addDays(todayInColombo(), n)

  beforeAll(async () => {
    ;({ t, tour, customer: alice, stranger: bob } = await bookingSuite(kind))
    // 13 paid bookings on days 20..32, in two checkouts (10 items at most per checkout).
    const items = Array.from({ length: 13 }, (_, i) => ({ tour, day: day(32 - i) }))
    aliceIds = [
      ...(await bookTours(t.app, t.database, alice.token, items.slice(0, 10))),
      ...(await bookTours(t.app, t.database, alice.token, items.slice(10))),
    ]
    const unpaid = await bookTours(t.app, t.database, alice.token, [{ tour, day: day(40) }], { pay: false })
    unpaidId = unpaid[0]!
    // Three of them finished: 4 Completed, 5 Dispute.
    await t.database.execute(
      sql`update bookings set status = 4 where id in (${aliceIds[0]!}, ${aliceIds[1]!})`,
    )
    await t.database.execute(sql`update bookings set status = 5 where id = ${aliceIds[2]!}`)
  })
  afterAll(async () => t?.close())

  const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} })
  const page = async (query: string, token = alice.token) => {
    const response = await get(`/api/account/my-bookings${query}`, token)
    expect(response.statusCode).toBe(200)
    return (response.json() as { data: { bookings: BookingsPage } }).data.bookings
  }

  it('pages the paid bookings 12 at a time, newest start first, unpaid checkouts left out', async () => {
    const first = await page('')
    expect(first).toMatchObject({ current_page: 1, per_page: 12, total: 13, last_page: 2, from: 1, to: 12 })
    expect(first.data).toHaveLength(12)
    expect(first.data.map((b) => b.start_date)).toEqual(Array.from({ length: 12 }, (_, i) => day(32 - i)))
    const second = await page('?page=2')
    expect(second).toMatchObject({ current_page: 2, total: 13, last_page: 2, from: 13, to: 13 })
    expect(second.data.map((b) => b.start_date)).toEqual([day(20)])
    expect([...first.data, ...second.data].map((b) => b.id)).not.toContain(unpaidId)
    const beyond = await page('?page=3')
    expect(beyond).toMatchObject({ data: [], from: null, to: null, total: 13 })
  })

  it('splits upcoming (soonest first) from completed 4/5 (latest first)', async () => {
    const upcoming = await page('?status=upcoming')
    expect(upcoming.total).toBe(10)
    expect(upcoming.data.map((b) => b.start_date)).toEqual(Array.from({ length: 10 }, (_, i) => day(20 + i)))
    const completed = await page('?status=completed')
    expect(completed.total).toBe(3)
    expect(completed.data.map((b) => [b.start_date, b.status])).toEqual([
      [day(32), 4],
      [day(31), 4],
      [day(30), 5],
    ])
    expect(completed.data.every((b) => !b.can_amend_or_cancel)).toBe(true)
  })

  it('keeps canceled, rejected and ended tours out of Upcoming: canceled and rejected have their own list (issue 30)', async () => {
    // aliceIds[12] travels on day 20, aliceIds[11] on day 21: the two soonest.
    await t.database.execute(sql`update bookings set status = 3 where id = ${aliceIds[12]!}`)
    await t.database.execute(sql`update bookings set status = 2 where id = ${aliceIds[11]!}`)
    // aliceIds[10] (day 22) is still Confirmed, but its tour ended yesterday (the completion job
    // has not run yet): no upcoming trip, so it sits with the completed ones.
    const [dates] = await t.database.execute<{ start_date: string; end_date: string }>(
      sql`select start_date::text as start_date, end_date::text as end_date from bookings where id = ${aliceIds[10]!}`,
    )
    expect(dates?.start_date).toBe(day(22))
    await t.database.execute(
      sql`update bookings set start_date = ${day(-2)}, end_date = ${day(-1)} where id = ${aliceIds[10]!}`,
    )
    try {
      const upcoming = await page('?status=upcoming')
      expect(upcoming.total).toBe(7)
      expect(upcoming.data.map((b) => [b.start_date, b.status])).toEqual(
        Array.from({ length: 7 }, (_, i) => [day(23 + i), 1]),
      )
      const canceled = await page('?status=canceled')
      expect(canceled.total).toBe(2)
      expect(canceled.data.map((b) => [b.start_date, b.status])).toEqual([
        [day(21), 2],
        [day(20), 3],
      ])
      const completed = await page('?status=completed')
      expect(completed.data.map((b) => [b.start_date, b.status])).toEqual([
        [day(32), 4],
        [day(31), 4],
        [day(30), 5],
        [day(-2), 1],
      ])
      // The same booking is upcoming the day before: the day is Asia/Colombo's.
      const earlier = await customerBookingsPage(t.database.db, alice.id, {
        page: 1,
        filter: 'upcoming',
        today: day(-1),
      })
      expect(earlier.data.map((b) => b.id)).toContain(aliceIds[10])
      // Every paid booking is in exactly one list.
      const all = await page('')
      expect(upcoming.total + canceled.total + completed.total).toBe(all.total)
    } finally {
      await t.database.execute(
        sql`update bookings set status = 1 where id in (${aliceIds[12]!}, ${aliceIds[11]!})`,
      )
      await t.database.execute(
        sql`update bookings set start_date = ${dates!.start_date}, end_date = ${dates!.end_date} where id = ${aliceIds[10]!}`,
      )
    }
  })

  it('answers the contract Booking object in lists', async () => {
    const [booking] = (await page('?status=upcoming')).data as [BookingJson]
    expect(booking).toMatchObject({
      booking_ref: booking.booking_reference,
      status: 1,
      status_label: 'Confirmed',
      start_date: day(20),
      end_date: expect.any(String),
      deleted_at: null,
      booking_amount: 112.5,
      booking_amount_cents: 11250,
      payment_amount: 112.5,
      payment_amount_cents: 11250,
      payment_reference: expect.stringMatching(/^sbx_/),
      num_adults: 2,
      num_children: 1,
      num_infants: 0,
      location_id: tour.pickupLocationId,
      contact_email: 'nimali.contact@example.com',
      hotel_name: 'Galle Face Hotel',
      pickup_location: 'hotel',
      alert_client: 0,
      contactable: 1,
      can_amend_or_cancel: true,
      pickup: { location_name: expect.any(String) },
      activity_id: tour.id,
      activity: {
        id: tour.id,
        title: expect.any(String),
        full_seo_url: expect.any(String),
        supplier_name: expect.any(String),
        sale_type: 1,
        cover_image: { url: expect.stringMatching(/^\/media\/.+\.webp$/), srcset: expect.any(String) },
      },
      review: null,
    })
    expect(new Date(booking.created_at).toISOString()).toBe(booking.created_at)
    expect(booking).not.toHaveProperty('travellers')
    expect(booking).not.toHaveProperty('ammendments')
  })

  it('shows one booking with travellers and amendments, and clears its alert', async () => {
    const id = aliceIds[5]!
    await t.database.execute(sql`update bookings set alert_client = true where id = ${id}`)
    const listed = (await page('')).data.find((b) => b.id === id)
    expect(listed?.alert_client).toBe(1)
    const response = await get(`/api/account/my-bookings/show/${id}`, alice.token)
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const booking = response.json().data as BookingJson
    expect(booking).toMatchObject({ id, alert_client: 0, ammendments: [] })
    expect(booking.travellers).toEqual([
      {
        firstname: 'Nimali',
        lastname: 'Perera',
        email: 'nimali.contact@example.com',
        phone: '+94 77 123 4567',
        lead_traveller: 1,
      },
      { firstname: 'Guest1', lastname: 'Perera', email: null, phone: null, lead_traveller: 0 },
      { firstname: 'Guest2', lastname: 'Perera', email: null, phone: null, lead_traveller: 0 },
    ])
    const [row] = await t.database.execute<{ alert_client: boolean }>(
      sql`select alert_client from bookings where id = ${id}`,
    )
    expect(row?.alert_client).toBe(false)
  })

  it("tells the pick-up time: the booking's own, else the pick-up point's usual one (HH:mm)", async () => {
    const [own, usual] = [aliceIds[7]!, aliceIds[8]!]
    const showPickup = async (id: number) =>
      ((await get(`/api/account/my-bookings/show/${id}`, alice.token)).json().data as BookingJson).pickup
    expect((await showPickup(own)).pickup_time).toBeNull()
    await t.database.execute(
      sql`update activity_pickup_locations set pickup_time = '06:30' where activity_id = ${tour.id}`,
    )
    await t.database.execute(sql`update bookings set pickup_time = '07:45:00' where id = ${own}`)
    expect(await showPickup(own)).toEqual({ location_name: expect.any(String), pickup_time: '07:45' })
    expect((await showPickup(usual)).pickup_time).toBe('06:30')
  })

  it("shows the demo customer's history: reviews, the pending amendment, the unread reply", async () => {
    const token = await accessToken(t.app, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD)
    const all = await page('', token)
    // Seven bookings, and the Grand Tour from an accepted quote with its deposit paid (decision 079).
    expect(all.total).toBe(8)
    const reviewed = all.data.filter((b) => b.review)
    expect(reviewed.map((b) => b.review!.rating).sort()).toEqual([4, 5])
    expect(all.data.some((b) => b.alert_client === 1)).toBe(true)
    const amendedId = (
      await t.database.execute<{ booking_id: number }>(sql`select booking_id from amendments limit 1`)
    )[0]!.booking_id
    const shown = (await get(`/api/account/my-bookings/show/${amendedId}`, token)).json().data as BookingJson
    expect(shown.ammendments).toHaveLength(1)
    expect(shown.ammendments![0]).toMatchObject({
      status: 0,
      status_label: 'Pending',
      num_adults: 3,
      pay_link: null,
      paid: false,
      pickup_info: { location: { id: expect.any(Number), name: expect.any(String) } },
      formatted_pickup_date: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
    })
  })

  it('keeps unpaid checkouts and other customers’ bookings out of reach (404)', async () => {
    const mine = aliceIds[6]!
    for (const url of [
      `/api/account/my-bookings/show/${mine}`,
      `/api/account/my-bookings/${mine}/cancel-preview`,
      `/api/account/my-bookings/cancel/${mine}`,
      `/api/account/my-bookings/${mine}/comments`,
    ]) {
      const response = await get(url, bob.token)
      expect(response.statusCode, url).toBe(404)
      expect(response.json()).toEqual({ status: 'error', message: 'Booking not found' })
    }
    expect((await get(`/api/account/my-bookings/show/${unpaidId}`, alice.token)).statusCode).toBe(404)
    expect((await get('/api/account/my-bookings/show/99999999', alice.token)).statusCode).toBe(404)
    expect((await page('', bob.token)).total).toBe(0)
    const [row] = await t.database.execute<{ status: number }>(
      sql`select status from bookings where id = ${mine}`,
    )
    expect(row?.status).toBe(1)
  })

  it('wants a customer token: 401 without, 403 for supplier and admin tokens', async () => {
    const supplier = await supplierOf(t.app, t.database, tour.id)
    const admin = await accessToken(t.app, DEMO_ADMIN_EMAIL, DEMO_PASSWORD)
    const id = aliceIds[6]!
    const urls = [
      '/api/account/my-bookings',
      `/api/account/my-bookings/show/${id}`,
      `/api/account/my-bookings/${id}/cancel-preview`,
      `/api/account/my-bookings/cancel/${id}`,
      `/api/account/my-bookings/${id}/comments`,
    ]
    for (const url of urls) {
      expect((await get(url)).statusCode, url).toBe(401)
      expect((await get(url, supplier.token)).statusCode, url).toBe(403)
      expect((await get(url, admin)).statusCode, url).toBe(403)
    }
  })

  it("shows the voucher's number on the day on the booking page, whichever number the supplier gave (issue 30)", async () => {
    const id = aliceIds[5]!
    const show = async () => (await get(`/api/account/my-bookings/show/${id}`, alice.token)).json().data
    const reference = (await show()).booking_reference
    const phones = async () => ({
      booking: (await show()).activity.contact_number,
      voucher: (await get(`/api/voucher/${reference}`, alice.token)).json().data.supplier.phone,
    })
    const [before] = await t.database.execute<{ contact_number: string | null; phone_number: string | null }>(
      sql`select a.contact_number, u.phone_number from activities a, bookings b join users u on u.id = b.supplier_user_id
           where a.id = ${tour.id} and b.id = ${id}`,
    )
    const supplierOfBooking = sql`(select supplier_user_id from bookings where id = ${id})`
    try {
      await t.database.execute(
        sql`update activities set contact_number = '+94 11 222 3333' where id = ${tour.id}`,
      )
      expect(await phones()).toEqual({ booking: '+94 11 222 3333', voucher: '+94 11 222 3333' })
      // No number on the tour: both read the supplier's own.
      await t.database.execute(sql`update activities set contact_number = ' ' where id = ${tour.id}`)
      await t.database.execute(
        sql`update supplier_profiles set contact_mobile_phone = null, work_fixed_phone = '' where user_id = ${supplierOfBooking}`,
      )
      await t.database.execute(
        sql`update users set phone_number = '+94 77 555 0101' where id = ${supplierOfBooking}`,
      )
      expect(await phones()).toEqual({ booking: '+94 77 555 0101', voucher: '+94 77 555 0101' })
    } finally {
      await t.database.execute(
        sql`update activities set contact_number = ${before!.contact_number} where id = ${tour.id}`,
      )
      await t.database.execute(
        sql`update users set phone_number = ${before!.phone_number} where id = ${supplierOfBooking}`,
      )
    }
  })

  it('refuses a bad page or filter with 400', async () => {
    expect((await get('/api/account/my-bookings?page=0', alice.token)).statusCode).toBe(400)
    expect((await get('/api/account/my-bookings?status=past', alice.token)).statusCode).toBe(400)
    expect((await get('/api/account/my-bookings/show/abc', alice.token)).statusCode).toBe(400)
  })

  it('gives each booking of a page its own tour and cover', async () => {
    const other = await prepareTestTour(t.database, 2)
    const id = await bookTour(t.app, t.database, alice.token, { tour: other, day: day(19) })
    const [first, second] = (await page('?status=upcoming')).data as [BookingJson, BookingJson]
    expect(first).toMatchObject({ id, activity: { id: other.id } })
    expect(second.activity.id).toBe(tour.id)
    expect(first.activity.cover_image?.url).not.toBe(second.activity.cover_image?.url)
  })
})
