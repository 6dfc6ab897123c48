/**
 * Sends resellers' OCTO webhooks (decision 061) from octo_webhook_deliveries, the outbox the
 * booking writers fill in their own transactions (services/octo/webhook-bookings.ts and
 * webhook-availability.ts). Like the e-mail outbox (decision 011) a round leases due rows in
 * one statement (FOR UPDATE SKIP LOCKED: processes never take the same row) and sends with no
 * transaction open, so a slow or failing endpoint never holds up a booking: the booking has
 * committed before anything is sent, and each request is bounded by a timeout.
 *
 * Order: only the oldest pending delivery of each webhook is ever due, so a receiver sees a
 * booking's changes in the order they happened, also across retries and processes; a failing
 * endpoint holds back only its own deliveries. Retries back off (30 s, 2 min, 10 min, 1 h, 6 h);
 * then, or at once for a webhook made with retryOnError false, the delivery is failed and the
 * next one goes. At-least-once: `Serendib-Delivery` is stable across attempts.
 */
import { createHmac } from 'node:crypto'
import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import type { FastifyInstance } from 'fastify'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '@serendib/db/client'
import { WebhookDeliveryStatus, type OctoWebhook } from '@serendib/db/schema/octo-webhooks'
import { resellers } from '@serendib/db/schema/resellers'
import type { OctoBookingView } from '@serendib/domain/api/octo'
import { OCTO_SIGNATURE_HEADER, type OctoWebhookEvent } from '@serendib/domain/api/octo-webhooks'
import { OCTO_OPTION_ID } from '@serendib/domain/octo'
import { departures, toOctoAvailability } from '../services/octo/availability.ts'
import { withVoucherDelivery, type VoucherKeys } from '../services/octo/octo-voucher.ts'
import { loadTour } from '../services/octo/products.ts'
import { renderWebhookBooking } from '../services/octo/webhook-bookings.ts'
import { RENDER_WHEN_SENT } from '../services/octo/webhook-outbox.ts'
import { isPrivateAddress, webhookView } from '../services/octo/webhooks.ts'
import { schedulePeriodicJob } from './periodic-job.ts'

/** Waits after the 1st, 2nd, … failed attempt; the attempt that finds none left fails the row. */
export const WEBHOOK_RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 3_600_000, 6 * 3_600_000] as const
/** One request, connection to last byte. */
export const WEBHOOK_TIMEOUT_MS = 10_000
/** Longer than a request may take, so a lease never runs out mid-send. */
const LEASE_MS = 60_000
const BATCH_SIZE = 20
/** A round keeps sending (the next delivery of each webhook) until nothing is due or this passes. */
const ROUND_BUDGET_MS = 20_000

export interface WebhookDeliveryOptions {
  keys: VoucherKeys
  /** False in production: a URL whose name resolves to a private or loopback address is refused. */
  allowPrivate: boolean
  retryDelaysMs?: readonly number[]
  timeoutMs?: number
  onError?: (deliveryId: number, error: string) => void
}

interface ClaimedDelivery extends Record<string, unknown> {
  id: number
  webhook_id: string
  booking_id: number | null
  change: string
  payload: string
  attempts: number
}

/** The signature header's value for a body: `sha256=` and the hex HMAC-SHA256 keyed by the secret. */
export function signWebhookBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`
}

/** Leases the oldest pending delivery of each webhook, when it is due. */
async function claimDue(database: Pick<Database, 'execute'>, limit = BATCH_SIZE): Promise<ClaimedDelivery[]> {
  return database.execute<ClaimedDelivery>(sql`
    with heads as (
      select distinct on (webhook_id) id from octo_webhook_deliveries
       where status = ${WebhookDeliveryStatus.pending}
       order by webhook_id, id
    ), due as (
      select d.id from octo_webhook_deliveries d join heads h on h.id = d.id
       where d.next_attempt_at <= now()
       order by d.id
       limit ${limit}
       for update of d skip locked
    )
    update octo_webhook_deliveries o
       set attempts = o.attempts + 1, next_attempt_at = now() + ${LEASE_MS}::int * interval '1 millisecond'
      from due where o.id = due.id
    returning o.id, o.webhook_id, o.booking_id, o.change, o.payload, o.attempts`)
}

/** The request body: `{ webhook, change, booking }` or the day's availabilities. */
async function bodyOf(
  database: Database,
  hook: OctoWebhook,
  delivery: ClaimedDelivery,
  keys: VoucherKeys,
): Promise<string> {
  const webhook = webhookView(hook)
  if ((hook.event as OctoWebhookEvent) === 'booking_update') {
    const stored =
      delivery.payload === RENDER_WHEN_SENT && delivery.booking_id !== null
        ? await renderWebhookBooking(database.db, hook.resellerId, delivery.booking_id, hook.capabilities)
        : (JSON.parse(delivery.payload) as OctoBookingView)
    if (!stored) throw new Error('the booking is gone')
    const booking = withVoucherDelivery(stored, keys)
    return JSON.stringify({ webhook, change: delivery.change, booking })
  }
  const key = JSON.parse(delivery.payload) as { productId: string; localDate: string }
  const [reseller] = await database.db.select().from(resellers).where(eq(resellers.id, hook.resellerId))
  let availabilities: unknown[] = []
  try {
    if (reseller) {
      const tour = await loadTour(database.db, reseller, key.productId)
      availabilities = (await departures(database.db, tour, key.localDate, key.localDate)).map((dep) =>
        toOctoAvailability(tour, dep),
      )
    }
  } catch {
    // No longer sold to this reseller (or gone): the day is sent with no departures.
  }
  return JSON.stringify({ webhook, change: 'AVAILABILITY', ...key, optionId: OCTO_OPTION_ID, availabilities })
}

/** Resolves like dns.lookup, refusing private and loopback addresses (production). */
function publicOnlyLookup(
  hostname: string,
  options: object,
  callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
) {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, [])
    const list = addresses as LookupAddress[]
    if (list.some((a) => isPrivateAddress(a.address)))
      return callback(
        Object.assign(new Error(`${hostname} resolves to a private address`), { code: 'EPRIVATE' }),
        [],
      )
    const all = (options as { all?: boolean }).all
    if (all) return callback(null, list)
    const first = list[0]
    return first ? callback(null, first.address, first.family) : callback(new Error('no address'), [])
  })
}

/** POSTs the body; resolves with the HTTP status, rejects on a network error or the timeout. */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  { timeoutMs, allowPrivate }: { timeoutMs: number; allowPrivate: boolean },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = new URL(url)
    const client = target.protocol === 'https:' ? https : http
    if (!allowPrivate && isPrivateAddress(target.hostname))
      return reject(new Error(`${target.hostname} is a private address`))
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        ...(allowPrivate ? {} : { lookup: publicOnlyLookup as never }),
        timeout: timeoutMs,
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
        response.on('error', reject)
      },
    )
    const deadline = setTimeout(
      () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)),
      timeoutMs,
    )
    request.on('close', () => clearTimeout(deadline))
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)))
    request.on('error', reject)
    request.end(body)
  })
}

/** Sends one leased delivery and records the outcome. */
async function deliver(
  database: Database,
  delivery: ClaimedDelivery,
  options: WebhookDeliveryOptions,
): Promise<'delivered' | 'retried' | 'failed'> {
  const [hook] = await database.execute<OctoWebhook & Record<string, unknown>>(
    sql`select id, reseller_id as "resellerId", event, url, secret, capabilities, headers,
               retry_on_error as "retryOnError", created_at as "createdAt"
          from octo_webhooks where id = ${delivery.webhook_id}`,
  )
  if (!hook) return 'failed' // deleted meanwhile: its deliveries went with it
  let status: number | null = null
  let error: string | null = null
  try {
    const body = await bodyOf(database, hook, delivery, options.keys)
    status = await postWebhook(
      hook.url,
      body,
      {
        ...(typeof hook.headers === 'string' ? JSON.parse(hook.headers) : hook.headers),
        'content-type': 'application/json',
        'user-agent': 'Serendib-Webhooks/1',
        [OCTO_SIGNATURE_HEADER]: signWebhookBody(hook.secret, body),
        'serendib-delivery': String(delivery.id),
        'serendib-event': hook.event,
      },
      { timeoutMs: options.timeoutMs ?? WEBHOOK_TIMEOUT_MS, allowPrivate: options.allowPrivate },
    )
    if (status < 200 || status > 299) error = `HTTP ${status}`
  } catch (e) {
    error = (e instanceof Error ? e.message : String(e)).slice(0, 500)
  }
  if (error === null) {
    await database.execute(sql`
      update octo_webhook_deliveries
         set status = ${WebhookDeliveryStatus.delivered}, delivered_at = now(), last_status = ${status}, last_error = null
       where id = ${delivery.id} and status = ${WebhookDeliveryStatus.pending}`)
    return 'delivered'
  }
  options.onError?.(delivery.id, error)
  const delays = options.retryDelaysMs ?? WEBHOOK_RETRY_DELAYS_MS
  const delay = hook.retryOnError ? delays[delivery.attempts - 1] : undefined
  // `attempts = …` guards against a lease that ran out and was taken by another process.
  if (delay === undefined) {
    await database.execute(sql`
      update octo_webhook_deliveries
         set status = ${WebhookDeliveryStatus.failed}, last_status = ${status}, last_error = ${error}
       where id = ${delivery.id} and status = 0 and attempts = ${delivery.attempts}`)
    return 'failed'
  }
  await database.execute(sql`
    update octo_webhook_deliveries
       set last_status = ${status}, last_error = ${error},
           next_attempt_at = now() + ${delay}::int * interval '1 millisecond'
     where id = ${delivery.id} and status = 0 and attempts = ${delivery.attempts}`)
  return 'retried'
}

/**
 * One round: lease the due head of each webhook, send them side by side, record each outcome;
 * again while something was due (the next change of a webhook that just succeeded).
 */
export async function deliverDueWebhooks(database: Database, options: WebhookDeliveryOptions) {
  const result = { delivered: 0, retried: 0, failed: 0 }
  const started = Date.now()
  while (Date.now() - started < ROUND_BUDGET_MS) {
    const claimed = await claimDue(database)
    if (!claimed.length) break
    const outcomes = await Promise.all(claimed.map((d) => deliver(database, d, options)))
    for (const outcome of outcomes) result[outcome]++
  }
  return result
}

/** Delivered rows are kept this long (to look into a reseller's question), failed ones until an operator acts. */
export const DELIVERED_KEPT_DAYS = 30

export async function pruneDeliveredWebhooks(database: Pick<Database, 'execute'>): Promise<number> {
  const rows = await database.execute<{ id: number }>(sql`
    delete from octo_webhook_deliveries
     where status = ${WebhookDeliveryStatus.delivered} and delivered_at < now() - ${DELIVERED_KEPT_DAYS}::int * interval '1 day'
    returning id`)
  return rows.length
}

/** Every 2 s in every process (rows are claimed, so processes share the work); pruning hourly. */
export default async function octoWebhookWorker(
  app: FastifyInstance,
  options: { keys: VoucherKeys; allowPrivate: boolean; enabled: boolean },
) {
  if (!options.enabled) return
  schedulePeriodicJob(app, {
    name: 'octo-webhooks',
    everyMs: 2_000,
    exclusive: false,
    run: () =>
      deliverDueWebhooks(app.database, {
        keys: options.keys,
        allowPrivate: options.allowPrivate,
        onError: (id, error) => app.log.warn({ webhookDeliveryId: id, error }, 'OCTO webhook not delivered'),
      }),
  })
  schedulePeriodicJob(app, {
    name: 'octo-webhooks-prune',
    everyMs: 3_600_000,
    exclusive: true,
    run: async () => ({ pruned: await pruneDeliveredWebhooks(app.database) }),
  })
}
