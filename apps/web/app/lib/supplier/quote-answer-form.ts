/**
 * The supplier's answer to a quote request as a form (decision 079): the itinerary's days, the
 * total and deposit in dollars as typed, the balance's days and the validity date; and the body
 * POST /api/supplier/quotes/:id/answer takes. The API checks every rule (quotes.ts) and names the
 * field of a refusal; the form shows it there.
 */
import type { QuoteAnswerBody, QuoteJson } from '@serendib/domain/api/quotes'
import { addDays } from '@serendib/domain/dates'
import { dollarsToCents } from '@serendib/domain/money'

export interface AnswerDay {
  title: string
  description: string
}

export interface AnswerForm {
  days: AnswerDay[]
  total: string
  depositKind: 'percent' | 'amount'
  deposit: string
  balanceDays: string
  validUntil: string
}

const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2))

/** The form from the quote: its answer when quoted, else the tour's itinerary the API prefilled. */
export function answerFormOf(q: QuoteJson, today: string): AnswerForm {
  const validUntil = q.valid_until ?? [addDays(today, 14), addDays(q.start_date, -1)].sort()[0]!
  return {
    days:
      q.itinerary.length > 0
        ? q.itinerary.map((d) => ({ title: d.title, description: d.description }))
        : [{ title: '', description: '' }],
    total: dollars(q.total_cents),
    depositKind: q.deposit_cents !== null ? 'amount' : 'percent',
    deposit: q.deposit_cents !== null ? dollars(q.deposit_cents) : String(q.deposit_percent ?? 20),
    balanceDays: String(q.balance_days_before ?? 30),
    validUntil,
  }
}

/** A typed amount in cents; -1 for what is not an amount (the API then names the field). */
function cents(text: string): number {
  const value = text.trim().replace(/,/g, '')
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return -1
  return dollarsToCents(Number(value)) ?? -1
}

const whole = (text: string) => (/^\d{1,4}$/.test(text.trim()) ? Number(text) : -1)

export function answerBody(form: AnswerForm): QuoteAnswerBody {
  return {
    itinerary: form.days.map((d, i) => ({ day: i + 1, title: d.title, description: d.description })),
    total_cents: cents(form.total),
    deposit_percent: form.depositKind === 'percent' ? whole(form.deposit) : null,
    deposit_cents: form.depositKind === 'amount' ? cents(form.deposit) : null,
    balance_days_before: whole(form.balanceDays),
    valid_until: form.validUntil,
  }
}
