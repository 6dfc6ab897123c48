import { describe, expect, it } from 'vitest'
import { costKey, costResult, PRICE_FAILED } from './cost-estimate'

describe('costResult (docs/booking-api.md Price)', () => {
  it('reads an estimate', () => {
    const body = {
      amount: 90.5,
      amount_cents: 9050,
      amount_formatted: 'USD 90.50',
      amountFormatted: 'USD 90.50',
      discount: 10,
      list_amount_cents: 10056,
      min_date: '2026-11-23',
    }
    expect(costResult({ ok: true, status: 200, body })).toEqual({
      ok: true,
      quote: {
        amount: 90.5,
        amount_cents: 9050,
        amount_formatted: 'USD 90.50',
        min_date: '2026-11-23',
        list_amount_cents: 10056,
      },
    })
  })

  it("shows the server's message for a refusal, with its min_date", () => {
    const body = { status: 'error', message: 'This tour is sold out on 01/12/2026', min_date: '2026-11-23' }
    expect(costResult({ ok: false, status: 422, body })).toEqual({
      ok: false,
      message: 'This tour is sold out on 01/12/2026',
      minDate: '2026-11-23',
    })
  })

  it('never shows the words of a server fault, nor of an unreachable server', () => {
    const fault = { status: 'error', message: 'relation does not exist' }
    expect(costResult({ ok: false, status: 500, body: fault })).toMatchObject({
      ok: false,
      message: PRICE_FAILED,
    })
    expect(costResult({ ok: false, status: 0, body: null })).toEqual({
      ok: false,
      message: PRICE_FAILED,
      minDate: null,
    })
  })
})

describe('costKey', () => {
  it('differs when any field differs', () => {
    const base = { aid: 1, pud: '2026-12-01', pul: 2, na: 1, nc: 0, ni: 0 }
    expect(costKey(base)).toBe(costKey({ ...base }))
    expect(costKey(base)).not.toBe(costKey({ ...base, ni: 1 }))
  })
})
