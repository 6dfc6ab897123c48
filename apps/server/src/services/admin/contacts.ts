/** Inquiries and newsletter subscribers: paginated lists and whole-list CSV exports. */
import { count, desc, ilike, or, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '@serendib/db/client'
import { inquiries, subscribers } from '@serendib/db/schema/inquiries'
import { containsPattern, pageOf, pageWindow } from './paging.ts'
import { csvFile, phoneCell } from '../csv/csv-file.ts'

/** A CSV never grows past this many rows; a larger list is cut and says so in its last line. */
const CSV_MAX_ROWS = 50_000

function inquiryWhere(q?: string): SQL | undefined {
  if (!q) return undefined
  const p = containsPattern(q)
  return or(ilike(inquiries.name, p), ilike(inquiries.email, p), ilike(inquiries.message, p))
}

const inquiryJson = (r: typeof inquiries.$inferSelect) => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  message: r.message,
  created_at: r.createdAt.toISOString(),
})

export async function listInquiries(db: DbOrTx, page: number, q?: string) {
  const where = inquiryWhere(q)
  const { limit, offset } = pageWindow(page)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(inquiries)
      .where(where)
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(inquiries).where(where),
  ])
  return pageOf(rows.map(inquiryJson), total?.n ?? 0, page)
}

export async function inquiriesCsv(db: DbOrTx, q?: string): Promise<string> {
  const rows = await db
    .select()
    .from(inquiries)
    .where(inquiryWhere(q))
    .orderBy(desc(inquiries.createdAt))
    .limit(CSV_MAX_ROWS)
  return csvFile(
    ['id', 'received', 'name', 'email', 'phone', 'message'],
    rows.map((r) => [r.id, r.createdAt, r.name, r.email, phoneCell(r.phone), r.message]),
  )
}

function subscriberWhere(q?: string): SQL | undefined {
  return q ? ilike(subscribers.email, containsPattern(q)) : undefined
}

const subscriberJson = (r: typeof subscribers.$inferSelect) => ({
  id: r.id,
  email: r.email,
  source: r.source,
  subscribed: r.unsubscribedAt === null,
  created_at: r.createdAt.toISOString(),
})

export async function listSubscribers(db: DbOrTx, page: number, q?: string) {
  const where = subscriberWhere(q)
  const { limit, offset } = pageWindow(page)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(subscribers)
      .where(where)
      .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(subscribers).where(where),
  ])
  return pageOf(rows.map(subscriberJson), total?.n ?? 0, page)
}

export async function subscribersCsv(db: DbOrTx, q?: string): Promise<string> {
  const rows = await db
    .select()
    .from(subscribers)
    .where(subscriberWhere(q))
    .orderBy(desc(subscribers.createdAt))
    .limit(CSV_MAX_ROWS)
  return csvFile(
    ['id', 'subscribed_at', 'email', 'source', 'unsubscribed_at'],
    rows.map((r) => [r.id, r.createdAt, r.email, r.source, r.unsubscribedAt]),
  )
}
