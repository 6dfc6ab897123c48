/** The facts booking mails show (receipt, supplier's new booking), read in one query. */
import { sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'
import { BookingStatus } from '@serendib/domain/booking-status'
import type { SupplierLocale } from '@serendib/domain/i18n/locales'
import {
  bookingPickupTime,
  pickupPointJoin,
  pickupTimingColumns,
  type PickupTimingRow,
} from '../booking/pickup-time.ts'
import { portalLocaleOf } from '../supplier/portal-language.ts'
import type { BookingMailData } from './booking-templates.ts'

interface MailRow extends Record<string, unknown>, PickupTimingRow {
  id: number
  booking_reference: string
  status: number
  start_date: string
  start_time: string | null
  num_adults: number
  num_children: number
  num_infants: number
  payment_amount_cents: number
  pickup_type: string
  location_name: string | null
  hotel_name: string | null
  hotel_address: string | null
  flight_no: string | null
  flight_time: string | null
  pickup_other: string | null
  remarks: string | null
  contact_firstname: string
  contact_lastname: string
  contact_email: string
  contact_phone: string
  title: string
  supplier_user_id: number
  supplier_email: string
  supplier_first_name: string
  travellers: string | { firstName: string; lastName: string }[]
  channel: string | null
  booking_amount_cents: number
  balance_due_date: string | null
  balance_token: string | null
  supplier_locale: string | null
  locale: string
}

type PaidBookingMail = BookingMailData & {
  /** `locale`: the supplier's portal language (decision 078), what its new-booking mail is in. */
  supplier: { id: number; email: string; firstName: string; locale: SupplierLocale }
}

/** What the booking mails show of these bookings, with each one's supplier. */
export async function loadBookingMailData(tx: DbOrTx, ids: number[]): Promise<PaidBookingMail[]> {
  const rows = await queryRows<MailRow>(
    tx,
    sql`select b.id, b.booking_reference, b.status, b.start_date::text as start_date,
               to_char(b.start_time, 'HH24:MI') as start_time, b.num_adults, b.num_children, b.num_infants, b.payment_amount_cents,
               b.pickup_type, l.name as location_name, b.hotel_name, b.hotel_address, b.flight_no,
               b.flight_time, b.pickup_other, ${pickupTimingColumns}, b.remarks, b.contact_firstname, b.contact_lastname,
               b.contact_email, b.contact_phone, a.title, b.supplier_user_id, b.channel, b.booking_amount_cents,
               b.balance_due_date::text as balance_due_date, b.balance_token, b.locale,
               s.email as supplier_email, s.first_name as supplier_first_name,
               (select sp.portal_locale from supplier_profiles sp where sp.user_id = s.id) as supplier_locale,
               coalesce((select json_agg(json_build_object('firstName', t.first_name, 'lastName', t.last_name)
                                         order by t.sort_order, t.id)
                           from booking_travellers t where t.booking_id = b.id), '[]'::json) as travellers
          from bookings b
          join activities a on a.id = b.activity_id
          join users s on s.id = b.supplier_user_id
          left join locations l on l.id = b.location_id
          ${pickupPointJoin}
         where b.id in (${sql.join(ids, sql`, `)})
         order by b.id`,
  )
  return rows.map((r) => ({
    id: r.id,
    bookingReference: r.booking_reference,
    tourTitle: r.title,
    startDate: r.start_date,
    startTime: r.start_time,
    counts: { adults: r.num_adults, children: r.num_children, infants: r.num_infants },
    travellers: typeof r.travellers === 'string' ? JSON.parse(r.travellers) : r.travellers,
    // A reseller's booking is paid on account: its amount is what the reseller owes.
    amountCents: r.channel ? r.booking_amount_cents : r.payment_amount_cents,
    soldBy: r.channel,
    locale: r.locale,
    confirmed: r.status === BookingStatus.confirmed,
    pickup: {
      type: r.pickup_type,
      time: bookingPickupTime(r),
      locationName: r.location_name,
      hotelName: r.hotel_name,
      hotelAddress: r.hotel_address,
      flightNo: r.flight_no,
      flightTime: r.flight_time,
      other: r.pickup_other,
    },
    contact: {
      firstName: r.contact_firstname,
      lastName: r.contact_lastname,
      email: r.contact_email,
      phone: r.contact_phone,
    },
    remarks: r.remarks,
    // Decision 075: what is left to pay, by when, and the link that pays it.
    balance:
      r.balance_due_date && r.balance_token && r.booking_amount_cents > r.payment_amount_cents
        ? {
            cents: r.booking_amount_cents - r.payment_amount_cents,
            dueDate: r.balance_due_date,
            token: r.balance_token,
          }
        : null,
    supplier: {
      id: r.supplier_user_id,
      email: r.supplier_email,
      firstName: r.supplier_first_name,
      locale: portalLocaleOf(r.supplier_locale),
    },
  }))
}
