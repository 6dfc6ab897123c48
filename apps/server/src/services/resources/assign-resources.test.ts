import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { openDatabase, queryRows, type Database, type Tx } from '@serendib/db/client'
import { users } from '@serendib/db/schema/users'
import { testDatabases } from '@serendib/db/testing'
import { BookingStatus } from '@serendib/domain/booking-status'
import { ResourceMessages } from '@serendib/domain/resources'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { UserType } from '@serendib/domain/user-types'
import { buildTestApp, type TestApp } from '../../test-app.ts'
import { activeTour, insertBooking } from '../../testing/reviews.ts'
import { assignedGuides } from '../booking/assigned-guide.ts'
import { applyAmendedTerms } from '../booking-core/booking-details.ts'
import { transitionBooking } from '../booking-core/transition-booking.ts'
import { dayManifest } from '../supplier/manifest/day-manifest.ts'
import { assignResources, setAssignment } from './assign-resources.ts'
import { addDayOff, createResource } from './supplier-resources.ts'

const day = addDays(todayInColombo(), 10)

async function freshSupplier(database: Database): Promise<number> {
  const [row] = await database.db
    .insert(users)
    .values({
      userType: UserType.supplier,
      email: `resources-${randomBytes(4).toString('hex')}@example.com`,
      approvalStatus: 1,
    })
    .returning({ id: users.id })
  return row!.id
}

async function vehicle(database: Database, supplierId: number, seats: number, name = `Car ${seats}`) {
  return database.transaction((tx) =>
    createResource(tx, supplierId, { kind: 'vehicle', name, seats, plate: `WP ${seats}` }),
  )
}

async function guide(database: Database, supplierId: number, name = 'Kamal') {
  return database.transaction((tx) =>
    createResource(tx, supplierId, {
      kind: 'guide',
      name,
      phone: '+94 77 000 0000',
      languages: ['English'],
      licence_number: 'SLTDA-1',
    }),
  )
}

/** A confirmed booking of `pax` adults on `day`, written straight to the table (a fixture). */
async function booking(t: TestApp, supplierId: number, pax: number, tour = 0) {
  const activity = await activeTour(t.database, tour)
  const b = await insertBooking(t.database, {
    userId: (await t.database.db.select({ id: users.id }).from(users).limit(1))[0]!.id,
    activityId: activity.id,
    supplierUserId: supplierId,
    status: BookingStatus.confirmed,
    startOffset: 10,
  })
  await t.database.execute(sql`update bookings set num_adults = ${pax} where id = ${b.id}`)
  return b.id
}

/** A private group that booked `vans` vans of eight (decision 073's stored vehicles). */
async function privateGroup(t: TestApp, supplierId: number, pax: number, vans: number) {
  const id = await booking(t, supplierId, pax)
  const vehicles = [{ tierId: 1, name: 'Van', seats: 8, count: vans, priceCents: 14000 }]
  await t.database.execute(
    sql`update bookings set vehicle_count = ${vans}, vehicles = ${JSON.stringify(vehicles)}::jsonb where id = ${id}`,
  )
  return id
}

const countRows = async (database: Database, query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(database.db, query))[0]!.n

describe.each(testDatabases())('vehicles and driver-guides for bookings on %s', (kind) => {
  let t: TestApp
  // Building the app (migrations) takes long on a busy machine.
  beforeAll(async () => {
    t = await buildTestApp(kind)
  }, 300_000)
  afterAll(() => t.close())

  it('gives a booking the smallest free vehicle that seats it, and a free guide', async () => {
    const s = await freshSupplier(t.database)
    const coach = await vehicle(t.database, s, 20, 'Coach')
    const van = await vehicle(t.database, s, 8, 'Van')
    await vehicle(t.database, s, 3, 'Car')
    const kamal = await guide(t.database, s)
    const six = await booking(t, s, 6)
    const got = await t.database.transaction((tx) => assignResources(tx, six, { private: true }))
    expect(got).toMatchObject({ vehicle_id: van.id, guide_id: kamal.id })
    // A second private party of 6 the same day: the van is taken, the coach is next; no guide left.
    const other = await booking(t, s, 6)
    const next = await t.database.transaction((tx) => assignResources(tx, other, { private: true }))
    expect(next).toMatchObject({ vehicle_id: coach.id, guide_id: null })
  })

  it('puts bookings of the same tour and start in the same vehicle while seats last', async () => {
    const s = await freshSupplier(t.database)
    const van = await vehicle(t.database, s, 8, 'Van')
    const car = await vehicle(t.database, s, 3, 'Car')
    const a = await booking(t, s, 2)
    const b = await booking(t, s, 2)
    const c = await booking(t, s, 5)
    const d = await booking(t, s, 2)
    for (const id of [a, b, c, d]) await t.database.transaction((tx) => assignResources(tx, id))
    const seat = async (id: number) =>
      (
        await queryRows<{ r: number }>(
          t.database.db,
          sql`select resource_id as r from booking_resources where booking_id = ${id} and kind = 'vehicle'`,
        )
      )[0]?.r ?? null
    // 2 take the car; 2 more do not fit its last seat and take the van; 5 join them in the van
    // (7 of 8); 2 more fit nowhere: the trip's vehicles are full and no other is free.
    expect(await seat(a)).toBe(car.id)
    expect(await seat(b)).toBe(van.id)
    expect(await seat(c)).toBe(van.id)
    expect(await seat(d)).toBeNull()
  })

  it('never assigns a resource on its day off, and refuses a day off on a working day', async () => {
    const s = await freshSupplier(t.database)
    const van = await vehicle(t.database, s, 8)
    await t.database.transaction((tx) => addDayOff(tx, s, van.id, day))
    const id = await booking(t, s, 2)
    expect((await t.database.transaction((tx) => assignResources(tx, id))).vehicle_id).toBeNull()
    await expect(
      t.database.transaction((tx) => setAssignment(tx, s, id, { vehicle_id: van.id })),
    ).rejects.toThrow(/busy/)
    // The database itself: an assignment naming the day off has no busy day to point at.
    await expect(
      t.database.execute(
        sql`insert into booking_resources (booking_id, kind, resource_id, day, trip)
            values (${id}, 'vehicle', ${van.id}, ${day}::date, 'off')`,
      ),
    ).rejects.toThrow()
    await expect(
      t.database.execute(
        sql`insert into booking_resources (booking_id, kind, resource_id, day, trip)
            values (${id}, 'vehicle', ${van.id}, ${day}::date, 'b${sql.raw(String(id))}')`,
      ),
    ).rejects.toThrow()
    // A second trip on a busy day: the primary key of resource_days refuses it.
    const car = await vehicle(t.database, s, 3)
    await t.database.transaction((tx) => assignResources(tx, id))
    await expect(
      t.database.execute(
        sql`insert into resource_days (resource_id, day, trip) values (${car.id}, ${day}::date, 'x')`,
      ),
    ).rejects.toThrow()
    // Refused, naming the booking it rides.
    await expect(t.database.transaction((tx) => addDayOff(tx, s, car.id, day))).rejects.toThrow(
      /is assigned to booking TR[0-9A-F]+ that day/,
    )
  })

  it('frees the vehicle when the booking is canceled, for the next booking', async () => {
    const s = await freshSupplier(t.database)
    const van = await vehicle(t.database, s, 8)
    const first = await booking(t, s, 2)
    const second = await booking(t, s, 2)
    await t.database.transaction((tx) => assignResources(tx, first, { private: true }))
    expect(
      (await t.database.transaction((tx) => assignResources(tx, second, { private: true }))).vehicle_id,
    ).toBeNull()
    await t.database.transaction((tx) =>
      transitionBooking(tx, {
        bookingId: first,
        action: 'cancel',
        actor: { role: 'customer', userId: null, label: 'c' },
      }),
    )
    expect(
      await countRows(
        t.database,
        sql`select count(*)::int as n from booking_resources where booking_id = ${first}`,
      ),
    ).toBe(0)
    expect(
      (await t.database.transaction((tx) => assignResources(tx, second, { private: true }))).vehicle_id,
    ).toBe(van.id)
  })

  it('moves the assignment with an accepted amendment to another day', async () => {
    const s = await freshSupplier(t.database)
    const van = await vehicle(t.database, s, 8)
    const id = await booking(t, s, 2)
    await t.database.transaction((tx) => assignResources(tx, id))
    const later = addDays(day, 2)
    await t.database.transaction((tx) =>
      applyAmendedTerms(tx, id, {
        startDate: later,
        endDate: later,
        locationId: null,
        startTimeId: null,
        numAdults: 2,
        numChildren: 0,
        numInfants: 0,
        amendAmountCents: 9000,
        refundedCents: 0,
      }),
    )
    const days = await queryRows<{ day: string }>(
      t.database.db,
      sql`select day::text as day from resource_days where resource_id = ${van.id}`,
    )
    expect(days.map((d) => d.day)).toEqual([later])
  })

  it("names the assigned driver-guide for the traveller's day-before reminder", async () => {
    const s = await freshSupplier(t.database)
    const kamal = await guide(t.database, s, 'Kamal Perera')
    const id = await booking(t, s, 2)
    expect((await assignedGuides(t.database.db, [id])).get(id)).toBeUndefined()
    await t.database.transaction((tx) => assignResources(tx, id))
    expect((await assignedGuides(t.database.db, [id])).get(id)).toEqual({
      name: kamal.name,
      phone: kamal.phone,
    })
  })

  it('a booking of a private option has a vehicle to itself, even when the booking core assigns it', async () => {
    const s = await freshSupplier(t.database)
    const van = await vehicle(t.database, s, 8, 'Van')
    const car = await vehicle(t.database, s, 5, 'Car')
    // Two parties of 2 on the same tour and start, each having booked one private vehicle: shared,
    // both would fit the car.
    const first = await booking(t, s, 2)
    const second = await booking(t, s, 2)
    await t.database.execute(sql`update bookings set vehicle_count = 1 where id in (${first}, ${second})`)
    const one = await t.database.transaction((tx) => assignResources(tx, first))
    const two = await t.database.transaction((tx) => assignResources(tx, second))
    expect(one.vehicle_id).toBe(car.id)
    expect(two.vehicle_id).toBe(van.id)
  })

  it('assigns on confirmation through the booking core', async () => {
    const s = await freshSupplier(t.database)
    const van = await vehicle(t.database, s, 8)
    const id = await booking(t, s, 2)
    await t.database.execute(sql`update bookings set status = ${BookingStatus.pending} where id = ${id}`)
    await t.database.transaction((tx) =>
      transitionBooking(tx, {
        bookingId: id,
        action: 'confirm',
        actor: { role: 'supplier', userId: s, label: 's' },
      }),
    )
    expect(
      await countRows(
        t.database,
        sql`select count(*)::int as n from booking_resources where booking_id = ${id} and resource_id = ${van.id}`,
      ),
    ).toBe(1)
  })

  it('two connections taking the same last vehicle at once: exactly one gets it', async () => {
    const s = await freshSupplier(t.database)
    const van = await vehicle(t.database, s, 8)
    const a = await booking(t, s, 2)
    const b = await booking(t, s, 2)
    const results = await race(t.database, kind, [a, b], (tx, id) =>
      assignResources(tx, id, { private: true }),
    )
    const winners = results.filter((r) => r.vehicle_id === van.id)
    expect(winners).toHaveLength(1)
    expect(results.filter((r) => r.vehicle_id === null)).toHaveLength(1)
    expect(
      await countRows(
        t.database,
        sql`select count(*)::int as n from resource_days where resource_id = ${van.id}`,
      ),
    ).toBe(1)
  })

  it('gives a group of twelve two vans, each with its driver-guide, and shows both on the manifest and trip sheets', async () => {
    const s = await freshSupplier(t.database)
    const vanA = await vehicle(t.database, s, 8, 'Van A')
    const vanB = await vehicle(t.database, s, 8, 'Van B')
    const car = await vehicle(t.database, s, 3, 'Car')
    const kamal = await guide(t.database, s, 'Kamal')
    const nimal = await guide(t.database, s, 'Nimal')
    const twelve = await privateGroup(t, s, 12, 2)
    const got = await t.database.transaction((tx) => assignResources(tx, twelve))
    expect(got.crews).toHaveLength(2)
    expect(got.crews.map((c) => c.seats_needed)).toEqual([8, 4])
    expect(new Set(got.crews.map((c) => c.vehicle_id))).toEqual(new Set([vanA.id, vanB.id]))
    expect(new Set(got.crews.map((c) => c.guide_id))).toEqual(new Set([kamal.id, nimal.id]))
    // The manifest lists both vans with their driver-guides; each guide's trip sheet has the trip.
    const manifest = await dayManifest(t.database.db, s, day)
    const row = manifest.tours[0]!.points[0]!.bookings[0]!
    expect(row.crews).toHaveLength(2)
    expect(row.crews.map((c) => c.vehicle)).toEqual(
      got.crews.map((c) => (c.vehicle_id === vanA.id ? 'Van A · WP 8' : 'Van B · WP 8')),
    )
    expect(row.crews.map((c) => c.guide)).toEqual(
      got.crews.map((c) => (c.guide_id === kamal.id ? 'Kamal' : 'Nimal')),
    )
    const second = got.crews[1]!.guide_id!
    const sheet = await dayManifest(t.database.db, s, day, { onlyResource: second })
    expect(sheet.tours.flatMap((tour) => tour.points.flatMap((p) => p.bookings.map((b) => b.id)))).toEqual([
      twelve,
    ])
    // The supplier changes one van: never a van already on the booking, never one too small for
    // its share of the group (4 in the second van), and refused with the reason.
    await expect(
      t.database.transaction((tx) =>
        setAssignment(tx, s, twelve, { slot: 2, vehicle_id: got.crews[0]!.vehicle_id }),
      ),
    ).rejects.toThrow(ResourceMessages.twice)
    await expect(
      t.database.transaction((tx) => setAssignment(tx, s, twelve, { slot: 2, vehicle_id: car.id })),
    ).rejects.toThrow(ResourceMessages.tooSmall)
    await expect(
      t.database.transaction((tx) => setAssignment(tx, s, twelve, { slot: 3, vehicle_id: car.id })),
    ).rejects.toThrow(ResourceMessages.noSuchSlot)
    const bigger = await vehicle(t.database, s, 10, 'Van C')
    const changed = await t.database.transaction((tx) =>
      setAssignment(tx, s, twelve, { slot: 2, vehicle_id: bigger.id }),
    )
    expect(changed.crews[1]!.vehicle_id).toBe(bigger.id)
    expect(changed.crews[0]).toEqual(got.crews[0])
    // The van given back is free again; another booking's busy van is refused.
    const freed = got.crews[1]!.vehicle_id!
    expect(
      await countRows(
        t.database,
        sql`select count(*)::int as n from resource_days where resource_id = ${freed}`,
      ),
    ).toBe(0)
    const other = await privateGroup(t, s, 6, 1)
    await t.database.transaction((tx) => setAssignment(tx, s, other, { vehicle_id: freed }))
    await expect(
      t.database.transaction((tx) => setAssignment(tx, s, twelve, { slot: 2, vehicle_id: freed })),
    ).rejects.toThrow(ResourceMessages.busy)
    // The database too: one resource serves a booking once a day.
    await expect(
      t.database.execute(
        sql`insert into booking_resources (booking_id, kind, slot, resource_id, day, trip)
            values (${twelve}, 'vehicle', 3, ${bigger.id}, ${day}::date, 'b${sql.raw(String(twelve))}')`,
      ),
    ).rejects.toThrow()
  })

  it('two groups racing for the last two vans (two PostgreSQL connections; PGlite queues them): one gets both', async () => {
    const s = await freshSupplier(t.database)
    const vans = [await vehicle(t.database, s, 8, 'Van A'), await vehicle(t.database, s, 8, 'Van B')]
    await guide(t.database, s, 'Kamal')
    await guide(t.database, s, 'Nimal')
    const a = await privateGroup(t, s, 12, 2)
    const b = await privateGroup(t, s, 12, 2)
    const results = await race(t.database, kind, [a, b], (tx, id) => assignResources(tx, id))
    const vehiclesOf = (r: (typeof results)[number]) =>
      r.crews.map((c) => c.vehicle_id).filter((v) => v !== null)
    // The fleet lock orders them: the first takes both vans with their guides, the second none
    // (never one van each, which would leave both groups short).
    expect(results.map((r) => vehiclesOf(r).length).sort()).toEqual([0, 2])
    const winner = results.find((r) => vehiclesOf(r).length === 2)!
    expect(winner.crews.every((c) => c.guide_id !== null)).toBe(true)
    for (const van of vans)
      expect(
        await countRows(
          t.database,
          sql`select count(*)::int as n from resource_days where resource_id = ${van.id}`,
        ),
      ).toBe(1)
  })

  it('a second connection waits on the first and then finds the vehicle taken (PostgreSQL)', async () => {
    if (kind !== 'pg') return
    const s = await freshSupplier(t.database)
    const van = await vehicle(t.database, s, 8)
    const a = await booking(t, s, 2)
    const b = await booking(t, s, 2)
    const other = await openDatabase({ databaseUrl: await currentUrl(t.database), poolSize: 2 })
    try {
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      let taken!: () => void
      const firstTook = new Promise<void>((resolve) => (taken = resolve))
      const first = t.database.transaction(async (tx) => {
        const got = await assignResources(tx, a, { private: true })
        taken()
        await held
        return got
      })
      await firstTook
      const second = other.transaction((tx) => assignResources(tx, b, { private: true }))
      // The second one is blocked on the first's uncommitted claim of the day.
      let waiting = 0
      for (let i = 0; i < 100 && waiting === 0; i++) {
        await new Promise((r) => setTimeout(r, 50))
        waiting = await countRows(
          t.database,
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        )
      }
      expect(waiting).toBe(1)
      release()
      expect((await first).vehicle_id).toBe(van.id)
      expect((await second).vehicle_id).toBeNull()
    } finally {
      await other.close()
    }
  })
})

/**
 * `work` for each id at once, each in its own transaction: on PostgreSQL on two connections of two
 * pools (two processes), both transactions open before either asks — a real race; PGlite has one
 * connection, so there the two are queued and the rule is the same.
 */
async function race<T>(
  database: Database,
  kind: string,
  ids: [number, number],
  work: (tx: Tx, id: number) => Promise<T>,
): Promise<T[]> {
  const other =
    kind === 'pg' ? await openDatabase({ databaseUrl: await currentUrl(database), poolSize: 2 }) : database
  try {
    let arrived = 0
    let go!: () => void
    const gate = new Promise<void>((resolve) => (go = resolve))
    const take = (db: Database, id: number) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1`)
        if (kind === 'pg') {
          if (++arrived === 2) go()
          await gate
        }
        return work(tx, id)
      })
    return await Promise.all([take(database, ids[0]), take(other, ids[1])])
  } finally {
    if (other !== database) await other.close()
  }
}

async function currentUrl(database: Database): Promise<string> {
  const [row] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`)
  const url = new URL(process.env.TEST_DATABASE_URL!)
  url.pathname = `/${row!.name}`
  return url.toString()
}
