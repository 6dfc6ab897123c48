/** Exchange rates for the API: read for everyone, saved by admins with an audit row. */
import { sql } from 'drizzle-orm'
import { queryRows, type Database, type DbOrTx } from '@serendib/db/client'
import { listRates, upsertRates } from '@serendib/db/currency-rates'
import type { CurrencyRate } from '@serendib/db/schema/currency'
import { rateWarning } from '@serendib/domain/admin-guards'
import type { CurrencyRateHistoryEntry, CurrencyRateView } from '@serendib/domain/api/currency'
import { isCurrency, rateProblems, type CurrencyCode, type RateFields } from '@serendib/domain/currency'
import { ConflictError, FieldErrorsError } from '@serendib/domain/errors'
import { recordAudit, type AuditActor } from '../audit/record-audit.ts'

const toView = (rate: CurrencyRate): CurrencyRateView | null =>
  isCurrency(rate.code)
    ? { code: rate.code, units_per_usd: Number(rate.unitsPerUsd), rate_date: rate.rateDate }
    : null

export async function currencyRates(db: DbOrTx): Promise<CurrencyRateView[]> {
  return (await listRates(db)).map(toView).filter((rate) => rate !== null)
}

/** How many past rates of each currency the admin screen shows. */
const HISTORY_PER_CURRENCY = 10

interface HistoryRow extends Record<string, unknown> {
  code: string
  after: { units_per_usd?: unknown; rate_date?: unknown } | null
  at: Date | string
  actor_label: string
}

/**
 * Each currency's last rates, newest first, read from the audit log (every admin save and every
 * import writes `currency.rate` there, decision 027): one record of who changed what and when.
 */
export async function currencyRateHistory(db: DbOrTx): Promise<CurrencyRateHistoryEntry[]> {
  const rows = await queryRows<HistoryRow>(
    db,
    sql`select code, after, at, actor_label from (
          select subject_id as code, after, at, actor_label,
                 row_number() over (partition by subject_id order by at desc, id desc) as n
            from audit_log where action = 'currency.rate' and subject_type = 'currency') h
         where n <= ${HISTORY_PER_CURRENCY} order by code, at desc`,
  )
  return rows.flatMap((r) => {
    const units = Number(r.after?.units_per_usd)
    if (!isCurrency(r.code) || !Number.isFinite(units)) return []
    return [
      {
        code: r.code,
        units_per_usd: units,
        rate_date: String(r.after?.rate_date ?? ''),
        saved_at: new Date(r.at).toISOString(),
        saved_by: r.actor_label,
      },
    ]
  })
}

/**
 * Saves one rate (422 field by field when it is not a rate), audited as `currency.rate`. A move
 * of more than 20 % from the rate it replaces, or a rate far from where the currency trades, is
 * a 409 with the reason until the admin confirms it (issue 29: 92 EUR per USD was saved).
 */
export async function saveCurrencyRate(
  database: Database,
  actor: AuditActor,
  code: Exclude<CurrencyCode, 'USD'>,
  input: RateFields & { confirm?: boolean },
): Promise<CurrencyRateView> {
  const problems = rateProblems(input)
  if (Object.keys(problems).length > 0) throw new FieldErrorsError(problems)
  return database.transaction(async (tx) => {
    const before = (await currencyRates(tx)).find((rate) => rate.code === code) ?? null
    const warning = rateWarning(code, before?.units_per_usd ?? null, input.units_per_usd)
    if (warning && !input.confirm) throw new ConflictError(warning)
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
      reason: warning && input.confirm ? `Confirmed: ${warning}` : null,
    })
    return view
  })
}
