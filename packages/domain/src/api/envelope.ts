/**
 * The shapes every JSON answer shares (decision 020): `{ status: 'success', data }`, sometimes
 * with a message for the snackbar, and one error shape for every failure. Also the building
 * blocks of request schemas (ids in URLs, pages) and the response forms of pages that are not
 * JSON (HTML, XML, text, redirects).
 */
import { z } from 'zod'

export const apiErrorSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
})
export type ApiError = z.output<typeof apiErrorSchema>

/** `{ status: 'success', data }` around a route's data schema. */
export function apiSuccess<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('success'), data })
}

/** `{ status: 'success', message, data }`: an action whose message the UI shows as it is. */
export function apiSuccessWithMessage<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('success'), message: z.string(), data })
}

/** The value of a success envelope: `success(data)` is `{ status: 'success', data }`. */
export const success = <T>(data: T) => ({ status: 'success' as const, data })

/** `{ status: 'success', message }`, or `{ status: 'success', message, data }` with data. */
export function successMessage(message: string): { status: 'success'; message: string }
export function successMessage<T>(message: string, data: T): { status: 'success'; message: string; data: T }
export function successMessage(message: string, ...data: unknown[]) {
  return data.length
    ? { status: 'success' as const, message, data: data[0] }
    : { status: 'success' as const, message }
}

/** `{ status: 'success', message }`: an action with nothing to return but its message. */
export const apiMessageSchema = z.object({ status: z.literal('success'), message: z.string() })
export type ApiMessage = z.output<typeof apiMessageSchema>

/** PostgreSQL's integer: a larger id is a 400 here, never a database error. */
export const MAX_ID = 2_147_483_647

/**
 * A whole number written as text (a URL path or a query string), read as a number: missing is
 * "is required", "abc" is "must be a number", and the range is checked on the number.
 */
export const intText = (min: number, max: number) =>
  z.string().pipe(z.coerce.number<string>().int().min(min).max(max))

/** A number (not only whole) written as text. */
export const numberText = (min: number, max: number) =>
  z.string().pipe(z.coerce.number<string>().min(min).max(max))

/** A positive integer id written as text (a URL path or query string). */
export const idText = intText(1, MAX_ID)

/** A positive integer id in a URL (`/…/:id`). */
export const idParamsSchema = z.object({ id: idText })
export type IdParams = z.output<typeof idParamsSchema>

/** `?id=` of a catalogue page (GET /api/activity, /api/location/page). */
export const idQuerySchema = z.object({ id: idText })

/** `?page=` of every paginated list: 1 when absent. */
export const pageQuerySchema = z.object({
  page: intText(1, 100_000).default(1),
})

/** A paginated list (spec §3: data, current_page, last_page, per_page, total, and from/to). */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    /**
     * Set (true) when more than `total` match and the list stopped counting there (search
     * results: exact up to 1,000, then "1,000+", decision 072). Absent: `total` is exact.
     */
    total_capped: z.boolean().optional(),
    /** 1-based position of the first and last item on this page; null on an empty page. */
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
  })
}

/** A page of any item type (`Paginated<ActivityCard>`). */
export type Paginated<T> = z.output<ReturnType<typeof paginated<z.ZodType<T>>>>

/** `{ status: 'success', data }` of any data type. */
export type ApiSuccess<T> = z.output<ReturnType<typeof apiSuccess<z.ZodType<T>>>>

/**
 * A response that is not JSON: `{ description, content: { [type]: { schema } } }`, the form
 * Fastify and the OpenAPI document both read. The handler sends the text itself, typed, so it
 * is never serialised again.
 */
function textResponse(contentType: string, description: string) {
  return { description, content: { [contentType]: { schema: z.string() } } }
}

/** A server-rendered HTML page (payment steps, the dev mailbox). */
export const htmlPage = (description: string) => textResponse('text/html', description)
/** An XML document (sitemaps). */
export const xmlDocument = (description: string) => textResponse('application/xml', description)
/** Plain text (robots.txt, a webhook's acknowledgement). */
export const plainText = (description: string) => textResponse('text/plain', description)

/**
 * A redirect: an empty body, the `Location` header says where. Documented like any other
 * answer; Fastify never serialises it (reply.redirect sends no payload).
 */
export function redirect(description: string) {
  return {
    description,
    content: { 'text/plain': { schema: z.literal('').describe('Empty: follow the Location header') } },
  }
}
