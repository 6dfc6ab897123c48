/**
 * A confirmed booking's voucher (issue 14), readable by its customer and its supplier only:
 * tour, date, start, pick-up point and time (decision 058), travellers, the number to call on the
 * day (dayOfPhone: the tour's contact number, else the supplier's phone) and a QR of the signed code.
 */
import { bookedOptionColumns, bookedOptionLabelIn, type BookedOptionRow } from '../booking/booked-option.ts'
import QRCode from 'qrcode'
import { sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'
import type { Voucher } from '@serendib/domain/api/vouchers'
import { NotFoundError } from '@serendib/domain/errors'
import { hasVoucher, VoucherMessages } from '@serendib/domain/vouchers'
import {
  bookingPickupTime,
  pickupPointJoin,
  pickupTimingColumns,
  type PickupTimingRow,
} from '../booking/pickup-time.ts'
import { dayOfPhone } from '../booking/day-of-phone.ts'
import { paidBooking } from '../supplier/bookings/visible.ts'
import { voucherToken } from './voucher-token.ts'

interface Row extends Record<string, unknown>, PickupTimingRow {
  id: number
  booking_reference: string
  status: number
  title: string
  start_date: string
  start_time: string | null
  point: string | null
  pickup_type: string
  hotel_name: string | null
  hotel_address: string | null
  flight_no: string | null
  flight_time: string | null
  pickup_other: string | null
  pax: number
  supplier_name: string
  supplier_phone: string | null
  supplier_email: string
  checked_in_at: Date | string | null
  option_name: string | null
  vehicles: BookedOptionRow['vehicles']
  option_id: number | null
  locale: string
}

/** `userId`: its customer or supplier only (others 404); null: the mail worker attaching the PDF. */
export async function voucherFor(
  db: DbOrTx,
  secret: string,
  userId: number | null,
  reference: string,
): Promise<Voucher> {
  const [b] = await queryRows<Row>(
    db,
    sql`select b.id, b.booking_reference, b.status, a.title, b.start_date::text as start_date,
               to_char(b.start_time, 'HH24:MI') as start_time, ${pickupTimingColumns},
               l.name as point, b.pickup_type, b.hotel_name, b.hotel_address, b.flight_no, b.flight_time,
               b.pickup_other, (b.num_adults + b.num_children + b.num_infants)::int as pax,
               coalesce(nullif(sp.work_name, ''), trim(s.first_name || ' ' || s.last_name)) as supplier_name,
               ${dayOfPhone({
                 tour: sql.raw('a.contact_number'),
                 mobile: sql.raw('sp.contact_mobile_phone'),
                 office: sql.raw('sp.work_fixed_phone'),
                 account: sql.raw('s.phone_number'),
               })} as supplier_phone,
               s.email as supplier_email, b.checked_in_at, ${bookedOptionColumns},
               b.option_id, b.locale
          from bookings b join activities a on a.id = b.activity_id
          left join orders o on o.id = b.order_id
          join users s on s.id = b.supplier_user_id
          left join supplier_profiles sp on sp.user_id = b.supplier_user_id
          left join locations l on l.id = b.location_id
          ${pickupPointJoin}
         where b.booking_reference = ${reference}
           and ${userId === null ? sql`true` : sql`(b.user_id = ${userId} or b.supplier_user_id = ${userId})`}
           and ${paidBooking}`,
  )
  if (!b) throw new NotFoundError('Booking not found')
  if (!hasVoucher(b.status)) throw new NotFoundError(VoucherMessages.noVoucher)
  const travellers = await queryRows<{ name: string }>(
    db,
    sql`select trim(first_name || ' ' || last_name) as name from booking_travellers where booking_id = ${b.id}
         order by lead_traveller desc, sort_order, id`,
  )
  const token = voucherToken(secret, b.booking_reference)
  const pickup =
    b.pickup_type === 'airport'
      ? [b.flight_no, b.flight_time]
      : b.pickup_type === 'hotel'
        ? [b.hotel_name, b.hotel_address]
        : [b.pickup_other]
  return {
    booking_reference: b.booking_reference,
    status: b.status,
    tour: b.title,
    start_date: b.start_date,
    start_time: b.start_time,
    pickup_time: bookingPickupTime(b),
    pickup_point: b.point,
    pickup_details: pickup.filter(Boolean).join(', '),
    // The traveller's document: the option in the booking's language, as its PDF (decision 088).
    option_label: await bookedOptionLabelIn(db, b.option_id, b, b.locale),
    // Travellers whose names were left empty at checkout are counted in pax, not listed as ''.
    travellers: travellers.map((t) => t.name).filter(Boolean),
    pax: b.pax,
    supplier: { name: b.supplier_name, phone: b.supplier_phone, email: b.supplier_email },
    token,
    qr_svg: await QRCode.toString(token, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
    checked_in_at: b.checked_in_at ? new Date(b.checked_in_at).toISOString() : null,
  }
}
