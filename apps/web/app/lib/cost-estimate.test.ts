import { describe, expect, it } from 'vitest'
import { costKey, parseCostReply, PRICE_FAILED } from './cost-estimate'

describe('parseCostReply (docs/booking-api.md Price)', () => {
  it('reads an estimate', () => {
    expect(
      parseCostReply(200, {
        amount: 90.5,
        amount_cents: 9050,
        amount_formatted: 'USD 90.50',
        amountFormatted: 'USD 90.50',
        min_date: '2026-11-23',
      }),
    ).toEqual({
      ok: true,
      quote: { amount: 90.5, amount_cents: 9050, amount_formatted: 'USD 90.50', min_date: '2026-11-23' },
    })
  })

  it("shows the server's message for a refusal, with its min_date", () => {
    expect(
      parseCostReply(422, {
        status: 'error',
        message: 'This tour is sold out on 01/12/2026',
        min_date: '2026-11-23',
      }),
    ).toEqual({ ok: false, message: 'This tour is sold out on 01/12/2026', minDate: '2026-11-23' })
  })

  it('never shows the words of a server fault', () => {
    expect(parseCostReply(500, { status: 'error', message: 'relation does not exist' })).toMatchObject({
      ok: false,
      message: PRICE_FAILED,
    })
    expect(parseCostReply(200, { status: 'error' })).toMatchObject({ ok: false, message: PRICE_FAILED })
  })
})

describe('costKey', () => {
  it('differs when any field differs', () => {
    const base = { aid: 1, pud: '2026-12-01', pul: 2, na: 1, nc: 0, ni: 0 }
    expect(costKey(base)).toBe(costKey({ ...base }))
    expect(costKey(base)).not.toBe(costKey({ ...base, ni: 1 }))
  })
})
