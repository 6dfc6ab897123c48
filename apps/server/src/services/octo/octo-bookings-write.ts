/**
 * Reseller bookings through OCTO after the reserve (issue 16, decision 045; reserve-octo-booking.ts
 * makes the hold): confirm, extend, update and cancel. They are ordinary bookings: every status
 * change goes through transitionBooking (decision 021), seats through the booking core's own
 * hold and release. The reseller pays on account, so no charge is made.
 */
import { eq, sql } from 'drizzle-orm'
import { queryRows, type Database, type Tx } from '@serendib/db/client'
import { SaleType } from '@serendib/db/schema/activities'
import { octoBookings, type Reseller } from '@serendib/db/schema/resellers'
import type { OctoConfirmBody, OctoUpdateBody } from '@serendib/domain/api/octo'
import { OctoError, OctoMessages } from '@serendib/domain/octo'
import type { AuditActor } from '../audit/record-audit.ts'
import { updateBookingDetails } from '../booking-core/booking-details.ts'
import { transitionBooking } from '../booking-core/transition-booking.ts'
import { chosenPickup, type ChosenPickup, type OctoAsk } from './capabilities.ts'
import { changeOctoTerms, targetTour } from './change-octo-booking.ts'
import {
  cancellableAt,
  expireOctoHolds,
  loadOctoBooking,
  statusOfRow,
  toOctoBooking,
} from './octo-bookings-read.ts'
import { bookingContactColumns, octoContactColumns } from './octo-contact.ts'
import { applyOctoAnswers } from './octo-questions.ts'
import { mailSupplierCanceled, mailSupplierNewBooking } from './octo-supplier-mail.ts'
import { recordBookingChange } from './webhook-bookings.ts'

export const DEFAULT_HOLD_MINUTES = 30

const actorOf = (reseller: Reseller): AuditActor => ({ role: 'reseller', userId: null, label: reseller.name })
export const minutesFrom = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000)

/** The booking columns of a chosen pick-up (octo/pickups). */
export const pickupColumns = (pickup: ChosenPickup) => ({
  locationId: pickup.locationId,
  pickupType: pickup.pickupType,
  hotelName: pickup.hotelName,
})

/** Core answers unless the request asked for a capability (decision 053). */
export const CORE: OctoAsk = { capabilities: [], commissionPercent: 0 }

/** Runs `change` on the locked booking inside one transaction, then answers the booking. */
async function withBooking(
  database: Database,
  reseller: Reseller,
  uuid: string,
  change: (tx: Tx, row: Awaited<ReturnType<typeof loadOctoBooking>>) => Promise<void>,
  now = new Date(),
) {
  await expireOctoHolds(database.db, now)
  await database.db.transaction(async (tx) => {
    const row = await loadOctoBooking(tx, reseller, uuid, true)
    await change(tx, row)
    // The reseller's booking_update webhooks (decision 061), with the booking as it is now.
    const after = statusOfRow(await loadOctoBooking(tx, reseller, uuid))
    const label = { CONFIRMED: 'CONFIRMED', PENDING: 'PENDING', CANCELLED: 'CANCELLED' } as const
    const changed = statusOfRow(row) !== after && after in label
    await recordBookingChange(tx, row.booking_id, changed ? label[after as keyof typeof label] : 'UPDATED')
  })
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
  ask: OctoAsk = CORE,
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
      // octo/questions: every required answer by now (decision 062).
      await applyOctoAnswers(tx, ask, row.booking_id, body, true)
      const [tour] = await queryRows<{ sale_type: number }>(
        tx,
        sql`select sale_type from activities where id = ${row.activity_id}`,
      )
      await updateBookingDetails(tx, row.booking_id, bookingContactColumns(body.contact), now)
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
      if (tour?.sale_type === SaleType.instant)
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
      // Answers sent are checked and kept; a missing one blocks only confirming (decision 062).
      await applyOctoAnswers(tx, ask, row.booking_id, body, false)
      await updateBookingDetails(
        tx,
        row.booking_id,
        {
          ...bookingContactColumns(body.contact),
          ...(pickup && pickupColumns(pickup)),
          ...(body.notes !== undefined && { remarks: body.notes }),
        },
        now,
      )
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
