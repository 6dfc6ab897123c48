/**
 * The demo reseller's sandbox product (issue 33): a tour a conformance run or a reseller's test
 * suite can book again and again, as OCTO suppliers give their partners. Two departures a day
 * (START_TIME), no seat limit, instant confirmation; its bookings answer `testMode: true`.
 *
 * Demo mode only (like the demo key), made once on start: a copy of the first bookable demo
 * tour (its supplier, rates, pictures, places and pick-up points) under the code OCTO-SANDBOX.
 * Its bookings are ordinary bookings of that supplier, so a conformance run also shows what a
 * reseller's sale looks like in the supplier portal.
 */
import { eq, sql } from 'drizzle-orm'
import { queryRows, type Db } from '@serendib/db/client'
import { activities, activityPrices } from '@serendib/db/schema/activities'
import {
  activityCategories,
  activityImages,
  activityItineraryItems,
  activityLocations,
  activityPickupLocations,
} from '@serendib/db/schema/activity-details'
import { activityStartTimes } from '@serendib/db/schema/tour-schedule'
import { activityPath } from '@serendib/db/seed/insert-activities'
import { OCTO_SANDBOX_TOUR_CODE } from '@serendib/domain/octo'
import { PricingBasis } from '@serendib/domain/pricing-basis'
import { TourStatus } from '@serendib/domain/tour-status'

const SANDBOX_SEO_URL = 'octo-sandbox'
export const SANDBOX_START_TIMES = ['09:00', '15:00'] as const
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7]
/** Processes starting together on one PostgreSQL make it once. */
const SANDBOX_LOCK_KEY = 7_253_910_233

/** The sandbox tour's id, made from the demo catalogue when missing; null without a catalogue. */
export async function ensureOctoSandbox(db: Db): Promise<number | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SANDBOX_LOCK_KEY})`)
    const [existing] = await tx
      .select({ id: activities.id })
      .from(activities)
      .where(eq(activities.tourId, OCTO_SANDBOX_TOUR_CODE))
    if (existing) return existing.id
    const [source] = await queryRows<{ id: number }>(
      tx,
      sql`select a.id from activities a join activity_prices p on p.activity_id = a.id
           where a.status = ${TourStatus.active} and a.pricing_basis = ${PricingBasis.perPerson}
             and a.include_adults and p.adult_price_cents > 0
             and exists (select 1 from activity_pickup_locations pl where pl.activity_id = a.id)
           order by a.id limit 1`,
    )
    if (!source) return null
    const [tour] = await tx.select().from(activities).where(eq(activities.id, source.id))
    if (!tour) return null
    const [created] = await tx
      .insert(activities)
      .values({
        tourId: OCTO_SANDBOX_TOUR_CODE,
        supplierUserId: tour.supplierUserId,
        title: 'OCTO sandbox: test bookings for resellers',
        overview:
          'A test product for resellers connecting through OCTO (demo only): departures at 09:00 and ' +
          '15:00 every day, no seat limit and instant confirmation, so a conformance run can book it ' +
          `again and again. Rates, pick-up points and pictures are those of "${tour.title}".`,
        tourType: tour.tourType,
        durationValue: tour.durationValue,
        durationUnit: tour.durationUnit,
        inclusion: tour.inclusion,
        exclusion: tour.exclusion,
        knowPolicy: tour.knowPolicy,
        conditions: tour.conditions,
        cancelPolicy: tour.cancelPolicy,
        contactNumber: tour.contactNumber,
        includeAdults: true,
        includeChildren: tour.includeChildren,
        includeInfants: tour.includeInfants,
        adultsAgeFrom: tour.adultsAgeFrom,
        adultsAgeTo: tour.adultsAgeTo,
        childrenAgeFrom: tour.childrenAgeFrom,
        childrenAgeTo: tour.childrenAgeTo,
        infantsAgeFrom: tour.infantsAgeFrom,
        infantsAgeTo: tour.infantsAgeTo,
        pricingBasis: PricingBasis.perPerson,
        saleType: 1,
        bookingCutoffDays: 1,
        dailyCapacity: null,
        status: TourStatus.active,
        seoUrl: SANDBOX_SEO_URL,
        // Its real path needs its id: set right after the insert.
        fullSeoUrl: `/${SANDBOX_SEO_URL}`,
        seoTitle: 'OCTO sandbox | Serendib',
        seoDescription: 'A test product for resellers connecting to Serendib through OCTO.',
      })
      .returning({ id: activities.id })
    if (!created) return null
    const id = created.id
    await tx
      .update(activities)
      .set({ fullSeoUrl: activityPath(tour.tourType, SANDBOX_SEO_URL, id) })
      .where(eq(activities.id, id))
    await tx.execute(
      sql`insert into ${activityPrices} (activity_id, adult_price_cents, child_price_cents, infant_price_cents,
                                         group_price_cents, selling_price_cents)
          select ${id}, adult_price_cents, child_price_cents, infant_price_cents, group_price_cents, selling_price_cents
            from ${activityPrices} where activity_id = ${tour.id}`,
    )
    await tx.execute(
      sql`insert into ${activityPickupLocations} (activity_id, location_id, pickup_time, sort_order)
          select ${id}, location_id, pickup_time, sort_order from ${activityPickupLocations} where activity_id = ${tour.id}`,
    )
    await tx.execute(
      sql`insert into ${activityLocations} (activity_id, location_id, sort_order)
          select ${id}, location_id, sort_order from ${activityLocations} where activity_id = ${tour.id}`,
    )
    await tx.execute(
      sql`insert into ${activityCategories} (activity_id, category_id, sort_order)
          select ${id}, category_id, sort_order from ${activityCategories} where activity_id = ${tour.id}`,
    )
    await tx.execute(
      sql`insert into ${activityImages} (activity_id, key, widths, alt_text, sort_order)
          select ${id}, key, widths, alt_text, sort_order from ${activityImages} where activity_id = ${tour.id}`,
    )
    await tx.execute(
      sql`insert into ${activityItineraryItems} (activity_id, day_number, label, summary, sort_order)
          select ${id}, day_number, label, summary, sort_order from ${activityItineraryItems} where activity_id = ${tour.id}`,
    )
    await tx.insert(activityStartTimes).values(
      SANDBOX_START_TIMES.map((startTime) => ({
        activityId: id,
        startTime,
        weekdays: EVERY_DAY,
        capacity: null,
      })),
    )
    return id
  })
}
