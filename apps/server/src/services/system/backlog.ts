import { sql } from 'drizzle-orm'
import type { Database } from '@serendib/db/client'
import { OrderStatus } from '@serendib/db/schema/orders'
import { OutboxStatus } from '@serendib/db/schema/outbox'

/** Work waiting for the background jobs, for /metrics: one round trip, each count on an index. */
export async function backlogFigures(database: Database): Promise<Record<string, number>> {
  const [row] = await database.execute<Record<string, number>>(sql`
    select
      (select count(*) from email_outbox where status = ${OutboxStatus.pending})::int as outbox_pending,
      (select count(*) from email_outbox
        where status = ${OutboxStatus.pending} and next_attempt_at <= now())::int as outbox_due,
      (select count(*) from email_outbox where status = ${OutboxStatus.failed})::int as outbox_failed,
      (select count(*) from orders
        where status = ${OrderStatus.awaitingPayment} and expires_at <= now())::int as orders_due_expiry`)
  return row ?? {}
}
