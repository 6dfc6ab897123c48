/** Exchange rates for the API: read for everyone, saved by admins with an audit row. */
import type { Database, DbOrTx } from '@serendib/db/client'
import { listRates, upsertRates } from '@serendib/db/currency-rates'
import type { CurrencyRate } from '@serendib/db/schema/currency'
import type { CurrencyRateView } from '@serendib/domain/api/currency'
import { isCurrency, rateProblems, type RateFields } from '@serendib/domain/currency'
import { FieldErrorsError } from '@serendib/domain/errors'
import { recordAudit, type AuditActor } from '../audit/record-audit.ts'

const toView = (rate: CurrencyRate): CurrencyRateView | null =>
  isCurrency(rate.code)
    ? { code: rate.code, units_per_usd: Number(rate.unitsPerUsd), rate_date: rate.rateDate }
    : null

export async function currencyRates(db: DbOrTx): Promise<CurrencyRateView[]> {
  return (await listRates(db)).map(toView).filter((rate) => rate !== null)
}

/** Saves one rate (422 field by field when it is not a rate), audited as `currency.rate`. */
export async function saveCurrencyRate(
  database: Database,
  actor: AuditActor,
  code: string,
  input: RateFields,
): Promise<CurrencyRateView> {
  const problems = rateProblems(input)
  if (Object.keys(problems).length > 0) throw new FieldErrorsError(problems)
  return database.transaction(async (tx) => {
    const before = (await currencyRates(tx)).find((rate) => rate.code === code) ?? null
    const [saved] = await upsertRates(tx, [
      { code, unitsPerUsd: input.units_per_usd, rateDate: input.rate_date },
    ])
    const view = toView(saved!)!
    await recordAudit(tx, {
      actor,
      action: 'currency.rate',
      subject: { type: 'currency', id: code },
      before,
      after: view,
    })
    return view
  })
}
