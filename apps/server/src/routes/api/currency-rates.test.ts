import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { testDatabases } from '@serendib/db/testing'
import { CurrencyMessages } from '@serendib/domain/currency'
import { AdminGuardMessages } from '@serendib/domain/messages/admin-guards'
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

  it('says what a rate is when it is not a number, and stores nothing', async () => {
    // Issue 29: the raw "Invalid units_per_usd: must be a number".
    const before = await rates()
    for (const units_per_usd of ['ninety', null, '0.92']) {
      const bad = await put('EUR', { units_per_usd, rate_date: '2026-11-20' })
      expect(bad.statusCode).toBe(400)
      expect(bad.json().message).toBe(AdminGuardMessages.rateNotNumber)
    }
    expect(await rates()).toEqual(before)
  })

  it('asks for a confirmation before a rate jumps or leaves its plausible range, and keeps a history', async () => {
    // Issue 29: 92 EUR per USD was saved without a word: every EUR price 100 times too high.
    expect((await put('EUR', { units_per_usd: 0.92, rate_date: '2026-11-22' })).statusCode).toBe(200)
    const jump = await put('EUR', { units_per_usd: 92, rate_date: '2026-11-23' })
    expect(jump.statusCode).toBe(409)
    expect(jump.json().message).toBe(AdminGuardMessages.rateJump('EUR', 0.92, 92))
    expect(jump.json().message).toContain('100 times higher')
    expect(await rates()).toContainEqual({ code: 'EUR', units_per_usd: 0.92, rate_date: '2026-11-22' })
    // Within 20 % goes through at once.
    expect((await put('EUR', { units_per_usd: 0.95, rate_date: '2026-11-23' })).statusCode).toBe(200)
    // A first rate far from where the currency trades is questioned too.
    await s.t.database.execute(sql`delete from currency_rates where code = 'CNY'`)
    const odd = await put('CNY', { units_per_usd: 720, rate_date: '2026-11-23' })
    expect(odd.statusCode).toBe(409)
    expect(odd.json().message).toBe(AdminGuardMessages.rateImplausible('CNY', 720, 4, 12))
    expect((await rates()).some((r) => r.code === 'CNY')).toBe(false)
    // Confirmed, it is saved, and the audit row says it was confirmed.
    const kept = await put('EUR', { units_per_usd: 1.5, rate_date: '2026-11-24', confirm: true })
    expect(kept.statusCode).toBe(200)
    const [row] = await s.t.database.execute<{ reason: string }>(
      sql`select reason from audit_log where action = 'currency.rate' and subject_id = 'EUR'
           order by id desc limit 1`,
    )
    expect(row!.reason).toBe(`Confirmed: ${AdminGuardMessages.rateJump('EUR', 0.95, 1.5)}`)

    const admin = await s.t.app.inject({ url: '/api/admin/currency-rates', headers: bearer(s.who.admin) })
    const history = (admin.json().data.history as { code: string; units_per_usd: number; saved_by: string }[])
      .filter((h) => h.code === 'EUR')
      .map((h) => h.units_per_usd)
    expect(history.slice(0, 3)).toEqual([1.5, 0.95, 0.92])
    expect(admin.json().data.history[0]).toMatchObject({ saved_by: 'admin@serendib.lk' })
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
