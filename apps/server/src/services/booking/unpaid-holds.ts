/**
 * Seats held by unpaid orders are capacity nobody else can buy, so one client IP and one contact
 * e-mail may hold only a few at a time (issue 12). The count and the insert that follows must not
 * race: each key takes a transaction-scoped advisory lock first (IP before e-mail, always, so two
 * checkouts cannot wait on each other), which serialises checkouts of one key across processes.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type Tx } from '@serendib/db/client'
import { CheckoutMessages } from '@serendib/domain/checkout'
import { TooManyRequestsError } from '@serendib/domain/errors'
import { OrderStatus } from '@serendib/db/schema/orders'

export interface HoldLimits {
  clientIp: string | null
  contactEmail: string
  perIp: number
  perEmail: number
}

export async function checkUnpaidHoldLimits(tx: Tx, limits: HoldLimits): Promise<void> {
  const email = limits.contactEmail.trim().toLowerCase()
  const keys: [string, number, ReturnType<typeof sql>][] = [
    ...(limits.clientIp
      ? [
          [`checkout-ip:${limits.clientIp}`, limits.perIp, sql`client_ip = ${limits.clientIp}`] as [
            string,
            number,
            ReturnType<typeof sql>,
          ],
        ]
      : []),
    [`checkout-email:${email}`, limits.perEmail, sql`lower(contact_email) = ${email}`],
  ]
  for (const [key, limit, where] of keys) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`)
    const [row] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from orders
           where status = ${OrderStatus.awaitingPayment} and expires_at > now() and ${where}`,
    )
    // The generic answer whoever the e-mail belongs to; retry once the oldest hold may be gone.
    if ((row?.n ?? 0) >= limit) throw new TooManyRequestsError(CheckoutMessages.tooManyUnpaid, 300)
  }
}
