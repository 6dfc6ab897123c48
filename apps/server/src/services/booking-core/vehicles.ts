/**
 * Vehicles of a private option (decision 073): a booking takes its quote's vehicles on the days
 * it runs. What is free is counted from the supplier's listed vehicles and driver-guides
 * (`resources/fleet.ts`: free that day, less those promised to other live private bookings), and
 * the option's typed "vehicles per day", when set, stays an upper limit for that option. Nothing
 * is kept beside the bookings and resource_days, so cancellation, expiry and rejection give
 * vehicles back by themselves. Checkouts serialise on the option's row and the supplier's fleet
 * lock, so two checkouts for the last vehicle cannot both win.
 */
import { sql, type SQL } from 'drizzle-orm'
import { queryRows, type Database, type DbOrTx, type Tx } from '@serendib/db/client'
import { tourEndDate } from '@serendib/domain/checkout'
import type { DurationUnitCode } from '@serendib/domain/duration'
import { ConflictError, UnprocessableError } from '@serendib/domain/errors'
import type { TravellerCounts } from '@serendib/domain/pricing'
import { OptionMessages, type VehicleChoice } from '@serendib/domain/tour-options'
import type { Quote } from '../booking/quote.ts'
import { chooseOption, privatePlan, vehiclesTaken } from '../booking/quote-option.ts'
import { fleetVehiclesLeft, lockFleet } from '../resources/fleet.ts'

/** Refused: the option's vehicles for those days went to another booking since the quote. */
export class VehiclesTakenError extends ConflictError {}

type Source = DbOrTx | Database
const rowsOf = <Row extends Record<string, unknown>>(source: Source, query: SQL) =>
  'prepared' in source ? source.execute<Row>(query) : queryRows<Row>(source, query)

export interface VehicleRequest {
  supplierId: number
  optionId: number
  vehiclesPerDay: number | null
  day: string
  end: string
  vehicles: readonly Pick<VehicleChoice, 'seats' | 'count'>[]
  vehicleCount: number
  /** A booking being moved or amended: its own vehicles do not count against it. */
  bookingId?: number | null
}

/** Why the vehicles cannot go out on those days (the message for the traveller), or null. */
export async function vehiclesProblem(db: Source, r: VehicleRequest): Promise<string | null> {
  let left = await fleetVehiclesLeft(db, {
    supplierId: r.supplierId,
    start: r.day,
    end: r.end,
    plan: r.vehicles,
    exceptBookingId: r.bookingId ?? null,
  })
  if (r.vehiclesPerDay !== null) {
    let taken = await vehiclesTaken(db, r.optionId, r.day, r.end)
    if (r.bookingId) {
      const [own] = await rowsOf<{ n: number }>(
        db,
        sql`select vehicle_count::int as n from bookings where id = ${r.bookingId} and option_id = ${r.optionId}
              and start_date <= ${r.end}::date and end_date >= ${r.day}::date`,
      )
      taken -= own?.n ?? 0
    }
    const typed = r.vehiclesPerDay - taken
    left = left === null ? typed : Math.min(left, typed)
  }
  if (left === null || left >= r.vehicleCount) return null
  return left <= 0 ? OptionMessages.noVehiclesLeft(r.day) : OptionMessages.fewVehiclesLeft(left)
}

/**
 * Checks, under the option row's lock and the supplier's fleet lock, that the quote's vehicles are
 * still free; `bookingId` is a booking being moved (its own vehicles do not count). Throws
 * VehiclesTakenError; the caller's transaction then writes nothing.
 */
export async function takeVehicles(tx: Tx, quote: Quote, bookingId: number | null = null): Promise<void> {
  if (quote.optionId === null || quote.vehicleCount === 0) return
  const [option] = await queryRows<{ vehicles_per_day: number | null }>(
    tx,
    sql`select vehicles_per_day from activity_options where id = ${quote.optionId} for update`,
  )
  if (!option) return
  await lockFleet(tx, quote.supplierUserId)
  const problem = await vehiclesProblem(tx, {
    supplierId: quote.supplierUserId,
    optionId: quote.optionId,
    vehiclesPerDay: option.vehicles_per_day,
    day: quote.day,
    end: tourEndDate(quote.day, quote.durationValue, quote.durationUnit as DurationUnitCode),
    vehicles: quote.vehicles ?? [],
    vehicleCount: quote.vehicleCount,
    bookingId,
  })
  if (problem) throw new VehiclesTakenError(problem)
}

/**
 * The vehicles of a private option booking for an accepted amendment's travellers and days: the
 * cheapest set for the new group by the tier rule (domain `cheapestVehicles`), checked free under
 * the same locks as a checkout (its own vehicles do not count). Null for a booking of seats.
 * Throws VehiclesTakenError, or UnprocessableError when the option no longer carries the group.
 */
export async function amendedVehicles(
  tx: Tx,
  booking: {
    id: number
    activityId: number
    supplierId: number
    optionId: number | null
    vehicleCount: number
  },
  counts: TravellerCounts,
  day: string,
  end: string,
): Promise<{ vehicles: VehicleChoice[]; vehicleCount: number } | null> {
  if (booking.optionId === null || booking.vehicleCount === 0) return null
  const refuse = (message: string): never => {
    throw new UnprocessableError(message)
  }
  const option = await chooseOption(tx, booking.activityId, booking.optionId, refuse)
  const plan = privatePlan(option, counts, refuse)
  await queryRows(tx, sql`select id from activity_options where id = ${option.id} for update`)
  await lockFleet(tx, booking.supplierId)
  const problem = await vehiclesProblem(tx, {
    supplierId: booking.supplierId,
    optionId: option.id,
    vehiclesPerDay: option.vehicles_per_day,
    day,
    end,
    vehicles: plan.vehicles,
    vehicleCount: plan.vehicleCount,
    bookingId: booking.id,
  })
  if (problem) throw new VehiclesTakenError(problem)
  return { vehicles: plan.vehicles, vehicleCount: plan.vehicleCount }
}
