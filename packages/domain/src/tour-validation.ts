/**
 * The whole editor payload checked at once (issue 13). `tourSaveProblems` runs on every save:
 * a draft may be incomplete but never inconsistent (overlapping bands or periods, duplicate
 * start times). `tourSubmissionProblems` adds what a tour needs before an admin looks at it.
 * Both answer field path → message; an empty object means fine.
 */
import type { TourEditorFields } from './api/supplier-tours.ts'
import { TourType } from './tour-types.ts'
import { PricingBasis } from './pricing-basis.ts'
import { pickupBeforeDayProblem } from './pickup-times.ts'
import {
  ageBandProblems,
  cutoffProblem,
  pricePeriodProblems,
  rateProblems,
  startTimeProblems,
  TourEditorMessages as M,
  type FieldErrors,
  type Rates,
} from './supplier-tours.ts'

export function tourSaveProblems(t: TourEditorFields): FieldErrors {
  const errors: FieldErrors = {
    ...ageBandProblems({
      adults: { include: t.include_adults, from: t.adults_age_from, to: t.adults_age_to },
      children: { include: t.include_children, from: t.children_age_from, to: t.children_age_to },
      infants: { include: t.include_infants, from: t.infant_age_from, to: t.infant_age_to },
    }),
    ...rateProblems('rates.', t.rates),
    ...pricePeriodProblems(t.price_periods),
    ...startTimeProblems(t.start_times),
  }
  const cutoff = cutoffProblem(t.booking_cutoff)
  if (cutoff) errors['booking_cutoff.value'] = cutoff
  const seenPickups = new Set<number>()
  const starts = t.start_times.map((s) => s.time)
  t.pickup_locations.forEach((p, i) => {
    if (seenPickups.has(p.location_id)) errors[`pickup_locations.${i}.location_id`] = M.pickupDuplicate
    seenPickups.add(p.location_id)
    const dayBefore = pickupBeforeDayProblem(p.minutes_before_start, starts)
    if (!dayBefore) return
    errors[`pickup_locations.${i}.minutes_before_start`] = M.pickupDayBefore(dayBefore)
    // Said at the start too: the save that adds an early start is refused on the other step.
    const j = t.start_times.findIndex((s) => s.time === dayBefore)
    errors[`start_times.${j}.time`] ??= M.startTimePickupDayBefore
  })
  const seenDays = new Set<string>()
  t.blackout_dates.forEach((b, i) => {
    if (seenDays.has(b.day)) errors[`blackout_dates.${i}.day`] = M.blackoutDuplicate
    seenDays.add(b.day)
  })
  return errors
}

/** The rates one set (base or a period) must have above 0 to be sold. */
function requiredRateProblems(prefix: string, t: TourEditorFields, rates: Rates): FieldErrors {
  const errors: FieldErrors = {}
  const need = (field: keyof Rates) => {
    const value = rates[field]
    if (value === null || value <= 0) errors[`${prefix}${field}`] = M.priceRequired
  }
  if (t.pricing_basis === PricingBasis.perGroup) need('group_price_cents')
  else {
    if (t.include_adults) need('adult_price_cents')
    if (t.include_children) need('child_price_cents')
    if (t.include_infants) need('infant_price_cents')
  }
  return errors
}

/** Everything a tour needs before review, on top of tourSaveProblems. */
export function tourSubmissionProblems(t: TourEditorFields, photoCount: number): FieldErrors {
  const errors: FieldErrors = { ...tourSaveProblems(t) }
  const need = (ok: boolean, field: string, message: string) => {
    if (!ok) errors[field] ??= message
  }
  need(t.title.trim() !== '', 'title', M.titleRequired)
  need(t.overview.trim() !== '', 'overview', M.overviewRequired)
  need(t.category_ids.length > 0, 'category_ids', M.categoryRequired)
  need(t.start_location_ids.length > 0, 'start_location_ids', M.startLocationRequired)
  need(t.itinery.length > 0, 'itinery', M.itineraryRequired)
  t.itinery.forEach((item, i) => {
    need(item.label.trim() !== '', `itinery.${i}.label`, M.itineraryLabelRequired)
    need(
      t.tour_type !== TourType.round || item.day_number !== null,
      `itinery.${i}.day_number`,
      M.itineraryDayRequired,
    )
  })
  need(photoCount > 0, 'images', M.photoRequired)
  need(t.pickup_locations.length > 0, 'pickup_locations', M.pickupRequired)
  Object.assign(errors, { ...requiredRateProblems('rates.', t, t.rates), ...errors })
  t.price_periods.forEach((p, i) => {
    Object.assign(errors, { ...requiredRateProblems(`price_periods.${i}.`, t, p), ...errors })
  })
  return errors
}

/** One changed field between two payloads (the admin's "changed since approval" diff). */
export interface TourFieldChange {
  field: string
  before: unknown
  after: unknown
}

/** JSON with object keys sorted: a snapshot read back from jsonb has its keys in another order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([x], [y]) => x.localeCompare(y)),
        )
      : v,
  )
}

/**
 * The top-level fields that differ. Ids of lists (start times, periods) are left out: a
 * re-saved list with the same content is no change for the admin.
 */
export function tourDiff(
  before: Partial<TourEditorFields>,
  after: Partial<TourEditorFields>,
): TourFieldChange[] {
  const strip = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map((item) =>
          item && typeof item === 'object' && 'id' in item ? { ...(item as object), id: undefined } : item,
        )
      : value
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]) as Set<keyof TourEditorFields>
  const changes: TourFieldChange[] = []
  for (const field of keys) {
    // A text field added after a snapshot was taken (meeting_point) is absent from it: empty.
    const a = canonical(strip(before[field]) ?? (after[field] === '' ? '' : null))
    const b = canonical(strip(after[field]) ?? (before[field] === '' ? '' : null))
    if (a !== b) changes.push({ field, before: before[field] ?? null, after: after[field] ?? null })
  }
  return changes
}
