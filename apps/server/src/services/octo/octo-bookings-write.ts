/**
 * Reseller bookings through OCTO (issue 16, decision 045). They are ordinary bookings: the same
 * quote, the same guarded seat holds (decision 035) and every status change through
 * transitionBooking (decision 021). The reseller pays on account, so no charge is made.
 */
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { queryRows, type Database, type Tx } from '@serendib/db/client'
import { bookings } from '@serendib/db/schema/bookings'
import { octoBookings, type Reseller } from '@serendib/db/schema/resellers'
import type { OctoConfirmBody, OctoReserveBody, OctoUpdateBody } from '@serendib/domain/api/octo'
import { tourEndDate } from '@serendib/domain/checkout'
import type { DurationUnitCode } from '@serendib/domain/duration'
import { availabilityIdOf, OctoError, OctoMessages } from '@serendib/domain/octo'
import { travellerTotal } from '@serendib/domain/pricing'
import type { AuditActor } from '../audit/record-audit.ts'
import { isUniqueViolation } from '../accounts/users.ts'
import { newBookingReference } from '../booking/references.ts'
import { holdSeats, releaseSeats } from '../booking/seats.ts'
import { transitionBooking } from '../booking/transition-booking.ts'
import { checkCurrency, chosenPickup, type ChosenPickup, type OctoAsk } from './capabilities.ts'
import { changeOctoTerms, targetTour } from './change-octo-booking.ts'
import { departureOf, quoteTerms, storedItems, unitCountsOf } from './octo-booking-terms.ts'
import {
  cancellableAt,
  expireOctoHolds,
  loadOctoBooking,
  statusOfRow,
  toOctoBooking,
} from './octo-bookings-read.ts'
import { bookingContactColumns, octoContactColumns } from './octo-contact.ts'
import { mailSupplierCanceled, mailSupplierNewBooking } from './octo-supplier-mail.ts'
import { loadTourOption } from './products.ts'

export const DEFAULT_HOLD_MINUTES = 30

const actorOf = (reseller: Reseller): AuditActor => ({ role: 'reseller', userId: null, label: reseller.name })
const minutesFrom = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000)

/** The booking columns of a chosen pick-up (octo/pickups). */
const pickupColumns = (pickup: ChosenPickup) => ({
  locationId: pickup.locationId,
  pickupType: pickup.pickupType,
  hotelName: pickup.hotelName,
})

/** Core answers unless the request asked for a capability (decision 053). */
const CORE: OctoAsk = { capabilities: [], commissionPercent: 0 }

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
      const [row] = await tx
        .insert(bookings)
        .values({
          bookingReference: newBookingReference(),
          userId: reseller.userId,
          activityId: quote.activityId,
          supplierUserId: quote.supplierUserId,
          startDate: quote.day,
          endDate: tourEndDate(quote.day, quote.durationValue, quote.durationUnit as DurationUnitCode),
          startTimeId: quote.startTimeId,
          startTime: quote.startTime,
          numAdults: quote.counts.adults,
          numChildren: quote.counts.children,
          numInfants: quote.counts.infants,
          bookingAmountCents: quote.amountCents,
          discountPercent: quote.discountPercent,
          locationId: quote.pickupLocationId,
          ...(pickup && pickupColumns(pickup)),
          remarks: body.notes ?? null,
          contactFirstname: contact.contactFirstname ?? '',
          contactLastname: contact.contactLastname ?? '',
          contactEmail: contact.contactEmail ?? '',
          contactPhone: contact.contactPhone ?? '',
          channel: reseller.name,
          paymentReference: `on-account:${reseller.name}`,
        })
        .returning({ id: bookings.id })
      if (!row) throw new Error('insert returned no booking')
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
    })
  } catch (error) {
    // The same uuid sent twice at once: the second insert loses and answers the first booking.
    if (!isUniqueViolation(error)) throw error
  }
  return toOctoBooking(db, reseller, await loadOctoBooking(db, reseller, uuid))
}

/** Runs `change` on the locked booking inside one transaction, then answers the booking. */
async function withBooking(
  database: Database,
  reseller: Reseller,
  uuid: string,
  change: (tx: Tx, row: Awaited<ReturnType<typeof loadOctoBooking>>) => Promise<void>,
  now = new Date(),
) {
  await expireOctoHolds(database.db, now)
  await database.db.transaction(async (tx) => change(tx, await loadOctoBooking(tx, reseller, uuid, true)))
  return toOctoBooking(database.db, reseller, await loadOctoBooking(database.db, reseller, uuid))
}

/** CONFIRMED for instant tours; PENDING (the supplier decides) for tours sold on request. */
export function confirmOctoBooking(
  database: Database,
  reseller: Reseller,
  uuid: string,
  body: OctoConfirmBody,
  publicUrl: string,
  now = new Date(),
) {
  return withBooking(
    database,
    reseller,
    uuid,
    async (tx, row) => {
      const status = statusOfRow(row)
      if (status === 'CONFIRMED' || status === 'PENDING') return
      if (status !== 'ON_HOLD')
        throw new OctoError('UNPROCESSABLE_ENTITY', OctoMessages.cannotConfirm(status))
      // OCTO: unit items sent with confirm are the booking's from now on (more or fewer change it).
      if (body.unitItems) await changeOctoTerms(tx, reseller, row, { unitItems: body.unitItems }, null, now)
      const [tour] = await queryRows<{ sale_type: number }>(
        tx,
        sql`select sale_type from activities where id = ${row.activity_id}`,
      )
      await tx
        .update(bookings)
        .set({ ...bookingContactColumns(body.contact), updatedAt: now })
        .where(eq(bookings.id, row.booking_id))
      await tx
        .update(octoBookings)
        .set({
          ...octoContactColumns(body.contact),
          resellerConfirmedAt: now,
          expiresAt: null,
          updatedAt: now,
          ...(body.resellerReference !== undefined && { resellerReference: body.resellerReference }),
        })
        .where(eq(octoBookings.id, row.octo_id))
      // An instant tour is confirmed at once, like a paid one; on request waits for the supplier.
      if (tour?.sale_type === 1)
        await transitionBooking(tx, {
          bookingId: row.booking_id,
          action: 'confirm',
          actor: { role: 'system', userId: null, label: `octo:${reseller.name}` },
          reason: 'Confirmed by the reseller (paid on account)',
          at: now,
        })
      await mailSupplierNewBooking(tx, row.booking_id, publicUrl)
    },
    now,
  )
}

export function extendOctoBooking(
  database: Database,
  reseller: Reseller,
  uuid: string,
  minutes = DEFAULT_HOLD_MINUTES,
  now = new Date(),
) {
  return withBooking(
    database,
    reseller,
    uuid,
    async (tx, row) => {
      if (statusOfRow(row) !== 'ON_HOLD') throw new OctoError('UNPROCESSABLE_ENTITY', OctoMessages.notOnHold)
      await tx
        .update(octoBookings)
        .set({ expiresAt: minutesFrom(now, minutes), updatedAt: now })
        .where(eq(octoBookings.id, row.octo_id))
    },
    now,
  )
}

/**
 * PATCH: references, notes, contact and pick-up on any live booking; product, option,
 * availability and unit items on a hold (change-octo-booking.ts). All or nothing.
 */
export function updateOctoBooking(
  database: Database,
  reseller: Reseller,
  uuid: string,
  body: OctoUpdateBody,
  ask: OctoAsk = CORE,
  now = new Date(),
) {
  return withBooking(
    database,
    reseller,
    uuid,
    async (tx, row) => {
      const status = statusOfRow(row)
      if (!['ON_HOLD', 'CONFIRMED', 'PENDING'].includes(status))
        throw new OctoError('UNPROCESSABLE_ENTITY', OctoMessages.cannotUpdate(status))
      const pickup = await chosenPickup(tx, ask, () => targetTour(tx, reseller, row, body), body)
      await changeOctoTerms(tx, reseller, row, body, pickup, now)
      await tx
        .update(bookings)
        .set({
          ...bookingContactColumns(body.contact),
          ...(pickup && pickupColumns(pickup)),
          ...(body.notes !== undefined && { remarks: body.notes }),
          updatedAt: now,
        })
        .where(eq(bookings.id, row.booking_id))
      await tx
        .update(octoBookings)
        .set({
          ...octoContactColumns(body.contact),
          updatedAt: now,
          ...(body.resellerReference !== undefined && { resellerReference: body.resellerReference }),
          ...(body.notes !== undefined && { notes: body.notes }),
          ...(pickup && { pickupHotelRoom: pickup.hotelRoom }),
          ...(status === 'ON_HOLD' &&
            body.expirationMinutes !== undefined && { expiresAt: minutesFrom(now, body.expirationMinutes) }),
        })
        .where(eq(octoBookings.id, row.octo_id))
    },
    now,
  )
}

/** Cancels a hold or a booking (a confirmed one up to 24 h before the start); repeats answer the same. */
export function cancelOctoBooking(
  database: Database,
  reseller: Reseller,
  uuid: string,
  body: { reason?: string | null; force?: boolean },
  publicUrl: string,
  now = new Date(),
) {
  return withBooking(
    database,
    reseller,
    uuid,
    async (tx, row) => {
      const status = statusOfRow(row)
      if (status === 'CANCELLED') return
      const allowed =
        status === 'ON_HOLD' || status === 'PENDING' || (status === 'CONFIRMED' && cancellableAt(row, now))
      if (!allowed) throw new OctoError('UNPROCESSABLE_ENTITY', OctoMessages.cannotCancel(status))
      await transitionBooking(tx, {
        bookingId: row.booking_id,
        action: 'cancel',
        actor: actorOf(reseller),
        reason: body.reason ?? null,
        at: now,
      })
      await releaseSeats(tx, row.activity_id, row.start_date, row.pax, row.start_time_id)
      await tx
        .update(octoBookings)
        .set({ cancelReason: body.reason ?? null, expiresAt: null, updatedAt: now })
        .where(eq(octoBookings.id, row.octo_id))
      // A hold never reached the supplier; a confirmed or pending booking did.
      if (status !== 'ON_HOLD') await mailSupplierCanceled(tx, row.booking_id, reseller, publicUrl)
    },
    now,
  )
}
