/**
 * Who reads a quote (decision 079): its traveller, its supplier, and admins; anyone else gets
 * 404, the same answer as for a quote that does not exist. A visitor's request (name and e-mail,
 * no account) belongs to the account with that e-mail once it is verified.
 */
import { sql, type SQL } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'
import type { User } from '@serendib/db/schema/users'
import { NotFoundError } from '@serendib/domain/errors'
import type { QuoteState } from '@serendib/domain/quotes'
import type { QuoteDayJson } from '@serendib/db/schema/quotes'

export type QuoteViewer =
  | { role: 'traveller'; user: User }
  | { role: 'supplier'; user: User }
  | { role: 'admin'; user: User }
  /** The server itself (mails after a request, the settlement): no person. */
  | { role: 'system' }

export const QuoteNotFound = 'Quote not found'

export interface QuoteRecord extends Record<string, unknown> {
  id: number
  activity_id: number
  supplier_user_id: number
  user_id: number | null
  name: string
  email: string
  state: QuoteState
  start_date: string
  end_date: string | null
  adults: number
  children: number
  hotel_class: 'budget' | 'comfort' | 'luxury'
  wishes: string
  /** The traveller's language (their mails). */
  locale: string
  itinerary: QuoteDayJson[] | null
  total_cents: number | null
  deposit_percent: number | null
  deposit_cents: number | null
  balance_days_before: number | null
  valid_until: string | null
  order_id: number | null
  booking_id: number | null
  created_at: Date | string
  title: string
  seo_url: string
  duration_value: number
  duration_unit: number
}

/** The rows a viewer may see, as a SQL condition on `q`. */
export function visibleTo(viewer: QuoteViewer): SQL {
  if (viewer.role === 'admin' || viewer.role === 'system') return sql`true`
  if (viewer.role === 'supplier') return sql`q.supplier_user_id = ${viewer.user.id}`
  const verified = viewer.user.emailVerifiedAt !== null
  return verified
    ? sql`(q.user_id = ${viewer.user.id} or (q.user_id is null and lower(q.email) = lower(${viewer.user.email})))`
    : sql`q.user_id = ${viewer.user.id}`
}

const columns = sql`q.id, q.activity_id, q.supplier_user_id, q.user_id, q.name, q.email, q.state,
  q.start_date::text as start_date, q.end_date::text as end_date, q.adults, q.children, q.hotel_class,
  q.wishes, q.locale, q.itinerary, q.total_cents, q.deposit_percent, q.deposit_cents, q.balance_days_before,
  q.valid_until::text as valid_until, q.order_id, q.booking_id, q.created_at,
  a.title, a.seo_url, a.duration_value, a.duration_unit`

/** One quote the viewer may see (locked for update when `lock`), else NotFoundError. */
export async function findQuote(
  db: DbOrTx,
  viewer: QuoteViewer,
  id: number,
  lock = false,
): Promise<QuoteRecord> {
  const [row] = await queryRows<QuoteRecord>(
    db,
    sql`select ${columns} from quotes q join activities a on a.id = q.activity_id
         where q.id = ${id} and ${visibleTo(viewer)} ${lock ? sql`for update of q` : sql``}`,
  )
  if (!row) throw new NotFoundError(QuoteNotFound)
  return row
}

export function listQuotes(db: DbOrTx, viewer: QuoteViewer): Promise<QuoteRecord[]> {
  return queryRows<QuoteRecord>(
    db,
    sql`select ${columns} from quotes q join activities a on a.id = q.activity_id
         where ${visibleTo(viewer)} order by q.created_at desc, q.id desc limit 200`,
  )
}
