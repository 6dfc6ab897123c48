import { describe, expect, it } from 'vitest'
import { paymentHistory, type PaymentMovement } from './payment-history.ts'

const movement = (over: Partial<PaymentMovement>): PaymentMovement => ({
  kind: 'charge',
  status: 'succeeded',
  amount_cents: 0,
  amendment_id: null,
  created_at: '2026-11-01T10:00:00.000Z',
  completed_at: '2026-11-01T10:01:00.000Z',
  ...over,
})

describe('payment history of a booking', () => {
  it("shows this booking's share of a checkout charge, then a cancellation refund", () => {
    const lines = paymentHistory(24000, [
      movement({ amount_cents: 50000 }), // the order paid two tours
      movement({
        kind: 'refund',
        amount_cents: 24000,
        created_at: '2026-11-05T09:00:00.000Z',
        completed_at: '2026-11-05T09:00:05.000Z',
      }),
    ])
    expect(lines).toEqual([
      { kind: 'charged', label: 'Charged', amount_cents: 24000, at: '2026-11-01T10:01:00.000Z' },
      { kind: 'refunded', label: 'Refunded', amount_cents: 24000, at: '2026-11-05T09:00:05.000Z' },
    ])
  })

  it('lists an amendment balance as its own charge and a refund still under way as pending', () => {
    const lines = paymentHistory(33500, [
      movement({ amount_cents: 24000 }),
      movement({ amendment_id: 7, amount_cents: 9500, completed_at: '2026-11-03T08:00:00.000Z' }),
      movement({ amendment_id: 8, status: 'pending', amount_cents: 1000, completed_at: null }),
      movement({
        kind: 'refund',
        status: 'pending',
        amount_cents: 33500,
        created_at: '2026-11-06T12:00:00.000Z',
        completed_at: null,
      }),
    ])
    expect(lines.map((l) => [l.label, l.amount_cents])).toEqual([
      ['Charged', 24000],
      ['Charged', 9500],
      ['Refund pending', 33500],
    ])
  })

  it('leaves out failed and canceled movements', () => {
    expect(
      paymentHistory(0, [
        movement({ status: 'failed', amount_cents: 100 }),
        movement({ kind: 'refund', status: 'canceled' }),
      ]),
    ).toEqual([])
  })
})
