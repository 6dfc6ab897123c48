/**
 * Check-in by voucher (issue 14): the supplier scans the QR or types the reference. Only its own
 * confirmed bookings check in; the first scan stamps the time under the booking's row lock, so
 * two phones scanning at once agree on one first time, and a later scan says when that was.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type Database } from '@serendib/db/client'
import type { CheckInResult } from '@serendib/domain/api/vouchers'
import { AttendanceMessages, attendanceState } from '@serendib/domain/attendance'
import { BookingStatus } from '@serendib/domain/booking-status'
import { NotFoundError, UnprocessableError } from '@serendib/domain/errors'
import { VoucherMessages } from '@serendib/domain/vouchers'
import { recordAudit, type AuditActor } from '../audit/record-audit.ts'
import { paidBooking } from '../supplier/bookings/visible.ts'
import { parseVoucherCode } from './voucher-token.ts'

interface Row extends Record<string, unknown> {
  id: number
  booking_reference: string
  status: number
  title: string
  start_date: string
  lead_traveller: string
  pax: number
  checked_in_at: Date | string | null
  no_show_at: Date | string | null
  channel: string | null
}

export async function checkIn(
  database: Database,
  secret: string,
  actor: AuditActor & { userId: number },
  code: string,
): Promise<{ message: string; result: CheckInResult }> {
  const parsed = parseVoucherCode(secret, code)
  if (parsed.kind === 'forged') throw new UnprocessableError(VoucherMessages.forged)
  return database.transaction(async (tx) => {
    const [b] = await queryRows<Row>(
      tx,
      sql`select b.id, b.booking_reference, b.status, a.title, b.start_date::text as start_date,
                 trim(b.contact_firstname || ' ' || b.contact_lastname) as lead_traveller,
                 (b.num_adults + b.num_children + b.num_infants)::int as pax, b.checked_in_at, b.no_show_at,
                 b.channel
            from bookings b join activities a on a.id = b.activity_id left join orders o on o.id = b.order_id
           where upper(b.booking_reference) = upper(${parsed.reference})
             and b.supplier_user_id = ${actor.userId} and ${paidBooking}
           for update of b`,
    )
    // Another supplier's voucher reads as unknown: its existence is not this supplier's business.
    if (!b) throw new NotFoundError(VoucherMessages.notFound)
    if (b.status === BookingStatus.canceled || b.status === BookingStatus.rejected)
      throw new UnprocessableError(VoucherMessages.canceled)
    if (b.status === BookingStatus.pending) throw new UnprocessableError(VoucherMessages.pending)
    const base = {
      booking_id: b.id,
      booking_reference: b.booking_reference,
      tour: b.title,
      start_date: b.start_date,
      lead_traveller: b.lead_traveller,
      pax: b.pax,
      channel: b.channel,
    }
    // The attendance graph (decision 049): a reported no-show is not checked in afterwards.
    if (attendanceState(b.checked_in_at, b.no_show_at) === 'no_show')
      throw new UnprocessableError(AttendanceMessages.checkInAfterNoShow)
    if (b.checked_in_at) {
      const first = new Date(b.checked_in_at)
      const local = first.toLocaleString('en-GB', {
        timeZone: 'Asia/Colombo',
        dateStyle: 'medium',
        timeStyle: 'short',
      })
      return {
        message: VoucherMessages.alreadyCheckedIn(local),
        result: { ...base, checked_in_at: first.toISOString(), first_time: false },
      }
    }
    const now = new Date()
    await tx.execute(
      sql`update bookings set checked_in_at = ${now.toISOString()}::timestamptz where id = ${b.id}`,
    )
    await recordAudit(tx, {
      actor,
      action: 'booking.check_in',
      subject: { type: 'booking', id: b.id },
      before: { checked_in_at: null },
      after: { checked_in_at: now.toISOString() },
    })
    return {
      message: VoucherMessages.checkedIn,
      result: { ...base, checked_in_at: now.toISOString(), first_time: true },
    }
  })
}
