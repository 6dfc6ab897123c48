/** The tours and activities themselves (spec §3 "Activity") and their prices. */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core'
import { cents, id, timestamps, tsvector } from './columns.ts'
import { users } from './users.ts'

/** sale_type of spec §3: 1 books instantly; anything else waits for the supplier. */
export const SaleType = { instant: 1, onRequest: 2 } as const

export const activities = pgTable(
  'activities',
  {
    id: id(),
    /** Public product code shown as "tour id" (e.g. "SER-00042"). */
    tourId: text('tour_id').notNull().unique(),
    supplierUserId: integer('supplier_user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    overview: text('overview').notNull().default(''),
    /** 1 round, 2 day, 3 activity, 4 transport (domain/tour-types.ts). */
    tourType: smallint('tour_type').notNull(),
    durationValue: integer('duration_value').notNull(),
    /** 1 Days, 2 Hours, 3 Minutes (domain/duration.ts). */
    durationUnit: smallint('duration_unit').notNull(),
    /** So the duration filter compares like with like (a 3-hour tour is not 3 days). */
    durationMinutes: integer('duration_minutes').generatedAlwaysAs(
      sql`case duration_unit when 1 then duration_value * 1440 when 2 then duration_value * 60 else duration_value end`,
    ),
    // Spec §3 spells these exclision / condtions / know; the API maps to those names.
    // Lists (inclusions, exclusions, notes, conditions) hold one item per line.
    inclusion: text('inclusion').notNull().default(''),
    exclusion: text('exclusion').notNull().default(''),
    knowPolicy: text('know_policy').notNull().default(''),
    conditions: text('conditions').notNull().default(''),
    cancelPolicy: text('cancel_policy').notNull().default(''),
    /** Where exactly travellers meet the guide (optional; issue 31). Translated per language. */
    meetingPoint: text('meeting_point').notNull().default(''),
    contactNumber: text('contact_number'),
    /** Languages the tour's guides speak (domain/i18n/guide-languages.ts), in the supplier's order. */
    guideLanguages: text('guide_languages')
      .array()
      .notNull()
      .default(sql`'{en}'::text[]`),
    includeAdults: boolean('include_adults').notNull().default(true),
    includeChildren: boolean('include_children').notNull().default(true),
    includeInfants: boolean('include_infants').notNull().default(false),
    adultsAgeFrom: smallint('adults_age_from').notNull().default(12),
    adultsAgeTo: smallint('adults_age_to').notNull().default(99),
    childrenAgeFrom: smallint('children_age_from').notNull().default(3),
    childrenAgeTo: smallint('children_age_to').notNull().default(11),
    infantsAgeFrom: smallint('infants_age_from').notNull().default(0),
    infantsAgeTo: smallint('infants_age_to').notNull().default(2),
    /** 1 Per Person, 2 Per Group (domain/pricing-basis.ts). */
    pricingBasis: smallint('pricing_basis').notNull().default(1),
    saleType: smallint('sale_type').notNull().default(SaleType.instant),
    /** Per-group pricing counts started groups of this size; null means one group of any size. */
    maxGroupSize: smallint('max_group_size'),
    /** Earliest bookable date = today in Asia/Colombo + this many days (min_date). */
    /** How travellers pay (decision 075): 'full' | 'deposit' | 'pay_later' (domain/payment-plans.ts). */
    paymentPlan: text('payment_plan').notNull().default('full'),
    /** A deposit as a percentage of the price (1–99), or … */
    depositPercent: smallint('deposit_percent'),
    /** … as a fixed amount in cents. */
    depositCents: integer('deposit_cents'),
    /** Deposit and pay later: the balance falls due this many days before the travel date. */
    balanceDaysBefore: smallint('balance_days_before'),
    bookingCutoffDays: smallint('booking_cutoff_days').notNull().default(1),
    /** Set instead for a cut-off in hours before the start (decision 035); days then count 0. */
    bookingCutoffHours: smallint('booking_cutoff_hours'),
    /** Travellers per day across bookings; null means no limit (availability.ts). */
    dailyCapacity: integer('daily_capacity'),
    /** 0 Pending, 1 Active, 2 Rejected, 3 Draft, 4 Archived (domain/tour-lifecycle.ts); only 1 is public. */
    status: smallint('status').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    /** Count of paid bookings, kept by the booking code, for "Top Selling". */
    sold: integer('sold').notNull().default(0),
    /** Kept by the review code in the transaction that writes a review; null without reviews. */
    averageRating: numeric('average_rating', { precision: 3, scale: 2, mode: 'number' }),
    ratingCount: integer('rating_count').notNull().default(0),
    seoUrl: text('seo_url').notNull().unique(),
    fullSeoUrl: text('full_seo_url').notNull().unique(),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    /**
     * Names of the tour's categories and places, so one full-text index answers "kandy" or
     * "safari" too. Kept by refreshSearchIndex() (search-index.ts) whenever those links change.
     */
    searchPlaces: text('search_places').notNull().default(''),
    /** Title weighs more than overview, overview more than places. Generated, never stale. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(overview, '')), 'B') || setweight(to_tsvector('english', coalesce(search_places, '')), 'C')`,
    ),
    ...timestamps(),
  },
  (t) => [
    index('activities_search_vector_idx').using('gin', t.searchVector),
    // Typo-tolerant suggestions: similarity() / % over the title.
    index('activities_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('activities_status_tour_type_idx').on(t.status, t.tourType),
    // The default listing order (best-selling first, then id) read straight off an index.
    index('activities_listing_idx').on(t.status, t.sold.desc(), t.id),
    // "Made for you" (featured=1): a handful of tours among many, ordered like the listing.
    index('activities_featured_listing_idx')
      .on(t.sold.desc(), t.id)
      .where(sql`${t.status} = 1 and ${t.featured}`),
    index('activities_status_duration_idx').on(t.status, t.durationMinutes),
    index('activities_supplier_user_id_idx').on(t.supplierUserId),
    // "Guide in German": the search's guide-language filter lists a language's tours through it.
    index('activities_guide_languages_idx').using('gin', t.guideLanguages),
    check('activities_tour_type_check', sql`${t.tourType} between 1 and 4`),
    check('activities_duration_unit_check', sql`${t.durationUnit} between 1 and 3`),
    check('activities_duration_value_check', sql`${t.durationValue} > 0`),
    check('activities_payment_plan_check', sql`${t.paymentPlan} in ('full', 'deposit', 'pay_later')`),
    check(
      'activities_deposit_check',
      sql`(${t.depositPercent} is null or ${t.depositPercent} between 1 and 99) and (${t.depositCents} is null or ${t.depositCents} > 0)`,
    ),
    check('activities_pricing_basis_check', sql`${t.pricingBasis} in (1, 2)`),
    check('activities_status_check', sql`${t.status} between 0 and 6`),
    check('activities_rating_check', sql`${t.averageRating} is null or ${t.averageRating} between 0 and 5`),
  ],
)

/**
 * Age-band and group rates of one activity, in cents. selling_price_cents is the "from"
 * price on cards and the price filter: the adult rate for per-person tours, the group rate
 * for per-group tours; the code that writes rates writes it too.
 */
export const activityPrices = pgTable(
  'activity_prices',
  {
    activityId: integer('activity_id')
      .primaryKey()
      .references(() => activities.id, { onDelete: 'cascade' }),
    adultPriceCents: cents('adult_price_cents'),
    childPriceCents: cents('child_price_cents'),
    infantPriceCents: cents('infant_price_cents'),
    groupPriceCents: cents('group_price_cents'),
    sellingPriceCents: cents('selling_price_cents').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('activity_prices_selling_price_cents_idx').on(t.sellingPriceCents),
    check(
      'activity_prices_non_negative_check',
      sql`${t.sellingPriceCents} >= 0 and coalesce(${t.adultPriceCents}, 0) >= 0 and coalesce(${t.childPriceCents}, 0) >= 0 and coalesce(${t.infantPriceCents}, 0) >= 0 and coalesce(${t.groupPriceCents}, 0) >= 0`,
    ),
  ],
)

export type Activity = typeof activities.$inferSelect
export type NewActivity = typeof activities.$inferInsert
export type ActivityPrice = typeof activityPrices.$inferSelect
