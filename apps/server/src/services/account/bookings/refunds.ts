/**
 * Refunds decided inside a booking's transaction (cancel, an amendment's negative balance). The
 * rows are recorded pending in that transaction and sent to the provider after commit, so a crash
 * in between leaves a pending refund the reconciliation job retries, never a cancel with no
 * refund on record. The charge planning is payments/charges.ts recordBookingRefunds, run in the
 * caller's transaction.
 */
import type { Database } from '@serendib/db/client'
import type { FastifyBaseLogger } from 'fastify'
import { completeRefund, type PlannedRefunds } from '../../payments/charges.ts'
import type { ProviderLookup } from '../../payments/payment-provider.ts'

/** After commit: sends each recorded refund; a failure stays on its row for the operator and the job. */
export async function sendRecordedRefunds(
  database: Database,
  providers: ProviderLookup,
  planned: PlannedRefunds,
  log: FastifyBaseLogger,
  context: Record<string, unknown>,
): Promise<{ ok: boolean; refundedCents: number }> {
  let refundedCents = 0
  let ok = planned.uncovered === 0
  if (planned.uncovered > 0) {
    log.error(
      { ...context, uncovered: planned.uncovered },
      'refund not covered by any charge: needs an operator',
    )
  }
  for (const refund of planned.refunds) {
    const result = await completeRefund(database, providers, refund.id)
    if (result.ok) refundedCents += refund.amountCents
    else {
      ok = false
      log.error({ ...context, refundId: refund.id, error: result.error }, 'refund failed: needs an operator')
    }
  }
  return { ok, refundedCents }
}
