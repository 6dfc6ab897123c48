import type { ActivityDetail } from '@serendib/domain/catalogue-api'
import { addDays, parseDisplayDate, todayInColombo } from '@serendib/domain/dates'
import { Messages } from '@serendib/domain/messages'
import { normaliseCount } from '@serendib/domain/travellers'

/** What the booking panel holds while the visitor fills it in. */
export interface BookingFormValues {
  /** Pick-up location id as the select gives it; '' while none is chosen. */
  locationId: string
  /** dd/MM/yyyy as typed or picked (spec §9). */
  date: string
  adults: number
  children: number
  infants: number
}

export type BookingField = 'location' | 'date' | 'adults'

/** Body of POST /api/activity/cost (spec §7); the cart and checkout reuse the same fields. */
export interface CostRequest {
  aid: number
  /** Pick-up date, yyyy-MM-dd. */
  pud: string
  /** Pick-up location id. */
  pul: number
  na: number
  nc: number
  ni: number
}

export type BookingCheck =
  { ok: true; request: CostRequest } | { ok: false; field: BookingField; message: string }

export type BookingActivity = Pick<
  ActivityDetail,
  'id' | 'include_adults' | 'include_children' | 'include_infants' | 'booking_cutoff_days'
>

export const emptyBookingForm: BookingFormValues = {
  locationId: '',
  date: '',
  adults: 0,
  children: 0,
  infants: 0,
}

/**
 * First day the tour can start: today in Sri Lanka plus the tour's booking cut-off, the same
 * rule the server uses for the cost estimate's `min_date` (architecture brief, Pricing).
 */
export function earliestBookableDate(cutoffDays: number, today: string = todayInColombo()): string {
  return addDays(today, Math.max(0, cutoffDays))
}

/**
 * Spec §5 "Add to cart / book", the checks that need no server, in the spec's order: pick-up
 * location, then date, then at least one adult (only asked when the tour takes adults).
 * Counts of bands the tour does not take are sent as 0; counts below 1 count as 0.
 */
export function checkBookingForm(
  values: BookingFormValues,
  activity: BookingActivity,
  today: string = todayInColombo(),
): BookingCheck {
  const pul = Number(values.locationId)
  if (!values.locationId || !Number.isSafeInteger(pul) || pul < 1) {
    return { ok: false, field: 'location', message: Messages.pickupLocationRequired }
  }
  const pud = parseDisplayDate(values.date)
  if (!pud || pud < earliestBookableDate(activity.booking_cutoff_days, today)) {
    return { ok: false, field: 'date', message: Messages.pickupDateRequired }
  }
  const na = activity.include_adults ? normaliseCount(values.adults) : 0
  if (activity.include_adults && na < 1) {
    return { ok: false, field: 'adults', message: Messages.adultsRequired }
  }
  return {
    ok: true,
    request: {
      aid: activity.id,
      pud,
      pul,
      na,
      nc: activity.include_children ? normaliseCount(values.children) : 0,
      ni: activity.include_infants ? normaliseCount(values.infants) : 0,
    },
  }
}
