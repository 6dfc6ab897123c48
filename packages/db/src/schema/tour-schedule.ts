/**
 * What the supplier portal adds to a tour (issue 13, decisions 034–036): its moderation record
 * (submission, rejection reason, the approved snapshot behind "changed since approval"), fixed
 * start times with their own capacity, seats held per date and start time, and seasonal price
 * periods. Tours without start times use none of this and sell exactly as before.
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
} from 'drizzle-orm/pg-core'
import { activities } from './activities.ts'
import { calendarDate, cents, id, instant, timestamps } from './columns.ts'
import { users } from './users.ts'

/** One row per tour that has been through the editor's submit or the admin's decision. */
export const activityModeration = pgTable(
  'activity_moderation',
  {
    activityId: integer('activity_id')
      .primaryKey()
      .references(() => activities.id, { onDelete: 'cascade' }),
    submittedAt: instant('submitted_at'),
    /** The admin's reason for status 2, shown to the supplier until it resubmits. */
    rejectionReason: text('rejection_reason'),
    decidedAt: instant('decided_at'),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id),
    /** The editor payload as approved: the admin's diff compares the live tour against it. */
    approvedSnapshot: jsonb('approved_snapshot'),
    approvedAt: instant('approved_at'),
    /** Set when an active tour's content is saved differently from its approved snapshot. */
    changedAt: instant('changed_at'),
  },
  (t) => [
    index('activity_moderation_changed_idx')
      .on(t.changedAt)
      .where(sql`${t.changedAt} is not null`),
  ],
)

/**
 * A fixed start: a clock time (Asia/Colombo) on a set of weekdays with its own capacity per
 * date. Bookings point at the row (and keep the time they booked in bookings.start_time).
 */
export const activityStartTimes = pgTable(
  'activity_start_times',
  {
    id: id(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    startTime: time('start_time').notNull(),
    /** ISO weekdays 1 Monday … 7 Sunday. */
    weekdays: smallint('weekdays').array().notNull(),
    /** Travellers per date at this time; null = only the daily capacity limits it. */
    capacity: integer('capacity'),
    ...timestamps(),
  },
  (t) => [
    // Not unique: a save may swap two rows' times; the editor's rules refuse duplicate times.
    index('activity_start_times_activity_id_idx').on(t.activityId, t.startTime),
    check('activity_start_times_capacity_check', sql`${t.capacity} is null or ${t.capacity} > 0`),
    check(
      'activity_start_times_weekdays_check',
      sql`cardinality(${t.weekdays}) > 0 and ${t.weekdays} <@ array[1,2,3,4,5,6,7]::smallint[]`,
    ),
  ],
)

/**
 * Seats per tour, date and start time, beside availability_days (which still counts the whole
 * day). Checkout holds both with guarded updates in one transaction, day row first, so the
 * day's capacity and the start's capacity can never be exceeded by concurrent bookings.
 */
export const availabilitySlots = pgTable(
  'availability_slots',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    day: calendarDate('day').notNull(),
    startTimeId: integer('start_time_id')
      .notNull()
      .references(() => activityStartTimes.id, { onDelete: 'cascade' }),
    bookedPax: integer('booked_pax').notNull().default(0),
    /** The supplier closed this start on this date; bookings already made stay. */
    closed: boolean('closed').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.day, t.startTimeId] }),
    index('availability_slots_start_time_id_idx').on(t.startTimeId),
    check('availability_slots_booked_pax_check', sql`${t.bookedPax} >= 0`),
  ],
)

/** Seasonal rates: from starts_on to ends_on (inclusive) these rates replace activity_prices'. */
export const activityPricePeriods = pgTable(
  'activity_price_periods',
  {
    id: id(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    label: text('label').notNull().default(''),
    startsOn: calendarDate('starts_on').notNull(),
    endsOn: calendarDate('ends_on').notNull(),
    adultPriceCents: cents('adult_price_cents'),
    childPriceCents: cents('child_price_cents'),
    infantPriceCents: cents('infant_price_cents'),
    groupPriceCents: cents('group_price_cents'),
    ...timestamps(),
  },
  (t) => [
    index('activity_price_periods_activity_id_idx').on(t.activityId, t.startsOn),
    check('activity_price_periods_dates_check', sql`${t.endsOn} >= ${t.startsOn}`),
    check(
      'activity_price_periods_non_negative_check',
      sql`coalesce(${t.adultPriceCents}, 0) >= 0 and coalesce(${t.childPriceCents}, 0) >= 0 and coalesce(${t.infantPriceCents}, 0) >= 0 and coalesce(${t.groupPriceCents}, 0) >= 0`,
    ),
  ],
)

export type ActivityStartTime = typeof activityStartTimes.$inferSelect
export type ActivityPricePeriod = typeof activityPricePeriods.$inferSelect
export type ActivityModeration = typeof activityModeration.$inferSelect
