/**
 * booking_update (decision 061): the one function every writer of a reseller's booking calls,
 * inside its own transaction, after changing the booking: the state machine (transitionBooking:
 * supplier and admin confirm, reject and cancel, the completion and deadline jobs, chargebacks),
 * OCTO's own reserve, confirm, update, extend and cancel, hold expiry, check-in and no-show.
 *
 * It writes one delivery per booking_update webhook of the booking's reseller, carrying the
 * booking in OCTO's shape as it is at that moment (with the capabilities the webhook was made
 * with), so a receiver sees each step of the booking's life even when deliveries are late.
 * A second call for the same booking in the same transaction replaces the first (the last state
 * of the transaction wins, with the caller's label); a change that leaves the booking's OCTO
 * shape as it was (a repeated confirm) writes nothing. Bookings not sold through OCTO cost one
 * indexed query.
 */
import { eq, sql } from 'drizzle-orm'
import { queryRows, type DbOrTx, type Tx } from '@serendib/db/client'
import type { OctoBookingView } from '@serendib/domain/api/octo'
import { resellers } from '@serendib/db/schema/resellers'
import { withBookingCapabilities } from './capabilities.ts'
import { loadOctoBooking, toOctoBooking } from './octo-bookings-read.ts'
import type { OctoCapability } from '@serendib/domain/octo-capabilities'

/** Why a booking_update was sent: the `change` field of its body. */
export type BookingChange =
  | 'RESERVED'
  | 'CONFIRMED'
  | 'PENDING'
  | 'UPDATED'
  | 'CANCELLED'
  | 'REJECTED'
  | 'EXPIRED'
  | 'REDEEMED'
  | 'CHECKED_IN'
  | 'NO_SHOW'

/** The reseller's booking in OCTO's shape with a webhook's capabilities (voucher codes are added when sent). */
export async function renderWebhookBooking(
  db: DbOrTx,
  resellerId: number,
  bookingId: number,
  capabilities: readonly string[],
): Promise<OctoBookingView | null> {
  const [reseller] = await db.select().from(resellers).where(eq(resellers.id, resellerId))
  const [octo] = await queryRows<{ uuid: string }>(
    db,
    sql`select uuid from octo_bookings where booking_id = ${bookingId} and reseller_id = ${resellerId}`,
  )
  if (!reseller || !octo) return null
  const view = await toOctoBooking(db, reseller, await loadOctoBooking(db, reseller, octo.uuid))
  const ask = {
    capabilities: capabilities as OctoCapability[],
    commissionPercent: reseller.commissionPercent,
  }
  const [booking] = await withBookingCapabilities(db, ask, [view])
  return booking ?? null
}

export async function recordBookingChange(tx: Tx, bookingId: number, change: BookingChange): Promise<void> {
  const hooks = await queryRows<{ id: string; capabilities: string[]; reseller_id: number }>(
    tx,
    sql`select w.id, w.capabilities, o.reseller_id
          from octo_bookings o join octo_webhooks w on w.reseller_id = o.reseller_id and w.event = 'booking_update'
         where o.booking_id = ${bookingId}
         order by w.created_at, w.id`,
  )
  if (!hooks.length) return
  await tx.execute(
    sql`delete from octo_webhook_deliveries
         where booking_id = ${bookingId} and status = 0 and attempts = 0 and xact_id = txid_current()`,
  )
  for (const hook of hooks) {
    const booking = await renderWebhookBooking(tx, hook.reseller_id, bookingId, hook.capabilities)
    if (!booking) continue
    const payload = JSON.stringify(booking)
    // Nothing the reseller can see changed (a repeated confirm) and no event of its own (a
    // no-show leaves the OCTO booking as it was, but is news): no new delivery.
    await tx.execute(sql`
      insert into octo_webhook_deliveries (webhook_id, booking_id, change, payload)
      select ${hook.id}, ${bookingId}, ${change}, ${payload}
       where not exists (select 1 from (select change, payload from octo_webhook_deliveries
                                          where webhook_id = ${hook.id} and booking_id = ${bookingId}
                                          order by id desc limit 1) last
                          where last.payload = ${payload} and (last.change = ${change} or ${change} = 'UPDATED'))`)
  }
}
