/**
 * Writes an editor payload to the tour's tables, inside the caller's transaction, after the
 * checks that need the database: a unique seo url, no capacity below what travellers already
 * hold, no start time removed while it has future bookings. Lists are replaced only when sent.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { queryRows, type Tx } from '@serendib/db/client'
import { activities } from '@serendib/db/schema/activities'
import {
  activityCategories,
  activityItineraryItems,
  activityLocations,
  activityPickupLocations,
} from '@serendib/db/schema/activity-details'
import { activityBlackoutDates } from '@serendib/db/schema/availability'
import { activityPricePeriods, activityStartTimes } from '@serendib/db/schema/tour-schedule'
import { refreshSearchPlaces } from '@serendib/db/search-index'
import type { TourEditorFields } from '@serendib/domain/api/supplier-tours'
import { todayInColombo } from '@serendib/domain/dates'
import { PricingBasis } from '@serendib/domain/pricing-basis'
import { FieldErrorsError } from '@serendib/domain/errors'
import { capacityProblem, TourEditorMessages as M, type FieldErrors } from '@serendib/domain/supplier-tours'
import { tourTypePathSegment, type TourTypeCode } from '@serendib/domain/tour-types'
import { activityColumns } from './editor-fields.ts'

export const fullSeoUrl = (tourType: number, seoUrl: string, id: number) =>
  `/${tourTypePathSegment(tourType as TourTypeCode)}/${seoUrl}/details/${id}`

/**
 * Tours choose their addresses one at a time, until the choosing transaction ends: between the
 * check that an seo url is free and the write, another save or duplicate could take it (two
 * duplicates at once both chose `…-copy`, and one was a 500 on the unique index, issue 27).
 * Rare and short (a save sends seo_url only when it changed), so one lock for all tours.
 */
export async function lockTourAddresses(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('activities.seo_url'))`)
}

/** Fields whose change touches a table other than activities. */
type ListField = 'category_ids' | 'start_location_ids' | 'itinery' | 'pickup_locations' | 'price_periods'
type Sent = ReadonlySet<keyof TourEditorFields>

/** Checks against stored rows; throws FieldErrorsError (nothing written) when any fails. */
export async function checkAgainstDatabase(
  tx: Tx,
  id: number,
  t: TourEditorFields,
  sent: Sent,
): Promise<void> {
  const errors: FieldErrors = {}
  const today = todayInColombo()
  if (sent.has('seo_url')) {
    await lockTourAddresses(tx)
    const taken = await tx
      .select({ id: activities.id })
      .from(activities)
      .where(and(eq(activities.seoUrl, t.seo_url), sql`${activities.id} <> ${id}`))
      .limit(1)
    if (taken.length) errors.seo_url = M.seoUrlTaken
  }
  await checkReferences(tx, t, sent, errors)
  if (sent.has('daily_capacity')) {
    const [row] = await queryRows<{ booked: number }>(
      tx,
      sql`select coalesce(max(booked_pax), 0)::int as booked from availability_days
           where activity_id = ${id} and day >= ${today}::date and capacity is null`,
    )
    const problem = capacityProblem(t.daily_capacity, row?.booked ?? 0)
    if (problem) errors.daily_capacity = problem
  }
  if (sent.has('start_times')) {
    const booked = await queryRows<{ start_time_id: number; time: string; booked: number }>(
      tx,
      sql`select s.start_time_id, to_char(st.start_time, 'HH24:MI') as time, max(s.booked_pax)::int as booked
            from availability_slots s join activity_start_times st on st.id = s.start_time_id
           where s.activity_id = ${id} and s.day >= ${today}::date and s.booked_pax > 0
           group by s.start_time_id, st.start_time`,
    )
    for (const row of booked) {
      const i = t.start_times.findIndex((s) => s.id === row.start_time_id)
      if (i < 0) {
        errors.start_times = M.startTimeHasBookings(row.time, row.booked)
        continue
      }
      const problem = capacityProblem(t.start_times[i]!.capacity, row.booked)
      if (problem) errors[`start_times.${i}.capacity`] = problem
    }
    const own = await tx
      .select({ id: activityStartTimes.id })
      .from(activityStartTimes)
      .where(eq(activityStartTimes.activityId, id))
    const ownIds = new Set(own.map((r) => r.id))
    t.start_times.forEach((s, i) => {
      // An id from another tour is treated as unknown, never as a way to move its bookings.
      if (s.id !== undefined && !ownIds.has(s.id)) errors[`start_times.${i}.id`] = M.startTimeUnknown
    })
  }
  if (Object.keys(errors).length) throw new FieldErrorsError(errors)
}

/** Ids must name real categories, places and pick-up points (a foreign key would only say 500). */
async function checkReferences(tx: Tx, t: TourEditorFields, sent: Sent, errors: FieldErrors): Promise<void> {
  const missing = async (table: 'categories' | 'locations', ids: number[], extra = sql``) => {
    if (ids.length === 0) return new Set<number>()
    const found = await queryRows<{ id: number }>(
      tx,
      sql`select id from ${sql.identifier(table)} where id = any(${`{${ids.join(',')}}`}::int[]) ${extra}`,
    )
    const known = new Set(found.map((r) => r.id))
    return new Set(ids.filter((id) => !known.has(id)))
  }
  if (sent.has('category_ids')) {
    const unknown = await missing('categories', t.category_ids)
    const i = t.category_ids.findIndex((id) => unknown.has(id))
    if (i >= 0) errors[`category_ids.${i}`] = M.categoryUnknown
  }
  if (sent.has('start_location_ids')) {
    const unknown = await missing('locations', t.start_location_ids)
    const i = t.start_location_ids.findIndex((id) => unknown.has(id))
    if (i >= 0) errors[`start_location_ids.${i}`] = M.placeUnknown
  }
  if (sent.has('pickup_locations')) {
    const ids = t.pickup_locations.map((p) => p.location_id)
    const unknown = await missing('locations', ids, sql`and is_pickup_point`)
    const i = ids.findIndex((id) => unknown.has(id))
    if (i >= 0) errors[`pickup_locations.${i}.location_id`] = M.pickupUnknown
  }
}

/** The "from" price of cards and the price filter: the lowest rate of the base and current periods. */
export function sellingPriceCents(t: TourEditorFields, today = todayInColombo()): number {
  const key = t.pricing_basis === PricingBasis.perGroup ? 'group_price_cents' : 'adult_price_cents'
  const rates = [t.rates[key], ...t.price_periods.filter((p) => p.ends_on >= today).map((p) => p[key])]
  const positive = rates.filter((r): r is number => r !== null && r > 0)
  return positive.length ? Math.min(...positive) : 0
}

/**
 * Replaces the itinerary keeping the rows of items sent with their id (decision 083): their
 * translations stay attached to the same item whatever its new place or text. Items left out
 * are deleted with their translations (cascade); an id that is not this tour's is a new item.
 */
async function writeItinerary(tx: Tx, id: number, items: TourEditorFields['itinery']): Promise<void> {
  const own = await tx
    .select({ id: activityItineraryItems.id })
    .from(activityItineraryItems)
    .where(eq(activityItineraryItems.activityId, id))
  const ownIds = new Set(own.map((row) => row.id))
  const kept = new Set<number>()
  const fresh: (typeof activityItineraryItems.$inferInsert)[] = []
  for (const [sortOrder, item] of items.entries()) {
    const values = { label: item.label, summary: item.summery, dayNumber: item.day_number, sortOrder }
    // The same id twice keeps its row once; the second becomes a new item.
    if (item.id !== undefined && ownIds.has(item.id) && !kept.has(item.id)) {
      kept.add(item.id)
      await tx.update(activityItineraryItems).set(values).where(eq(activityItineraryItems.id, item.id))
    } else fresh.push({ activityId: id, ...values })
  }
  const gone = [...ownIds].filter((itemId) => !kept.has(itemId))
  if (gone.length) await tx.delete(activityItineraryItems).where(inArray(activityItineraryItems.id, gone))
  if (fresh.length) await tx.insert(activityItineraryItems).values(fresh)
}

export async function writeTour(tx: Tx, id: number, t: TourEditorFields, sent: Sent): Promise<void> {
  await tx
    .update(activities)
    .set({ ...activityColumns(t), fullSeoUrl: fullSeoUrl(t.tour_type, t.seo_url, id) })
    .where(eq(activities.id, id))
  const replace = (field: ListField) => sent.has(field)
  if (replace('category_ids')) {
    await tx.delete(activityCategories).where(eq(activityCategories.activityId, id))
    const rows = [...new Set(t.category_ids)].map((categoryId, sortOrder) => ({
      activityId: id,
      categoryId,
      sortOrder,
    }))
    if (rows.length) await tx.insert(activityCategories).values(rows)
  }
  if (replace('start_location_ids')) {
    await tx.delete(activityLocations).where(eq(activityLocations.activityId, id))
    const rows = [...new Set(t.start_location_ids)].map((locationId, sortOrder) => ({
      activityId: id,
      locationId,
      sortOrder,
    }))
    if (rows.length) await tx.insert(activityLocations).values(rows)
  }
  if (replace('category_ids') || replace('start_location_ids')) await refreshSearchPlaces(tx, [id])
  if (replace('itinery')) await writeItinerary(tx, id, t.itinery)
  if (replace('pickup_locations')) {
    await tx.delete(activityPickupLocations).where(eq(activityPickupLocations.activityId, id))
    const rows = t.pickup_locations.map((p, sortOrder) => ({
      activityId: id,
      locationId: p.location_id,
      pickupTime: p.pickup_time,
      minutesBeforeStart: p.minutes_before_start,
      sortOrder,
    }))
    if (rows.length) await tx.insert(activityPickupLocations).values(rows)
  }
  if (replace('price_periods')) {
    await tx.delete(activityPricePeriods).where(eq(activityPricePeriods.activityId, id))
    const rows = t.price_periods.map((p) => ({
      activityId: id,
      label: p.label,
      startsOn: p.starts_on,
      endsOn: p.ends_on,
      adultPriceCents: p.adult_price_cents,
      childPriceCents: p.child_price_cents,
      infantPriceCents: p.infant_price_cents,
      groupPriceCents: p.group_price_cents,
    }))
    if (rows.length) await tx.insert(activityPricePeriods).values(rows)
  }
  if (sent.has('start_times')) await writeStartTimes(tx, id, t)
  if (sent.has('blackout_dates')) {
    await tx.delete(activityBlackoutDates).where(eq(activityBlackoutDates.activityId, id))
    const rows = t.blackout_dates.map((b) => ({ activityId: id, day: b.day, reason: b.reason }))
    if (rows.length) await tx.insert(activityBlackoutDates).values(rows)
  }
  await writePrices(tx, id, t)
}

/** Kept ids are updated in place (their bookings and held seats stay theirs); removed ones go. */
async function writeStartTimes(tx: Tx, id: number, t: TourEditorFields): Promise<void> {
  const keep = t.start_times.flatMap((s) => (s.id === undefined ? [] : [s.id]))
  await tx.execute(
    sql`delete from activity_start_times where activity_id = ${id}
         and not (id = any(${`{${keep.join(',')}}`}::int[]))`,
  )
  for (const s of t.start_times) {
    const values = { startTime: s.time, weekdays: [...new Set(s.weekdays)].sort(), capacity: s.capacity }
    if (s.id !== undefined) {
      await tx
        .update(activityStartTimes)
        .set(values)
        .where(and(eq(activityStartTimes.id, s.id), eq(activityStartTimes.activityId, id)))
    } else {
      await tx.insert(activityStartTimes).values({ activityId: id, ...values })
    }
  }
}

async function writePrices(tx: Tx, id: number, t: TourEditorFields): Promise<void> {
  const values = {
    adultPriceCents: t.rates.adult_price_cents,
    childPriceCents: t.rates.child_price_cents,
    infantPriceCents: t.rates.infant_price_cents,
    groupPriceCents: t.rates.group_price_cents,
    sellingPriceCents: sellingPriceCents(t),
  }
  await tx.execute(sql`
    insert into activity_prices (activity_id, adult_price_cents, child_price_cents, infant_price_cents,
                                 group_price_cents, selling_price_cents)
    values (${id}, ${values.adultPriceCents}, ${values.childPriceCents}, ${values.infantPriceCents},
            ${values.groupPriceCents}, ${values.sellingPriceCents})
    on conflict (activity_id) do update set
      adult_price_cents = excluded.adult_price_cents, child_price_cents = excluded.child_price_cents,
      infant_price_cents = excluded.infant_price_cents, group_price_cents = excluded.group_price_cents,
      selling_price_cents = excluded.selling_price_cents, updated_at = now()
    where (activity_prices.adult_price_cents, activity_prices.child_price_cents, activity_prices.infant_price_cents,
           activity_prices.group_price_cents, activity_prices.selling_price_cents)
      is distinct from (excluded.adult_price_cents, excluded.child_price_cents, excluded.infant_price_cents,
           excluded.group_price_cents, excluded.selling_price_cents)`)
}
