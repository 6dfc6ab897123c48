/**
 * A provider notification naming a payment id that another of our payments already holds (the
 * unique key on provider and provider_reference). PayHere's payment_id is not signed (decision
 * 032), so a correctly signed notification can still carry another order's payment id: it is
 * recorded for an admin and changes nothing, instead of failing on the key (a 500 that PayHere
 * retried while the order stayed unpaid, issue 27).
 */
import { and, eq, ne, sql } from 'drizzle-orm'
import type { Tx } from '@serendib/db/client'
import { payments, type Payment } from '@serendib/db/schema/payments'
import { recordAudit, systemActor } from '../audit/record-audit.ts'

interface Notified {
  provider: string
  status: string
  providerReference?: string
}

/**
 * The other payment holding the id this notification would store, or null. Chargebacks store no
 * id. The advisory lock keeps two notifications with one id from both finding it free.
 */
export async function referenceHolder(tx: Tx, payment: Payment, n: Notified): Promise<number | null> {
  const reference = n.providerReference
  if (!reference || reference === payment.providerReference || n.status === 'chargeback') return null
  const key = `payments.provider_reference:${n.provider}:${reference}`
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`)
  const [holder] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.provider, n.provider),
        eq(payments.providerReference, reference),
        ne(payments.id, payment.id),
      ),
    )
  return holder?.id ?? null
}

/** The admin's record of it, in the audit log as `payment.reference-in-use` on the payment. */
export async function recordReferenceInUse(
  tx: Tx,
  payment: Payment,
  n: Notified,
  heldBy: number,
): Promise<void> {
  await recordAudit(tx, {
    actor: systemActor(`${n.provider} notification`),
    action: 'payment.reference-in-use',
    subject: { type: 'payment', id: payment.id },
    before: { status: payment.status, provider_reference: payment.providerReference },
    after: { notified_status: n.status, provider_reference: n.providerReference, held_by_payment: heldBy },
    reason: `The provider's payment id ${n.providerReference} is already recorded on payment ${heldBy}: nothing was changed`,
  })
}
