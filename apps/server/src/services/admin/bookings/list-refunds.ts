/** Every refund, newest first; the failed ones are the dashboard's queue. */
import { sql, type SQL } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'
import { PaymentKind, PaymentStatus } from '@serendib/db/schema/payments'
import type { AdminRefundRow, AdminRefundsQuery } from '@serendib/domain/api/admin-bookings'
import { containsPattern, pageOf, pageWindow, type Page } from '../paging.ts'
import { paymentColumns, paymentJson, type PaymentRow } from './payments-json.ts'

const statusCodes = {
  pending: PaymentStatus.pending,
  succeeded: PaymentStatus.succeeded,
  failed: PaymentStatus.failed,
}

export async function listRefunds(db: DbOrTx, q: AdminRefundsQuery): Promise<Page<AdminRefundRow>> {
  const parts: SQL[] = [sql`p.kind = ${PaymentKind.refund}`]
  if (q.status) parts.push(sql`p.status = ${statusCodes[q.status]}`)
  if (q.q) parts.push(sql`b.booking_reference ilike ${containsPattern(q.q)}`)
  const where = sql.join(parts, sql` and `)
  const { limit, offset } = pageWindow(q.page)
  const [rows, [total]] = await Promise.all([
    queryRows<PaymentRow & { booking_reference: string | null }>(
      db,
      sql`select ${paymentColumns}, b.booking_reference from payments p
            left join bookings b on b.id = p.booking_id
           where ${where} order by p.created_at desc, p.id desc limit ${limit} offset ${offset}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from payments p left join bookings b on b.id = p.booking_id where ${where}`,
    ),
  ])
  return pageOf(
    rows.map((r) => ({ ...paymentJson(r), booking_reference: r.booking_reference })),
    total?.n ?? 0,
    q.page,
  )
}
