/**
 * POST /octo/bookings (issue 16, decision 045): a reseller's hold, an ordinary booking that is
 * Pending until the reseller confirms it, priced by the site's quote and holding its seats with
 * the same guarded upserts as checkout (decision 035). The uuid makes a retry harmless.
 */
import { randomUUID } from 'node:crypto'
import type { Database } from '@serendib/db/client'
import { octoBookings, type Reseller } from '@serendib/db/schema/resellers'
import type { OctoReserveBody } from '@serendib/domain/api/octo'
import { availabilityIdOf, OctoError, OctoMessages } from '@serendib/domain/octo'
import { travellerTotal } from '@serendib/domain/pricing'
import { isUniqueViolation } from '../accounts/users.ts'
import { createBooking } from '../booking-core/create-booking.ts'
import { holdSeats } from '../booking-core/seats.ts'
import { checkCurrency, chosenPickup, type OctoAsk } from './capabilities.ts'
import { departureOf, quoteTerms, storedItems, unitCountsOf } from './octo-booking-terms.ts'
import { expireOctoHolds, loadOctoBooking, toOctoBooking } from './octo-bookings-read.ts'
import { CORE, DEFAULT_HOLD_MINUTES, minutesFrom, pickupColumns } from './octo-bookings-write.ts'
import { bookingContactColumns, octoContactColumns } from './octo-contact.ts'
import { applyOctoAnswers } from './octo-questions.ts'
import { loadTourOption } from './products.ts'
import { recordBookingChange } from './webhook-bookings.ts'

/** POST /octo/bookings: holds the seats until utcExpiresAt. The uuid makes a retry harmless. */
export async function reserveOctoBooking(
  database: Database,
  reseller: Reseller,
  body: OctoReserveBody,
  ask: OctoAsk = CORE,
  now = new Date(),
) {
  const db = database.db
  await expireOctoHolds(db, now)
  const uuid = body.uuid ?? randomUUID()
  const existing = await loadOctoBooking(db, reseller, uuid).catch(() => null)
  if (existing) {
    const sameDeparture = availabilityIdOf(existing.start_date, existing.start_time) === body.availabilityId
    if (!sameDeparture || String(existing.activity_id) !== body.productId)
      throw new OctoError('UNPROCESSABLE_ENTITY', OctoMessages.uuidTaken)
    return toOctoBooking(db, reseller, existing)
  }
  const tour = await loadTourOption(db, reseller, body.productId, body.optionId)
  checkCurrency(body.currency)
  const departure = await departureOf(db, tour, body.availabilityId, now)
  const counts = unitCountsOf(tour, body.unitItems)
  const pickup = await chosenPickup(db, ask, async () => tour, body)
  const quote = await quoteTerms(
    db,
    tour,
    departure,
    counts,
    pickup?.locationId ?? (tour.pickup_location_id as number),
  )
  const pax = travellerTotal(quote.counts)
  const contact = bookingContactColumns(body.contact)
  const items = storedItems(body.unitItems)
  try {
    await database.db.transaction(async (tx) => {
      if (!(await holdSeats(tx, quote.activityId, quote.day, pax, quote.startTimeId)))
        throw new OctoError('UNPROCESSABLE_ENTITY', OctoMessages.soldOut)
      const row = await createBooking(tx, quote, {
        userId: reseller.userId,
        ...(pickup && pickupColumns(pickup)),
        remarks: body.notes ?? null,
        contactFirstname: contact.contactFirstname ?? '',
        contactLastname: contact.contactLastname ?? '',
        contactEmail: contact.contactEmail ?? '',
        contactPhone: contact.contactPhone ?? '',
        channel: reseller.name,
        paymentReference: `on-account:${reseller.name}`,
      })
      await tx.insert(octoBookings).values({
        uuid,
        resellerId: reseller.id,
        bookingId: row.id,
        resellerReference: body.resellerReference ?? null,
        expiresAt: minutesFrom(now, body.expirationMinutes ?? DEFAULT_HOLD_MINUTES),
        unitItems: JSON.stringify(items),
        notes: body.notes ?? null,
        ...octoContactColumns(body.contact),
        pickupHotelRoom: pickup?.hotelRoom ?? null,
        createdAt: now,
        updatedAt: now,
      })
      await applyOctoAnswers(tx, ask, row.id, body, false)
      await recordBookingChange(tx, row.id, 'RESERVED')
    })
  } catch (error) {
    // The same uuid sent twice at once: the second insert loses and answers the first booking.
    if (!isUniqueViolation(error)) throw error
  }
  return toOctoBooking(db, reseller, await loadOctoBooking(db, reseller, uuid))
}
