/**
 * The traveller declines a quote (decision 079): a request or a quote not yet accepted becomes
 * `declined` under the quote's row lock, and the supplier is told by mail in the same
 * transaction. Refused (nothing changed) once accepted, once declined, and while the deposit's
 * order is open: that order could still settle into a booking.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type Database } from '@serendib/db/client'
import { OrderStatus } from '@serendib/db/schema/orders'
import type { User } from '@serendib/db/schema/users'
import { todayInColombo } from '@serendib/domain/dates'
import { ConflictError, UnprocessableError } from '@serendib/domain/errors'
import type { QuoteJson } from '@serendib/domain/api/quotes'
import { declineProblem, effectiveQuoteState, QuoteMessages } from '@serendib/domain/quotes'
import { enqueueEmail } from '../email/enqueue-email.ts'
import { quoteDeclinedMail } from '../email/quote-templates.ts'
import { findQuote } from './quote-access.ts'
import { mailData, quoteJson } from './quotes.ts'

export async function declineQuote(
  database: Database,
  user: User,
  id: number,
  ctx: { publicUrl: string; today?: string },
): Promise<QuoteJson> {
  const today = ctx.today ?? todayInColombo()
  const viewer = { role: 'traveller' as const, user }
  return database.transaction(async (tx) => {
    const q = await findQuote(tx, viewer, id, true)
    const [open] =
      q.order_id === null
        ? []
        : await queryRows<{ id: number }>(
            tx,
            sql`select id from orders where id = ${q.order_id} and status = ${OrderStatus.awaitingPayment}`,
          )
    const problem = declineProblem(effectiveQuoteState(q.state, q.valid_until, today), open !== undefined)
    if (problem === QuoteMessages.alreadyAccepted) throw new ConflictError(problem)
    if (problem) throw new UnprocessableError(problem)
    await tx.execute(sql`update quotes set state = 'declined', updated_at = now() where id = ${q.id}`)
    const [supplier] = await queryRows<{ email: string; first_name: string }>(
      tx,
      sql`select email, first_name from users where id = ${q.supplier_user_id}`,
    )
    if (supplier)
      await enqueueEmail(
        tx,
        quoteDeclinedMail(
          { email: supplier.email, firstName: supplier.first_name },
          mailData(q),
          ctx.publicUrl,
        ),
      )
    return quoteJson(tx, await findQuote(tx, viewer, id), viewer, today)
  })
}
