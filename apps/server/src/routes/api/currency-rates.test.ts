import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { testDatabases } from '@serendib/db/testing'
import { CurrencyMessages } from '@serendib/domain/currency'
import { bearer } from '../../testing/accounts.ts'
import { loginsSuite, type LoginsSuite } from '../../testing/suites.ts'

describe.each(testDatabases())('exchange rates on %s', (kind) => {
  let s: LoginsSuite
  beforeAll(async () => {
    s = await loginsSuite(kind)
  })
  afterAll(() => s.t.close())

  const put = (code: string, payload: object, token = s.who.admin) =>
    s.t.app.inject({
      method: 'PUT',
      url: `/api/admin/currency-rates/${code}`,
      headers: bearer(token),
      payload,
    })
  const rates = async () =>
    (await s.t.app.inject('/api/currency-rates')).json().data.rates as Array<{ code: string }>

  it('an admin sets a rate with its date; everyone reads it; it is audited', async () => {
    const saved = await put('EUR', { units_per_usd: 0.9215, rate_date: '2026-11-20' })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({
      message: CurrencyMessages.saved,
      data: { code: 'EUR', units_per_usd: 0.9215, rate_date: '2026-11-20' },
    })
    const again = await put('EUR', { units_per_usd: 0.93, rate_date: '2026-11-21' })
    expect(again.statusCode).toBe(200)
    expect(await rates()).toContainEqual({ code: 'EUR', units_per_usd: 0.93, rate_date: '2026-11-21' })
    const [audit] = await s.t.database.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'currency.rate' and subject_id = 'EUR'`,
    )
    expect(audit!.n).toBe(2)
  })

  it('refuses a bad rate or date field by field, changing nothing', async () => {
    const before = await rates()
    const bad = await put('GBP', { units_per_usd: 0, rate_date: '20/11/2026' })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors).toEqual({
      units_per_usd: CurrencyMessages.rateRange,
      rate_date: CurrencyMessages.rateDate,
    })
    expect(await rates()).toEqual(before)
    // USD is what is charged: not a rate to set; unknown codes are refused too.
    expect((await put('USD', { units_per_usd: 2, rate_date: '2026-11-20' })).statusCode).toBe(400)
    expect((await put('XYZ', { units_per_usd: 2, rate_date: '2026-11-20' })).statusCode).toBe(400)
  })

  it('only admins change rates: anonymous 401, customers 403', async () => {
    const anonymous = await s.t.app.inject({
      method: 'PUT',
      url: '/api/admin/currency-rates/LKR',
      payload: { units_per_usd: 1, rate_date: '2026-11-20' },
    })
    expect(anonymous.statusCode).toBe(401)
    expect((await put('LKR', { units_per_usd: 1, rate_date: '2026-11-20' }, s.who.customer)).statusCode).toBe(
      403,
    )
  })
})
