import { describe, expect, it } from 'vitest'
import { AmendmentStatus, amendmentBalanceOpen } from './amendments.ts'

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
