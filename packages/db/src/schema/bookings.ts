/** Bookings (spec §3 "Booking"), their travellers and amendment requests. */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { activities } from './activities.ts'
import { locations } from './catalogue.ts'
import { calendarDate, cents, id, instant, timestamps } from './columns.ts'
import { orders } from './orders.ts'
import { activityStartTimes } from './tour-schedule.ts'
import { activityOptions } from './tour-options.ts'
import { users } from './users.ts'

/** One line of bookings.vehicles (domain VehicleChoice). */
export interface BookedVehicle {
  tierId: number
  name: string
  seats: number
  count: number
  priceCents: number
}

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    /** Shown to people and quoted on the phone ("booking_ref" in places). */
    bookingReference: text('booking_reference').notNull().unique(),
    orderId: integer('order_id').references(() => orders.id),
    /** Null until a visitor's order is paid (see orders.user_id). */
    userId: integer('user_id').references(() => users.id),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id),
    /** Copied from the activity at checkout, so supplier lists need no join. */
    supplierUserId: integer('supplier_user_id')
      .notNull()
      .references(() => users.id),
    /** 0 Pending … 5 Dispute (domain/booking-status.ts). */
    status: smallint('status').notNull().default(0),
    startDate: calendarDate('start_date').notNull(),
    endDate: calendarDate('end_date').notNull(),
    /** The fixed start booked (tours with start times); its seats are held per date and time. */
    startTimeId: integer('start_time_id').references(() => activityStartTimes.id, { onDelete: 'set null' }),
    /** The time as booked, kept if the supplier later changes or removes that start. */
    startTime: time('start_time'),
    numAdults: smallint('num_adults').notNull().default(0),
    numChildren: smallint('num_children').notNull().default(0),
    numInfants: smallint('num_infants').notNull().default(0),
    /** The option booked (decision 073); null for the tour's default option. */
    optionId: integer('option_id').references(() => activityOptions.id, { onDelete: 'set null' }),
    /** The option's name as booked, kept if the supplier renames or removes it. */
    optionName: text('option_name'),
    /** Private options: the vehicles as booked, [{tierId, name, seats, count, priceCents}]. */
    vehicles: jsonb('vehicles').$type<BookedVehicle[]>(),
    /** Vehicles this booking takes of its option's day (the option's vehicles per day). */
    vehicleCount: smallint('vehicle_count').notNull().default(0),
    /** Price of the booking as quoted by the server at checkout (after any deal). */
    bookingAmountCents: cents('booking_amount_cents').notNull(),
    /** What the customer has paid so far, including paid amendment balances. */
    paymentAmountCents: cents('payment_amount_cents').notNull().default(0),
    paymentReference: text('payment_reference'),
    /**
     * The plan this booking was sold on (decision 075): 'full' | 'deposit' | 'pay_later', copied
     * from its tour at checkout (or set by a quote), so later edits of the tour do not change it.
     */
    paymentPlan: text('payment_plan').notNull().default('full'),
    /** What checkout charged for this booking; null means the whole booking amount. */
    upfrontCents: cents('upfront_cents'),
    /** The last day (Asia/Colombo) to pay the balance; null when nothing is left to pay later. */
    balanceDueDate: calendarDate('balance_due_date'),
    /** Random: the e-mailed link that pays the balance without a login (/payments/balance/{token}). */
    balanceToken: text('balance_token').unique(),
    discountPercent: smallint('discount_percent').notNull().default(0),
    /** The chosen pick-up place (spec location_id). */
    locationId: integer('location_id').references(() => locations.id),
    /** 'hotel' (default) | 'airport' | 'other'. */
    pickupType: text('pickup_type').notNull().default('hotel'),
    hotelName: text('hotel_name'),
    hotelAddress: text('hotel_address'),
    flightNo: text('flight_no'),
    flightTime: text('flight_time'),
    /** The checkout's "other" note for pick-up type other. */
    pickupOther: text('pickup_other'),
    /** Set by the supplier once known (spec pickup.pickup_time). */
    pickupTime: time('pickup_time'),
    /** The checkout's special note. */
    remarks: text('remarks'),
    contactFirstname: text('contact_firstname').notNull(),
    contactLastname: text('contact_lastname').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    /**
     * The traveller language the booking was made in (issue 31, decision 077): the receipt, the
     * voucher PDF and the booking's other mails to the traveller go out in it. 'en' by default
     * (OCTO resellers' and older bookings).
     */
    locale: text('locale').notNull().default('en'),
    /** Who sold it: null for the site, the reseller's name for OCTO bookings (decision 045). */
    channel: text('channel'),
    /** True while a supplier or admin reply is unread; the API sends 1/0. */
    alertClient: boolean('alert_client').notNull().default(false),
    /** Whether the customer may message the supplier. */
    contactable: boolean('contactable').notNull().default(true),
    confirmedAt: instant('confirmed_at'),
    canceledAt: instant('canceled_at'),
    completedAt: instant('completed_at'),
    /** First voucher scan at the start (issue 14); a second scan reports this time. */
    checkedInAt: instant('checked_in_at'),
    /** A no-show reported by the supplier within 24 h after the start (decision 049); never with a check-in. */
    noShowAt: instant('no_show_at'),
    deletedAt: instant('deleted_at'),
    ...timestamps(),
  },
  (t) => [
    index('bookings_option_id_start_date_idx')
      .on(t.optionId, t.startDate)
      .where(sql`${t.optionId} is not null`),
    index('bookings_user_id_start_date_idx').on(t.userId, t.startDate),
    index('bookings_activity_id_start_date_idx').on(t.activityId, t.startDate),
    index('bookings_supplier_user_id_start_date_idx').on(t.supplierUserId, t.startDate),
    index('bookings_start_date_idx').on(t.startDate),
    // The completion job looks for confirmed bookings whose end date has passed.
    index('bookings_status_end_date_idx').on(t.status, t.endDate),
    index('bookings_order_id_idx').on(t.orderId),
    // The balance job looks for live bookings with a balance left, by due date.
    index('bookings_balance_due_date_idx')
      .on(t.balanceDueDate)
      .where(sql`${t.balanceDueDate} is not null`),
    check('bookings_status_check', sql`${t.status} between 0 and 5`),
    check('bookings_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('bookings_pax_check', sql`${t.numAdults} >= 0 and ${t.numChildren} >= 0 and ${t.numInfants} >= 0`),
    check('bookings_payment_plan_check', sql`${t.paymentPlan} in ('full', 'deposit', 'pay_later')`),
    check('bookings_amounts_check', sql`${t.bookingAmountCents} >= 0 and ${t.paymentAmountCents} >= 0`),
  ],
)

/** One row per person; the first (lead_traveller) is the lead traveller. */
export const bookingTravellers = pgTable(
  'booking_travellers',
  {
    id: id(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    leadTraveller: boolean('lead_traveller').notNull().default(false),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [index('booking_travellers_booking_id_idx').on(t.bookingId, t.sortOrder)],
)

/**
 * Amendment requests ("ammendments" in the spec). Status uses the booking status codes
 * (0 pending, 1 accepted, 2 rejected; ours: 3 withdrawn when its booking ended first, decision
 * 064). balance = new amount − amount paid; it may be negative (a refund) and then has no pay link.
 */
export const amendments = pgTable(
  'amendments',
  {
    id: id(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull().default(0),
    startDate: calendarDate('start_date').notNull(),
    /** The start time asked for (tours with start times). */
    startTimeId: integer('start_time_id').references(() => activityStartTimes.id, { onDelete: 'set null' }),
    locationId: integer('location_id').references(() => locations.id),
    numAdults: smallint('num_adults').notNull().default(0),
    numChildren: smallint('num_children').notNull().default(0),
    numInfants: smallint('num_infants').notNull().default(0),
    amendAmountCents: cents('amend_amount_cents').notNull(),
    balanceAmountCents: cents('balance_amount_cents').notNull(),
    payLink: text('pay_link'),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id),
    decidedAt: instant('decided_at'),
    paidAt: instant('paid_at'),
    ...timestamps(),
  },
  (t) => [
    index('amendments_booking_id_idx').on(t.bookingId),
    // One open request per booking, whatever the code above it does.
    uniqueIndex('amendments_one_pending_key')
      .on(t.bookingId)
      .where(sql`${t.status} = 0`),
    check('amendments_amend_amount_cents_check', sql`${t.amendAmountCents} >= 0`),
  ],
)

/**
 * Reminder mails sent for a booking, one row per kind ('balance-7', 'balance-3', 'balance-0',
 * 'day-before'; decision 075). The unique key is the "sent once" guard across processes: a job
 * inserts the row in the transaction that queues the mail, and a second process's insert
 * conflicts and sends nothing.
 */
export const bookingReminders = pgTable(
  'booking_reminders',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sentAt: instant('sent_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('booking_reminders_booking_id_kind_key').on(t.bookingId, t.kind)],
)

export type Booking = typeof bookings.$inferSelect
export type NewBooking = typeof bookings.$inferInsert
export type BookingTraveller = typeof bookingTravellers.$inferSelect
export type Amendment = typeof amendments.$inferSelect
