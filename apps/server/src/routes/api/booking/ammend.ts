import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { amendBodySchema, amendQuoteReplySchema, amendReplySchema } from '@serendib/domain/api/account'
import { success, successMessage } from '@serendib/domain/api/envelope'
import { Messages } from '@serendib/domain/messages'
import { noStore } from '../../../contract/no-store.ts'
import { bearerAuth, customersOnly } from '../../../plugins/auth.ts'
import { previewAmendment, requestAmendment } from '../../../services/account/bookings/amend.ts'

/**
 * POST /api/booking/ammend (spec §7, spelled as the spec spells it): the customer asks the
 * supplier to change a booking. A customer-area call at the spec's path, behind the same guard.
 */
const amendRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ammend',
    {
      onRequest: customersOnly,
      onSend: noStore,
      schema: { security: bearerAuth, body: amendBodySchema, response: { 200: amendReplySchema } },
    },
    async (request) => {
      const data = await requestAmendment(
        app.database,
        { customerId: request.user.id, publicUrl: app.config.publicUrl },
        request.body.booking,
        request.body.ammendData,
      )
      return successMessage(Messages.amendmentSent, data)
    },
  )

  // Ours (issue 30): the dialog's amount and balance, priced as the request above would price it.
  app.post(
    '/ammend/quote',
    {
      onRequest: customersOnly,
      onSend: noStore,
      schema: { security: bearerAuth, body: amendBodySchema, response: { 200: amendQuoteReplySchema } },
    },
    async (request) => {
      const quote = await previewAmendment(
        app.database,
        request.user.id,
        request.body.booking,
        request.body.ammendData,
      )
      return success({
        amount_cents: quote.amountCents,
        balance_amount_cents: quote.balanceCents,
        unchanged: quote.unchanged,
        to_balance: quote.toBalance && {
          difference_cents: quote.toBalance.differenceCents,
          balance_cents: quote.toBalance.balanceCents,
          due_date: quote.toBalance.dueDate,
        },
      })
    },
  )
}
export default amendRoutes
