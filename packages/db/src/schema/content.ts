/** Editorial content of the public site: home page blocks, inspirations, static pages. */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core'
import { activities } from './activities.ts'
import { categories } from './catalogue.ts'
import { id, imageWidths, timestamps } from './columns.ts'

/** Home hero slider (spec §3 slider {image_name, title, sub_text}). */
export const sliders = pgTable('sliders', {
  id: id(),
  imageKey: text('image_key').notNull(),
  imageWidths: imageWidths('image_widths'),
  title: text('title').notNull(),
  subText: text('sub_text').notNull().default(''),
  sortOrder: smallint('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  ...timestamps(),
})

/** Home "featured categories" carousel: a card that links to a search over its categories. */
export const featuredCategories = pgTable('featured_categories', {
  id: id(),
  imageKey: text('image_key').notNull(),
  imageWidths: imageWidths('image_widths'),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  sortOrder: smallint('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  ...timestamps(),
})

export const featuredCategoryCategories = pgTable(
  'featured_category_categories',
  {
    featuredCategoryId: integer('featured_category_id')
      .notNull()
      .references(() => featuredCategories.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.featuredCategoryId, t.categoryId] })],
)

/** Travel inspirations; `page` picks the set (spec §7 /api/travel/inspiration?page={name}). */
export const travelInspirations = pgTable(
  'travel_inspirations',
  {
    id: id(),
    page: text('page').notNull().default('home'),
    imageKey: text('image_key').notNull(),
    imageWidths: imageWidths('image_widths'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Optional link target (a search, a location page or an article). */
    linkUrl: text('link_url'),
    /**
     * The article's address, /travel-inspiration/{seo_url} (lower-case words and hyphens).
     * Set by the admin console; rows older than the column were given one by migration 0009.
     */
    seoUrl: text('seo_url').unique(),
    /** The article (sanitised HTML, same allow-list as site content). */
    body: text('body').notNull().default(''),
    sortOrder: smallint('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('travel_inspirations_page_sort_order_idx').on(t.page, t.sortOrder)],
)

/** The tours an inspiration's article presents, in the admin's order. */
export const travelInspirationActivities = pgTable(
  'travel_inspiration_activities',
  {
    inspirationId: integer('inspiration_id')
      .notNull()
      .references(() => travelInspirations.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.inspirationId, t.activityId] }),
    index('travel_inspiration_activities_activity_id_idx').on(t.activityId),
  ],
)

/** Instagram gallery entries, curated locally so the site works offline. */
export const instagramPosts = pgTable('instagram_posts', {
  id: id(),
  imageKey: text('image_key').notNull(),
  imageWidths: imageWidths('image_widths'),
  caption: text('caption').notNull().default(''),
  linkUrl: text('link_url'),
  sortOrder: smallint('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  ...timestamps(),
})

/** Site-wide SEO settings (spec §3 site settings). A single row, id 1. */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: smallint('id').primaryKey().default(1),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    keywords: text('keywords').notNull().default(''),
    /** Activity ids the home page features first. */
    featured: integer('featured').array().notNull().default([]),
    ...timestamps(),
  },
  (t) => [check('site_settings_single_row_check', sql`${t.id} = 1`)],
)

export type SiteContentSection = 'about' | 'privacy' | 'cookie' | 'disclaimer' | 'guidelines'

/** Static pages (about, privacy, cookie, disclaimer, guidelines), one row each, HTML body. */
export const siteContent = pgTable(
  'site_content',
  {
    section: text('section').$type<SiteContentSection>().primaryKey(),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    metaTitle: text('meta_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    check(
      'site_content_section_check',
      sql`${t.section} in ('about', 'privacy', 'cookie', 'disclaimer', 'guidelines')`,
    ),
  ],
)

export type Slider = typeof sliders.$inferSelect
export type FeaturedCategory = typeof featuredCategories.$inferSelect
export type TravelInspiration = typeof travelInspirations.$inferSelect
export type SiteContent = typeof siteContent.$inferSelect
