/**
 * Either side declines a quote (decision 079): a request or a quote not yet accepted becomes
 * `declined` under the quote's row lock, and the other side is told by mail in the same
 * transaction (the traveller in the language they asked in, with the supplier's reason if one was
 * given). Refused (nothing changed) once accepted, once declined, and while the deposit's order is
 * open: that order could still settle into a booking.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type Database } from '@serendib/db/client'
import { OrderStatus } from '@serendib/db/schema/orders'
import type { User } from '@serendib/db/schema/users'
import { todayInColombo } from '@serendib/domain/dates'
import { ConflictError, FieldErrorsError, UnprocessableError } from '@serendib/domain/errors'
import type { QuoteJson } from '@serendib/domain/api/quotes'
import {
  cleanQuoteText,
  declineProblem,
  effectiveQuoteState,
  QUOTE_TEXT_MAX,
  QuoteMessages,
} from '@serendib/domain/quotes'
import { quoteMessages } from '@serendib/db/schema/quotes'
import { enqueueEmail } from '../email/enqueue-email.ts'
import { quoteDeclinedMail, quoteRequestDeclinedMail } from '../email/quote-templates.ts'
import { supplierRecipient } from '../supplier/portal-language.ts'
import { findQuote } from './quote-access.ts'
import { firstName, mailData, quoteJson } from './quotes.ts'

export async function declineQuote(
  database: Database,
  user: User,
  id: number,
  ctx: { publicUrl: string; today?: string; by?: 'traveller' | 'supplier'; reason?: string },
): Promise<QuoteJson> {
  const today = ctx.today ?? todayInColombo()
  const viewer = { role: ctx.by ?? 'traveller', user }
  const reason = cleanQuoteText(ctx.reason ?? '')
  if ([...reason].length > QUOTE_TEXT_MAX)
    throw new FieldErrorsError({ reason: QuoteMessages.messageTooLong })
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
    if (viewer.role === 'supplier') {
      if (reason)
        await tx.insert(quoteMessages).values({ quoteId: q.id, senderRole: 'supplier', message: reason })
      await enqueueEmail(
        tx,
        quoteRequestDeclinedMail(
          { email: q.email, firstName: firstName(q.name), locale: q.locale },
          mailData(q),
          reason,
          ctx.publicUrl,
        ),
      )
      return quoteJson(tx, await findQuote(tx, viewer, id), viewer, today)
    }
    const supplier = await supplierRecipient(tx, q.supplier_user_id)
    if (supplier.email) await enqueueEmail(tx, quoteDeclinedMail(supplier, mailData(q), ctx.publicUrl))
    return quoteJson(tx, await findQuote(tx, viewer, id), viewer, today)
  })
}
