/**
 * The terms of a reseller booking — tour, departure, unit items and the site's price for them —
 * checked the same way for a reserve and for a change (issue 33): OCTO's INVALID_* errors for
 * ids that do not exist, UNPROCESSABLE_ENTITY for what cannot be sold.
 */
import { randomUUID } from 'node:crypto'
import type { Database, DbOrTx } from '@serendib/db/client'
import type { OctoUnitItemInput } from '@serendib/domain/api/octo'
import { countUnits, OctoError, OctoMessages, parseAvailabilityId } from '@serendib/domain/octo'
import { quoteBooking, QuoteError, type Quote } from '../booking/quote.ts'
import { departures } from './availability.ts'
import { groupSize, OCTO_SELLS, unitIdsOf, type TourRow } from './products.ts'

/** A unit item as stored on octo_bookings: the reseller's uuid (or ours) and its unit. */
export interface StoredUnitItem {
  uuid: string
  unitId: string
  resellerReference?: string
}
export type UnitCounts = Exclude<ReturnType<typeof countUnits>, { unknown: string }>

/** The day and start an availability id names on this tour, if it is open for sale. */
export async function departureOf(db: DbOrTx, tour: TourRow, availabilityId: string, now: Date) {
  const invalid = () =>
    new OctoError('INVALID_AVAILABILITY_ID', OctoMessages.invalidAvailability(availabilityId), {
      availabilityId,
    })
  const parsed = parseAvailabilityId(availabilityId)
  if (!parsed) throw invalid()
  if (!tour.start_times?.length && parsed.time !== '00:00') throw invalid()
  const time = tour.start_times?.length ? parsed.time : null
  const dep = (await departures(db, tour, parsed.day, parsed.day, now)).find((d) => d.time === time)
  // Every booking names a pick-up point: a tour without one cannot be sold.
  if (!dep || !dep.open || tour.pickup_location_id === null) throw invalid()
  return { day: parsed.day, time }
}

/** Counts per age band; an empty list or a unit the tour does not sell is refused. */
export function unitCountsOf(tour: TourRow, items: readonly { unitId: string }[]): UnitCounts {
  if (items.length === 0) throw new OctoError('UNPROCESSABLE_ENTITY', OctoMessages.noUnits)
  const counts = countUnits(
    items.map((u) => u.unitId),
    unitIdsOf(tour),
  )
  if ('unknown' in counts)
    throw new OctoError('INVALID_UNIT_ID', OctoMessages.invalidUnit(counts.unknown), {
      unitId: counts.unknown,
    })
  return counts
}

/** Items to store: each keeps the uuid the reseller gave it, or gets one. */
export const storedItems = (items: readonly OctoUnitItemInput[]): StoredUnitItem[] =>
  items.map((u) => ({
    uuid: u.uuid ?? randomUUID(),
    unitId: u.unitId,
    resellerReference: u.resellerReference,
  }))

/** The site's quote for these units on this departure, with a refusal as UNPROCESSABLE_ENTITY. */
export function quoteTerms(
  db: DbOrTx | Database,
  tour: TourRow,
  departure: { day: string; time: string | null },
  counts: UnitCounts,
  pickupLocationId: number,
): Promise<Quote> {
  return quoteBooking(
    db,
    {
      aid: tour.id,
      pud: departure.day,
      pul: pickupLocationId,
      na: counts.adults + counts.groups * groupSize(tour),
      nc: counts.children,
      ni: counts.infants,
      start_time: departure.time ?? undefined,
      option_id: tour.option?.id,
    },
    undefined,
    undefined,
    OCTO_SELLS,
  ).catch((error: unknown) => {
    if (error instanceof QuoteError) throw new OctoError('UNPROCESSABLE_ENTITY', error.message)
    throw error
  })
}
