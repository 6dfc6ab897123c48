/**
 * A private option's vehicles come from the supplier's listed fleet (decisions 073 and 074): the
 * cost call, checkout and OCTO count the vehicles free that day (no day off, no other trip, not
 * promised to another live booking) and a free driver-guide for each; the typed vehicles per day
 * stays an upper limit; OCTO availability reports the seats of the free vehicles; an amendment
 * recomputes a private booking's vehicles and price and checks them again, and on a payment plan
 * with its balance open puts the change on the balance (decision 075).
 */
import { randomUUID } from 'node:crypto'
import { openDatabase, queryRows, type Database } from '@serendib/db/client'
import { users } from '@serendib/db/schema/users'
import { BookingStatus } from '@serendib/domain/booking-status'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { zAvailability } from '@octocloud/types'
import { activityOptions, activityOptionTiers } from '@serendib/db/schema/tour-options'
import { testDatabases } from '@serendib/db/testing'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { ResourceMessages } from '@serendib/domain/resources'
import { OptionMessages } from '@serendib/domain/tour-options'
import { prepareTestTour, type TestTour } from '../../../testing/booking-fixtures.ts'
import { bearer } from '../../../testing/accounts.ts'
import { checkoutItem, createTestCustomer, paySandboxLink, supplierOf } from '../../../testing/bookings.ts'
import { buildTestApp, type TestApp } from '../../../test-app.ts'
import { DEMO_OCTO_API_KEY } from '../../../services/octo/resellers.ts'
import { addDayOff, createResource } from '../../../services/resources/supplier-resources.ts'
import { assignResources, releaseResources } from '../../../services/resources/assign-resources.ts'
import { quoteBooking } from '../../../services/booking/quote.ts'
import { takeVehicles, VehiclesTakenError } from '../../../services/booking-core/vehicles.ts'
import { insertBooking } from '../../../testing/reviews.ts'

const day = (n: number) => addDays(todayInColombo(), n)
const octoAuth = { authorization: `Bearer ${DEMO_OCTO_API_KEY}` }

describe.each(testDatabases())('private options counted from the listed fleet on %s', (kind) => {
  let t: TestApp
  let tour: TestTour
  let priv: number
  let supplierId: number
  let supplier: { authorization: string }
  let customer: { authorization: string }
  let van: number
  let car: number
  let guides: number[]

  beforeAll(async () => {
    t = await buildTestApp(kind)
    tour = await prepareTestTour(t.database, 2)
    const db = t.database.db
    const [row] = await t.database.execute<{ s: number }>(
      sql`select supplier_user_id as s from activities where id = ${tour.id}`,
    )
    supplierId = row!.s
    // A day tour (8 hours), so each test's day is its own.
    await db.execute(sql`update activities set duration_value = 8, duration_unit = 2 where id = ${tour.id}`)
    // This supplier's fleet is exactly: a van (8), a car (3) and two driver-guides.
    await db.execute(
      sql`update supplier_resources set archived_at = now() where supplier_user_id = ${supplierId}`,
    )
    const make = (body: Parameters<typeof createResource>[2]) =>
      t.database.transaction((tx) => createResource(tx, supplierId, body))
    van = (await make({ kind: 'vehicle', name: 'Van', seats: 8, plate: 'WP VAN-1' })).id
    car = (await make({ kind: 'vehicle', name: 'Car', seats: 3, plate: 'WP CAR-1' })).id
    guides = []
    for (const name of ['Kamal', 'Nimal'])
      guides.push(
        (
          await make({
            kind: 'guide',
            name,
            phone: '+94 77 000 0000',
            languages: ['English'],
            licence_number: `SLTDA-${name}`,
          })
        ).id,
      )
    await db.execute(sql`delete from activity_options where activity_id = ${tour.id}`)
    const [p] = await db
      .insert(activityOptions)
      .values({ activityId: tour.id, name: 'Private', kind: 2, maxVehiclesPerBooking: 2 })
      .returning({ id: activityOptions.id })
    priv = p!.id
    await db.insert(activityOptionTiers).values([
      { optionId: priv, name: 'Car', seats: 3, priceCents: 9000, sortOrder: 0 },
      { optionId: priv, name: 'Van', seats: 8, priceCents: 14000, sortOrder: 1 },
    ])
    customer = bearer((await createTestCustomer(t.app, t.database)).token)
    supplier = bearer((await supplierOf(t.app, t.database, tour.id)).token)
  }, 300_000)
  afterAll(() => t.close())

  const cost = (on: string, na: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/activity/cost',
      payload: { aid: tour.id, pud: on, pul: tour.pickupLocationId, na, option_id: priv },
    })
  const checkout = (on: string, adults: number, option = priv, on_ = tour) =>
    t.app.inject({
      method: 'POST',
      url: '/api/booking/checkout',
      headers: customer,
      payload: {
        booking: [{ ...checkoutItem({ tour: on_, day: on, adults, children: 0 }), option_id: option }],
        url: 'http://shop.test',
      },
    })
  const bookingsOn = async (on: string) =>
    (
      await t.database.execute<{ n: number }>(
        sql`select count(*)::int as n from bookings where activity_id = ${tour.id} and start_date = ${on}::date`,
      )
    )[0]!.n
  const availability = async (on: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/octo/availability',
      headers: octoAuth,
      payload: { productId: String(tour.id), optionId: String(priv), localDate: on },
    })
    expect(response.statusCode, response.body).toBe(200)
    const [first] = response.json()
    expect(zAvailability.safeParse(first).error ?? null).toBeNull()
    return first as { status: string; vacancies: number | null; capacity: number | null; available: boolean }
  }

  it('sells each listed vehicle once a day: the van, then the car, then nothing; nothing held when refused', async () => {
    const on = day(20)
    expect((await cost(on, 6)).statusCode).toBe(200)
    expect((await checkout(on, 6)).statusCode).toBe(200)
    // The van is promised (the order is not even paid): six no longer fit the car.
    const six = await cost(on, 6)
    expect(six.statusCode).toBe(422)
    expect(six.json().message).toBe(OptionMessages.noVehiclesLeft(on))
    expect((await checkout(on, 2)).statusCode).toBe(200)
    const before = await bookingsOn(on)
    const refused = await checkout(on, 2)
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toBe(OptionMessages.noVehiclesLeft(on))
    expect(await bookingsOn(on)).toBe(before)
    // Eleven need the van and the car: only the car's day is gone on another date.
    const other = day(21)
    await t.database.transaction((tx) => addDayOff(tx, supplierId, car, other))
    const eleven = await cost(other, 11)
    expect(eleven.statusCode).toBe(422)
    expect(eleven.json().message).toBe(OptionMessages.fewVehiclesLeft(1))
    // A car-sized group may ride in the van.
    expect((await cost(other, 2)).statusCode).toBe(200)
  })

  it('needs a free driver-guide for each vehicle, and keeps the typed vehicles per day as an upper limit', async () => {
    const on = day(22)
    await t.database.transaction((tx) => addDayOff(tx, supplierId, guides[0]!, on))
    expect((await cost(on, 11)).json().message).toBe(OptionMessages.fewVehiclesLeft(1))
    await t.database.transaction((tx) => addDayOff(tx, supplierId, guides[1]!, on))
    expect((await cost(on, 2)).json().message).toBe(OptionMessages.noVehiclesLeft(on))
    const limited = day(23)
    await t.database.execute(sql`update activity_options set vehicles_per_day = 1 where id = ${priv}`)
    try {
      expect((await checkout(limited, 2)).statusCode).toBe(200)
      expect((await cost(limited, 6)).json().message).toBe(OptionMessages.noVehiclesLeft(limited))
    } finally {
      await t.database.execute(sql`update activity_options set vehicles_per_day = null where id = ${priv}`)
    }
    // Without the limit the van is still free that day.
    expect((await cost(limited, 6)).statusCode).toBe(200)
  })

  it("two tours' private options share the supplier's fleet: the last car is sold once", async () => {
    const on = day(24)
    await t.database.transaction((tx) => addDayOff(tx, supplierId, van, on))
    // A private option of another tour of the same supplier: no option row and no tour day in
    // common with the first, only the supplier's fleet.
    const [another] = await t.database.execute<{ id: number; location_id: number }>(
      sql`select a.id, min(pl.location_id)::int as location_id
            from activities a join activity_pickup_locations pl on pl.activity_id = a.id
           where a.supplier_user_id = ${supplierId} and a.id <> ${tour.id} and a.status = 1
           group by a.id order by a.id limit 1`,
    )
    await t.database.execute(
      sql`update activities set duration_value = 8, duration_unit = 2, booking_cutoff_days = 1, daily_capacity = null,
                 sale_type = 1, payment_plan = 'full', include_children = true
           where id = ${another!.id}`,
    )
    await t.database.execute(sql`delete from activity_options where activity_id = ${another!.id}`)
    const [o] = await t.database.db
      .insert(activityOptions)
      .values({ activityId: another!.id, name: 'Private too', kind: 2 })
      .returning({ id: activityOptions.id })
    await t.database.db
      .insert(activityOptionTiers)
      .values({ optionId: o!.id, name: 'Car', seats: 3, priceCents: 9000 })
    const otherTour = { id: another!.id, pickupLocationId: another!.location_id, otherLocationId: 0 }
    const answers = await Promise.all([checkout(on, 2), checkout(on, 2, o!.id, otherTour)])
    // Sent together; the loser is refused by the quote (422) or, having quoted before the winner
    // committed, by the booking core under the fleet lock (409). The race itself is the next test.
    expect(answers.filter((a) => [409, 422].includes(a.statusCode))).toHaveLength(1)
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1)
    expect(
      (
        await t.database.execute<{ n: number }>(
          sql`select count(*)::int as n from bookings where activity_id in (${tour.id}, ${otherTour.id})
                and start_date = ${on}::date`,
        )
      )[0]!.n,
    ).toBe(1)
  })

  it('two booking cores taking the last car for two options at once (two PostgreSQL connections; PGlite queues them): one wins', async () => {
    const on = day(26)
    await t.database.transaction((tx) => addDayOff(tx, supplierId, van, on))
    const [second] = await t.database.db
      .insert(activityOptions)
      .values({ activityId: tour.id, name: 'Private, second', kind: 2, sortOrder: 9 })
      .returning({ id: activityOptions.id })
    const quote = await quoteBooking(t.database.db, {
      aid: tour.id,
      pud: on,
      pul: tour.pickupLocationId,
      na: 2,
      option_id: priv,
    })
    // Two bookings written as a checkout would, first not live; each transaction makes its own
    // live once the vehicles check let it through.
    const ids: number[] = []
    for (let i = 0; i < 2; i++) {
      const b = await insertBooking(t.database, {
        userId: (await t.database.db.select({ id: users.id }).from(users).limit(1))[0]!.id,
        activityId: tour.id,
        supplierUserId: supplierId,
        status: BookingStatus.canceled,
        startOffset: 26,
      })
      await t.database.execute(
        sql`update bookings set vehicle_count = 1, option_id = ${priv},
                   vehicles = ${JSON.stringify(quote.vehicles)}::jsonb where id = ${b.id}`,
      )
      ids.push(b.id)
    }
    // A second pool is a second process; PGlite has one connection and queues the two.
    const other =
      kind === 'pg'
        ? await openDatabase({ databaseUrl: await currentUrl(t.database), poolSize: 2 })
        : t.database
    try {
      let arrived = 0
      let go!: () => void
      const gate = new Promise<void>((resolve) => (go = resolve))
      const take = (database: Database, id: number) =>
        database
          .transaction(async (tx) => {
            await tx.execute(sql`select 1`)
            if (kind === 'pg') {
              if (++arrived === 2) go()
              await gate
            }
            // Different option rows: only the supplier's fleet lock orders these two.
            await takeVehicles(tx, { ...quote, optionId: id === ids[0] ? priv : second!.id }, null)
            await tx.execute(sql`update bookings set status = ${BookingStatus.pending} where id = ${id}`)
            return 'sold'
          })
          .catch((error: unknown) =>
            error instanceof VehiclesTakenError ? 'refused' : Promise.reject(error),
          )
      const results = await Promise.all([take(t.database, ids[0]!), take(other, ids[1]!)])
      expect(results.sort()).toEqual(['refused', 'sold'])
    } finally {
      if (other !== t.database) await other.close()
    }
  })

  it('refuses a day off that takes a vehicle or driver-guide a live private booking counts on, naming the booking', async () => {
    const on = day(50)
    expect((await checkout(on, 6)).statusCode).toBe(200)
    const [booking] = await t.database.execute<{ id: number; ref: string }>(
      sql`select id, booking_reference as ref from bookings
           where activity_id = ${tour.id} and start_date = ${on}::date and vehicle_count > 0`,
    )
    const dayOff = (id: number) =>
      t.app.inject({ method: 'PUT', url: `/api/supplier/resources/${id}/days-off/${on}`, headers: supplier })
    const daysOff = async (id: number) =>
      (
        await t.database.execute<{ n: number }>(
          sql`select count(*)::int as n from resource_days where resource_id = ${id} and day = ${on}::date and trip = 'off'`,
        )
      )[0]!.n
    // Not assigned yet (pending): the van is the only vehicle that seats six, and one of the two
    // driver-guides must stay free for it.
    const van6 = await dayOff(van)
    expect(van6.statusCode).toBe(422)
    expect(van6.json().message).toBe(ResourceMessages.dayOffShort(booking!.ref))
    expect(await daysOff(van)).toBe(0)
    expect((await dayOff(car)).statusCode).toBe(200)
    expect((await dayOff(guides[0]!)).statusCode).toBe(200)
    const lastGuide = await dayOff(guides[1]!)
    expect(lastGuide.statusCode).toBe(422)
    expect(lastGuide.json().message).toBe(ResourceMessages.dayOffShort(booking!.ref))
    expect(await daysOff(guides[1]!)).toBe(0)
    // Once assigned, the van and the guide ride the booking that day: refused, naming it.
    await t.database.transaction((tx) => assignResources(tx, booking!.id))
    const assigned = await dayOff(van)
    expect(assigned.statusCode).toBe(422)
    expect(assigned.json().message).toBe(ResourceMessages.dayOffAssigned(booking!.ref))
    const guide = await dayOff(guides[1]!)
    expect(guide.json().message).toBe(ResourceMessages.dayOffAssigned(booking!.ref))
    // Canceled, the booking counts on nothing: the van may have its day off.
    await t.database.transaction(async (tx) => {
      await releaseResources(tx, booking!.id)
      await tx.execute(sql`update bookings set status = ${BookingStatus.canceled} where id = ${booking!.id}`)
    })
    expect((await dayOff(van)).statusCode).toBe(200)
  })

  it('reports the free vehicles over OCTO as the travellers they seat, and refuses a reserve with no vehicle free', async () => {
    const on = day(25)
    const open = await availability(on)
    expect(open).toMatchObject({ status: 'AVAILABLE', available: true, vacancies: 11, capacity: 11 })
    expect((await checkout(on, 6)).statusCode).toBe(200)
    // The van went: the car's three seats are left, under half the fleet.
    expect(await availability(on)).toMatchObject({ status: 'LIMITED', vacancies: 3, capacity: 11 })
    expect((await checkout(on, 2)).statusCode).toBe(200)
    expect(await availability(on)).toMatchObject({ status: 'SOLD_OUT', available: false, vacancies: 0 })
    const before = await bookingsOn(on)
    const reserve = await t.app.inject({
      method: 'POST',
      url: '/octo/bookings',
      headers: octoAuth,
      payload: {
        uuid: randomUUID(),
        productId: String(tour.id),
        optionId: String(priv),
        availabilityId: `${on}T00:00:00+05:30`,
        unitItems: [{ unitId: 'adult' }],
      },
    })
    expect(reserve.statusCode).not.toBe(200)
    expect(await bookingsOn(on)).toBe(before)
  })

  const paidBooking = async (on: string, adults: number) => {
    const response = await checkout(on, adults)
    expect(response.statusCode, response.body).toBe(200)
    const { payment_link: link, order_reference: reference } = response.json().data
    expect((await paySandboxLink(t.app, link)).statusCode).toBe(303)
    const [row] = await t.database.execute<{ id: number }>(
      sql`select b.id from bookings b join orders o on o.id = b.order_id where o.reference = ${reference}`,
    )
    return row!.id
  }
  const amend = (booking: number, na: number, on: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/booking/ammend',
      headers: customer,
      payload: {
        booking,
        ammendData: { aid: tour.id, pud: on, pul: tour.pickupLocationId, na, nc: 0, ni: 0 },
      },
    })
  const accept = (id: number) =>
    t.app.inject({ method: 'POST', url: `/api/supplier/amendments/${id}/accept`, headers: supplier })
  const stored = async (id: number) =>
    (
      await t.database.execute<{
        vehicle_count: number
        vehicles: { name: string; count: number }[]
        booking_amount_cents: number
        payment_amount_cents: number
        balance_due_date: string | null
      }>(
        sql`select vehicle_count, vehicles, booking_amount_cents, payment_amount_cents,
                   balance_due_date::text as balance_due_date from bookings where id = ${id}`,
      )
    )[0]!

  it('amending a private booking to six recomputes its vehicles and price, and checks the van is still free', async () => {
    const on = day(30)
    const id = await paidBooking(on, 2)
    expect(await stored(id)).toMatchObject({ vehicle_count: 1, booking_amount_cents: 9000 })
    const asked = await amend(id, 6, on)
    expect(asked.statusCode, asked.body).toBe(200)
    expect(asked.json().data).toMatchObject({ ammend_amount_cents: 14000, balance_amount_cents: 5000 })
    // Meanwhile another party takes the van: accepting now is refused, nothing changed.
    expect((await checkout(on, 6)).statusCode).toBe(200)
    const refused = await accept(asked.json().data.id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(OptionMessages.noVehiclesLeft(on))
    expect(await stored(id)).toMatchObject({ vehicle_count: 1, booking_amount_cents: 9000 })

    const later = day(31)
    const second = await paidBooking(later, 2)
    const ask = await amend(second, 6, later)
    expect(ask.statusCode, ask.body).toBe(200)
    const accepted = await accept(ask.json().data.id)
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(await stored(second)).toMatchObject({
      vehicle_count: 1,
      vehicles: [expect.objectContaining({ name: 'Van', count: 1 })],
      booking_amount_cents: 14000,
    })
    // Twelve need two vans; the supplier has one (asked through the dialog's preview: the
    // accepted change's balance is still unpaid, so a new request would wait for it).
    const twelve = await t.app.inject({
      method: 'POST',
      url: '/api/booking/ammend/quote',
      headers: customer,
      payload: {
        booking: second,
        ammendData: { aid: tour.id, pud: later, pul: tour.pickupLocationId, na: 12 },
      },
    })
    expect(twelve.statusCode).toBe(422)
    expect(twelve.json().message).toBe(OptionMessages.fewVehiclesLeft(1))
  })

  it('on a deposit plan the change goes to the balance: nothing charged now, the due date moves with the trip', async () => {
    await t.database.execute(
      sql`update activities set payment_plan = 'deposit', deposit_percent = 20, balance_days_before = 14
           where id = ${tour.id}`,
    )
    try {
      const on = day(40)
      const id = await paidBooking(on, 2)
      expect(await stored(id)).toMatchObject({
        booking_amount_cents: 9000,
        payment_amount_cents: 1800,
        balance_due_date: day(26),
      })
      const moved = day(45)
      const preview = await t.app.inject({
        method: 'POST',
        url: '/api/booking/ammend/quote',
        headers: customer,
        payload: { booking: id, ammendData: { aid: tour.id, pud: moved, pul: tour.pickupLocationId, na: 6 } },
      })
      // The dialog is told where the difference went: onto the balance, due five days later too.
      expect(preview.json().data).toMatchObject({
        amount_cents: 14000,
        balance_amount_cents: 0,
        to_balance: { difference_cents: 5000, balance_cents: 12200, due_date: day(31) },
      })
      const asked = await amend(id, 6, moved)
      expect(asked.json().data).toMatchObject({ ammend_amount_cents: 14000, balance_amount_cents: 0 })
      const accepted = await accept(asked.json().data.id)
      expect(accepted.statusCode, accepted.body).toBe(200)
      expect(accepted.json().data.pay_link ?? null).toBeNull()
      expect(await stored(id)).toMatchObject({
        booking_amount_cents: 14000,
        payment_amount_cents: 1800,
        balance_due_date: day(31),
      })
    } finally {
      await t.database.execute(
        sql`update activities set payment_plan = 'full', deposit_percent = null, balance_days_before = null
             where id = ${tour.id}`,
      )
    }
  })
})

async function currentUrl(database: Database): Promise<string> {
  const [row] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`)
  const url = new URL(process.env.TEST_DATABASE_URL!)
  url.pathname = `/${row!.name}`
  return url.toString()
}
