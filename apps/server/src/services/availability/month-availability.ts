/**
 * A month of one tour's days for the booking panel's calendar (issue 18, decision 046), in ONE
 * query: the tour and its rates, then per day its blackout, seats, seasonal period, recent
 * bookings and starts. The rules that turn those facts into words live in the domain.
 */
import type { Database } from '@serendib/db/client'
import type { AvailabilityDay, AvailabilityMonth, AvailabilityQuery } from '@serendib/domain/api/availability'
import {
  dayStatus,
  daysOfMonth,
  likelyToSellOut,
  partyFits,
  RECENT_BOOKING_DAYS,
  roomiestStart,
} from '@serendib/domain/availability'
import { ACTIVE_STATUSES } from '@serendib/domain/booking-status'
import { colomboWallClock, todayInColombo } from '@serendib/domain/dates'
import { NotFoundError } from '@serendib/domain/errors'
import { bookingPriceCents, minBookableDate, type PriceSheet } from '@serendib/domain/pricing'
import type { PricingBasisCode } from '@serendib/domain/pricing-basis'
import { BookingMessages } from '@serendib/domain/pricing'
import { startBookable, withinCutoff, type Cutoff } from '@serendib/domain/supplier-tours'
import { TourStatus } from '@serendib/domain/tour-status'

interface StartFacts {
  id: number
  time: string
  capacity: number | null
  booked: number
  closed: boolean
}

interface MonthRow extends Record<string, unknown> {
  status: number
  pricing_basis: number
  max_group_size: number | null
  booking_cutoff_days: number
  booking_cutoff_hours: number | null
  has_start_times: boolean
  adult_price_cents: number | null
  child_price_cents: number | null
  infant_price_cents: number | null
  group_price_cents: number | null
  discount: number | null
  day: string
  blackout: boolean
  capacity: number | null
  booked: number
  recent_pax: number
  period_id: number | null
  period_adult_cents: number | null
  period_child_cents: number | null
  period_infant_cents: number | null
  period_group_cents: number | null
  starts: StartFacts[] | string | null
}

/**
 * $1 tour, $2 first day, $3 last day, $4 today (Asia/Colombo), $5 recent-booking window in days.
 * Bookings in status 0 or 1 hold places (unpaid ones too, until they expire). The statuses are
 * the domain's constants, written into the text once (never input).
 */
const MONTH_QUERY = `
  with tour as (
    select a.id, a.status, a.pricing_basis, a.max_group_size, a.booking_cutoff_days, a.booking_cutoff_hours,
           a.daily_capacity, p.adult_price_cents, p.child_price_cents, p.infant_price_cents, p.group_price_cents,
           exists (select 1 from activity_start_times st where st.activity_id = a.id) as has_start_times,
           (select max(dl.discount_percent)::int from deal_subscriptions ds join deals dl on dl.id = ds.deal_id
             where ds.activity_id = a.id and dl.active and dl.starts_on <= $4::date and dl.ends_on >= $4::date) as discount
      from activities a left join activity_prices p on p.activity_id = a.id
     where a.id = $1::int)
  select tour.status, tour.pricing_basis, tour.max_group_size, tour.booking_cutoff_days, tour.booking_cutoff_hours,
         tour.has_start_times, tour.adult_price_cents, tour.child_price_cents, tour.infant_price_cents,
         tour.group_price_cents, tour.discount,
         to_char(g.day, 'YYYY-MM-DD') as day,
         (b.day is not null) as blackout,
         coalesce(ad.capacity, tour.daily_capacity) as capacity,
         coalesce(ad.booked_pax, 0)::int as booked,
         coalesce(r.recent_pax, 0)::int as recent_pax,
         pp.id as period_id, pp.adult_price_cents as period_adult_cents, pp.child_price_cents as period_child_cents,
         pp.infant_price_cents as period_infant_cents, pp.group_price_cents as period_group_cents,
         s.starts
    from tour
   cross join lateral (select d::date as day from generate_series($2::date, $3::date, interval '1 day') d) g
    left join activity_blackout_dates b on b.activity_id = tour.id and b.day = g.day
    left join availability_days ad on ad.activity_id = tour.id and ad.day = g.day
    left join lateral (select * from activity_price_periods pp
                        where pp.activity_id = tour.id and pp.starts_on <= g.day and pp.ends_on >= g.day
                        limit 1) pp on true
    left join lateral (select sum(bk.num_adults + bk.num_children + bk.num_infants) as recent_pax from bookings bk
                        where bk.activity_id = tour.id and bk.start_date = g.day and bk.status in (${ACTIVE_STATUSES.join(', ')})
                          and bk.deleted_at is null
                          and bk.created_at >= now() - make_interval(days => $5::int)) r on true
    left join lateral (select json_agg(json_build_object(
                                'id', st.id, 'time', to_char(st.start_time, 'HH24:MI'), 'capacity', st.capacity,
                                'booked', coalesce(sl.booked_pax, 0), 'closed', coalesce(sl.closed, false))
                              order by st.start_time) as starts
                         from activity_start_times st
                         left join availability_slots sl on sl.start_time_id = st.id and sl.activity_id = tour.id
                                                        and sl.day = g.day
                        where st.activity_id = tour.id
                          and extract(isodow from g.day)::smallint = any(st.weekdays)) s on true
   order by g.day`

const startsOf = (value: MonthRow['starts']): StartFacts[] =>
  value === null ? [] : typeof value === 'string' ? (JSON.parse(value) as StartFacts[]) : value

function sheetOf(row: MonthRow, seasonal: boolean): PriceSheet {
  return {
    basis: row.pricing_basis as PricingBasisCode,
    adultCents: seasonal ? row.period_adult_cents : row.adult_price_cents,
    childCents: seasonal ? row.period_child_cents : row.child_price_cents,
    infantCents: seasonal ? row.period_infant_cents : row.infant_price_cents,
    groupCents: seasonal ? row.period_group_cents : row.group_price_cents,
    maxGroupSize: row.max_group_size,
  }
}

/** Every day of `query.month`; 404 for a tour that is not on sale. */
export async function monthAvailability(
  database: Database,
  query: AvailabilityQuery,
  now: Date = new Date(),
): Promise<AvailabilityMonth> {
  const today = todayInColombo(now)
  const clock = colomboWallClock(now).time.slice(0, 5)
  const days = daysOfMonth(query.month)
  const rows = await database.prepared<MonthRow>('availability_month', MONTH_QUERY, [
    query.id,
    days[0],
    days.at(-1),
    today,
    RECENT_BOOKING_DAYS,
  ])
  const first = rows[0]
  if (!first || first.status !== TourStatus.active) throw new NotFoundError(BookingMessages.tourUnavailable)

  const counts = { adults: query.na, children: query.nc, infants: query.ni }
  const pax = query.na + query.nc + query.ni
  const discount = first.discount ?? 0
  const minDate = minBookableDate(first.booking_cutoff_days, today)
  const cutoff: Cutoff =
    first.booking_cutoff_hours !== null
      ? { unit: 'hours', value: first.booking_cutoff_hours }
      : { unit: 'days', value: first.booking_cutoff_days }

  const dayOf = (row: MonthRow): AvailabilityDay => {
    const seasonal = row.period_id !== null
    const dayLeft = row.capacity === null ? null : Math.max(row.capacity - row.booked, 0)
    const starts = startsOf(row.starts).map((start) => {
      const own = start.capacity === null ? null : Math.max(start.capacity - start.booked, 0)
      const left = own === null ? dayLeft : dayLeft === null ? own : Math.min(own, dayLeft)
      const open = !start.closed && startBookable(cutoff, row.day, start.time, today, clock)
      return { start, left, open }
    })
    const bookable =
      !row.blackout &&
      row.day >= minDate &&
      (first.has_start_times
        ? starts.some((s) => s.open)
        : withinCutoff(cutoff, row.day, '00:00', today, clock))
    const left = first.has_start_times ? (bookable ? roomiestStart(starts) : 0) : dayLeft
    // The day's capacity for the sell-out rule: its own limit, else the sum of limited starts.
    const capacity =
      row.capacity ??
      (starts.length > 0 && starts.every((s) => s.start.capacity !== null)
        ? starts.reduce((sum, s) => sum + (s.start.capacity ?? 0), 0)
        : null)
    const status = dayStatus(bookable, left)
    return {
      date: row.day,
      status,
      fits: status === 'open' && partyFits(left, pax),
      left: status === 'closed' ? null : left,
      likely_to_sell_out:
        status === 'open' && likelyToSellOut({ capacity, booked: row.booked, recentPax: row.recent_pax }),
      amount_cents: status === 'closed' ? null : bookingPriceCents(sheetOf(row, seasonal), counts, discount),
      seasonal,
      times: starts.map(({ start, left: startLeft, open }) => ({
        start_time_id: start.id,
        time: start.time,
        left: startLeft,
        available: bookable && open && partyFits(startLeft, pax),
        likely_to_sell_out:
          bookable &&
          open &&
          likelyToSellOut({ capacity: start.capacity, booked: start.booked, recentPax: row.recent_pax }),
      })),
    }
  }

  return {
    activity_id: query.id,
    month: query.month,
    min_date: minDate,
    base_amount_cents: bookingPriceCents(sheetOf(first, false), counts, discount),
    days: rows.map(dayOf),
  }
}
