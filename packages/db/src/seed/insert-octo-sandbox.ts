/**
 * The demo reseller's OCTO sandbox product (issue 33, docs/octo.md): a tour a conformance run or
 * a reseller's test suite can book again and again, as OCTO suppliers give their partners. Two
 * departures a day (START_TIME), no seat limit, instant confirmation. A copy of the first
 * bookable demo day tour or activity (its supplier, rates, pictures, places, categories and
 * pick-up points) under the code OCTO-SANDBOX; the demo seed makes it, and the OCTO area makes
 * it on start in a demo folder seeded before it existed.
 */
import { eq, sql } from 'drizzle-orm'
import { OCTO_SANDBOX_TOUR_CODE } from '@serendib/domain/octo'
import { PricingBasis } from '@serendib/domain/pricing-basis'
import { minutesBeforeStart } from '@serendib/domain/pickup-times'
import { TourLifecycle } from '@serendib/domain/tour-lifecycle'
import { TourStatus } from '@serendib/domain/tour-status'
import { TourType } from '@serendib/domain/tour-types'
import { queryRows, type Tx } from '../client.ts'
import { activities, activityPrices } from '../schema/activities.ts'
import {
  activityCategories,
  activityImages,
  activityItineraryItems,
  activityLocations,
  activityPickupLocations,
} from '../schema/activity-details.ts'
import { activityStartTimes } from '../schema/tour-schedule.ts'
import { activityPath } from './insert-activities.ts'

const SANDBOX_SEO_URL = 'octo-sandbox'
export const SANDBOX_START_TIMES = ['09:00', '15:00'] as const
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7]
/** A point the source tour gives no time is reached this long before each start (its own terms). */
export const SANDBOX_PICKUP_MINUTES = 30

/** Inserts the sandbox tour and answers its id; null when there is no demo tour to copy. */
export async function insertOctoSandbox(tx: Tx): Promise<number | null> {
  const [source] = await queryRows<{ id: number }>(
    tx,
    sql`select a.id from activities a join activity_prices p on p.activity_id = a.id
         where a.status = ${TourStatus.active} and a.pricing_basis = ${PricingBasis.perPerson}
           and a.include_adults and p.adult_price_cents > 0
           and exists (select 1 from activity_pickup_locations pl where pl.activity_id = a.id)
         -- A day tour or an activity: departures at 09:00 and 15:00 suit them, not a round tour.
         order by a.tour_type not in (${TourType.day}, ${TourType.activity}), a.id limit 1`,
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
      // Reseller only (decision 060): OCTO sells it, the site never lists or shows it.
      status: TourLifecycle.resellerOnly,
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
  // It departs at fixed starts, so each point is reached minutes before the start (decision 058):
  // the source's minutes, else its fixed time as minutes before the first start (as migration
  // 0027), else SANDBOX_PICKUP_MINUTES, so a reseller's octo/pickups test always sees a time.
  const points = await tx
    .select()
    .from(activityPickupLocations)
    .where(eq(activityPickupLocations.activityId, tour.id))
  if (points.length)
    await tx.insert(activityPickupLocations).values(
      points.map((point) => ({
        activityId: id,
        locationId: point.locationId,
        pickupTime: point.pickupTime,
        minutesBeforeStart:
          point.minutesBeforeStart ??
          minutesBeforeStart(point.pickupTime, SANDBOX_START_TIMES[0]) ??
          SANDBOX_PICKUP_MINUTES,
        sortOrder: point.sortOrder,
      })),
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
}
