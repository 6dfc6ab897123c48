/**
 * The tour page's quote request (decision 079): the form's values, the body POST /api/quotes
 * takes, and the refusals per field. The browser sends it itself (with the traveller's token when
 * signed in); before hydration the form posts to the tour route's action, which sends the same
 * body as a visitor's. Both check the domain's rule first, as the API does.
 */
import type { QuoteRequestBody } from '@serendib/domain/api/quotes'
import { isEmail } from '@serendib/domain/contact-forms'
import { todayInColombo } from '@serendib/domain/dates'
import type { TravellerLocale } from '@serendib/domain/i18n/locales'
import { quoteProblemField, quoteRequestProblem, QuoteMessages } from '@serendib/domain/quotes'
import { bodyMessage } from './reply-messages'

export const QUOTE_FORM_FIELDS = [
  'start_date',
  'end_date',
  'adults',
  'children',
  'hotel_class',
  'wishes',
  'name',
  'email',
] as const
export type QuoteFormField = (typeof QUOTE_FORM_FIELDS)[number]
export type QuoteFormValues = Record<QuoteFormField, string>

export const emptyQuoteForm: QuoteFormValues = {
  start_date: '',
  end_date: '',
  adults: '2',
  children: '0',
  hotel_class: 'comfort',
  wishes: '',
  name: '',
  email: '',
}

/** What the form shows after a send: the confirmation, or the refusals (per field, or overall). */
export type QuoteResult =
  | { ok: true; message: string; id: number }
  | { ok: false; message: string; errors: Partial<Record<QuoteFormField, string>>; values: QuoteFormValues }

const whole = (value: string) => (/^\d{1,3}$/.test(value.trim()) ? Number(value) : -1)

export function quoteFormValues(read: (name: string) => unknown): QuoteFormValues {
  const values = { ...emptyQuoteForm }
  for (const field of QUOTE_FORM_FIELDS) {
    const value = read(field)
    values[field] = typeof value === 'string' ? value : ''
  }
  return values
}

/** The body for POST /api/quotes; a visitor's name and e-mail only when `visitor`. */
export function quoteRequestBody(
  activityId: number,
  v: QuoteFormValues,
  visitor: boolean,
  locale?: TravellerLocale,
): QuoteRequestBody {
  return {
    activity_id: activityId,
    start_date: v.start_date,
    end_date: v.end_date || null,
    adults: whole(v.adults),
    children: v.children.trim() === '' ? 0 : whole(v.children),
    hotel_class: v.hotel_class as QuoteRequestBody['hotel_class'],
    wishes: v.wishes,
    ...(visitor ? { name: v.name, email: v.email.trim() } : {}),
    // The page's language: the traveller's quote mails are written in it.
    ...(locale ? { locale } : {}),
  }
}

const fieldOf = (message: string): QuoteFormField | null => {
  const field = quoteProblemField(message)
  return field && (QUOTE_FORM_FIELDS as readonly string[]).includes(field) ? (field as QuoteFormField) : null
}

/** The domain's first problem with the form (the API's own check), as a refusal; null if none. */
export function checkQuoteForm(
  v: QuoteFormValues,
  visitor: boolean,
  today = todayInColombo(),
): QuoteResult | null {
  const body = quoteRequestBody(0, v, visitor)
  const problem =
    quoteRequestProblem(
      {
        startDate: body.start_date,
        endDate: body.end_date ?? null,
        adults: body.adults,
        children: body.children,
        hotelClass: body.hotel_class,
        wishes: body.wishes,
      },
      today,
    ) ??
    (visitor && !v.name.trim() ? QuoteMessages.name : null) ??
    (visitor && !isEmail(v.email) ? QuoteMessages.email : null)
  return problem ? refusal(problem, v) : null
}

function refusal(message: string, values: QuoteFormValues): QuoteResult {
  const field = fieldOf(message)
  return { ok: false, message, errors: field ? { [field]: message } : {}, values }
}

/** The API's answer as the form's result. */
export function quoteReplyResult(
  ok: boolean,
  status: number,
  body: unknown,
  values: QuoteFormValues,
): QuoteResult {
  if (ok) {
    const reply = body as { message: string; data: { id: number } }
    return { ok: true, message: reply.message, id: reply.data.id }
  }
  const message =
    status >= 500 || status === 0
      ? 'Something went wrong on our side'
      : (bodyMessage(body) ?? 'Something went wrong on our side')
  return refusal(message, values)
}
