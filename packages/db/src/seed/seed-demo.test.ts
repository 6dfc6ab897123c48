import os from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../client.ts'
import { verifyPassword } from '../passwords.ts'
import { users } from '../schema/users.ts'
import { openTestDatabase, pgliteOnly, postgresOnly, testDatabases } from '../testing.ts'
import { countGeneratedActivities, generateActivities } from './generate-activities.ts'
import { DEMO_ADMIN_EMAIL, DEMO_CUSTOMER_EMAIL } from './insert-demo-people.ts'
import { DEMO_PASSWORD, seedDemo } from './seed-demo.ts'
import { schedules } from './content/schedules.ts'

/** Shared with the server's tests: pictures are drawn once per machine, then reused. */
const mediaDir = path.join(os.tmpdir(), 'serendib-test-media')

const TABLES = [
  'users',
  'activities',
  'activity_images',
  'activity_prices',
  'bookings',
  'reviews',
  'location_pages',
  'sliders',
  'deals',
  'site_content',
]

async function counts(database: Database): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const table of TABLES) {
    const [row] = await database.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    )
    out[table] = row?.n ?? -1
  }
  return out
}

describe.each(testDatabases())('the demo seed on %s', (kind) => {
  let database: Database
  let first: { seeded: boolean }
  beforeAll(async () => {
    database = await openTestDatabase(kind)
    first = await seedDemo(database, { mediaDir })
  }, 120_000)
  afterAll(async () => database?.close())

  it('fills an empty database with at least 60 active tours of all four types', async () => {
    expect(first.seeded).toBe(true)
    const rows = await database.execute<{ tour_type: number; n: number }>(
      sql`select tour_type, count(*)::int as n from activities where status = 1 group by tour_type order by tour_type`,
    )
    expect(rows.map((r) => r.tour_type)).toEqual([1, 2, 3, 4])
    expect(rows.reduce((sum, r) => sum + r.n, 0)).toBeGreaterThanOrEqual(60)
  })

  it('gives every tour a price, a cover image, a category and a start place', async () => {
    const [row] = await database.execute<{ missing: number }>(sql`
      select count(*)::int as missing from activities a
      where not exists (select 1 from activity_prices p where p.activity_id = a.id)
         or not exists (select 1 from activity_images i where i.activity_id = a.id and cardinality(i.widths) > 0)
         or not exists (select 1 from activity_categories c where c.activity_id = a.id)
         or not exists (select 1 from activity_locations l where l.activity_id = a.id)`)
    expect(row?.missing).toBe(0)
  })

  it('keeps the rating aggregates equal to the reviews', async () => {
    const [row] = await database.execute<{ wrong: number; rated: number }>(sql`
      select count(*) filter (where a.rating_count <> coalesce(r.n, 0)
                                 or a.average_rating is distinct from r.average)::int as wrong,
             count(*) filter (where a.rating_count > 0)::int as rated
      from activities a
      left join (select activity_id, count(*)::int as n, round(avg(rating), 2) as average
                 from reviews group by activity_id) r on r.activity_id = a.id`)
    expect(row?.wrong).toBe(0)
    expect(row?.rated).toBeGreaterThan(5)
  })

  it('creates the demo accounts with the demo password', async () => {
    for (const email of [DEMO_ADMIN_EMAIL, DEMO_CUSTOMER_EMAIL, 'bookings@lankatrails.example']) {
      const [user] = await database.db.select().from(users).where(eq(users.email, email))
      expect(user, email).toBeDefined()
      expect(await verifyPassword(DEMO_PASSWORD, user!.passwordHash!)).toBe(true)
    }
  })

  it('gives the demo customer upcoming, completed, reviewed and unreviewed bookings', async () => {
    const rows = await database.execute<{ status: number; upcoming: boolean; reviewed: boolean }>(sql`
      select b.status, b.start_date > current_date as upcoming, r.id is not null as reviewed
      from bookings b join users u on u.id = b.user_id
      left join reviews r on r.booking_id = b.id
      where u.email = ${DEMO_CUSTOMER_EMAIL}`)
    expect(rows.some((r) => r.upcoming && r.status === 1)).toBe(true)
    expect(rows.some((r) => r.upcoming && r.status === 0)).toBe(true)
    expect(rows.some((r) => !r.upcoming && r.status === 4 && r.reviewed)).toBe(true)
    expect(rows.some((r) => !r.upcoming && r.status === 4 && !r.reviewed)).toBe(true)
    expect(rows.some((r) => r.status === 3)).toBe(true)
  })

  it('loads a tour with everything the detail page shows through the relations', async () => {
    const tour = await database.db.query.activities.findFirst({
      where: (a, { eq }) => eq(a.seoUrl, 'classic-sri-lanka-7-days'),
      with: {
        prices: true,
        images: { orderBy: (i, { asc }) => [asc(i.sortOrder)] },
        itinerary: { orderBy: (i, { asc }) => [asc(i.sortOrder)] },
        categories: { with: { category: true } },
        pickupLocations: { with: { location: true } },
        supplierProfile: true,
      },
    })
    expect(tour?.fullSeoUrl).toBe(`/round-tours/classic-sri-lanka-7-days/details/${tour?.id}`)
    expect(tour?.prices?.sellingPriceCents).toBeGreaterThan(0)
    expect(tour?.images.length).toBeGreaterThanOrEqual(2)
    expect(tour?.itinerary[0]?.dayNumber).toBe(1)
    expect(tour?.categories[0]?.category.name).toBeTruthy()
    expect(tour?.pickupLocations[0]?.location.isPickupPoint).toBe(true)
    expect(tour?.supplierProfile?.workName).toBeTruthy()
  })

  it('shows every booking feature: start times with pick-up minutes, seasonal rates, on-request tours', async () => {
    const [row] = await database.execute<{
      timed: number
      timed_points_without_minutes: number
      weekday_only: number
      seasonal: number
      wrong_from_price: number
      on_request: number
    }>(sql`
      select
        (select count(*) from (select activity_id from activity_start_times group by 1 having count(*) >= 2) t)::int as timed,
        (select count(*) from activity_pickup_locations pl join activities a on a.id = pl.activity_id
          where a.seo_url in (${sql.join(
            schedules.filter((t) => t.pickupMinutesBeforeStart).map((t) => sql`${t.activity}`),
            sql`, `,
          )})
            and (pl.minutes_before_start is null or pl.pickup_time is not null))::int as timed_points_without_minutes,
        (select count(*) from activity_start_times where cardinality(weekdays) < 7)::int as weekday_only,
        (select count(distinct activity_id) from activity_price_periods where ends_on >= current_date)::int as seasonal,
        (select count(*) from activity_prices p
          where exists (select 1 from activity_price_periods pp where pp.activity_id = p.activity_id)
            and p.selling_price_cents <> least(p.adult_price_cents,
                (select min(adult_price_cents) from activity_price_periods pp where pp.activity_id = p.activity_id)))::int
          as wrong_from_price,
        (select count(*) from activities where status = 1 and sale_type <> 1)::int as on_request`)
    expect(row).toMatchObject({ timed_points_without_minutes: 0, wrong_from_price: 0 })
    expect(row!.timed).toBeGreaterThanOrEqual(3)
    expect(row!.weekday_only).toBeGreaterThan(0)
    expect(row!.seasonal).toBeGreaterThanOrEqual(3)
    expect(row!.on_request).toBeGreaterThanOrEqual(5)
  })

  it('offers a deposit on two tours and reserve now, pay later on one (decision 075)', async () => {
    const plans = await database.execute<{
      payment_plan: string
      tour_type: number
      deposit_percent: number | null
      balance_days_before: number
    }>(
      sql`select payment_plan, tour_type, deposit_percent, balance_days_before from activities
           where status = 1 and payment_plan <> 'full' order by payment_plan, id`,
    )
    expect(plans).toEqual([
      { payment_plan: 'deposit', tour_type: 1, deposit_percent: 20, balance_days_before: 14 },
      { payment_plan: 'deposit', tour_type: 1, deposit_percent: 20, balance_days_before: 14 },
      { payment_plan: 'pay_later', tour_type: 2, deposit_percent: null, balance_days_before: 7 },
    ])
  })

  it('has an open quote request and a deposit-paid round tour made from an accepted quote (decision 079)', async () => {
    const rows = await database.execute<{
      state: string
      tour_type: number
      payment_plan: string | null
      paid: boolean | null
      balance_left: number | null
    }>(
      sql`select q.state, a.tour_type, b.payment_plan,
                 b.payment_amount_cents = b.upfront_cents and b.status = 1 as paid,
                 b.booking_amount_cents - b.payment_amount_cents as balance_left
            from quotes q join activities a on a.id = q.activity_id left join bookings b on b.id = q.booking_id
           order by q.state`,
    )
    expect(rows).toEqual([
      { state: 'accepted', tour_type: 1, payment_plan: 'deposit', paid: true, balance_left: 388_800 },
      { state: 'requested', tour_type: 1, payment_plan: null, paid: null, balance_left: null },
    ])
  })

  it('fills some days and starts with recent paid bookings that hold their seats', async () => {
    // Seats held on each day and start equal the active bookings on it, as checkout keeps them.
    const [held] = await database.execute<{ days_off: number; slots_off: number }>(sql`
      with active as (select * from bookings where status in (0, 1) and deleted_at is null)
      select (select count(*) from availability_days ad
               where ad.booked_pax <> (select coalesce(sum(num_adults + num_children + num_infants), 0) from active b
                                        where b.activity_id = ad.activity_id and b.start_date = ad.day))::int as days_off,
             (select count(*) from availability_slots sl
               where sl.booked_pax <> (select coalesce(sum(num_adults + num_children + num_infants), 0) from active b
                                        where b.start_time_id = sl.start_time_id and b.start_date = sl.day))::int as slots_off`)
    expect(held).toEqual({ days_off: 0, slots_off: 0 })
    const filled = await database.execute<{ kind: string; left: number; recent: boolean }>(sql`
      select 'start' as kind, st.capacity - sl.booked_pax as left,
             bool_and(b.created_at >= now() - interval '7 days') as recent
        from availability_slots sl join activity_start_times st on st.id = sl.start_time_id
        join bookings b on b.start_time_id = sl.start_time_id and b.start_date = sl.day
       group by st.capacity, sl.booked_pax, sl.activity_id, sl.day, sl.start_time_id
      union all
      select 'day', a.daily_capacity - ad.booked_pax, true
        from availability_days ad join activities a on a.id = ad.activity_id
       where not exists (select 1 from activity_start_times st where st.activity_id = a.id)
         and a.daily_capacity is not null`)
    for (const kind of ['start', 'day']) {
      const rows = filled.filter((r) => r.kind === kind)
      expect(
        rows.some((r) => r.left === 0),
        `a sold-out ${kind}`,
      ).toBe(true)
      expect(
        rows.some((r) => r.left > 0 && r.left <= 5),
        `a nearly full ${kind}`,
      ).toBe(true)
    }
    expect(filled.filter((r) => r.kind === 'start').every((r) => r.recent)).toBe(true)
    // A day whose every start is sold out: the calendar shows it sold out.
    const [day] = await database.execute<{ n: number }>(sql`
      select count(*)::int as n from (
        select sl.activity_id, sl.day from availability_slots sl join activity_start_times st on st.id = sl.start_time_id
         group by 1, 2
        having bool_and(sl.booked_pax >= st.capacity)
           and count(*) = (select count(*) from activity_start_times s2 where s2.activity_id = sl.activity_id
                            and extract(isodow from sl.day)::smallint = any(s2.weekdays))) full_days`)
    expect(day?.n).toBeGreaterThan(0)
  })

  it('does nothing the second time', async () => {
    const before = await counts(database)
    expect(await seedDemo(database, { mediaDir })).toEqual({ seeded: false, skipped: 'already-seeded' })
    expect(await counts(database)).toEqual(before)
  })

  it('generates searchable, priced, placed tours in bulk and tops up rather than doubling', async () => {
    const result = await generateActivities(database, 120)
    expect(result.added).toBe(120)
    expect((await generateActivities(database, 120)).added).toBe(0)
    expect(await countGeneratedActivities(database)).toBe(120)
    const [row] = await database.execute<{ n: number; searchable: number; complete: number }>(sql`
      select count(*)::int as n,
        count(*) filter (where search_vector @@ websearch_to_tsquery('english', split_part(title, ' ', 2)))::int as searchable,
        count(*) filter (where exists (select 1 from activity_prices p where p.activity_id = a.id)
          and exists (select 1 from activity_categories c where c.activity_id = a.id)
          and exists (select 1 from activity_locations l where l.activity_id = a.id)
          and exists (select 1 from activity_images i where i.activity_id = a.id)
          and full_seo_url like '%/details/' || a.id)::int as complete
      from activities a where tour_id like 'GEN-%' and status = 1`)
    expect(row).toEqual({ n: 120, searchable: 120, complete: 120 })
    // Clones of tours with departures leave at the same times, their points the same minutes before.
    const [timed] = await database.execute<{ timed: number; with_minutes: number }>(sql`
      select count(*) filter (where exists (select 1 from activity_start_times st where st.activity_id = a.id))::int as timed,
             count(*) filter (where exists (select 1 from activity_pickup_locations pl where pl.activity_id = a.id
                                             and pl.minutes_before_start is not null))::int as with_minutes
      from activities a where tour_id like 'GEN-%'`)
    expect(timed?.timed).toBeGreaterThan(0)
    expect(timed?.with_minutes).toBeGreaterThan(0)
  })
})

describe.each(postgresOnly())('the demo seed started by two processes at once on %s', () => {
  it('is written by exactly one of them', async () => {
    const database = await openTestDatabase('pg')
    const url = (database.client as { options?: { connectionString?: string } }).options?.connectionString
    const other = await openDatabase({ databaseUrl: url! })
    try {
      const results = await Promise.all([seedDemo(database, { mediaDir }), seedDemo(other, { mediaDir })])
      expect(results.map((r) => r.seeded).sort()).toEqual([false, true])
      const [row] = await database.execute<{ n: number }>(
        sql`select count(*)::int as n from users where email = ${DEMO_CUSTOMER_EMAIL}`,
      )
      expect(row?.n).toBe(1)
    } finally {
      await other.close()
      await database.close()
    }
  }, 120_000)
})

describe.each(pgliteOnly())('the demo seed on a database that holds other data', () => {
  it('leaves it alone', async () => {
    const database = await openTestDatabase('pglite')
    try {
      await database.db.insert(users).values({ userType: 3, email: 'real@customer.example' })
      expect(await seedDemo(database, { mediaDir })).toEqual({ seeded: false, skipped: 'not-empty' })
    } finally {
      await database.close()
    }
  })
})
