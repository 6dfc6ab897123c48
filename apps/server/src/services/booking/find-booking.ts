/**
 * A guest finds a booking by its reference and the e-mail address it was booked with (decision
 * 057). The reference alone (31^8 codes) is not a secret worth trusting: it is printed on the
 * voucher and read out on the phone, so the e-mail must match too. Every attempt is counted per
 * address and per reference before the lookup (decision 030's pattern) and taken back when it
 * finds the booking, so guessing the e-mail of a known reference stops after a few tries while a
 * family checking its booking is never refused.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type Db } from '@serendib/db/client'
import type { BookingLookupBody, GuestBooking } from '@serendib/domain/api/booking-lookup'
import { BookingStatus } from '@serendib/domain/booking-status'
import { FieldErrorsError, NotFoundError, TooManyRequestsError } from '@serendib/domain/errors'
import { AccountMessages } from '@serendib/domain/messages/accounts'
import { BookingLookupMessages } from '@serendib/domain/messages/booking-lookup'
import { UserType } from '@serendib/domain/user-types'
import { countHit, releaseHit, type RateLimitRule } from '../abuse/rate-limit.ts'
import { paidBooking } from '../supplier/bookings/visible.ts'
import {
  bookingPickupTime,
  pickupPointJoin,
  pickupTimingColumns,
  type PickupTimingRow,
} from './pickup-time.ts'
import { voucherFor } from '../vouchers/voucher.ts'

/** Lookups that found nothing: per address (a hotel's guests share one), and per reference. */
export const BookingLookupLimits = {
  perIp: { bucket: 'booking-lookup:ip', limit: 20, windowSeconds: 60 * 60 },
  perReference: { bucket: 'booking-lookup:reference', limit: 5, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>

interface Row extends Record<string, unknown>, PickupTimingRow {
  id: number
  booking_reference: string
  status: number
  activity_id: number
  title: string
  start_date: string
  start_time: string | null
  point: string | null
  num_adults: number
  num_children: number
  num_infants: number
  lead: string
  amount_cents: number
  supplier_name: string
  customer_account: boolean
}

const withVoucher: readonly number[] = [
  BookingStatus.confirmed,
  BookingStatus.completed,
  BookingStatus.dispute,
]

/** What the lookup form's two fields must hold before anything is counted. */
function readInput(input: BookingLookupBody): { reference: string; email: string } {
  const reference = (input.reference ?? '').replace(/\s+/g, '').toUpperCase()
  const email = (input.email ?? '').trim().toLowerCase()
  const errors: Record<string, string> = {}
  if (!reference) errors.reference = BookingLookupMessages.referenceRequired
  if (!email) errors.email = BookingLookupMessages.emailRequired
  if (Object.keys(errors).length > 0) throw new FieldErrorsError(errors)
  return { reference, email }
}

export async function findGuestBooking(
  db: Db,
  { appSecret, ip }: { appSecret: string; ip: string },
  input: BookingLookupBody,
): Promise<GuestBooking> {
  const { reference, email } = readInput(input)
  const { perIp, perReference } = BookingLookupLimits
  const ipHit = await countHit(db, perIp, ip)
  const referenceHit = await countHit(db, perReference, reference)
  if (ipHit.hits > perIp.limit || referenceHit.hits > perReference.limit) {
    throw new TooManyRequestsError(
      AccountMessages.tooManyAttempts,
      Math.max(ipHit.retryAfterSeconds, referenceHit.retryAfterSeconds),
    )
  }

  const [b] = await queryRows<Row>(
    db,
    sql`select b.id, b.booking_reference, b.status, a.id as activity_id, a.title,
               b.start_date::text as start_date,
               to_char(b.start_time, 'HH24:MI') as start_time, ${pickupTimingColumns},
               l.name as point, b.num_adults, b.num_children, b.num_infants,
               trim(b.contact_firstname || ' ' || b.contact_lastname) as lead,
               b.booking_amount_cents as amount_cents,
               coalesce(nullif(sp.work_name, ''), trim(s.first_name || ' ' || s.last_name)) as supplier_name,
               (c.id is not null and c.user_type = ${UserType.customer}) as customer_account
          from bookings b join activities a on a.id = b.activity_id
          left join orders o on o.id = b.order_id
          join users s on s.id = b.supplier_user_id
          left join supplier_profiles sp on sp.user_id = b.supplier_user_id
          left join users c on c.id = b.user_id
          left join locations l on l.id = b.location_id
          ${pickupPointJoin}
         where b.booking_reference = ${reference}
           and (lower(b.contact_email) = ${email} or lower(c.email) = ${email})
           and ${paidBooking}`,
  )
  if (!b) throw new NotFoundError(BookingLookupMessages.notFound)
  // Found: only failures count against the address and the reference.
  await releaseHit(db, perIp, ip, ipHit)
  await releaseHit(db, perReference, reference, referenceHit)

  return {
    booking_reference: b.booking_reference,
    status: b.status,
    tour: { id: b.activity_id, title: b.title },
    start_date: b.start_date,
    start_time: b.start_time,
    pickup_time: bookingPickupTime(b),
    pickup_point: b.point,
    counts: { adults: b.num_adults, children: b.num_children, infants: b.num_infants },
    lead_traveller: b.lead,
    amount_cents: Number(b.amount_cents),
    supplier: b.supplier_name,
    voucher: withVoucher.includes(b.status)
      ? await voucherFor(db, appSecret, null, b.booking_reference)
      : null,
    account_path: b.customer_account ? `/account/booking/detail/${b.id}` : null,
  }
}
