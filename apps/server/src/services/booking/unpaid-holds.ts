/**
 * Seats held by unpaid orders are capacity nobody else can buy, so one client IP and one contact
 * e-mail may hold only a few at a time (issue 12), and a visitor whose address already holds one
 * solves the captcha before holding more (issue 27). The count and the insert that follows must not
 * race: each key takes a transaction-scoped advisory lock first (IP before e-mail, always, so two
 * checkouts cannot wait on each other), which serialises checkouts of one key across processes.
 */
import { sql, type SQL } from 'drizzle-orm'
import { queryRows, type Tx } from '@serendib/db/client'
import { CheckoutMessages } from '@serendib/domain/checkout'
import { TooManyRequestsError, UnprocessableError } from '@serendib/domain/errors'
import { HoldMessages } from '@serendib/domain/messages/holds'
import { OrderStatus } from '@serendib/db/schema/orders'

export interface HoldLimits {
  clientIp: string | null
  contactEmail: string
  perIp: number
  perEmail: number
}

/** A visitor's checkout refused until the captcha is solved: the client shows it and sends again. */
export class CheckoutCaptchaRequiredError extends UnprocessableError {
  constructor() {
    super(HoldMessages.captchaRequired)
  }
}

/**
 * Refuses past either limit (429); otherwise how many unpaid orders the address holds, counted
 * under its lock, which the caller's transaction keeps until its own order is written.
 */
export async function checkUnpaidHoldLimits(tx: Tx, limits: HoldLimits): Promise<{ heldByIp: number }> {
  const email = limits.contactEmail.trim().toLowerCase()
  const heldByIp = limits.clientIp
    ? await countHeld(tx, `checkout-ip:${limits.clientIp}`, limits.perIp, sql`client_ip = ${limits.clientIp}`)
    : 0
  await countHeld(tx, `checkout-email:${email}`, limits.perEmail, sql`lower(contact_email) = ${email}`)
  return { heldByIp }
}

/** Locks the key, counts its unpaid unexpired orders, refuses at the limit. */
async function countHeld(tx: Tx, key: string, limit: number, where: SQL): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`)
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from orders
         where status = ${OrderStatus.awaitingPayment} and expires_at > now() and ${where}`,
  )
  const held = row?.n ?? 0
  // The generic answer whoever the e-mail belongs to; retry once the oldest hold may be gone.
  if (held >= limit) throw new TooManyRequestsError(CheckoutMessages.tooManyUnpaid, 300)
  return held
}
