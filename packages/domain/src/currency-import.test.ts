import { describe, expect, it } from 'vitest'
import { parseRateFile } from './currency-import.ts'

describe('the rate import file', () => {
  it('reads CSV, a JSON list and a JSON object of rates', () => {
    const csv = parseRateFile('code,units_per_usd,rate_date\nEUR,0.92,2026-11-20\nlkr,299.2,2026-11-20\n')
    expect(csv).toEqual({
      ok: true,
      rates: [
        { code: 'EUR', units_per_usd: 0.92, rate_date: '2026-11-20' },
        { code: 'LKR', units_per_usd: 299.2, rate_date: '2026-11-20' },
      ],
    })
    expect(parseRateFile('[{"code":"GBP","units_per_usd":0.79,"rate_date":"2026-11-20"}]')).toMatchObject({
      ok: true,
    })
    const object = parseRateFile('{"date":"2026-11-20","rates":{"INR":84.1,"CNY":7.24}}')
    expect(object.ok && object.rates.map((r) => r.code)).toEqual(['INR', 'CNY'])
  })

  it('refuses the whole file when a line is wrong, saying which', () => {
    const bad = parseRateFile(
      'code,units_per_usd,rate_date\nEUR,0.92,2026-11-20\nUSD,1,2026-11-20\nGBP,-1,2026-11-20',
    )
    expect(bad.ok).toBe(false)
    expect(!bad.ok && bad.problems).toHaveLength(2)
    expect(!bad.ok && bad.problems[0]).toContain('line 2')
    expect(parseRateFile('nonsense').ok).toBe(false)
    expect(parseRateFile('{"rates":{"EUR":0.9}}').ok).toBe(false) // no date
  })
})
