/**
 * Deliveries owed to resellers' webhooks that need no booking rendered now (decision 061), so
 * the booking core and the hold sweep can write them without importing the OCTO views:
 *
 * - availability_update: seats of a tour's day changed (a hold, a release, a cancellation, on
 *   any channel), so each reseller that sells the tour and has an availability_update webhook
 *   is owed a delivery. Called by the booking core's seat functions inside the transaction that
 *   moves the seats. The body is rendered when sent (the day as it is then), so one pending,
 *   unsent delivery per webhook and day is enough.
 * - a reseller's hold that ran out: EXPIRED is final, so its booking is rendered when sent.
 */
import { sql } from 'drizzle-orm'
import type { Tx } from '@serendib/db/client'

/** A delivery whose booking is rendered when it is sent (its state can no longer change). */
export const RENDER_WHEN_SENT = ''

export async function recordAvailabilityChange(tx: Tx, activityId: number, day: string): Promise<void> {
  const key = JSON.stringify({ productId: String(activityId), localDate: day })
  await tx.execute(sql`
    insert into octo_webhook_deliveries (webhook_id, change, payload)
    select w.id, 'AVAILABILITY', ${key}
      from octo_webhooks w join resellers r on r.id = w.reseller_id
     where w.event = 'availability_update'
       and (r.allowed_activity_ids is null or ${activityId}::int = any(r.allowed_activity_ids))
       and not exists (select 1 from octo_webhook_deliveries d
                        where d.webhook_id = w.id and d.status = 0 and d.attempts = 0 and d.payload = ${key})`)
}

/** A reseller's hold ran out (EXPIRED): one delivery per booking_update webhook of its reseller. */
export async function recordHoldExpired(tx: Tx, bookingId: number): Promise<void> {
  await tx.execute(sql`
    insert into octo_webhook_deliveries (webhook_id, booking_id, change, payload)
    select w.id, o.booking_id, 'EXPIRED', ${RENDER_WHEN_SENT}
      from octo_bookings o join octo_webhooks w on w.reseller_id = o.reseller_id and w.event = 'booking_update'
     where o.booking_id = ${bookingId}`)
}
