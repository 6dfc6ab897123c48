/**
 * Check-in by voucher (issue 14): the supplier scans the QR or types the reference. Only its own
 * confirmed bookings check in; the first scan stamps the time under the booking's row lock, so
 * two phones scanning at once agree on one first time, and a later scan says when that was. A
 * voucher for another day (issue 29) records nothing until the person at the start confirms.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type Database } from '@serendib/db/client'
import type { CheckInResult } from '@serendib/domain/api/vouchers'
import { colomboWallClock, todayInColombo } from '@serendib/domain/dates'
import { AttendanceMessages, attendanceState } from '@serendib/domain/attendance'
import { BookingStatus } from '@serendib/domain/booking-status'
import { NotFoundError, UnprocessableError } from '@serendib/domain/errors'
import { voucherDayText, VoucherMessages } from '@serendib/domain/vouchers'
import {
  bookingPickupTime,
  pickupPointJoin,
  pickupTimingColumns,
  type PickupTimingRow,
} from '../booking/pickup-time.ts'
import { recordAudit, type AuditActor } from '../audit/record-audit.ts'
import { markCheckedIn } from '../booking-core/booking-details.ts'
import { paidBooking } from '../supplier/bookings/visible.ts'
import { parseVoucherCode } from './voucher-token.ts'
import { recordBookingChange } from '../octo/webhook-bookings.ts'

interface Row extends Record<string, unknown>, PickupTimingRow {
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

/** "08:02" when `at` was today in Colombo, else "08:02 on Monday 13/07/2026". */
function checkedInText(at: Date, now: Date): string {
  const wall = colomboWallClock(at)
  return wall.date === todayInColombo(now) ? wall.time : `${wall.time} on ${voucherDayText(wall.date)}`
}

export async function checkIn(
  database: Database,
  secret: string,
  actor: AuditActor & { userId: number },
  {
    code,
    confirmOtherDay = false,
    scope,
  }: {
    code: string
    confirmOtherDay?: boolean
    /**
     * Whose bookings: the actor's own unless a staff member acts for `supplierId` (decision 074);
     * `onlyResource` limits a guide or driver to the bookings their driver-guide is assigned.
     */
    scope?: { supplierId: number; onlyResource?: number | null }
  },
  now = new Date(),
): Promise<{ message: string; result: CheckInResult }> {
  const parsed = parseVoucherCode(secret, code)
  if (parsed.kind === 'forged') throw new UnprocessableError(VoucherMessages.forged)
  return database.transaction(async (tx) => {
    const [b] = await queryRows<Row>(
      tx,
      sql`select b.id, b.booking_reference, b.status, a.title, b.start_date::text as start_date,
                 trim(b.contact_firstname || ' ' || b.contact_lastname) as lead_traveller,
                 (b.num_adults + b.num_children + b.num_infants)::int as pax, b.checked_in_at, b.no_show_at,
                 b.channel, ${pickupTimingColumns}
            from bookings b join activities a on a.id = b.activity_id left join orders o on o.id = b.order_id
            ${pickupPointJoin}
           where upper(b.booking_reference) = upper(${parsed.reference})
             and b.supplier_user_id = ${scope?.supplierId ?? actor.userId} and ${paidBooking}
             ${
               scope && scope.onlyResource !== undefined
                 ? sql`and exists (select 1 from booking_resources br
                                    where br.booking_id = b.id and br.resource_id = ${scope.onlyResource ?? -1})`
                 : sql``
             }
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
      start_time: b.timing_start,
      pickup_time: bookingPickupTime(b),
      lead_traveller: b.lead_traveller,
      pax: b.pax,
      channel: b.channel,
    }
    // The attendance graph (decision 049): a reported no-show is not checked in afterwards.
    if (attendanceState(b.checked_in_at, b.no_show_at) === 'no_show')
      throw new UnprocessableError(AttendanceMessages.checkInAfterNoShow)
    if (b.checked_in_at) {
      const first = new Date(b.checked_in_at)
      return {
        message: VoucherMessages.alreadyCheckedIn(checkedInText(first, now)),
        result: {
          ...base,
          outcome: 'already_checked_in',
          checked_in_at: first.toISOString(),
          first_time: false,
        },
      }
    }
    const today = todayInColombo(now)
    const otherDay = b.start_date !== today
    // A voucher for yesterday or next week at the start is a mistake more often than not: ask.
    if (otherDay && !confirmOtherDay)
      return {
        message: VoucherMessages.otherDay(b.start_date, today),
        result: { ...base, outcome: 'other_day', checked_in_at: null, first_time: false },
      }
    await markCheckedIn(tx, b.id, now)
    await recordAudit(tx, {
      actor,
      action: 'booking.check_in',
      subject: { type: 'booking', id: b.id },
      before: { checked_in_at: null },
      after: { checked_in_at: now.toISOString(), ...(otherDay ? { other_day: b.start_date } : {}) },
    })
    // A reseller's booking: its voucher now reads redeemed (booking_update webhook, decision 061).
    await recordBookingChange(tx, b.id, 'CHECKED_IN')
    return {
      message: otherDay ? VoucherMessages.checkedInOtherDay(b.start_date) : VoucherMessages.checkedIn,
      result: { ...base, outcome: 'checked_in', checked_in_at: now.toISOString(), first_time: true },
    }
  })
}
