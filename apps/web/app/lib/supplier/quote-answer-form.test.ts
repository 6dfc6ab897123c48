import { describe, expect, it } from 'vitest'
import type { QuoteJson } from '@serendib/domain/api/quotes'
import { answerBody, answerFormOf } from './quote-answer-form'

const request = {
  state: 'requested',
  start_date: '2027-03-01',
  itinerary: [
    { day: 1, title: 'Colombo', description: 'Airport pick-up' },
    { day: 2, title: 'Sigiriya', description: '' },
  ],
  total_cents: null,
  deposit_percent: null,
  deposit_cents: null,
  balance_days_before: null,
  valid_until: null,
} as unknown as QuoteJson

describe('the supplier answer form', () => {
  it("starts from the tour's itinerary, a 20 % deposit and two weeks' validity", () => {
    const form = answerFormOf(request, '2026-12-01')
    expect(form.days).toEqual([
      { title: 'Colombo', description: 'Airport pick-up' },
      { title: 'Sigiriya', description: '' },
    ])
    expect([form.depositKind, form.deposit, form.validUntil]).toEqual(['percent', '20', '2026-12-15'])
  })

  it('ends its validity before travel when travel is near', () => {
    expect(answerFormOf({ ...request, start_date: '2026-12-05' }, '2026-12-01').validUntil).toBe('2026-12-04')
  })

  it('sends cents and days; what is not a number goes as -1 for the API to refuse on its field', () => {
    const form = {
      ...answerFormOf(request, '2026-12-01'),
      total: '2,500.50',
      deposit: '300',
      depositKind: 'amount' as const,
    }
    expect(answerBody(form)).toMatchObject({
      itinerary: [{ day: 1 }, { day: 2 }],
      total_cents: 250_050,
      deposit_percent: null,
      deposit_cents: 30_000,
      balance_days_before: 30,
    })
    expect(answerBody({ ...form, total: '12.345', balanceDays: 'x' })).toMatchObject({
      total_cents: -1,
      balance_days_before: -1,
    })
  })

  it('reads an answered quote back, a fixed deposit as dollars', () => {
    const quoted = {
      ...request,
      total_cents: 100_000,
      deposit_cents: 15_000,
      balance_days_before: 21,
      valid_until: '2026-12-20',
    }
    expect(answerFormOf(quoted, '2026-12-01')).toMatchObject({
      total: '1000.00',
      depositKind: 'amount',
      deposit: '150.00',
      balanceDays: '21',
      validUntil: '2026-12-20',
    })
  })
})
