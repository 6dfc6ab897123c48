/**
 * OCTO webhooks (capability `octo/webhooks`, decision 061): the URLs a reseller registered, and
 * the deliveries owed to them. A delivery is written in the same transaction as the booking
 * change it reports (no change, no delivery) and sent after commit by jobs/octo-webhook-worker.ts,
 * which claims rows with FOR UPDATE SKIP LOCKED like the e-mail outbox (decision 011).
 */
import { sql } from 'drizzle-orm'
import { bigint, boolean, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core'
import { bookings } from './bookings.ts'
import { createdAt, id, instant } from './columns.ts'
import { resellers } from './resellers.ts'

export const octoWebhooks = pgTable(
  'octo_webhooks',
  {
    /** OCTO's webhook id: a uuid we make. */
    id: text('id').primaryKey(),
    resellerId: integer('reseller_id')
      .notNull()
      .references(() => resellers.id, { onDelete: 'cascade' }),
    /** `booking_update` or `availability_update`. */
    event: text('event').notNull(),
    url: text('url').notNull(),
    /** Signs each delivery (HMAC-SHA256 of the body); shown once, when the webhook is made. */
    secret: text('secret').notNull(),
    /** The Octo-Capabilities asked for when it was made: they shape the booking in each body. */
    capabilities: text('capabilities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** OCTO's `headers`: extra request headers the reseller wants on each delivery. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** OCTO's `retryOnError`: false gives a failed delivery up after its first attempt. */
    retryOnError: boolean('retry_on_error').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('octo_webhooks_reseller_idx').on(t.resellerId), index('octo_webhooks_event_idx').on(t.event)],
)

/** pending → delivered; → failed after the last attempt (or the first, without retryOnError). */
export const WebhookDeliveryStatus = { pending: 0, delivered: 1, failed: 2 } as const

export const octoWebhookDeliveries = pgTable(
  'octo_webhook_deliveries',
  {
    id: id(),
    webhookId: text('webhook_id')
      .notNull()
      .references(() => octoWebhooks.id, { onDelete: 'cascade' }),
    /** The booking a booking_update reports (its body is the booking as it was at that change). */
    bookingId: integer('booking_id').references(() => bookings.id),
    /** What happened: CONFIRMED, UPDATED, CANCELLED, CHECKED_IN, NO_SHOW, AVAILABILITY… */
    change: text('change').notNull(),
    /** booking_update: the OCTO booking at the change (JSON). availability_update: its key. */
    payload: text('payload').notNull(),
    /** The writing transaction: a second change of one booking in it replaces the first row. */
    xactId: bigint('xact_id', { mode: 'number' })
      .notNull()
      .default(sql`txid_current()`),
    status: smallint('status').notNull().default(WebhookDeliveryStatus.pending),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    /** The endpoint's last HTTP status (null: no answer). */
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    deliveredAt: instant('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // The worker's claim: the oldest pending row of each webhook.
    index('octo_webhook_deliveries_pending_idx')
      .on(t.webhookId, t.id)
      .where(sql`${t.status} = 0`),
    index('octo_webhook_deliveries_booking_idx').on(t.bookingId),
  ],
)

export type OctoWebhook = typeof octoWebhooks.$inferSelect
