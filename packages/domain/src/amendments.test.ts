import { describe, expect, it } from 'vitest'
import {
  AmendmentStatus,
  amendedAmountCents,
  amendmentBalanceCents,
  amendmentBalanceOpen,
} from './amendments.ts'

const amendment = (over: Partial<Parameters<typeof amendmentBalanceOpen>[0]>) => ({
  status: AmendmentStatus.accepted as number,
  paid: false,
  pay_link: '/pay/1' as string | null,
  balance_amount_cents: 9500,
  ...over,
})

describe('an amendment balance that can still be paid', () => {
  it('is open while the supplier decides, and while an accepted charge has its pay link', () => {
    expect(amendmentBalanceOpen(amendment({ status: AmendmentStatus.pending, pay_link: null }))).toBe(true)
    expect(amendmentBalanceOpen(amendment({}))).toBe(true)
    expect(amendmentBalanceOpen(amendment({ paid: true, pay_link: null }))).toBe(true)
  })

  it('is closed for a rejected request: no "USD 95.00 to pay"', () => {
    expect(amendmentBalanceOpen(amendment({ status: AmendmentStatus.rejected, pay_link: null }))).toBe(false)
  })

  it('is closed for an accepted charge the booking can no longer take (no pay link)', () => {
    expect(amendmentBalanceOpen(amendment({ pay_link: null }))).toBe(false)
    // A refund due back stays shown.
    expect(amendmentBalanceOpen(amendment({ pay_link: null, balance_amount_cents: -2000 }))).toBe(true)
  })
})

describe('an amended booking price (issue 30)', () => {
  const booked = { bookedCents: 21_600, discountPercent: 10, bookedListCents: 24_000 }
  it('is the booking amount when nothing changes, whatever deal runs today: balance 0', () => {
    const amount = amendedAmountCents({ ...booked, newListCents: 24_000 })
    expect(amount).toBe(21_600)
    expect(amendmentBalanceCents(amount, 21_600)).toBe(0)
  })
  it('charges or refunds only the change, at the booking own deal percent', () => {
    // One more adult at USD 120 less the booking's 10 %: USD 108 more.
    expect(amendedAmountCents({ ...booked, newListCents: 36_000 })).toBe(32_400)
    // One adult fewer: USD 108 back.
    expect(amendedAmountCents({ ...booked, newListCents: 12_000 })).toBe(10_800)
    // A booking without a deal pays the new day's rates in full for the change.
    expect(
      amendedAmountCents({ ...booked, discountPercent: 0, bookedCents: 24_000, newListCents: 30_000 }),
    ).toBe(30_000)
  })
  it('never goes below nothing', () => {
    expect(
      amendedAmountCents({
        bookedCents: 1_000,
        discountPercent: 0,
        bookedListCents: 24_000,
        newListCents: 0,
      }),
    ).toBe(0)
  })
})
