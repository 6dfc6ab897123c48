/**
 * A reseller changes a hold's terms (issue 33): another product or option, another departure,
 * more, fewer or other unit items — by PATCH, or by the unit items sent with confirm. The seats
 * move through the booking core's own release and hold (decision 035) and the price is the
 * site's quote for the new terms, inside the caller's transaction: a refused change (no seats,
 * an unknown id) rolls back and leaves the hold exactly as it was.
 *
 * Only a hold changes: a confirmed booking has reached its supplier, so a reseller cancels it
 * (24-hour rule) and books again.
 */
import { eq } from 'drizzle-orm'
import type { Tx } from '@serendib/db/client'
import { octoBookings, type Reseller } from '@serendib/db/schema/resellers'
import type { OctoUnitItemInput } from '@serendib/domain/api/octo'
import { availabilityIdOf, OCTO_OPTION_ID, OctoError, OctoMessages } from '@serendib/domain/octo'
import { travellerTotal } from '@serendib/domain/pricing'
import { applyQuotedTerms } from '../booking-core/booking-details.ts'
import { holdSeats, releaseSeats } from '../booking-core/seats.ts'
import type { ChosenPickup } from './capabilities.ts'
import {
  departureOf,
  quoteTerms,
  storedItems,
  unitCountsOf,
  type StoredUnitItem,
} from './octo-booking-terms.ts'
import { statusOfRow, type OctoBookingRow } from './octo-bookings-read.ts'
import { loadTourOption, type TourRow } from './products.ts'

export interface TermsChange {
  productId?: string
  optionId?: string
  availabilityId?: string
  unitItems?: OctoUnitItemInput[]
}

export const asksForTermsChange = (change: TermsChange) =>
  change.productId !== undefined ||
  change.optionId !== undefined ||
  change.availabilityId !== undefined ||
  change.unitItems !== undefined

/** The tour the booking will be for: the one named, or its own (INVALID_PRODUCT_ID / _OPTION_ID). */
export function targetTour(tx: Tx, reseller: Reseller, row: OctoBookingRow, change: TermsChange) {
  return loadTourOption(
    tx,
    reseller,
    change.productId ?? String(row.activity_id),
    change.optionId ?? (row.option_id === null ? OCTO_OPTION_ID : String(row.option_id)),
  )
}

const unitTally = (items: readonly { unitId: string }[]) =>
  items
    .map((item) => item.unitId)
    .sort()
    .join(',')

/**
 * Applies the change to the locked hold `row`. Unchanged terms (the same departure and the same
 * units, perhaps under new uuids or references) keep the seats and the price they have; a new
 * pick-up point alone is the caller's (it does not change the price).
 */
export async function changeOctoTerms(
  tx: Tx,
  reseller: Reseller,
  row: OctoBookingRow,
  change: TermsChange,
  pickup: ChosenPickup | null,
  now: Date,
): Promise<void> {
  if (!asksForTermsChange(change)) return
  if (statusOfRow(row) !== 'ON_HOLD')
    throw new OctoError('UNPROCESSABLE_ENTITY', OctoMessages.onlyHoldChanges)
  const tour = await targetTour(tx, reseller, row, change)
  const current = JSON.parse(row.unit_items) as StoredUnitItem[]
  const items = change.unitItems ? storedItems(change.unitItems) : current
  const counts = unitCountsOf(tour, items)
  const bookedId = availabilityIdOf(row.start_date, row.start_time)
  const availabilityId = change.availabilityId ?? bookedId
  const sameTerms =
    tour.id === row.activity_id && availabilityId === bookedId && unitTally(items) === unitTally(current)
  if (!sameTerms) await moveHold(tx, row, tour, availabilityId, counts, pickup, now)
  await tx
    .update(octoBookings)
    .set({ unitItems: JSON.stringify(items), updatedAt: now })
    .where(eq(octoBookings.id, row.octo_id))
}

/** Gives the hold's seats back, then prices and holds the new terms, as one move. */
async function moveHold(
  tx: Tx,
  row: OctoBookingRow,
  tour: TourRow,
  availabilityId: string,
  counts: ReturnType<typeof unitCountsOf>,
  pickup: ChosenPickup | null,
  now: Date,
) {
  await releaseSeats(tx, row.activity_id, row.start_date, row.pax, row.start_time_id)
  const departure = await departureOf(tx, tour, availabilityId, now)
  // Its own pick-up point stays on the same tour; another tour's first point otherwise.
  const location =
    pickup?.locationId ??
    (tour.id === row.activity_id && row.location_id !== null ? row.location_id : tour.pickup_location_id)
  const quote = await quoteTerms(tx, tour, departure, counts, location as number)
  if (!(await holdSeats(tx, quote.activityId, quote.day, travellerTotal(quote.counts), quote.startTimeId)))
    throw new OctoError('UNPROCESSABLE_ENTITY', OctoMessages.soldOut)
  await applyQuotedTerms(tx, row.booking_id, quote, now)
}
