import type { ActivityDetail } from '@serendib/domain/catalogue-api'
import type { CartActivity, CostRequest } from '@serendib/domain/cart'
import { parseDisplayDate, todayInColombo } from '@serendib/domain/dates'
import { formatDuration } from '@serendib/domain/duration'
import { Messages } from '@serendib/domain/messages'
import { minBookableDate } from '@serendib/domain/pricing'
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
  /** "HH:MM" for tours with start times (chosen from the estimate's times); '' otherwise. */
  startTime?: string
  /** The option's id for tours with options (decision 073); '' otherwise. */
  optionId?: string
}

export type BookingField = 'location' | 'date' | 'adults' | 'startTime'

export type { CostRequest }

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
  startTime: '',
}

/**
 * First day the panel offers: the domain's rule (today in Sri Lanka plus the cut-off), or the
 * estimate's `min_date` once the server has said (spec §5: the earliest date comes from it).
 */
export function earliestDate(
  activity: Pick<BookingActivity, 'booking_cutoff_days'>,
  serverMinDate: string | null = null,
  today: string = todayInColombo(),
): string {
  const local = minBookableDate(activity.booking_cutoff_days, today)
  return serverMinDate && serverMinDate > local ? serverMinDate : local
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
  serverMinDate: string | null = null,
): BookingCheck {
  const pul = Number(values.locationId)
  if (!values.locationId || !Number.isSafeInteger(pul) || pul < 1) {
    return { ok: false, field: 'location', message: Messages.pickupLocationRequired }
  }
  const pud = parseDisplayDate(values.date)
  if (!pud || pud < earliestDate(activity, serverMinDate, today)) {
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
      ...(values.startTime ? { start_time: values.startTime } : {}),
      ...(values.optionId ? { option_id: Number(values.optionId) } : {}),
    },
  }
}

/** Spec §3 cart item `activity`: what the cart and checkout show without loading the tour again. */
export function cartActivityOf(
  a: Pick<
    ActivityDetail,
    | 'id'
    | 'title'
    | 'cover_image'
    | 'images'
    | 'duration_value'
    | 'duration_unit'
    | 'pickup_locations'
    | 'full_seo_url'
    | 'include_adults'
    | 'include_children'
    | 'include_infants'
    | 'booking_cutoff_days'
  >,
): CartActivity {
  return {
    id: a.id,
    name: a.title,
    image: (a.cover_image ?? a.images[0])?.url ?? null,
    duration: formatDuration(a.duration_value, a.duration_unit),
    duration_value: a.duration_value,
    duration_unit: a.duration_unit,
    pickup_locations: a.pickup_locations.map(
      ({ id, location_name, pickup_time, minutes_before_start, airport }) => ({
        id,
        location_name,
        pickup_time,
        minutes_before_start,
        airport,
      }),
    ),
    url: a.full_seo_url,
    include_adults: a.include_adults,
    include_children: a.include_children,
    include_infants: a.include_infants,
    booking_cutoff_days: a.booking_cutoff_days,
  }
}
