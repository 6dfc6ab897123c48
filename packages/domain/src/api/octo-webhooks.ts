/**
 * `octo/webhooks` (issue 33, decision 061): a reseller registers a URL for `booking_update` or
 * `availability_update`; we POST each change there, signed. Shapes follow OCTO's draft
 * capability (docs.octo.travel, "Webhooks (Proposed Draft)"): `{ id, event, url, retryOnError,
 * useContactLanguage, headers, capabilities }`; `@octocloud/types` names the capability but has
 * no schema for it. `secret` is ours (the signing key), given once, in the answer to the create.
 */
import { z } from 'zod'
import { octoAvailabilitySchema, octoBookingSchema } from './octo.ts'

export const octoWebhookEvents = ['booking_update', 'availability_update'] as const
export type OctoWebhookEvent = (typeof octoWebhookEvents)[number]

/** The header that carries the signature: `sha256=<hex HMAC-SHA256 of the raw body, keyed by the secret>`. */
export const OCTO_SIGNATURE_HEADER = 'Serendib-Signature'

export const OctoWebhookMessages = {
  url: 'url must be an absolute http:// or https:// URL',
  privateUrl: 'url must point to a public host, not a private, loopback or link-local address',
  event: (event: string) =>
    `event must be one of ${octoWebhookEvents.join(', ')}${event ? ` (got "${event.slice(0, 40)}")` : ''}`,
  header: (name: string) => `headers.${name.slice(0, 40)} cannot be set: we set it ourselves`,
  tooMany: (max: number) => `A reseller may have at most ${max} webhooks: delete one first`,
  notFound: (id: string) => `The webhook ${id.slice(0, 100)} was not found`,
} as const

const headerName = z
  .string()
  .regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,64}$/, 'header names are letters, digits and - (at most 64)')
/** Printable ASCII only: a CR or LF in a value would split the request. */
const headerValue = z
  .string()
  .regex(/^[\x20-\x7e]{0,1000}$/, 'header values are printable ASCII (at most 1000)')

export const octoWebhookCreateBodySchema = z.object({
  url: z.string().min(1).max(2000),
  event: z.string().max(100),
  retryOnError: z.boolean().optional(),
  useContactLanguage: z.boolean().optional(),
  headers: z
    .record(headerName, headerValue)
    .refine((h) => Object.keys(h).length <= 20, 'at most 20 headers')
    .optional(),
})
export type OctoWebhookCreateBody = z.output<typeof octoWebhookCreateBodySchema>

export const octoWebhookSchema = z.object({
  id: z.string(),
  event: z.enum(octoWebhookEvents),
  url: z.string(),
  retryOnError: z.boolean(),
  /** We keep one language (English): always false. */
  useContactLanguage: z.boolean(),
  headers: z.record(z.string(), z.string()),
  capabilities: z.array(z.string()),
})
export type OctoWebhookView = z.output<typeof octoWebhookSchema>

/** The create's answer: the webhook and its signing secret (never shown again). */
export const octoWebhookCreatedSchema = octoWebhookSchema.extend({ secret: z.string() })
export const octoWebhookListSchema = z.array(octoWebhookSchema)
export const octoWebhookParamsSchema = z.object({ id: z.string().min(1).max(100) })

/** What the receiver gets for booking_update: the booking as it was right after the change. */
export const octoBookingWebhookBodySchema = z.object({
  webhook: octoWebhookSchema,
  /** Ours: why it was sent (CONFIRMED, UPDATED, CANCELLED, CHECKED_IN, NO_SHOW, REDEEMED…). */
  change: z.string(),
  booking: octoBookingSchema,
})

/**
 * availability_update: every departure of the day whose seats changed, as they are when the
 * delivery is sent (a day's seats are shared by its starts, so one change can move them all).
 */
export const octoAvailabilityWebhookBodySchema = z.object({
  webhook: octoWebhookSchema,
  change: z.literal('AVAILABILITY'),
  productId: z.string(),
  optionId: z.string(),
  localDate: z.string(),
  /** Empty when the product is no longer sold to the reseller. */
  availabilities: z.array(octoAvailabilitySchema),
})
