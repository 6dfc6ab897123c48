/**
 * Vehicles of a private option (decision 073): a booking takes its quote's vehicles on the days
 * it runs, within the option's vehicles per day. The count is read from the live bookings under a
 * lock on the option's row, so two checkouts for the last vehicle serialise and one is refused;
 * nothing is kept elsewhere, so cancellation, expiry and rejection give vehicles back by
 * themselves. This is the seam for resources (issue 32 point 2): a private option's vehicles per
 * day becomes the vehicles free that day.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type Tx } from '@serendib/db/client'
import { tourEndDate } from '@serendib/domain/checkout'
import type { DurationUnitCode } from '@serendib/domain/duration'
import { ConflictError } from '@serendib/domain/errors'
import { OptionMessages } from '@serendib/domain/tour-options'
import type { Quote } from '../booking/quote.ts'
import { vehiclesTaken } from '../booking/quote-option.ts'

/** Refused: the option's vehicles for those days went to another booking since the quote. */
export class VehiclesTakenError extends ConflictError {}

/**
 * Checks, under the option row's lock, that the quote's vehicles are still free; `bookingId` is a
 * booking being moved (its own vehicles do not count). Throws VehiclesTakenError; the caller's
 * transaction then writes nothing.
 */
export async function takeVehicles(tx: Tx, quote: Quote, bookingId: number | null = null): Promise<void> {
  if (quote.optionId === null || quote.vehicleCount === 0) return
  const [option] = await queryRows<{ vehicles_per_day: number | null }>(
    tx,
    sql`select vehicles_per_day from activity_options where id = ${quote.optionId} for update`,
  )
  if (!option || option.vehicles_per_day === null) return
  const end = tourEndDate(quote.day, quote.durationValue, quote.durationUnit as DurationUnitCode)
  let taken = await vehiclesTaken(tx, quote.optionId, quote.day, end)
  if (bookingId !== null) {
    const [own] = await queryRows<{ n: number }>(
      tx,
      sql`select vehicle_count::int as n from bookings where id = ${bookingId} and option_id = ${quote.optionId}`,
    )
    taken -= own?.n ?? 0
  }
  const left = option.vehicles_per_day - taken
  if (left < quote.vehicleCount)
    throw new VehiclesTakenError(
      left <= 0 ? OptionMessages.noVehiclesLeft(quote.day) : OptionMessages.fewVehiclesLeft(left),
    )
}
