/**
 * Shapes every admin list shares (decision 020): server-side pagination and filters, and the
 * messages the console shows for its own situations. Admin lists hold 25 rows a page.
 */
import { z } from 'zod'
import { calendarDateSchema } from './calendar-date.ts'

export const ADMIN_PAGE_SIZE = 25

/** `?page=` plus an optional free-text `q` (trimmed; empty means no filter). */
export const adminListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((v) => (v ? v : undefined)),
})

/** A calendar date filter (yyyy-MM-dd, Asia/Colombo) from a query string; empty means none. */
export const optionalDateSchema = z
  .union([z.literal(''), calendarDateSchema('Use a date like 2026-12-31')])
  .optional()
  .transform((v) => (v ? v : undefined))

/** An optional positive id in a query string; empty means none. */
export const optionalIdSchema = z
  .union([z.literal(''), z.coerce.number().int().positive().max(2_147_483_647)])
  .optional()
  .transform((v) => (v === '' || v === undefined ? undefined : v))

/** `{ status: 'success', message }` for actions whose answer is only a sentence. */
export const adminDoneSchema = z.object({ status: z.literal('success'), message: z.string() })

export const AdminMessages = {
  saved: 'Saved',
  deleted: 'Deleted',
  notFound: 'Not found',
  inUse: (what: string) => `This ${what} is still used and can not be deleted`,
} as const

/** One page of an admin list, as every list route answers it. */
export interface AdminPage<T> {
  data: T[]
  current_page: number
  last_page: number
  per_page: number
  total: number
}

/** "12.50" → 1250; null for anything that is not a plain amount with at most two decimals. */
export function parseUsdToCents(text: string): number | null {
  const value = text.trim().replace(/^\$/, '')
  if (!/^\d{1,7}(?:\.\d{1,2})?$/.test(value)) return null
  const [whole, fraction = ''] = value.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}
