import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { quoteErrorSchema, quoteReplySchema, quoteRequestSchema } from '@serendib/domain/api/booking'
import { centsToDollars, formatUsd } from '@serendib/domain/money'
import { bookedOptionView, type VehicleChoice } from '@serendib/domain/tour-options'
import type { DbOrTx } from '@serendib/db/client'
import { isContentLocale } from '@serendib/domain/i18n/content'
import { localOptionLabel } from '../../../services/booking/booked-option.ts'
import { quoteBooking, QuoteError } from '../../../services/booking/quote.ts'
import {
  optionTranslations,
  translatedBookedOption,
} from '../../../services/catalogue/option-translations.ts'

/** The booked option, its names and label in the page's language where translated (decision 088). */
async function optionOf(
  db: DbOrTx,
  quote: { optionId: number | null; optionName: string | null; vehicles: VehicleChoice[] | null },
  lang: string | undefined,
) {
  const option = bookedOptionView(quote.optionId, quote.optionName, quote.vehicles)
  if (!option) return {}
  if (!lang || !isContentLocale(lang)) return { option }
  const translation = (await optionTranslations(db, [option.id], lang)).get(option.id)
  const names = translatedBookedOption(translation, option.name, option.vehicles)
  return {
    option: {
      ...option,
      name: names.name ?? option.name,
      vehicles: names.vehicles ?? option.vehicles,
      label:
        localOptionLabel({ option_name: option.name, vehicles: quote.vehicles ?? [] }, lang, translation) ??
        option.label,
    },
  }
}

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
          ...(await optionOf(app.database.db, quote, request.body.lang)),
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
