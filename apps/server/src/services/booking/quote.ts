/**
 * The server's price and availability answer for one prospective booking: POST
 * /api/activity/cost, each cart item at checkout, and amendments all come through here, so
 * the amount a traveller sees is the amount they are charged.
 */
import { sql, type SQL } from 'drizzle-orm'
import { queryRows, type Database, type DbOrTx } from '@serendib/db/client'
import { DomainError } from '@serendib/domain/errors'
import { Messages } from '@serendib/domain/messages'
import {
  BookingMessages,
  bookingPriceCents,
  listPriceCents,
  minBookableDate,
  startDateProblem,
  travellerCountsProblem,
  travellerTotal,
  type PriceSheet,
  type TravellerCounts,
} from '@serendib/domain/pricing'
import type { PricingBasisCode } from '@serendib/domain/pricing-basis'
import { colomboWallClock, todayInColombo } from '@serendib/domain/dates'
import type { AvailableTime } from '@serendib/domain/api/supplier-tours'
import { StartTimeMessages, withinCutoff, type Cutoff } from '@serendib/domain/supplier-tours'
import { availableTimes, startOptions, type WallClock } from './quote-start-times.ts'
import { TourStatus } from '@serendib/domain/tour-status'
import { planAmounts, type PaymentPlanKind, type PlanAmounts } from '@serendib/domain/payment-plans'
import { applyDiscount } from '@serendib/domain/money'
import { tourEndDate } from '@serendib/domain/checkout'
import type { DurationUnitCode } from '@serendib/domain/duration'
import { OptionKind, type VehicleChoice } from '@serendib/domain/tour-options'
import { vehiclesProblem } from '../booking-core/vehicles.ts'
import { chooseOption, privatePlan } from './quote-option.ts'

/** The fields of spec §7's cost call: activity, pick-up date and location, counts. */
export interface QuoteRequest {
  aid?: unknown
  pud?: unknown
  pul?: unknown
  na?: unknown
  nc?: unknown
  ni?: unknown
  /** "HH:MM" of one of the tour's start times (tours with start times; decision 035). */
  start_time?: unknown
  /** The option (decision 073): an activity_options id, or "DEFAULT"/absent for the tour's first way. */
  option_id?: unknown
  /** A booking being amended: its own vehicles are not counted against its new terms. */
  except_booking_id?: number | null
}

export interface Quote {
  activityId: number
  supplierUserId: number
  title: string
  saleType: number
  durationValue: number
  durationUnit: number
  day: string
  pickupLocationId: number
  counts: TravellerCounts
  amountCents: number
  /** Before the deal: what the traveller sees struck through. */
  listCents: number
  discountPercent: number
  /** The rates the list price came from: the travel day's seasonal period or the base rates. */
  sheet: PriceSheet
  minDate: string
  /** The start booked, for tours with start times; null otherwise or before one is chosen. */
  startTimeId: number | null
  startTime: string | null
  /** Tours with start times: every start of the day with its seats; null for the others. */
  availableTimes: AvailableTime[] | null
  /** What is paid today and what later under the tour's payment plan (decision 075). */
  plan: PlanAmounts
  /** The option booked and its name; null for a tour without options (its default option). */
  optionId: number | null
  optionName: string | null
  /** Private options: the cheapest vehicles for the group; null for seats. */
  vehicles: VehicleChoice[] | null
  vehicleCount: number
}

/** A refused quote: 422 with the message the booking panel shows, and min_date when known. */
export class QuoteError extends DomainError {
  readonly minDate: string | null
  /** The day's starts, so the panel can offer another time. */
  availableTimes: AvailableTime[] | null = null
  constructor(message: string, minDate: string | null = null, httpStatus = 422) {
    super(message, httpStatus)
    this.minDate = minDate
  }
}

interface QuoteRow extends Record<string, unknown> {
  id: number
  status: number
  supplier_user_id: number
  title: string
  sale_type: number
  duration_value: number
  duration_unit: number
  include_adults: boolean
  include_children: boolean
  include_infants: boolean
  pricing_basis: number
  max_group_size: number | null
  booking_cutoff_days: number
  booking_cutoff_hours: number | null
  has_start_times: boolean
  daily_capacity: number | null
  adult_price_cents: number | null
  child_price_cents: number | null
  infant_price_cents: number | null
  group_price_cents: number | null
  period_id: number | null
  period_adult_cents: number | null
  period_child_cents: number | null
  period_infant_cents: number | null
  period_group_cents: number | null
  serves_pickup: boolean
  has_options: boolean
  blackout: boolean
  day_capacity: number | null
  booked_pax: number | null
  discount: number | null
  payment_plan: string
  deposit_percent: number | null
  deposit_cents: number | null
  balance_days_before: number | null
}

const toInt = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : null
}

/** Spec §5: counts below 1 are treated as 0; fractions and huge numbers are refused later. */
const toCount = (value: unknown): number => {
  if (value === undefined || value === null || value === '') return 0
  const n = typeof value === 'string' ? Number(value) : value
  if (typeof n !== 'number' || !Number.isFinite(n)) return Number.NaN
  return n < 1 ? 0 : n
}

/**
 * Everything one quote needs in a single round trip (the cost call's target is p95 ≤ 10 ms on
 * 100k tours): the tour and its rates, whether it serves the pick-up point, the day's blackout
 * and seats, and the best deal running today. $1 tour, $2 pick-up point, $3 day, $4 today.
 */
const QUOTE_QUERY = `
  select a.id, a.status, a.supplier_user_id, a.title, a.sale_type, a.duration_value, a.duration_unit,
         a.include_adults, a.include_children, a.include_infants,
         a.pricing_basis, a.max_group_size, a.booking_cutoff_days, a.booking_cutoff_hours, a.daily_capacity,
         a.payment_plan, a.deposit_percent, a.deposit_cents, a.balance_days_before,
         p.adult_price_cents, p.child_price_cents, p.infant_price_cents, p.group_price_cents,
         pp.id as period_id, pp.adult_price_cents as period_adult_cents, pp.child_price_cents as period_child_cents,
         pp.infant_price_cents as period_infant_cents, pp.group_price_cents as period_group_cents,
         exists (select 1 from activity_start_times st where st.activity_id = a.id) as has_start_times,
         exists (select 1 from activity_options o where o.activity_id = a.id) as has_options,
         exists (select 1 from activity_pickup_locations pl
                 where pl.activity_id = a.id and pl.location_id = $2::int) as serves_pickup,
         exists (select 1 from activity_blackout_dates b
                 where b.activity_id = a.id and b.day = $3::date) as blackout,
         d.capacity as day_capacity, d.booked_pax,
         (select max(dl.discount_percent)::int from deal_subscriptions ds
            join deals dl on dl.id = ds.deal_id
           where ds.activity_id = a.id and dl.active
             and dl.starts_on <= $4::date and dl.ends_on >= $4::date) as discount
    from activities a
    left join activity_prices p on p.activity_id = a.id
    left join availability_days d on d.activity_id = a.id and d.day = $3::date
    -- The seasonal period of the travel day replaces the base rates (decision 036).
    left join lateral (select * from activity_price_periods pp
                        where pp.activity_id = a.id and pp.starts_on <= $3::date and pp.ends_on >= $3::date
                        limit 1) pp on true
   where a.id = $1::int`

type QuoteSource = DbOrTx | Database

/** A Database plans the query once per connection; inside a transaction it runs as plain SQL. */
async function loadQuoteRow(source: QuoteSource, aid: number, pul: number, day: string, today: string) {
  const values = [aid, pul, day, today]
  if ('prepared' in source) {
    const [row] = await source.prepared<QuoteRow>('quote_booking', QUOTE_QUERY, values)
    return row
  }
  const [row] = await queryRows<QuoteRow>(source, withParams(QUOTE_QUERY, values))
  return row
}

/** The same text as drizzle SQL, so it can run inside a transaction ($n → bound parameter n). */
function withParams(text: string, values: unknown[]): SQL {
  const query = sql.empty()
  text.split(/\$(\d+)/).forEach((chunk, i) => {
    query.append(i % 2 === 0 ? sql.raw(chunk) : sql`${values[Number(chunk) - 1]}`)
  })
  return query
}

/** The tour statuses the site sells: active only. */
export const SITE_SELLS: readonly number[] = [TourStatus.active]

/**
 * Prices a booking and checks it can be made, in spec §5's order: pick-up location, date,
 * adults, then the estimate itself. Throws QuoteError with the message to show. `sells`: the
 * tour statuses this channel sells (OCTO adds its reseller-only tours, decision 060).
 */
export async function quoteBooking(
  db: QuoteSource,
  request: QuoteRequest,
  today = todayInColombo(),
  now: WallClock = { today, time: colomboWallClock(new Date()).time.slice(0, 5) },
  sells: readonly number[] = SITE_SELLS,
): Promise<Quote> {
  const aid = toInt(request.aid)
  if (aid === null || aid < 1) throw new QuoteError(BookingMessages.tourUnavailable, null, 404)
  const pul = toInt(request.pul)
  const day = typeof request.pud === 'string' ? request.pud.slice(0, 10) : ''
  // The query needs a well-formed date; a bad one is reported below, after the location.
  const queryDay = /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day)) ? day : today
  const row = await loadQuoteRow(db, aid, pul ?? -1, queryDay, today)
  if (!row || !sells.includes(row.status)) throw new QuoteError(BookingMessages.tourUnavailable, null, 404)

  const minDate = minBookableDate(row.booking_cutoff_days, today)
  const refuse = (message: string): never => {
    throw new QuoteError(message, minDate)
  }
  if (pul === null || pul < 1) refuse(Messages.pickupLocationRequired)
  if (!row.serves_pickup) refuse(BookingMessages.pickupNotServed)
  if (!day) refuse(Messages.pickupDateRequired)
  const dateProblem = startDateProblem(day, minDate, today)
  if (dateProblem) refuse(dateProblem)
  if (row.blackout) refuse(BookingMessages.blackout(day))

  const counts = { adults: toCount(request.na), children: toCount(request.nc), infants: toCount(request.ni) }
  const countProblem = travellerCountsProblem(counts, {
    includeAdults: row.include_adults,
    includeChildren: row.include_children,
    includeInfants: row.include_infants,
  })
  if (countProblem) refuse(countProblem)

  const capacity = row.day_capacity ?? row.daily_capacity
  const dayLeft = capacity === null ? null : capacity - (row.booked_pax ?? 0)
  if (dayLeft !== null) {
    if (dayLeft <= 0) refuse(BookingMessages.soldOut(day))
    if (dayLeft < travellerTotal(counts)) refuse(BookingMessages.fewLeft(day, dayLeft))
  }
  const start = row.has_start_times
    ? await chooseStart(db, row, day, request.start_time, dayLeft, travellerTotal(counts), minDate, now)
    : null
  if (!row.has_start_times && row.booking_cutoff_hours !== null) {
    // Hours before a tour without fixed starts count from the start of its day.
    if (!withinCutoff({ unit: 'hours', value: row.booking_cutoff_hours }, day, '00:00', now.today, now.time))
      refuse(StartTimeMessages.tooLate(row.booking_cutoff_hours))
  }

  const option = row.has_options ? await chooseOption(db, row.id, request.option_id, refuse) : null
  const vehiclePlan = option?.kind === OptionKind.private ? privatePlan(option, counts, refuse) : null
  if (option && vehiclePlan) {
    // The supplier's free vehicles and driver-guides, and the option's typed limit (decision 073).
    const problem = await vehiclesProblem(db, {
      supplierId: row.supplier_user_id,
      optionId: option.id,
      vehiclesPerDay: option.vehicles_per_day,
      day,
      end: tourEndDate(day, row.duration_value, row.duration_unit as DurationUnitCode),
      vehicles: vehiclePlan.vehicles,
      vehicleCount: vehiclePlan.vehicleCount,
      bookingId: request.except_booking_id ?? null,
    })
    if (problem) refuse(problem)
  }

  const period = row.period_id !== null
  const discountPercent = row.discount ?? 0
  const sheet: PriceSheet = {
    basis: row.pricing_basis as PricingBasisCode,
    // The travel date's seasonal period, when it has one, else the base rates (decision 035).
    adultCents: period ? row.period_adult_cents : row.adult_price_cents,
    childCents: period ? row.period_child_cents : row.child_price_cents,
    infantCents: period ? row.period_infant_cents : row.infant_price_cents,
    groupCents: period ? row.period_group_cents : row.group_price_cents,
    maxGroupSize: row.max_group_size,
  }
  // A private option's price is its vehicles' (seasonal periods are rates per person or group).
  const listCents = vehiclePlan ? vehiclePlan.totalCents : listPriceCents(sheet, counts)
  const amountCents = vehiclePlan
    ? applyDiscount(listCents, discountPercent)
    : bookingPriceCents(sheet, counts, discountPercent)
  if (amountCents <= 0) refuse(BookingMessages.tourUnavailable)

  return {
    activityId: row.id,
    supplierUserId: row.supplier_user_id,
    title: row.title,
    saleType: row.sale_type,
    durationValue: row.duration_value,
    durationUnit: row.duration_unit,
    day,
    pickupLocationId: pul as number,
    counts,
    amountCents,
    listCents,
    discountPercent,
    sheet,
    minDate,
    startTimeId: start?.chosen?.start_time_id ?? null,
    startTime: start?.chosen?.time ?? null,
    availableTimes: start?.times ?? null,
    plan: planAmounts(
      {
        kind: row.payment_plan as PaymentPlanKind,
        depositPercent: row.deposit_percent,
        depositCents: row.deposit_cents,
        balanceDaysBefore: row.balance_days_before,
      },
      amountCents,
      day,
      today,
    ),
    optionId: option?.id ?? null,
    optionName: option?.name ?? null,
    vehicles: vehiclePlan?.vehicles ?? null,
    vehicleCount: vehiclePlan?.vehicleCount ?? 0,
  }
}

/**
 * A tour with start times: the day must have one, and a chosen time must be open with room
 * for everyone. Without a chosen time the quote still prices (the panel asks for the time next).
 */
async function chooseStart(
  db: QuoteSource,
  row: QuoteRow,
  day: string,
  wanted: unknown,
  dayLeft: number | null,
  pax: number,
  minDate: string,
  now: WallClock,
): Promise<{ times: AvailableTime[]; chosen: AvailableTime | null }> {
  const cutoff: Cutoff =
    row.booking_cutoff_hours !== null
      ? { unit: 'hours', value: row.booking_cutoff_hours }
      : { unit: 'days', value: row.booking_cutoff_days }
  const times = availableTimes(await startOptions(db, row.id, day), dayLeft, pax, cutoff, day, now)
  const refuse = (message: string): never => {
    const error = new QuoteError(message, minDate)
    error.availableTimes = times
    throw error
  }
  if (times.length === 0) refuse(StartTimeMessages.noneOnDay(day))
  if (wanted === undefined || wanted === null || wanted === '') return { times, chosen: null }
  const chosen = times.find((t) => t.time === String(wanted).slice(0, 5))
  if (!chosen) return refuse(StartTimeMessages.unavailable(String(wanted).slice(0, 5), day))
  if (!chosen.available) {
    if (chosen.left !== null && chosen.left > 0 && chosen.left < pax)
      refuse(StartTimeMessages.fewLeft(chosen.time, chosen.left))
    if (cutoff.unit === 'hours' && !withinCutoff(cutoff, day, chosen.time, now.today, now.time))
      refuse(StartTimeMessages.tooLate(cutoff.value))
    refuse(StartTimeMessages.unavailable(chosen.time, day))
  }
  return { times, chosen }
}
