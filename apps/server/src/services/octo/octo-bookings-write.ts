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
import type {
  OctoConfirmBody,
  OctoContactInput,
  OctoReserveBody,
  OctoUpdateBody,
} from '@serendib/domain/api/octo'
import { tourEndDate } from '@serendib/domain/checkout'
import type { DurationUnitCode } from '@serendib/domain/duration'
import {
  availabilityIdOf,
  countUnits,
  OctoError,
  OctoMessages,
  parseAvailabilityId,
} from '@serendib/domain/octo'
import { travellerTotal } from '@serendib/domain/pricing'
import type { AuditActor } from '../audit/record-audit.ts'
import { isUniqueViolation } from '../accounts/users.ts'
import { supplierBookingCanceledMail } from '../email/account-templates.ts'
import { loadBookingMailData } from '../email/booking-mail-data.ts'
import { supplierNewBookingMail } from '../email/booking-templates.ts'
import { enqueueEmail } from '../email/enqueue-email.ts'
import { quoteBooking, QuoteError } from '../booking/quote.ts'
import { newBookingReference } from '../booking/references.ts'
import { holdSeats, releaseSeats } from '../booking/seats.ts'
import { transitionBooking } from '../booking/transition-booking.ts'
import { departures } from './availability.ts'
import { checkCurrency, chosenPickup, type ChosenPickup, type OctoAsk } from './capabilities.ts'
import {
  cancellableAt,
  expireOctoHolds,
  loadOctoBooking,
  statusOfRow,
  toOctoBooking,
} from './octo-bookings-read.ts'
import { groupSize, loadTour, loadTourOption, unitIdsOf } from './products.ts'

export const DEFAULT_HOLD_MINUTES = 30

const actorOf = (reseller: Reseller): AuditActor => ({ role: 'reseller', userId: null, label: reseller.name })
const minutesFrom = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000)

function contactColumns(contact: OctoContactInput | undefined) {
  if (!contact) return {}
  const [first, ...rest] = (contact.fullName ?? '').trim().split(/\s+/)
  const pick = (value: string | null | undefined, fallback?: string) =>
    value !== undefined && value !== null ? value.trim() : fallback
  return {
    ...(pick(contact.firstName, first || undefined) !== undefined && {
      contactFirstname: pick(contact.firstName, first),
    }),
    ...(pick(contact.lastName, rest.join(' ') || undefined) !== undefined && {
      contactLastname: pick(contact.lastName, rest.join(' ')),
    }),
    ...(contact.emailAddress != null && { contactEmail: contact.emailAddress.trim() }),
    ...(contact.phoneNumber != null && { contactPhone: contact.phoneNumber.trim() }),
  }
}

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
  const parsed = parseAvailabilityId(body.availabilityId)
  const invalidAvailability = () =>
    new OctoError('INVALID_AVAILABILITY_ID', OctoMessages.invalidAvailability(body.availabilityId), {
      availabilityId: body.availabilityId,
    })
  if (!parsed) throw invalidAvailability()
  const wantedTime = tour.start_times?.length ? parsed.time : null
  if (!tour.start_times?.length && parsed.time !== '00:00') throw invalidAvailability()
  if (body.unitItems.length === 0) throw new OctoError('UNPROCESSABLE_ENTITY', OctoMessages.noUnits)
  const counts = countUnits(
    body.unitItems.map((u) => u.unitId),
    unitIdsOf(tour),
  )
  if ('unknown' in counts)
    throw new OctoError('INVALID_UNIT_ID', OctoMessages.invalidUnit(counts.unknown), {
      unitId: counts.unknown,
    })
  const dep = (await departures(db, tour, parsed.day, parsed.day, now)).find((d) => d.time === wantedTime)
  if (!dep || !dep.open) throw invalidAvailability()
  if (tour.pickup_location_id === null) throw invalidAvailability()
  const pickup = await chosenPickup(db, ask, async () => tour, body)

  const quote = await quoteBooking(db, {
    aid: tour.id,
    pud: parsed.day,
    pul: pickup?.locationId ?? tour.pickup_location_id,
    na: counts.adults + counts.groups * groupSize(tour),
    nc: counts.children,
    ni: counts.infants,
    start_time: wantedTime ?? undefined,
  }).catch((error: unknown) => {
    if (error instanceof QuoteError) throw new OctoError('UNPROCESSABLE_ENTITY', error.message)
    throw error
  })
  const pax = travellerTotal(quote.counts)
  const contact = contactColumns(body.contact)
  const items = body.unitItems.map((u) => ({
    uuid: u.uuid ?? randomUUID(),
    unitId: u.unitId,
    resellerReference: u.resellerReference,
  }))
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

/** The supplier hears of a reseller's sale when it is confirmed, like of a paid one (decision 045). */
async function mailSupplierNewBooking(tx: Tx, bookingId: number, publicUrl: string) {
  const [mail] = await loadBookingMailData(tx, [bookingId])
  if (mail) await enqueueEmail(tx, supplierNewBookingMail(mail.supplier, [mail], publicUrl))
}

async function mailSupplierCanceled(tx: Tx, bookingId: number, reseller: Reseller, publicUrl: string) {
  const [mail] = await loadBookingMailData(tx, [bookingId])
  if (mail)
    await enqueueEmail(
      tx,
      supplierBookingCanceledMail(
        { email: mail.supplier.email, firstName: mail.supplier.firstName },
        {
          id: mail.id,
          bookingReference: mail.bookingReference,
          tourTitle: mail.tourTitle,
          startDate: mail.startDate,
        },
        publicUrl,
        reseller.name,
      ),
    )
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
      const [tour] = await queryRows<{ sale_type: number }>(
        tx,
        sql`select sale_type from activities where id = ${row.activity_id}`,
      )
      await tx
        .update(bookings)
        .set({ ...contactColumns(body.contact), updatedAt: now })
        .where(eq(bookings.id, row.booking_id))
      await tx
        .update(octoBookings)
        .set({
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
      const pickup = await chosenPickup(tx, ask, () => loadTour(tx, reseller, String(row.activity_id)), body)
      await tx
        .update(bookings)
        .set({
          ...contactColumns(body.contact),
          ...(pickup && pickupColumns(pickup)),
          ...(body.notes !== undefined && { remarks: body.notes }),
          updatedAt: now,
        })
        .where(eq(bookings.id, row.booking_id))
      await tx
        .update(octoBookings)
        .set({
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
