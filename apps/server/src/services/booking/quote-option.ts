/**
 * The option part of a quote (decision 073): which of the tour's options is booked, the vehicles
 * a private option needs for the group, and the vehicles already taken on the days it runs.
 */
import { sql, type SQL } from 'drizzle-orm'
import { queryRows, type Database, type DbOrTx } from '@serendib/db/client'
import { BookingStatus } from '@serendib/domain/booking-status'
import type { TravellerCounts } from '@serendib/domain/pricing'
import {
  cheapestVehicles,
  DEFAULT_OPTION_ID,
  mostTravellers,
  OptionMessages,
  seatsNeeded,
  type VehiclePlan,
  type VehicleTier,
} from '@serendib/domain/tour-options'

export interface QuotedOption {
  id: number
  name: string
  kind: number
  max_vehicles_per_booking: number | null
  vehicles_per_day: number | null
  tiers: VehicleTier[]
}

type Source = DbOrTx | Database
const rowsOf = <Row extends Record<string, unknown>>(source: Source, query: SQL) =>
  'prepared' in source ? source.execute<Row>(query) : queryRows<Row>(source, query)

/** Bookings that still take their vehicles: not ended, not expired holds. */
const LIVE = [BookingStatus.pending, BookingStatus.confirmed, BookingStatus.completed, BookingStatus.dispute]

/**
 * The tour's option named by `wanted` (its id, as a number or a string). None named, or OCTO's
 * "DEFAULT", is the tour's first option, so carts and resellers from before options still book.
 */
export async function chooseOption(
  db: Source,
  activityId: number,
  wanted: unknown,
  refuse: (message: string) => never,
): Promise<QuotedOption> {
  const options = await rowsOf<QuotedOption & Record<string, unknown>>(
    db,
    sql`select o.id, o.name, o.kind, o.max_vehicles_per_booking, o.vehicles_per_day,
               coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name, 'seats', t.seats,
                                                           'priceCents', t.price_cents) order by t.sort_order, t.id)
                           from activity_option_tiers t where t.option_id = o.id), '[]'::json) as tiers
          from activity_options o where o.activity_id = ${activityId}
         order by o.sort_order, o.id`,
  )
  const none = wanted === undefined || wanted === null || wanted === '' || wanted === DEFAULT_OPTION_ID
  const chosen = none ? options[0] : options.find((o) => String(o.id) === String(wanted).trim())
  if (!chosen) return refuse(OptionMessages.unknownOption)
  return chosen
}

/** The cheapest vehicles for the group, or the refusal that sends it to Inquire Now. */
export function privatePlan(
  option: QuotedOption,
  counts: TravellerCounts,
  refuse: (m: string) => never,
): VehiclePlan {
  if (option.tiers.length === 0) refuse(OptionMessages.noTiers)
  const plan = cheapestVehicles(option.tiers, seatsNeeded(counts), option.max_vehicles_per_booking)
  if (!plan)
    refuse(OptionMessages.tooLarge(mostTravellers(option.tiers, option.max_vehicles_per_booking) ?? 0))
  return plan as VehiclePlan
}

/**
 * Vehicles of the option taken by live bookings that overlap [start, end] (a round tour keeps its
 * vehicle every day). Counting any overlap may refuse a little early on multi-day tours; it never
 * sends out a vehicle twice.
 */
export async function vehiclesTaken(db: Source, optionId: number, start: string, end = start) {
  const [row] = await rowsOf<{ taken: number }>(
    db,
    sql`select coalesce(sum(vehicle_count), 0)::int as taken from bookings
         where option_id = ${optionId} and deleted_at is null
           and status in (${sql.join(
             LIVE.map((s) => sql`${s}`),
             sql`, `,
           )})
           and start_date <= ${end}::date and end_date >= ${start}::date`,
  )
  return row?.taken ?? 0
}
