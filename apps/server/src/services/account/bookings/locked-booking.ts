/**
 * The booking facts cancel and amendment flows decide on, read with the booking row locked
 * (FOR UPDATE) so two requests on one booking take turns: the second sees the first's result.
 */
import { sql, type SQL } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'
import { OrderStatus } from '@serendib/db/schema/orders'
import { NotFoundError } from '@serendib/domain/errors'
import {
  bookingPickupTime,
  pickupPointJoin,
  pickupTimingColumns,
  type PickupTimingRow,
} from '../../booking/pickup-time.ts'
import type { SupplierRecipient } from '../../email/portal-words.ts'
import { portalLocaleOf } from '../../supplier/portal-language.ts'

export interface BookingFacts extends Record<string, unknown> {
  id: number
  /** The option booked (decision 073), null for a tour's default option. */
  option_id: number | null
  booking_reference: string
  /** Null for a guest booking (decision 032). */
  user_id: number | null
  status: number
  contactable: boolean
  start_date: string
  /** The fixed start booked (tours with start times; decision 035), else null. */
  start_time_id: number | null
  /** "HH:mm" of the start booked, else null. */
  start_time: string | null
  /** The booking's pick-up time (domain/pickup-times.ts, decision 058); HH:mm or null. */
  pickup_time: string | null
  location_id: number | null
  num_adults: number
  num_children: number
  num_infants: number
  pax: number
  payment_amount_cents: number
  /** The booking's price, its payment plan and the balance's last day (decision 075). */
  booking_amount_cents: number
  payment_plan: string
  balance_due_date: string | null
  /** Vehicles of a private option (decision 073); 0 for seats. */
  vehicle_count: number
  activity_id: number
  duration_value: number
  duration_unit: number
  title: string
  contact_firstname: string
  contact_lastname: string
  contact_email: string
  contact_phone: string
  customer_email: string
  customer_first_name: string
  supplier_user_id: number
  supplier_email: string
  supplier_first_name: string
  /** The supplier's portal language (decision 078): its mails about this booking are in it. */
  supplier_locale: string | null
  /** The language the booking was made in (decision 077): its traveller's mails are in it. */
  locale: string
}

export type BookingScope = { customerId: number } | { supplierId: number } | { any: true }

function scopeCondition(scope: BookingScope): SQL {
  if ('customerId' in scope) return sql`b.user_id = ${scope.customerId}`
  if ('supplierId' in scope) return sql`b.supplier_user_id = ${scope.supplierId}`
  return sql`true`
}

/** The paid, live booking within the scope, or 404; `lock` takes its row lock for the transaction. */
export async function bookingFacts(
  db: DbOrTx,
  bookingId: number,
  scope: BookingScope,
  { lock = false }: { lock?: boolean } = {},
): Promise<BookingFacts> {
  const [row] = await queryRows<BookingFacts & PickupTimingRow>(
    db,
    sql`select b.id, b.booking_reference, b.user_id, b.status, b.contactable, b.start_date::text as start_date,
               b.start_time_id, to_char(b.start_time, 'HH24:MI') as start_time, ${pickupTimingColumns},
               b.location_id, b.num_adults, b.num_children, b.num_infants, b.option_id,
               (b.num_adults + b.num_children + b.num_infants)::int as pax,
               b.payment_amount_cents, b.booking_amount_cents, b.payment_plan,
               b.balance_due_date::text as balance_due_date, b.vehicle_count, b.activity_id, a.duration_value, a.duration_unit, a.title,
               b.contact_firstname, b.contact_lastname, b.contact_email, b.contact_phone,
               coalesce(c.email, b.contact_email) as customer_email,
               coalesce(c.first_name, b.contact_firstname) as customer_first_name, b.supplier_user_id,
               s.email as supplier_email, s.first_name as supplier_first_name, b.locale,
               (select sp.portal_locale from supplier_profiles sp where sp.user_id = s.id) as supplier_locale
          from bookings b
          join activities a on a.id = b.activity_id
          left join users c on c.id = b.user_id -- none for a guest booking (decision 032)
          join users s on s.id = b.supplier_user_id
          ${pickupPointJoin}
         where b.id = ${bookingId} and ${scopeCondition(scope)} and b.deleted_at is null
           and (b.payment_amount_cents > 0 or exists (
                 select 1 from orders o where o.id = b.order_id and o.status = ${OrderStatus.paid}))
         ${lock ? sql`for update of b` : sql``}`,
  )
  if (!row) throw new NotFoundError('Booking not found')
  const {
    timing_start: _s,
    timing_booked: _b,
    timing_point_time: _t,
    timing_point_minutes: _m,
    ...facts
  } = row
  return { ...facts, pickup_time: bookingPickupTime(row) }
}

export const mailRef = (b: BookingFacts) => ({
  id: b.id,
  bookingReference: b.booking_reference,
  tourTitle: b.title,
  startDate: b.start_date,
  startTime: b.start_time,
  pickupTime: b.pickup_time,
})

/** The booking's supplier as a mail's recipient, in its portal language (decision 078). */
export const supplierRecipientOf = (b: BookingFacts): SupplierRecipient => ({
  email: b.supplier_email,
  firstName: b.supplier_first_name,
  locale: portalLocaleOf(b.supplier_locale),
})
