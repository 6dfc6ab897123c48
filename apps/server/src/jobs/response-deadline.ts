/**
 * On-request bookings still open at their response deadline (decision 043: 48 h after payment,
 * never later than 24 h before the start) are rejected and refunded in full, once. Rows are
 * claimed with FOR UPDATE SKIP LOCKED, so processes running the job at once never reject, refund
 * or mail one booking twice, and a booking the supplier is answering right now is left alone
 * (the next round sees it answered). Refunds go to the provider after each batch commits.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { queryRows, type Database } from '@serendib/db/client'
import { SupplierBookingMessages } from '@serendib/domain/supplier-bookings'
import type { Config } from '../config.ts'
import { sendRecordedRefunds } from '../services/account/bookings/refunds.ts'
import { systemActor } from '../services/audit/record-audit.ts'
import { paymentProviders } from '../services/payments/payment-provider.ts'
import type { PlannedRefunds } from '../services/payments/charges.ts'
import type { ProviderLookup } from '../services/payments/payment-provider.ts'
import { applyDecision } from '../services/supplier/bookings/decide-booking.ts'
import { awaitingDecision, paidBooking, responseDeadlineSql } from '../services/supplier/bookings/visible.ts'
import { schedulePeriodicJob } from './periodic-job.ts'

const EVERY_MS = 5 * 60 * 1000
const FIRST_RUN_MS = 45 * 1000
const BATCH = 50

interface JobContext {
  database: Database
  providers: ProviderLookup
  publicUrl: string
  log: FastifyBaseLogger
  now?: Date
}

async function rejectBatch(
  ctx: JobContext,
  now: Date,
): Promise<{ count: number; planned: PlannedRefunds[] }> {
  return ctx.database.transaction(async (tx) => {
    const due = await queryRows<{ id: number }>(
      tx,
      sql`select b.id from bookings b join activities a on a.id = b.activity_id
            left join orders o on o.id = b.order_id
           where ${awaitingDecision} and ${paidBooking}
             and ${responseDeadlineSql} <= ${now.toISOString()}::timestamptz
           order by b.id limit ${BATCH}
           for update of b skip locked`,
    )
    const planned: PlannedRefunds[] = []
    for (const { id } of due) {
      const refunds = await applyDecision(tx, ctx.publicUrl, {
        bookingId: id,
        action: 'reject',
        actor: systemActor('response-deadline'),
        reason: SupplierBookingMessages.deadlineReason,
        scope: { any: true },
      })
      if (refunds) planned.push(refunds)
    }
    return { count: due.length, planned }
  })
}

/** Rejects and refunds every overdue request; returns how many it rejected. */
export async function rejectOverdueRequests(ctx: JobContext): Promise<number> {
  const now = ctx.now ?? new Date()
  let total = 0
  for (;;) {
    const { count, planned } = await rejectBatch(ctx, now)
    for (const refunds of planned)
      await sendRecordedRefunds(ctx.database, ctx.providers, refunds, ctx.log, { job: 'response-deadline' })
    total += count
    if (count < BATCH) return total
  }
}

/**
 * Every 5 minutes in every process, through the one scheduler (decision 041); rows are claimed
 * with SKIP LOCKED, so no cross-process lock is needed. Not scheduled under NODE_ENV=test (tests
 * call `rejectOverdueRequests`).
 */
export default async function responseDeadlineJob(app: FastifyInstance, { config }: { config: Config }) {
  if (config.env === 'test') return
  const providers = paymentProviders(config)
  schedulePeriodicJob(app, {
    name: 'response-deadline',
    everyMs: EVERY_MS,
    firstMs: FIRST_RUN_MS,
    exclusive: false,
    run: async () => ({
      rejected: await rejectOverdueRequests({
        database: app.database,
        providers,
        publicUrl: config.publicUrl,
        log: app.log,
      }),
    }),
  })
}
