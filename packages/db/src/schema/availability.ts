/**
 * Availability: blackout dates and per-day booked counts. activities.daily_capacity is
 * the default limit; a row here may override it for one day.
 */
import { sql } from 'drizzle-orm'
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { activities } from './activities.ts'
import { calendarDate, createdAt } from './columns.ts'

export const activityBlackoutDates = pgTable(
  'activity_blackout_dates',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    day: calendarDate('day').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.day] })],
)

/**
 * One row per activity and travel day with the travellers already held for it. Checkout
 * increments booked_pax with a guarded UPDATE (… where booked_pax + n <= capacity) in the
 * booking's transaction: the row lock serialises concurrent checkouts of the same day, so
 * two travellers can never take the last seat. Expiry and cancellation decrement it.
 */
export const availabilityDays = pgTable(
  'availability_days',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    day: calendarDate('day').notNull(),
    /** Overrides activities.daily_capacity for this day; null uses the activity's. */
    capacity: integer('capacity'),
    bookedPax: integer('booked_pax').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.day] }),
    check('availability_days_booked_pax_check', sql`${t.bookedPax} >= 0`),
  ],
)
