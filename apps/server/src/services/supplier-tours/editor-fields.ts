/**
 * A tour's editor payload (domain/api/supplier-tours.ts) read from, and written to, the tables
 * that hold it. The single mapping between the two, so load → edit → save round-trips and the
 * admin's diff compares like with like.
 */
import { asc, eq, sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'
import type { activities } from '@serendib/db/schema/activities'
import {
  activityCategories,
  activityItineraryItems,
  activityLocations,
  activityPickupLocations,
} from '@serendib/db/schema/activity-details'
import { activityBlackoutDates } from '@serendib/db/schema/availability'
import { activityPricePeriods, activityStartTimes } from '@serendib/db/schema/tour-schedule'
import type { TourEditorFields } from '@serendib/domain/api/supplier-tours'
import { normalisePaymentPlan, type PaymentPlanKind } from '@serendib/domain/payment-plans'

const hhmm = (time: string | null) => (time === null ? null : time.slice(0, 5))

type ActivityRow = typeof activities.$inferSelect

interface PriceRow extends Record<string, unknown> {
  adult_price_cents: number | null
  child_price_cents: number | null
  infant_price_cents: number | null
  group_price_cents: number | null
}

/** The payload of one tour (the caller has checked who may see it). */
export async function loadEditorFields(db: DbOrTx, a: ActivityRow): Promise<TourEditorFields> {
  const id = a.id
  const [categories, locations, itinerary, pickups, periods, starts, blackouts, prices] = await Promise.all([
    db
      .select({ id: activityCategories.categoryId })
      .from(activityCategories)
      .where(eq(activityCategories.activityId, id))
      .orderBy(asc(activityCategories.sortOrder), asc(activityCategories.categoryId)),
    db
      .select({ id: activityLocations.locationId })
      .from(activityLocations)
      .where(eq(activityLocations.activityId, id))
      .orderBy(asc(activityLocations.sortOrder), asc(activityLocations.locationId)),
    db
      .select()
      .from(activityItineraryItems)
      .where(eq(activityItineraryItems.activityId, id))
      .orderBy(asc(activityItineraryItems.sortOrder), asc(activityItineraryItems.id)),
    db
      .select()
      .from(activityPickupLocations)
      .where(eq(activityPickupLocations.activityId, id))
      .orderBy(asc(activityPickupLocations.sortOrder), asc(activityPickupLocations.locationId)),
    db
      .select()
      .from(activityPricePeriods)
      .where(eq(activityPricePeriods.activityId, id))
      .orderBy(asc(activityPricePeriods.startsOn)),
    db
      .select()
      .from(activityStartTimes)
      .where(eq(activityStartTimes.activityId, id))
      .orderBy(asc(activityStartTimes.startTime)),
    db
      .select()
      .from(activityBlackoutDates)
      .where(eq(activityBlackoutDates.activityId, id))
      .orderBy(asc(activityBlackoutDates.day)),
    queryRows<PriceRow>(
      db,
      sql`select adult_price_cents, child_price_cents, infant_price_cents, group_price_cents
            from activity_prices where activity_id = ${id}`,
    ),
  ])
  const rates = prices[0] ?? {
    adult_price_cents: null,
    child_price_cents: null,
    infant_price_cents: null,
    group_price_cents: null,
  }
  return {
    title: a.title,
    tour_type: a.tourType as TourEditorFields['tour_type'],
    duration_value: a.durationValue,
    duration_unit: a.durationUnit as TourEditorFields['duration_unit'],
    category_ids: categories.map((c) => c.id),
    overview: a.overview,
    start_location_ids: locations.map((l) => l.id),
    itinery: itinerary.map((i) => ({
      id: i.id,
      label: i.label,
      summery: i.summary,
      day_number: i.dayNumber,
    })),
    inclusion: a.inclusion,
    exclision: a.exclusion,
    know_policy: a.knowPolicy,
    condtions: a.conditions,
    cancel_policy: a.cancelPolicy,
    meeting_point: a.meetingPoint,
    contact_number: a.contactNumber,
    include_adults: a.includeAdults,
    include_children: a.includeChildren,
    include_infants: a.includeInfants,
    adults_age_from: a.adultsAgeFrom,
    adults_age_to: a.adultsAgeTo,
    children_age_from: a.childrenAgeFrom,
    children_age_to: a.childrenAgeTo,
    infant_age_from: a.infantsAgeFrom,
    infant_age_to: a.infantsAgeTo,
    pricing_basis: a.pricingBasis as 1 | 2,
    rates: {
      adult_price_cents: rates.adult_price_cents,
      child_price_cents: rates.child_price_cents,
      infant_price_cents: rates.infant_price_cents,
      group_price_cents: rates.group_price_cents,
    },
    max_group_size: a.maxGroupSize,
    price_periods: periods.map((p) => ({
      id: p.id,
      label: p.label,
      starts_on: p.startsOn,
      ends_on: p.endsOn,
      adult_price_cents: p.adultPriceCents,
      child_price_cents: p.childPriceCents,
      infant_price_cents: p.infantPriceCents,
      group_price_cents: p.groupPriceCents,
    })),
    sale_type: a.saleType === 1 ? 1 : 2,
    payment_plan: {
      kind: a.paymentPlan as PaymentPlanKind,
      deposit_percent: a.depositPercent,
      deposit_cents: a.depositCents,
      balance_days_before: a.balanceDaysBefore,
    },
    pickup_locations: pickups.map((p) => ({
      location_id: p.locationId,
      pickup_time: hhmm(p.pickupTime),
      minutes_before_start: p.minutesBeforeStart,
    })),
    daily_capacity: a.dailyCapacity,
    start_times: starts.map((s) => ({
      id: s.id,
      time: hhmm(s.startTime)!,
      weekdays: [...s.weekdays].sort(),
      capacity: s.capacity,
    })),
    blackout_dates: blackouts.map((b) => ({ day: b.day, reason: b.reason })),
    booking_cutoff:
      a.bookingCutoffHours !== null
        ? { unit: 'hours', value: a.bookingCutoffHours }
        : { unit: 'days', value: a.bookingCutoffDays },
    seo_url: a.seoUrl,
    seo_title: a.seoTitle,
    seo_description: a.seoDescription,
  }
}

/** The activities columns of a payload. */
export function activityColumns(t: TourEditorFields) {
  return {
    title: t.title,
    tourType: t.tour_type,
    durationValue: t.duration_value,
    durationUnit: t.duration_unit,
    overview: t.overview,
    inclusion: t.inclusion,
    exclusion: t.exclision,
    knowPolicy: t.know_policy,
    conditions: t.condtions,
    cancelPolicy: t.cancel_policy,
    meetingPoint: t.meeting_point,
    contactNumber: t.contact_number,
    includeAdults: t.include_adults,
    includeChildren: t.include_children,
    includeInfants: t.include_infants,
    adultsAgeFrom: t.adults_age_from,
    adultsAgeTo: t.adults_age_to,
    childrenAgeFrom: t.children_age_from,
    childrenAgeTo: t.children_age_to,
    infantsAgeFrom: t.infant_age_from,
    infantsAgeTo: t.infant_age_to,
    pricingBasis: t.pricing_basis,
    saleType: t.sale_type,
    ...paymentPlanColumns(t.payment_plan),
    maxGroupSize: t.max_group_size,
    dailyCapacity: t.daily_capacity,
    // Hours mode keeps days at 0 so code reading only days (min_date) never refuses a valid day.
    bookingCutoffDays: t.booking_cutoff.unit === 'days' ? t.booking_cutoff.value : 0,
    bookingCutoffHours: t.booking_cutoff.unit === 'hours' ? t.booking_cutoff.value : null,
    seoUrl: t.seo_url,
    seoTitle: t.seo_title,
    seoDescription: t.seo_description,
  }
}

/** The activities columns of a payment plan: only the fields its kind uses (decision 075). */
function paymentPlanColumns(p: TourEditorFields['payment_plan']) {
  const plan = normalisePaymentPlan({
    kind: p.kind,
    depositPercent: p.deposit_percent,
    depositCents: p.deposit_cents,
    balanceDaysBefore: p.balance_days_before,
  })
  return {
    paymentPlan: plan.kind,
    depositPercent: plan.depositPercent,
    depositCents: plan.depositCents,
    balanceDaysBefore: plan.balanceDaysBefore,
  }
}
