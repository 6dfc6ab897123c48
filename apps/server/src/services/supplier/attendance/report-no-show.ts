/**
 * A supplier reports that nobody came (decision 049): only for its own confirmed (or already
 * completed) booking, from the start until 24 h after it, never after a check-in and only once.
 * The row is locked like a check-in, so a scan and a report at the same moment cannot both win;
 * the report and its audit row commit together.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type Database } from '@serendib/db/client'
import { AttendanceMessages, noShowRefusal } from '@serendib/domain/attendance'
import { NotFoundError, UnprocessableError } from '@serendib/domain/errors'
import { recordAudit, type AuditActor } from '../../audit/record-audit.ts'
import { markNoShow } from '../../booking-core/booking-details.ts'
import { paidBooking, startInstant } from '../bookings/visible.ts'
import { recordBookingChange } from '../../octo/webhook-bookings.ts'

export async function reportNoShow(
  database: Database,
  actor: AuditActor & { userId: number },
  bookingId: number,
  now = new Date(),
): Promise<string> {
  return database.transaction(async (tx) => {
    const [b] = await queryRows<{
      status: number
      checked_in_at: Date | string | null
      no_show_at: Date | string | null
      starts_at: Date | string
    }>(
      tx,
      sql`select b.status, b.checked_in_at, b.no_show_at, ${startInstant} as starts_at
            from bookings b left join orders o on o.id = b.order_id
           where b.id = ${bookingId} and b.supplier_user_id = ${actor.userId} and ${paidBooking}
           for update of b`,
    )
    if (!b) throw new NotFoundError('Booking not found')
    const refusal = noShowRefusal({
      status: b.status,
      checkedInAt: b.checked_in_at,
      noShowAt: b.no_show_at,
      startsAt: new Date(b.starts_at),
      now,
    })
    if (refusal) throw new UnprocessableError(refusal)
    await markNoShow(tx, bookingId, now)
    await recordAudit(tx, {
      actor,
      action: 'booking.no_show',
      subject: { type: 'booking', id: bookingId },
      before: { attendance: 'expected' },
      after: { attendance: 'no_show', no_show_at: now.toISOString() },
    })
    // A reseller's booking: told through its booking_update webhook (decision 061).
    await recordBookingChange(tx, bookingId, 'NO_SHOW')
    return AttendanceMessages.noShowReported
  })
}
