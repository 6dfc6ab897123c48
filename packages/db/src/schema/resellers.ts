/**
 * Resellers that sell our tours through the OCTO API (issue 16, decision 045): their hashed API
 * keys and the OCTO side of each booking they make (uuid, hold expiry, their reference).
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { bookings } from './bookings.ts'
import { id, instant, timestamps } from './columns.ts'
import { users } from './users.ts'

export const resellers = pgTable(
  'resellers',
  {
    id: id(),
    /** Shown as the booking's channel in the supplier inbox, manifest and admin console. */
    name: text('name').notNull().unique(),
    contactEmail: text('contact_email').notNull(),
    /** Commission in percent of the retail price (net = retail − commission). */
    commissionPercent: smallint('commission_percent').notNull().default(0),
    /** Tours this reseller may sell; null = every active tour. */
    allowedActivityIds: integer('allowed_activity_ids').array(),
    /** The account the reseller's bookings belong to (bookings.user_id is required). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    ...timestamps(),
  },
  (t) => [check('resellers_commission_check', sql`${t.commissionPercent} between 0 and 100`)],
)

export const resellerApiKeys = pgTable(
  'reseller_api_keys',
  {
    id: id(),
    resellerId: integer('reseller_id')
      .notNull()
      .references(() => resellers.id, { onDelete: 'cascade' }),
    /** The first characters of the key, so an admin can tell keys apart; never enough to use. */
    prefix: text('prefix').notNull(),
    /** sha256 of the whole key: keys are long random strings, so no slow hash is needed. */
    keyHash: text('key_hash').notNull().unique(),
    revokedAt: instant('revoked_at'),
    ...timestamps(),
  },
  (t) => [index('reseller_api_keys_reseller_id_idx').on(t.resellerId)],
)

export const octoBookings = pgTable(
  'octo_bookings',
  {
    id: id(),
    /** The reseller's idempotency key; unique per reseller. */
    uuid: text('uuid').notNull(),
    resellerId: integer('reseller_id')
      .notNull()
      .references(() => resellers.id),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    resellerReference: text('reseller_reference'),
    /** The hold's end while ON_HOLD; null once confirmed. */
    expiresAt: instant('expires_at'),
    /** Set when a hold ran out and its seats went back (EXPIRED). */
    expiredAt: instant('expired_at'),
    /** When the reseller confirmed (CONFIRMED, or PENDING for tours sold on request). */
    resellerConfirmedAt: instant('reseller_confirmed_at'),
    cancelReason: text('cancel_reason'),
    /** The unit ids and uuids as the reseller sent them: [{ uuid, unitId }]. */
    unitItems: text('unit_items').notNull().default('[]'),
    notes: text('notes'),
    /** The contact's own notes, country (ISO 3166-1 alpha-2) and languages, as the reseller sent them. */
    contactNotes: text('contact_notes'),
    contactCountry: text('contact_country'),
    contactLocales: text('contact_locales').array(),
    /** octo/pickups: the traveller's hotel room; the hotel's name is on the booking. */
    pickupHotelRoom: text('pickup_hotel_room'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('octo_bookings_reseller_uuid_idx').on(t.resellerId, t.uuid),
    uniqueIndex('octo_bookings_booking_id_idx').on(t.bookingId),
    index('octo_bookings_expires_at_idx').on(t.expiresAt),
  ],
)

export type Reseller = typeof resellers.$inferSelect
export type OctoBooking = typeof octoBookings.$inferSelect
