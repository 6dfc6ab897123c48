/**
 * Options of a tour and the vehicle tiers of its private options (issue 32, decision 073). A tour
 * with no rows here sells one way, its default option, priced by activity_prices as before.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core'
import { activities } from './activities.ts'
import { cents, id, timestamps } from './columns.ts'

export const activityOptions = pgTable(
  'activity_options',
  {
    id: id(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** 1 shared (seats at the tour's rates), 2 private (vehicles at the tiers; domain/tour-options.ts). */
    kind: smallint('kind').notNull().default(1),
    /** Private: the most vehicles one booking may take (1: never several); null: as many as needed. */
    maxVehiclesPerBooking: smallint('max_vehicles_per_booking'),
    /** Private: vehicles the supplier can send out on one day across bookings; null: no limit. */
    vehiclesPerDay: smallint('vehicles_per_day'),
    sortOrder: smallint('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('activity_options_activity_id_idx').on(t.activityId, t.sortOrder),
    check('activity_options_kind_check', sql`${t.kind} in (1, 2)`),
    check(
      'activity_options_vehicles_check',
      sql`coalesce(${t.maxVehiclesPerBooking}, 1) >= 1 and coalesce(${t.vehiclesPerDay}, 0) >= 0`,
    ),
  ],
)

export const activityOptionTiers = pgTable(
  'activity_option_tiers',
  {
    id: id(),
    optionId: integer('option_id')
      .notNull()
      .references(() => activityOptions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    seats: smallint('seats').notNull(),
    priceCents: cents('price_cents').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [
    index('activity_option_tiers_option_id_idx').on(t.optionId, t.sortOrder),
    check('activity_option_tiers_check', sql`${t.seats} > 0 and ${t.priceCents} >= 0`),
  ],
)

export type ActivityOption = typeof activityOptions.$inferSelect
export type ActivityOptionTier = typeof activityOptionTiers.$inferSelect
