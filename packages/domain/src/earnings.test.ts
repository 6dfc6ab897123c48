import { describe, expect, it } from 'vitest'
import { bookingEarnings, commissionSplit, DEFAULT_COMMISSION_BPS } from './earnings.ts'

describe('earnings', () => {
  it('splits gross into commission and net to the cent', () => {
    expect(commissionSplit(11_250, DEFAULT_COMMISSION_BPS)).toEqual({
      gross_cents: 11_250,
      commission_cents: 1688,
      net_cents: 9562,
    })
  })
  it('reverses the commission with a refund', () => {
    expect(bookingEarnings(10_000, 10_000, 1500)).toEqual({
      gross_cents: 10_000,
      refunds_cents: 10_000,
      commission_cents: 0,
      net_cents: 0,
    })
    expect(bookingEarnings(10_000, 4000, 1000)).toMatchObject({
      commission_cents: 600,
      net_cents: 5400,
      refunds_cents: 4000,
    })
  })
})
