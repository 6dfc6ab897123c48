/** Reference data of the catalogue: categories, places and their landing pages. */
import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import { createdAt, id, imageWidths, timestamps } from './columns.ts'
import { users } from './users.ts'

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull().default(''),
    sortOrder: smallint('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('categories_name_lower_key').on(sql`lower(${t.name})`)],
)

export type LocationKind = 'place' | 'airport' | 'hotel' | 'station' | 'harbour' | 'meeting-point'

/**
 * Places in Sri Lanka, in one table for both roles: destinations (towns, parks: the search
 * location filter, footer tags, location pages, tour start points) and pick-up points
 * (an airport, a town's hotels, a station), each of which belongs to a place.
 */
export const locations = pgTable(
  'locations',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    /** 'place' for destinations; the kind of pick-up point otherwise. */
    kind: text('kind').$type<LocationKind>().notNull().default('place'),
    /** For a pick-up point: the place it is in (the airport belongs to Negombo). */
    parentLocationId: integer('parent_location_id').references((): AnyPgColumn => locations.id),
    /** Offered in a tour's pick-up list and the home search box. */
    isPickupPoint: boolean('is_pickup_point').notNull().default(false),
    /** A place tours start from or visit. */
    isDestination: boolean('is_destination').notNull().default(true),
    /** Province or well-known area, for pickers and cards ("Kandy, Central Province"). */
    region: text('region'),
    description: text('description').notNull().default(''),
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('locations_name_lower_key').on(sql`lower(${t.name})`),
    // Autocomplete matches anywhere in the name ("kand" → "Kandy").
    index('locations_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('locations_parent_location_id_idx').on(t.parentLocationId),
  ],
)

/** Location landing page /{location}/{title}/location/{pid} (spec §2, §3). */
export const locationPages = pgTable(
  'location_pages',
  {
    id: id(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    seoUrl: text('seo_url').notNull().unique(),
    fullSeoUrl: text('full_seo_url').notNull().unique(),
    imageKey: text('image_key'),
    imageWidths: imageWidths('image_widths'),
    imageAlt: text('image_alt').notNull().default(''),
    /** Hidden pages keep their URL reserved but do not render or list. */
    published: boolean('published').notNull().default(true),
    sortOrder: smallint('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('location_pages_location_id_idx').on(t.locationId)],
)

/** Categories a supplier works in (spec §3 account profile "categories"). */
export const supplierCategories = pgTable(
  'supplier_categories',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId] })],
)

export type Category = typeof categories.$inferSelect
export type Location = typeof locations.$inferSelect
export type LocationPage = typeof locationPages.$inferSelect
