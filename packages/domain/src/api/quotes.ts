/**
 * The contract of quotes (decision 079): the traveller's request, the supplier's answer, the
 * thread, and the quote as each side reads it. Rules beyond shape live in quotes.ts.
 */
import { TRAVELLER_LOCALES } from '../i18n/locales.ts'
import { z } from 'zod'
import { HOTEL_CLASSES, QUOTE_DAYS_MAX, QUOTE_STATES, QUOTE_TEXT_MAX, QuoteMessages } from '../quotes.ts'
import { calendarDateSchema } from './calendar-date.ts'
import { MAX_ID } from './envelope.ts'

const count = (message: string) => z.number(message).int(message).min(0, message).max(1000, message)

export const quoteRequestBodySchema = z.object({
  activity_id: z.number().int().min(1).max(MAX_ID),
  start_date: calendarDateSchema(QuoteMessages.startDate),
  end_date: calendarDateSchema(QuoteMessages.endDate).nullish(),
  adults: count(QuoteMessages.adults),
  children: count(QuoteMessages.adults).default(0),
  hotel_class: z.enum(HOTEL_CLASSES, QuoteMessages.hotelClass),
  wishes: z
    .string()
    .max(QUOTE_TEXT_MAX * 2, QuoteMessages.wishesTooLong)
    .default(''),
  /** A visitor's name and e-mail; a signed-in traveller's come from the account. */
  name: z.string().max(200, QuoteMessages.name).optional(),
  email: z.string().max(254, QuoteMessages.email).optional(),
  /** The asking page's language: the traveller's quote mails are written in it (decision 079). */
  locale: z.enum(TRAVELLER_LOCALES).optional(),
})
export type QuoteRequestBody = z.output<typeof quoteRequestBodySchema>

export const quoteDaySchema = z.object({
  day: z.number().int().min(1).max(QUOTE_DAYS_MAX),
  title: z.string().max(4000),
  description: z.string().max(4000).default(''),
})

export const quoteAnswerBodySchema = z.object({
  itinerary: z.array(quoteDaySchema).max(QUOTE_DAYS_MAX, QuoteMessages.itinerary),
  total_cents: z.number(QuoteMessages.total).int(QuoteMessages.total),
  deposit_percent: z.number().int().nullish(),
  deposit_cents: z.number().int().nullish(),
  balance_days_before: z.number().int(),
  valid_until: calendarDateSchema(QuoteMessages.validUntil),
})
export type QuoteAnswerBody = z.output<typeof quoteAnswerBodySchema>

export const quoteMessageBodySchema = z.object({ message: z.string().max(QUOTE_TEXT_MAX * 2) })

/** The supplier declines a request or an open quote; the reason goes to the traveller. */
export const quoteDeclineBodySchema = z.object({
  reason: z
    .string()
    .max(QUOTE_TEXT_MAX * 2)
    .optional(),
})

export const quoteMessageJsonSchema = z.object({
  id: z.number(),
  from: z.enum(['traveller', 'supplier']),
  message: z.string(),
  created_at: z.string(),
})

export const quoteJsonSchema = z.object({
  id: z.number(),
  state: z.enum(QUOTE_STATES),
  tour: z.object({ id: z.number(), title: z.string(), seo_url: z.string() }),
  name: z.string(),
  email: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  adults: z.number(),
  children: z.number(),
  hotel_class: z.enum(HOTEL_CLASSES),
  wishes: z.string(),
  /** The supplier's itinerary once quoted; before that (supplier's view) the tour's own, to edit. */
  itinerary: z.array(z.object({ day: z.number(), title: z.string(), description: z.string() })),
  total_cents: z.number().nullable(),
  deposit_percent: z.number().nullable(),
  deposit_cents: z.number().nullable(),
  balance_days_before: z.number().nullable(),
  valid_until: z.string().nullable(),
  /** Today's deposit, the balance and its due date, computed on the server from the quote. */
  pay_today_cents: z.number().nullable(),
  balance_cents: z.number().nullable(),
  balance_due_date: z.string().nullable(),
  booking_id: z.number().nullable(),
  /** Once accepted: the booking's reference, and (traveller only) the link paying its balance. */
  booking_reference: z.string().nullable(),
  balance_link: z.string().nullable(),
  created_at: z.string(),
  messages: z.array(quoteMessageJsonSchema),
})
export type QuoteJson = z.output<typeof quoteJsonSchema>

export const quoteListItemSchema = quoteJsonSchema.omit({ messages: true, itinerary: true, wishes: true })
export type QuoteListItem = z.output<typeof quoteListItemSchema>
export const quoteListSchema = z.object({ quotes: z.array(quoteListItemSchema) })

export const quoteAcceptReplySchema = z.object({ payment_link: z.string(), pay_today_cents: z.number() })

export const quoteRequestReplySchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.object({ id: z.number() }),
})

/** A refusal; one about a field names it (`errors`: body field → message), so a form shows it there. */
export const quoteRefusalSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
})
