/** Payout statements as the admin (all suppliers, filtered, paged) and a supplier (its own) read them. */
import { sql, type SQL } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'
import type {
  AdminPayoutsFilter,
  AdminPayoutStatement,
  AdminPayoutsQuery,
  PayoutStatement,
} from '@serendib/domain/api/payouts'
import { NotFoundError } from '@serendib/domain/errors'
import { PayoutMessages } from '@serendib/domain/payouts'
import { pageOf, pageWindow, type Page } from '../admin/paging.ts'

export interface StatementSql extends Record<string, unknown> {
  id: number
  month: string
  bookings: number
  gross_cents: number
  refunds_cents: number
  commission_cents: number
  net_cents: number
  commission_bps: number
  paid_at: Date | string | null
  paid_reference: string | null
  supplier_id: number
  supplier_name: string
  supplier_email: string
}

export const statementColumns = sql`ps.id, ps.month, ps.bookings, ps.gross_cents, ps.refunds_cents,
  ps.commission_cents, ps.net_cents, ps.commission_bps, ps.paid_at, ps.paid_reference,
  u.id as supplier_id, u.email as supplier_email,
  coalesce(nullif(sp.work_name, ''), trim(u.first_name || ' ' || u.last_name)) as supplier_name`

export const statementFrom = sql`from payout_statements ps join users u on u.id = ps.supplier_user_id
  left join supplier_profiles sp on sp.user_id = u.id`

export function statementJson(r: StatementSql): PayoutStatement {
  return {
    id: r.id,
    month: r.month,
    bookings: r.bookings,
    gross_cents: r.gross_cents,
    refunds_cents: r.refunds_cents,
    commission_cents: r.commission_cents,
    net_cents: r.net_cents,
    commission_bps: r.commission_bps,
    status: r.paid_at ? 'paid' : 'payable',
    paid_at: r.paid_at ? new Date(r.paid_at).toISOString() : null,
    paid_reference: r.paid_reference,
  }
}

export const adminStatementJson = (r: StatementSql): AdminPayoutStatement => ({
  ...statementJson(r),
  supplier: { id: r.supplier_id, name: r.supplier_name, email: r.supplier_email },
})

function where(q: AdminPayoutsFilter): SQL {
  const parts: SQL[] = [sql`true`]
  if (q.supplier_id) parts.push(sql`ps.supplier_user_id = ${q.supplier_id}`)
  if (q.month) parts.push(sql`ps.month = ${q.month}`)
  if (q.status === 'paid') parts.push(sql`ps.paid_at is not null`)
  if (q.status === 'payable') parts.push(sql`ps.paid_at is null`)
  return sql.join(parts, sql` and `)
}

/** Newest month first; within a month, payable before paid, then by supplier. */
const order = sql`order by ps.month desc, (ps.paid_at is not null), supplier_name, ps.id`

export async function listStatements(
  db: DbOrTx,
  q: AdminPayoutsQuery,
): Promise<Page<AdminPayoutStatement> & { suppliers: { id: number; name: string }[] }> {
  const { limit, offset } = pageWindow(q.page)
  const [rows, [total], suppliers] = await Promise.all([
    queryRows<StatementSql>(
      db,
      sql`select ${statementColumns} ${statementFrom} where ${where(q)} ${order} limit ${limit} offset ${offset}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from payout_statements ps where ${where(q)}`),
    queryRows<{ id: number; name: string }>(
      db,
      sql`select distinct u.id, coalesce(nullif(sp.work_name, ''), trim(u.first_name || ' ' || u.last_name)) as name
            ${statementFrom} order by name, u.id`,
    ),
  ])
  return { ...pageOf(rows.map(adminStatementJson), total?.n ?? 0, q.page), suppliers }
}

/** Every statement the filters match (the CSV), capped so one export can not exhaust the server. */
export async function allStatements(db: DbOrTx, q: AdminPayoutsFilter): Promise<AdminPayoutStatement[]> {
  const rows = await queryRows<StatementSql>(
    db,
    sql`select ${statementColumns} ${statementFrom} where ${where(q)} ${order} limit 10000`,
  )
  return rows.map(adminStatementJson)
}

export async function supplierStatements(db: DbOrTx, supplierId: number): Promise<PayoutStatement[]> {
  const rows = await queryRows<StatementSql>(
    db,
    sql`select ${statementColumns} ${statementFrom} where ps.supplier_user_id = ${supplierId}
         order by ps.month desc limit 60`,
  )
  return rows.map(statementJson)
}

/** One of the supplier's own statements; another supplier's is 404, never "forbidden". */
export async function supplierStatement(
  db: DbOrTx,
  supplierId: number,
  id: number,
): Promise<PayoutStatement> {
  const [row] = await queryRows<StatementSql>(
    db,
    sql`select ${statementColumns} ${statementFrom} where ps.id = ${id} and ps.supplier_user_id = ${supplierId}`,
  )
  if (!row) throw new NotFoundError(PayoutMessages.notFound)
  return statementJson(row)
}
