/** What hangs off one activity: images, itinerary, categories, start and pick-up places. */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, smallint, text, time } from 'drizzle-orm/pg-core'
import { activities } from './activities.ts'
import { categories, locations } from './catalogue.ts'
import { createdAt, id, imageWidths } from './columns.ts'

/** Processed images (domain/images.ts): files are `${key}-${width}.webp`; the first by sort_order is the cover. */
export const activityImages = pgTable(
  'activity_images',
  {
    id: id(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    widths: imageWidths('widths'),
    altText: text('alt_text').notNull().default(''),
    sortOrder: smallint('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('activity_images_activity_id_sort_order_idx').on(t.activityId, t.sortOrder)],
)

/**
 * Itinerary ("itinery" in spec §3). Round tours group items by day_number; other tours
 * label items with a time ("08:00") and leave day_number null.
 */
export const activityItineraryItems = pgTable(
  'activity_itinerary_items',
  {
    id: id(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    dayNumber: smallint('day_number'),
    label: text('label').notNull().default(''),
    /** "summery" in the spec's API. */
    summary: text('summary').notNull().default(''),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [index('activity_itinerary_items_activity_id_sort_order_idx').on(t.activityId, t.sortOrder)],
)

/** Ordered: the detail page shows the first category plus "+N more". */
export const activityCategories = pgTable(
  'activity_categories',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.categoryId] }),
    index('activity_categories_category_id_idx').on(t.categoryId, t.activityId),
  ],
)

/**
 * Places an activity starts from or is available at (spec "available_locations"): the
 * search location filter and the location pages read this table.
 */
export const activityLocations = pgTable(
  'activity_locations',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.locationId] }),
    index('activity_locations_location_id_idx').on(t.locationId, t.activityId),
  ],
)

/**
 * Where travellers can be collected, and when (decision 058): a tour sold per day at the fixed
 * `pickup_time`; a tour with start times `minutes_before_start` before the booked start
 * (domain/pickup-times.ts computes the time a person is told).
 */
export const activityPickupLocations = pgTable(
  'activity_pickup_locations',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    pickupTime: time('pickup_time'),
    minutesBeforeStart: smallint('minutes_before_start'),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.locationId] }),
    index('activity_pickup_locations_location_id_idx').on(t.locationId),
    check(
      'activity_pickup_locations_minutes_before_start_check',
      sql`${t.minutesBeforeStart} between 0 and 720`,
    ),
  ],
)

export type ActivityImage = typeof activityImages.$inferSelect
export type ActivityItineraryItem = typeof activityItineraryItems.$inferSelect
