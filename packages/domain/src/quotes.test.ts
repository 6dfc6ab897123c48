import { describe, expect, it } from 'vitest'
import { PaymentPlanMessages } from './payment-plans.ts'
import {
  acceptProblem,
  cleanQuoteText,
  declineProblem,
  QUOTE_PROBLEM_FIELDS,
  quoteProblemField,
  effectiveQuoteState,
  quoteAmounts,
  quoteAnswerProblem,
  QuoteMessages,
  quoteRequestProblem,
} from './quotes.ts'

const today = '2026-11-28'
const request = {
  startDate: '2027-01-10',
  endDate: null,
  adults: 2,
  children: 1,
  hotelClass: 'comfort',
  wishes: '',
}
const answer = {
  itinerary: [{ day: 1, title: 'Colombo', description: '' }],
  totalCents: 250_001,
  depositPercent: 20,
  depositCents: null,
  balanceDaysBefore: 14,
  validUntil: '2026-12-05',
}

describe('quotes (decision 079)', () => {
  it('cleans text: controls and bidi overrides out, line ends unified, trimmed; HTML stays text', () => {
    expect(cleanQuoteText('  a\u0000b\r\nc\u202E <b>x</b>\n\n\n\n\nd ')).toBe('ab\nc <b>x</b>\n\n\nd')
  })

  it('refuses a request on its field', () => {
    expect(quoteRequestProblem(request, today)).toBeNull()
    expect(quoteRequestProblem({ ...request, startDate: today }, today)).toBe(QuoteMessages.startDate)
    expect(quoteRequestProblem({ ...request, endDate: '2027-01-09' }, today)).toBe(QuoteMessages.endDate)
    expect(quoteRequestProblem({ ...request, adults: 0 }, today)).toBe(QuoteMessages.adults)
    expect(quoteRequestProblem({ ...request, adults: 30, children: 11 }, today)).toBe(QuoteMessages.adults)
    expect(quoteRequestProblem({ ...request, hotelClass: 'palace' }, today)).toBe(QuoteMessages.hotelClass)
    expect(quoteRequestProblem({ ...request, wishes: 'ශ'.repeat(2001) }, today)).toBe(
      QuoteMessages.wishesTooLong,
    )
  })

  it('refuses an answer on its field, with the payment plan rules', () => {
    const start = request.startDate
    expect(quoteAnswerProblem(answer, start, today)).toBeNull()
    expect(quoteAnswerProblem({ ...answer, itinerary: [] }, start, today)).toBe(QuoteMessages.itinerary)
    expect(quoteAnswerProblem({ ...answer, totalCents: 0 }, start, today)).toBe(QuoteMessages.total)
    expect(quoteAnswerProblem({ ...answer, depositPercent: 100 }, start, today)).toBe(
      PaymentPlanMessages.depositPercent,
    )
    expect(quoteAnswerProblem({ ...answer, depositPercent: null, depositCents: 250_001 }, start, today)).toBe(
      QuoteMessages.depositBelowTotal,
    )
    expect(quoteAnswerProblem({ ...answer, validUntil: '2026-11-27' }, start, today)).toBe(
      QuoteMessages.validUntil,
    )
    expect(quoteAnswerProblem({ ...answer, validUntil: start }, start, today)).toBe(QuoteMessages.validUntil)
  })

  it('computes the deposit in cents, half up, deposit + balance = total; travel too soon pays in full', () => {
    expect(quoteAmounts(answer, '2027-01-10', today)).toEqual({
      kind: 'deposit',
      upfrontCents: 50_000,
      balanceCents: 200_001,
      balanceDueDate: '2026-12-27',
    })
    expect(quoteAmounts(answer, '2026-12-10', today)).toMatchObject({ kind: 'full', upfrontCents: 250_001 })
  })

  it('a quote past its validity is expired; only an open quote can be accepted', () => {
    expect(effectiveQuoteState('quoted', '2026-11-28', today)).toBe('quoted')
    expect(effectiveQuoteState('quoted', '2026-11-27', today)).toBe('expired')
    expect(effectiveQuoteState('accepted', '2026-11-27', today)).toBe('accepted')
    expect(acceptProblem('quoted', '2026-11-28', '2027-01-10', today)).toBeNull()
    expect(acceptProblem('quoted', '2026-11-27', '2027-01-10', today)).toBe(QuoteMessages.expired)
    expect(acceptProblem('accepted', '2026-11-28', '2027-01-10', today)).toBe(QuoteMessages.alreadyAccepted)
    expect(acceptProblem('requested', null, '2027-01-10', today)).toBe(QuoteMessages.notQuoted)
    expect(acceptProblem('declined', null, '2027-01-10', today)).toBe(QuoteMessages.declined)
  })

  it('the traveller declines a request or a quote, not an accepted or declined one, nor while paying', () => {
    expect(declineProblem('requested', false)).toBeNull()
    expect(declineProblem('quoted', false)).toBeNull()
    expect(declineProblem('expired', false)).toBeNull()
    expect(declineProblem('quoted', true)).toBe(QuoteMessages.paying)
    expect(declineProblem('accepted', false)).toBe(QuoteMessages.alreadyAccepted)
    expect(declineProblem('declined', false)).toBe(QuoteMessages.declined)
  })

  it('names the field of each refusal about a field, and none for one about the whole quote', () => {
    expect(quoteProblemField(QuoteMessages.startDate)).toBe('start_date')
    expect(quoteProblemField(PaymentPlanMessages.depositPercent)).toBe('deposit')
    expect(quoteProblemField(QuoteMessages.expired)).toBeNull()
    // Every message a field check can produce is mapped (a new one would show only overall).
    const mapped = new Set(Object.keys(QUOTE_PROBLEM_FIELDS))
    for (const m of [
      QuoteMessages.endDate,
      QuoteMessages.adults,
      QuoteMessages.hotelClass,
      QuoteMessages.wishesTooLong,
      QuoteMessages.name,
      QuoteMessages.email,
      QuoteMessages.itinerary,
      QuoteMessages.total,
      QuoteMessages.validUntil,
    ])
      expect(mapped.has(m), m).toBe(true)
  })
})
