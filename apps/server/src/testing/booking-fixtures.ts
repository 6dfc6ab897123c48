/** A demo tour set to known rates and rules, so booking tests do not depend on seed prices. */
import { eq, sql } from 'drizzle-orm'
import { activities, activityPrices } from '@serendib/db/schema/activities'
import { dealSubscriptions } from '@serendib/db/schema/deals'
import type { Database } from '@serendib/db/client'
import { queryRows } from '@serendib/db/client'

export interface TestTour {
  id: number
  pickupLocationId: number
  /** A location that exists but that this tour does not serve. */
  otherLocationId: number
}

/**
 * Takes the n-th active tour with a pick-up point and gives it: per-person rates $45 / $22.50
 * / free infants, children yes, infants no, cut-off 1 day, no capacity limit, no deals.
 */
export async function prepareTestTour(database: Database, n = 0): Promise<TestTour> {
  const db = database.db
  const rows = await queryRows<{ id: number; location_id: number }>(
    db,
    sql`select a.id, min(pl.location_id)::int as location_id
          from activities a join activity_pickup_locations pl on pl.activity_id = a.id
         where a.status = 1 and a.tour_type in (1, 2, 3)
         group by a.id order by a.id limit 1 offset ${n}`,
  )
  const row = rows[0]
  if (!row) throw new Error('no active tour with a pick-up location in the seed')
  const [other] = await queryRows<{ id: number }>(
    db,
    sql`select l.id from locations l where not exists (
          select 1 from activity_pickup_locations pl where pl.activity_id = ${row.id} and pl.location_id = l.id)
        order by l.id limit 1`,
  )
  await db
    .update(activities)
    .set({
      pricingBasis: 1,
      includeAdults: true,
      includeChildren: true,
      includeInfants: false,
      bookingCutoffDays: 1,
      dailyCapacity: null,
      maxGroupSize: null,
      saleType: 1,
      // Paid in full, whatever the demo gives the tour (decision 075's demo plans).
      paymentPlan: 'full',
      depositPercent: null,
      depositCents: null,
      balanceDaysBefore: null,
    })
    .where(eq(activities.id, row.id))
  await db
    .update(activityPrices)
    .set({
      adultPriceCents: 4500,
      childPriceCents: 2250,
      infantPriceCents: 0,
      groupPriceCents: 12000,
      sellingPriceCents: 4500,
    })
    .where(eq(activityPrices.activityId, row.id))
  await db.delete(dealSubscriptions).where(eq(dealSubscriptions.activityId, row.id))
  return { id: row.id, pickupLocationId: row.location_id, otherLocationId: other?.id ?? 999_999 }
}

/** A prepared tour sold on request (sale type 2): payment waits for the supplier's answer. */
export async function prepareOnRequestTour(database: Database, n: number): Promise<TestTour> {
  const tour = await prepareTestTour(database, n)
  await database.db.update(activities).set({ saleType: 2 }).where(eq(activities.id, tour.id))
  return tour
}
