import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { quoteErrorSchema, quoteReplySchema, quoteRequestSchema } from '@serendib/domain/api/booking'
import { centsToDollars, formatUsd } from '@serendib/domain/money'
import { estimateOption } from '../../../services/booking/booked-option.ts'
import { quoteBooking, QuoteError } from '../../../services/booking/quote.ts'

/** POST /api/activity/cost (spec §7): the live estimate of the booking panel and the cart. */
const costRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/cost',
    {
      schema: {
        body: quoteRequestSchema,
        response: {
          200: quoteReplySchema,
          404: quoteErrorSchema,
          409: quoteErrorSchema,
          422: quoteErrorSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        const quote = await quoteBooking(app.database, request.body)
        const formatted = formatUsd(quote.amountCents)
        return {
          amount: centsToDollars(quote.amountCents),
          amount_cents: quote.amountCents,
          amount_formatted: formatted,
          amountFormatted: formatted,
          discount: quote.discountPercent,
          list_amount_cents: quote.listCents,
          min_date: quote.minDate,
          payment_plan: quote.plan.kind,
          pay_today_cents: quote.plan.upfrontCents,
          balance_cents: quote.plan.balanceCents,
          balance_due_date: quote.plan.balanceDueDate,
          ...(quote.availableTimes
            ? { start_time: quote.startTime, available_times: quote.availableTimes }
            : {}),
          ...(await estimateOption(app.database.db, quote, request.body.lang)),
        }
      } catch (error) {
        if (error instanceof QuoteError) {
          return reply.status(error.httpStatus === 404 ? 404 : 422).send({
            status: 'error',
            message: error.message,
            ...(error.minDate ? { min_date: error.minDate } : {}),
            ...(error.availableTimes ? { available_times: error.availableTimes } : {}),
          })
        }
        throw error
      }
    },
  )
}
export default costRoutes
