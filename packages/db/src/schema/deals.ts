/**
 * Deals: a discount campaign (percent, date range) and the activities subscribed to it.
 * Spec §3 reads an activity's discount as deals.subscription.deals.discount and a deal
 * card shows num_activities, hence the join table.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { activities } from './activities.ts'
import { calendarDate, createdAt, id, imageWidths, timestamps } from './columns.ts'

export const deals = pgTable(
  'deals',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    discountPercent: smallint('discount_percent').notNull(),
    /** Inclusive calendar dates in Asia/Colombo. */
    startsOn: calendarDate('starts_on').notNull(),
    endsOn: calendarDate('ends_on').notNull(),
    imageKey: text('image_key'),
    imageWidths: imageWidths('image_widths'),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('deals_dates_idx').on(t.startsOn, t.endsOn),
    check('deals_discount_percent_check', sql`${t.discountPercent} between 1 and 100`),
    check('deals_dates_check', sql`${t.endsOn} >= ${t.startsOn}`),
  ],
)

export const dealSubscriptions = pgTable(
  'deal_subscriptions',
  {
    id: id(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('deal_subscriptions_deal_id_activity_id_key').on(t.dealId, t.activityId),
    index('deal_subscriptions_activity_id_idx').on(t.activityId),
  ],
)

export type Deal = typeof deals.$inferSelect
