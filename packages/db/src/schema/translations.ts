/**
 * Translated content (issue 31, decision 076). English stays in the content's own tables; a
 * translation is one row per (thing, language), and a field left empty falls back to English.
 *
 * activity_translations — a tour's page text in one language, with its own search vector
 * stemmed by that language's text-search configuration (german, french, russian, hindi;
 * simple for Chinese and Japanese), so a search on /de finds "Strände" by "Strand".
 *
 * content_translations — the editable texts of the home page (sliders, featured categories,
 * travel inspiration with its article) and the location pages: one row per (kind, item,
 * language, field). site_content_translations does the same for the site-content pages.
 * Admins write both (decision 086).
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { activities } from './activities.ts'
import { activityItineraryItems } from './activity-details.ts'
import { activityOptions } from './tour-options.ts'
import { timestamps, tsvector } from './columns.ts'

/** The text-search configuration of each translated language (the same list as domain/i18n/content.ts). */
const SEARCH_CONFIG_SQL = `case locale when 'de' then 'german'::regconfig when 'fr' then 'french'::regconfig
  when 'ru' then 'russian'::regconfig when 'hi' then 'hindi'::regconfig else 'simple'::regconfig end`

export const activityTranslations = pgTable(
  'activity_translations',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    /** A traveller language other than English (de, fr, ru, zh, hi, ja). */
    locale: text('locale').notNull(),
    title: text('title').notNull().default(''),
    overview: text('overview').notNull().default(''),
    inclusion: text('inclusion').notNull().default(''),
    exclusion: text('exclusion').notNull().default(''),
    knowPolicy: text('know_policy').notNull().default(''),
    conditions: text('conditions').notNull().default(''),
    cancelPolicy: text('cancel_policy').notNull().default(''),
    meetingPoint: text('meeting_point').notNull().default(''),
    /** Title (A) and overview (B) in the language's own stemming. Generated, never stale. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql.raw(
        `setweight(to_tsvector(${SEARCH_CONFIG_SQL}, coalesce(title, '')), 'A') || setweight(to_tsvector(${SEARCH_CONFIG_SQL}, coalesce(overview, '')), 'B')`,
      ),
    ),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.locale] }),
    // One index for every language: a German stem and a French one may coincide, so queries
    // always say the locale too (it is checked on the few rows the index hands over).
    index('activity_translations_search_vector_idx').using('gin', t.searchVector),
    // Chinese and Japanese do not separate words with spaces, so 'simple' sees a whole clause as
    // one word; their searches match title and overview by substring through trigrams.
    index('activity_translations_cjk_text_trgm_idx')
      .using('gin', sql`(${t.title} || ' ' || ${t.overview}) gin_trgm_ops`)
      .where(sql`${t.locale} in ('zh', 'ja')`),
    check('activity_translations_locale_check', sql`${t.locale} in ('de', 'fr', 'ru', 'zh', 'hi', 'ja')`),
  ],
)

/**
 * translated_search_terms — the search vocabulary of each translated language whose words are
 * separated by spaces (de, fr, ru, hi): every distinct word of active tours' translated titles,
 * unstemmed, as people type them. A mistyped German word ("Pottwahle") is corrected against it
 * as an English one is against search_terms (decision 080).
 */
export const translatedSearchTerms = pgTable(
  'translated_search_terms',
  {
    locale: text('locale').notNull(),
    term: text('term').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locale, t.term] }),
    index('translated_search_terms_term_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
  ],
)

/**
 * activity_itinerary_translations — one itinerary item's label and summary in one language
 * (decision 083). Keyed by the item's id, so reordering keeps each translation on its item and
 * deleting the item deletes its translations; an empty field falls back to English.
 */
export const activityItineraryTranslations = pgTable(
  'activity_itinerary_translations',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => activityItineraryItems.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    label: text('label').notNull().default(''),
    summary: text('summary').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.locale] }),
    check(
      'activity_itinerary_translations_locale_check',
      sql`${t.locale} in ('de', 'fr', 'ru', 'zh', 'hi', 'ja')`,
    ),
  ],
)

/**
 * activity_option_translations — a tour option's name and description, and the names of its
 * vehicle tiers, in one language (decision 088). Keyed by the option (kept by id across editor
 * saves, decision 073), so its translation follows it and goes with it. Tiers are rewritten on
 * every save of the Options step and have no lasting id, so their names are keyed by the tier's
 * English name: `tiers` maps "Private car" → "Privatwagen". A renamed tier shows English until
 * translated again; a reordered or repriced one keeps its name. Bookings keep the English tier
 * names they were booked with, so the same map names their vehicles in the booking's language.
 */
export const activityOptionTranslations = pgTable(
  'activity_option_translations',
  {
    optionId: integer('option_id')
      .notNull()
      .references(() => activityOptions.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull().default(''),
    description: text('description').notNull().default(''),
    tiers: jsonb('tiers').$type<Record<string, string>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.optionId, t.locale] }),
    check(
      'activity_option_translations_locale_check',
      sql`${t.locale} in ('de', 'fr', 'ru', 'zh', 'hi', 'ja')`,
    ),
  ],
)

export const contentTranslations = pgTable(
  'content_translations',
  {
    /** slider, featured_category, travel_inspiration, location_page, category (domain/i18n/content.ts). */
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    locale: text('locale').notNull(),
    /**
     * title, sub_text (sliders), description, body (an inspiration's article, sanitised HTML), or
     * a location page's seo_title / seo_description (its page head).
     */
    field: text('field').notNull(),
    value: text('value').notNull(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.locale, t.itemId, t.field] }),
    check(
      'content_translations_kind_check',
      sql`${t.kind} in ('slider', 'featured_category', 'travel_inspiration', 'location_page', 'category')`,
    ),
    check('content_translations_locale_check', sql`${t.locale} in ('de', 'fr', 'ru', 'zh', 'hi', 'ja')`),
    check(
      'content_translations_field_check',
      sql`${t.field} in ('title', 'sub_text', 'description', 'body', 'seo_title', 'seo_description')`,
    ),
  ],
)

/**
 * site_content_translations — the five site-content pages (about, privacy, cookie, disclaimer,
 * guidelines) in one language, one row per (section, language, field), as content_translations
 * does for the items with a numeric id. The body is sanitised HTML (the English body's
 * allow-list); no row means "not translated" and the page shows English.
 */
export const siteContentTranslations = pgTable(
  'site_content_translations',
  {
    section: text('section').notNull(),
    locale: text('locale').notNull(),
    field: text('field').notNull(),
    value: text('value').notNull(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.section, t.locale, t.field] }),
    check(
      'site_content_translations_section_check',
      sql`${t.section} in ('about', 'privacy', 'cookie', 'disclaimer', 'guidelines')`,
    ),
    check('site_content_translations_locale_check', sql`${t.locale} in ('de', 'fr', 'ru', 'zh', 'hi', 'ja')`),
    check(
      'site_content_translations_field_check',
      sql`${t.field} in ('title', 'body', 'meta_title', 'meta_description')`,
    ),
  ],
)

export type ActivityTranslation = typeof activityTranslations.$inferSelect
