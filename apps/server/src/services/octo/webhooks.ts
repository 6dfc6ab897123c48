/**
 * A reseller's webhooks (capability octo/webhooks, decision 061): made, listed and deleted with
 * its own API key only; another reseller's webhook id reads as unknown. The URL is checked
 * (absolute http or https; in production a public host) before anything is stored.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { BlockList, isIP } from 'node:net'
import { and, asc, eq, sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'
import { octoWebhooks, type OctoWebhook } from '@serendib/db/schema/octo-webhooks'
import type { Reseller } from '@serendib/db/schema/resellers'
import {
  OCTO_SIGNATURE_HEADER,
  octoWebhookEvents,
  OctoWebhookMessages,
  type OctoWebhookCreateBody,
  type OctoWebhookEvent,
  type OctoWebhookView,
} from '@serendib/domain/api/octo-webhooks'
import { OctoError } from '@serendib/domain/octo'
import { OCTO_WEBHOOKS, type OctoCapability } from '@serendib/domain/octo-capabilities'

export const MAX_WEBHOOKS_PER_RESELLER = 10
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Loopback, private, link-local, carrier-grade NAT and unspecified addresses. */
const privateRanges = (() => {
  const list = new BlockList()
  for (const [net, bits] of [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
  ] as const)
    list.addSubnet(net, bits, 'ipv4')
  for (const [net, bits] of [
    ['::', 128],
    ['::1', 128],
    ['fc00::', 7],
    ['fe80::', 10],
  ] as const)
    list.addSubnet(net, bits, 'ipv6')
  return list
})()

/** True for an address a webhook must not reach in production (it would probe our own network). */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)
  if (mapped?.[1]) return privateRanges.check(mapped[1], 'ipv4')
  const family = isIP(bare)
  if (family === 4) return privateRanges.check(bare, 'ipv4')
  if (family === 6) return privateRanges.check(bare, 'ipv6')
  return false
}

/**
 * The URL as stored, or BAD_REQUEST: absolute, http or https, a host. With `allowPrivate` false
 * (production) a host that is localhost or a private address literal is refused here; names that
 * resolve to one are refused when a delivery connects (octo-webhook-worker.ts).
 */
export function checkWebhookUrl(raw: string, allowPrivate: boolean): string {
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    throw new OctoError('BAD_REQUEST', OctoWebhookMessages.url)
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname)
    throw new OctoError('BAD_REQUEST', OctoWebhookMessages.url)
  const host = url.hostname.toLowerCase()
  if (!allowPrivate && (host === 'localhost' || host.endsWith('.localhost') || isPrivateAddress(host)))
    throw new OctoError('BAD_REQUEST', OctoWebhookMessages.privateUrl)
  return url.href
}

/** Headers a reseller may not set: ours, and those that shape the request itself. */
const reservedHeaders = new Set([
  OCTO_SIGNATURE_HEADER.toLowerCase(),
  'serendib-delivery',
  'serendib-event',
  'content-type',
  'content-length',
  'host',
  'transfer-encoding',
  'connection',
])

export function webhookView(row: OctoWebhook): OctoWebhookView {
  return {
    id: row.id,
    event: row.event as OctoWebhookEvent,
    url: row.url,
    retryOnError: row.retryOnError,
    useContactLanguage: false,
    headers: row.headers,
    capabilities: row.capabilities,
  }
}

export async function createWebhook(
  db: DbOrTx,
  reseller: Reseller,
  body: OctoWebhookCreateBody,
  capabilities: readonly OctoCapability[],
  allowPrivate: boolean,
): Promise<OctoWebhookView & { secret: string }> {
  if (!(octoWebhookEvents as readonly string[]).includes(body.event))
    throw new OctoError('BAD_REQUEST', OctoWebhookMessages.event(body.event))
  const url = checkWebhookUrl(body.url, allowPrivate)
  const headers = body.headers ?? {}
  for (const name of Object.keys(headers))
    if (reservedHeaders.has(name.toLowerCase()))
      throw new OctoError('BAD_REQUEST', OctoWebhookMessages.header(name))
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from octo_webhooks where reseller_id = ${reseller.id}`,
  )
  if ((count?.n ?? 0) >= MAX_WEBHOOKS_PER_RESELLER)
    throw new OctoError('UNPROCESSABLE_ENTITY', OctoWebhookMessages.tooMany(MAX_WEBHOOKS_PER_RESELLER))
  const [row] = await db
    .insert(octoWebhooks)
    .values({
      id: randomUUID(),
      resellerId: reseller.id,
      event: body.event,
      url,
      secret: `whsec_${randomBytes(32).toString('base64url')}`,
      // The ones that shape a booking; octo/webhooks itself changes nothing in a body.
      capabilities: capabilities.filter((c) => c !== OCTO_WEBHOOKS),
      headers,
      retryOnError: body.retryOnError ?? true,
    })
    .returning()
  return { ...webhookView(row as OctoWebhook), secret: (row as OctoWebhook).secret }
}

export async function listWebhooks(db: DbOrTx, reseller: Reseller): Promise<OctoWebhookView[]> {
  const rows = await db
    .select()
    .from(octoWebhooks)
    .where(eq(octoWebhooks.resellerId, reseller.id))
    .orderBy(asc(octoWebhooks.createdAt), asc(octoWebhooks.id))
  return rows.map(webhookView)
}

/** Deletes the reseller's webhook and what it still owed, answering it; another reseller's id is unknown. */
export async function deleteWebhook(db: DbOrTx, reseller: Reseller, id: string): Promise<OctoWebhookView> {
  // Our ids are uuids: anything else (a NUL byte, junk) names no webhook and never reaches SQL.
  const gone = !UUID_SHAPE.test(id)
    ? []
    : await db
        .delete(octoWebhooks)
        .where(and(eq(octoWebhooks.id, id), eq(octoWebhooks.resellerId, reseller.id)))
        .returning()
  const [row] = gone
  if (!row) throw new OctoError('BAD_REQUEST', OctoWebhookMessages.notFound(id))
  return webhookView(row)
}
