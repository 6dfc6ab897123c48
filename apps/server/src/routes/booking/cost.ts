import type { FastifyInstance } from 'fastify'
import { centsToDollars, formatUsd } from '@serendib/domain/money'
import { quoteBooking, QuoteError, type QuoteRequest } from '../../services/booking/quote.ts'

const scalar = { type: ['integer', 'string', 'null'], maxLength: 40 } as const

/** POST /api/activity/cost (spec §7): the live estimate of the booking panel and the cart. */
export default async function costRoutes(app: FastifyInstance) {
  app.post<{ Body: QuoteRequest | undefined }>(
    '/activity/cost',
    {
      schema: {
        body: {
          type: 'object',
          properties: { aid: scalar, pud: scalar, pul: scalar, na: scalar, nc: scalar, ni: scalar },
        },
      },
    },
    async (request, reply) => {
      try {
        const quote = await quoteBooking(app.database, request.body ?? {})
        const formatted = formatUsd(quote.amountCents)
        return {
          amount: centsToDollars(quote.amountCents),
          amount_cents: quote.amountCents,
          amount_formatted: formatted,
          amountFormatted: formatted,
          discount: quote.discountPercent,
          min_date: quote.minDate,
        }
      } catch (error) {
        if (error instanceof QuoteError) {
          return reply.status(error.httpStatus).send({
            status: 'error',
            message: error.message,
            ...(error.minDate ? { min_date: error.minDate } : {}),
          })
        }
        throw error
      }
    },
  )
}
