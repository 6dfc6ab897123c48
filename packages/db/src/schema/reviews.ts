/** Reviews: one per booking, written from the account area or an e-mailed token link. */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core'
import { activities } from './activities.ts'
import { bookings } from './bookings.ts'
import { createdAt, id, imageWidths, instant, timestamps } from './columns.ts'
import { users } from './users.ts'

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    bookingId: integer('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    supplierUserId: integer('supplier_user_id')
      .notNull()
      .references(() => users.id),
    rating: smallint('rating').notNull(),
    feedback: text('feedback').notNull().default(''),
    /** Hidden by an admin; not counted in the activity's rating. */
    hidden: boolean('hidden').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('reviews_activity_id_created_at_idx').on(t.activityId, t.createdAt),
    index('reviews_user_id_idx').on(t.userId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
)

/**
 * Images of a review. The token page uploads them before the review exists (spec §7
 * `tid = booking id`), so they belong to the booking and get review_id on submit.
 */
export const reviewImages = pgTable(
  'review_images',
  {
    id: id(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    reviewId: integer('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    widths: imageWidths('widths'),
    createdAt: createdAt(),
  },
  (t) => [
    index('review_images_booking_id_idx').on(t.bookingId),
    index('review_images_review_id_idx').on(t.reviewId),
  ],
)

/** The e-mailed /tour/review/{token} link: hashed, one per booking, single use. */
export const reviewTokens = pgTable('review_tokens', {
  id: id(),
  bookingId: integer('booking_id')
    .notNull()
    .unique()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
  createdAt: createdAt(),
})

export type Review = typeof reviews.$inferSelect
export type ReviewImage = typeof reviewImages.$inferSelect
