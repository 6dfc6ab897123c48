/**
 * Tailored round tours by quote (issue 32 point 4, decision 079). A traveller asks for a quote on
 * a round tour; the supplier answers with an itinerary, a price in cents, a deposit under the
 * payment-plan rules (decision 075) and a validity date; the traveller accepts by paying the
 * deposit, which makes the booking. One explicit state graph:
 *
 *   requested → quoted → accepted (deposit paid)
 *   requested | quoted → declined (by either side)
 *   quoted → expired (its validity date passed; read from the date, never stored by a job)
 *
 * Invariants: amounts are integer cents; the deposit and balance come from `planAmounts`, so
 * deposit + balance = total; a quote's text is plain text, cleaned once here.
 */
import { addDays, isIsoDate } from './dates.ts'
import {
  PaymentPlanMessages,
  paymentPlanProblem,
  planAmounts,
  type PaymentPlan,
  type PlanAmounts,
} from './payment-plans.ts'

export const QUOTE_STATES = ['requested', 'quoted', 'accepted', 'declined', 'expired'] as const
export type QuoteState = (typeof QUOTE_STATES)[number]

export const HOTEL_CLASSES = ['budget', 'comfort', 'luxury'] as const
export type HotelClass = (typeof HOTEL_CLASSES)[number]

export const QUOTE_TEXT_MAX = 2000
export const QUOTE_DAY_TEXT_MAX = 1000
export const QUOTE_DAYS_MAX = 60
export const QUOTE_TRAVELLERS_MAX = 40
/** A total above $1,000,000.00 is a typo, not a round tour. */
export const QUOTE_TOTAL_MAX_CENTS = 100_000_000
export const QUOTE_VALID_DAYS_MAX = 90

export const QuoteMessages = {
  requested: 'Thank you! Your quote request was sent. The supplier will answer by e-mail.',
  notRoundTour: 'Quotes are for round tours only',
  startDate: 'Choose a start date after today',
  endDate: 'The end date is on or after the start date',
  adults: `Choose from 1 to ${QUOTE_TRAVELLERS_MAX} travellers, at least one adult`,
  hotelClass: 'Choose a hotel class: budget, comfort or luxury',
  wishesTooLong: `Your wishes can be at most ${QUOTE_TEXT_MAX} characters`,
  name: 'Please enter your name',
  email: 'Please enter a valid e-mail address',
  itinerary: `Give the itinerary as 1 to ${QUOTE_DAYS_MAX} days, each with a title`,
  dayTooLong: `A day's text can be at most ${QUOTE_DAY_TEXT_MAX} characters`,
  total: 'The total price is an amount above $0.00',
  depositBelowTotal: 'The deposit must be less than the total price',
  validUntil: `The quote is valid from today up to ${QUOTE_VALID_DAYS_MAX} days and ends before travel`,
  notAnswerable: 'This quote request can no longer be answered',
  quoted: 'Your quote was sent to the traveller.',
  expired: 'This quote has expired. Please ask the supplier for a new one.',
  alreadyAccepted: 'This quote has already been accepted.',
  declined: 'This quote was declined.',
  notQuoted: 'This quote is not ready yet.',
  travelTooSoon: 'The travel date of this quote has passed. Please ask the supplier for a new one.',
  messageEmpty: 'Write your message',
  messageTooLong: `A message can be at most ${QUOTE_TEXT_MAX} characters`,
  messageSent: 'Message sent.',
  closed: 'This quote is closed to new messages',
  declinedByTraveller: 'You declined this quote. The supplier has been told.',
  declinedBySupplier: 'You declined this request. The traveller has been told.',
  paying: 'The deposit for this quote is being paid. Please try again in a few minutes.',
} as const

/**
 * The form field a refusal is about (the request's and the answer's body fields), so a form shows
 * it under that field; null for a refusal about the whole quote.
 */
export const QUOTE_PROBLEM_FIELDS: Record<string, string> = {
  [QuoteMessages.startDate]: 'start_date',
  [QuoteMessages.endDate]: 'end_date',
  [QuoteMessages.adults]: 'adults',
  [QuoteMessages.hotelClass]: 'hotel_class',
  [QuoteMessages.wishesTooLong]: 'wishes',
  [QuoteMessages.name]: 'name',
  [QuoteMessages.email]: 'email',
  [QuoteMessages.itinerary]: 'itinerary',
  [QuoteMessages.dayTooLong]: 'itinerary',
  [QuoteMessages.total]: 'total_cents',
  [QuoteMessages.depositBelowTotal]: 'deposit',
  [PaymentPlanMessages.depositPercent]: 'deposit',
  [PaymentPlanMessages.depositCents]: 'deposit',
  [PaymentPlanMessages.depositEither]: 'deposit',
  [PaymentPlanMessages.balanceDays]: 'balance_days_before',
  [QuoteMessages.validUntil]: 'valid_until',
  [QuoteMessages.messageEmpty]: 'message',
  [QuoteMessages.messageTooLong]: 'message',
}

export function quoteProblemField(message: string): string | null {
  return QUOTE_PROBLEM_FIELDS[message] ?? null
}

/**
 * Plain text as stored and shown: Unicode NFC, Windows and old Mac line ends as \n, control
 * characters (NUL, escapes, bidi overrides) removed, at most two blank lines, trimmed. Shown as
 * text everywhere (React and the mail templates escape it), so no HTML survives as markup.
 */
export function cleanQuoteText(value: string): string {
  return (
    value
      .normalize('NFC')
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g, '')
      .replace(/\n{4,}/g, '\n\n\n')
      .trim()
  )
}

const chars = (s: string) => [...s].length

/** The state a traveller and a supplier see today: a quote past its validity date is expired. */
export function effectiveQuoteState(state: QuoteState, validUntil: string | null, today: string): QuoteState {
  if (state === 'quoted' && validUntil !== null && validUntil < today) return 'expired'
  return state
}

export interface QuoteRequestInput {
  startDate: string
  endDate: string | null
  adults: number
  children: number
  hotelClass: string
  wishes: string
}

/** The first problem of a traveller's request, or null (`today` yyyy-MM-dd, Asia/Colombo). */
export function quoteRequestProblem(input: QuoteRequestInput, today: string): string | null {
  if (!isIsoDate(input.startDate) || input.startDate <= today) return QuoteMessages.startDate
  if (input.endDate !== null && (!isIsoDate(input.endDate) || input.endDate < input.startDate))
    return QuoteMessages.endDate
  const { adults, children } = input
  if (!Number.isInteger(adults) || !Number.isInteger(children) || adults < 1 || children < 0)
    return QuoteMessages.adults
  if (adults + children > QUOTE_TRAVELLERS_MAX) return QuoteMessages.adults
  if (!(HOTEL_CLASSES as readonly string[]).includes(input.hotelClass)) return QuoteMessages.hotelClass
  if (chars(input.wishes) > QUOTE_TEXT_MAX) return QuoteMessages.wishesTooLong
  return null
}

export interface QuoteDay {
  day: number
  title: string
  description: string
}

export interface QuoteAnswerInput {
  itinerary: QuoteDay[]
  totalCents: number
  /** A deposit plan: a percentage or a fixed amount, and the balance's days before travel. */
  depositPercent: number | null
  depositCents: number | null
  balanceDaysBefore: number
  validUntil: string
}

/** The deposit plan of a quote, as payment-plans.ts reads it. */
export function quotePlan(
  q: Pick<QuoteAnswerInput, 'depositPercent' | 'depositCents' | 'balanceDaysBefore'>,
): PaymentPlan {
  return {
    kind: 'deposit',
    depositPercent: q.depositPercent,
    depositCents: q.depositCents,
    balanceDaysBefore: q.balanceDaysBefore,
  }
}

/** The first problem of a supplier's answer to a request travelling on `startDate`, or null. */
export function quoteAnswerProblem(input: QuoteAnswerInput, startDate: string, today: string): string | null {
  const days = input.itinerary
  if (days.length < 1 || days.length > QUOTE_DAYS_MAX) return QuoteMessages.itinerary
  for (const day of days) {
    if (cleanQuoteText(day.title) === '') return QuoteMessages.itinerary
    if (chars(day.title) > QUOTE_DAY_TEXT_MAX || chars(day.description) > QUOTE_DAY_TEXT_MAX)
      return QuoteMessages.dayTooLong
  }
  if (
    !Number.isSafeInteger(input.totalCents) ||
    input.totalCents <= 0 ||
    input.totalCents > QUOTE_TOTAL_MAX_CENTS
  )
    return QuoteMessages.total
  const planProblem = paymentPlanProblem(quotePlan(input))
  if (planProblem) return planProblem
  if (input.depositCents !== null && input.depositCents >= input.totalCents)
    return QuoteMessages.depositBelowTotal
  if (
    !isIsoDate(input.validUntil) ||
    input.validUntil < today ||
    input.validUntil > addDays(today, QUOTE_VALID_DAYS_MAX) ||
    input.validUntil >= startDate
  )
    return QuoteMessages.validUntil
  return null
}

/**
 * What accepting costs today: the deposit and the balance with its due date, from the quote's own
 * total and plan (never from the client). Travel sooner than the plan's days means paying in full.
 */
export function quoteAmounts(
  q: Pick<QuoteAnswerInput, 'totalCents' | 'depositPercent' | 'depositCents' | 'balanceDaysBefore'>,
  startDate: string,
  today: string,
): PlanAmounts {
  return planAmounts(quotePlan(q), q.totalCents, startDate, today)
}

/** Why a quote cannot be accepted today, or null. */
export function acceptProblem(
  state: QuoteState,
  validUntil: string | null,
  startDate: string,
  today: string,
): string | null {
  const now = effectiveQuoteState(state, validUntil, today)
  if (now === 'accepted') return QuoteMessages.alreadyAccepted
  if (now === 'expired') return QuoteMessages.expired
  if (now === 'declined') return QuoteMessages.declined
  if (now !== 'quoted') return QuoteMessages.notQuoted
  if (startDate <= today) return QuoteMessages.travelTooSoon
  return null
}

/**
 * Why the traveller cannot decline a quote today, or null: a request or a quote (expired too)
 * may be declined; an accepted or declined one not, nor one whose deposit is being paid (an open
 * order would otherwise settle into a booking of a declined quote).
 */
export function declineProblem(state: QuoteState, orderOpen: boolean): string | null {
  if (state === 'accepted') return QuoteMessages.alreadyAccepted
  if (state === 'declined') return QuoteMessages.declined
  if (orderOpen) return QuoteMessages.paying
  return null
}
