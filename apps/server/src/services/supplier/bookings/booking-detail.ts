/** One of the supplier's bookings in full: travellers, pick-up, contact, amendments, money, history. */
import { bookedOptionColumns, optionLabelOf, type BookedOptionRow } from '../../booking/booked-option.ts'
import { sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'
import type { SupplierBookingDetail } from '@serendib/domain/api/supplier-bookings'
import { bookingActionsFor, type BookingStatusCode } from '@serendib/domain/booking-status'
import { NotFoundError } from '@serendib/domain/errors'
import { bookingMoney } from '../../admin/bookings/money.ts'
import {
  bookingPickupTime,
  pickupPointJoin,
  pickupTimingColumns,
  type PickupTimingRow,
} from '../../booking/pickup-time.ts'
import { answersOfBooking } from '../../booking-questions/booking-answers.ts'
import { attendanceColumns, attendanceJson } from '../attendance/recent-starts.ts'
import { rowColumns, rowFrom, rowJson, type RowSql } from './list-bookings.ts'
import { paidBooking } from './visible.ts'

interface DetailSql extends RowSql, PickupTimingRow {
  end_date: string
  num_adults: number
  num_children: number
  num_infants: number
  pickup_type: string
  point: string | null
  hotel_name: string | null
  hotel_address: string | null
  flight_no: string | null
  flight_time: string | null
  pickup_other: string | null
  remarks: string | null
  contact_name: string
  contact_email: string
  contact_phone: string
  checked_in_at: Date | string | null
  no_show_at: Date | string | null
  starts_at: Date | string
  option_name: string | null
  vehicles: BookedOptionRow['vehicles']
}

const iso = (v: Date | string) => new Date(v).toISOString()

/** The booking if it is this supplier's and paid; anyone else's is 404 (never "forbidden"). */
export async function supplierBookingDetail(
  db: DbOrTx,
  supplierId: number,
  bookingId: number,
): Promise<SupplierBookingDetail> {
  const [r] = await queryRows<DetailSql>(
    db,
    sql`select ${rowColumns}, b.end_date::text as end_date, b.num_adults, b.num_children, b.num_infants,
               b.pickup_type, l.name as point, b.hotel_name, b.hotel_address, b.flight_no, b.flight_time,
               b.pickup_other, b.remarks, trim(b.contact_firstname || ' ' || b.contact_lastname) as contact_name,
               b.contact_email, b.contact_phone, ${attendanceColumns}, ${pickupTimingColumns}, ${bookedOptionColumns}
          ${rowFrom} left join locations l on l.id = b.location_id ${pickupPointJoin}
         where b.id = ${bookingId} and b.supplier_user_id = ${supplierId} and ${paidBooking}`,
  )
  if (!r) throw new NotFoundError('Booking not found')
  const [travellers, amendments, history, money, answers] = await Promise.all([
    queryRows<{
      first_name: string
      last_name: string
      email: string | null
      phone: string | null
      lead: boolean
    }>(
      db,
      sql`select first_name, last_name, nullif(email, '') as email, nullif(phone, '') as phone,
                 lead_traveller as lead from booking_travellers where booking_id = ${bookingId}
           order by lead_traveller desc, sort_order, id`,
    ),
    queryRows<{
      id: number
      status: number
      start_date: string
      pax: number
      amend_amount_cents: number
      balance_amount_cents: number
      created_at: Date | string
    }>(
      db,
      sql`select id, status, start_date::text as start_date, (num_adults + num_children + num_infants)::int as pax,
                 amend_amount_cents, balance_amount_cents, created_at from amendments
           where booking_id = ${bookingId} order by id desc`,
    ),
    queryRows<{ action: string; to_status: number; reason: string | null; at: Date | string }>(
      db,
      sql`select action, to_status, reason, at from booking_status_changes
           where booking_id = ${bookingId} order by at, id`,
    ),
    bookingMoney(db, bookingId),
    answersOfBooking(db, bookingId),
  ])
  return {
    ...rowJson(r),
    // The start as booked; the pick-up time is its own fact below (decision 058).
    start_time: r.timing_start,
    end_date: r.end_date,
    option_label: optionLabelOf(r),
    num_adults: r.num_adults,
    num_children: r.num_children,
    num_infants: r.num_infants,
    travellers,
    pickup: {
      type: r.pickup_type,
      point: r.point,
      time: bookingPickupTime(r),
      hotel_name: r.hotel_name,
      hotel_address: r.hotel_address,
      flight_no: r.flight_no,
      flight_time: r.flight_time,
      other: r.pickup_other,
    },
    contact: { name: r.contact_name, email: r.contact_email, phone: r.contact_phone },
    remarks: r.remarks,
    answers,
    amendments: amendments.map((a) => ({ ...a, created_at: iso(a.created_at) })),
    payment: {
      paid_cents: money.paid_in_cents,
      refunded_cents: money.refunded_cents,
      refundable_cents: money.refundable_cents,
    },
    actions: bookingActionsFor(r.status as BookingStatusCode, 'supplier'),
    attendance: attendanceJson(r),
    history: history.map((h) => ({ ...h, at: iso(h.at) })),
  }
}
