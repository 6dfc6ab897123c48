/**
 * The rate import's file formats (decision 046; scripts/import-currency-rates.ts). Either JSON —
 * `[{ "code": "EUR", "units_per_usd": 0.92, "rate_date": "2026-11-20" }, …]` or
 * `{ "date": "2026-11-20", "rates": { "EUR": 0.92, "LKR": 299.2 } }` — or CSV with the header
 * `code,units_per_usd,rate_date`. A file with any bad line is refused whole.
 */
import { isCurrency, rateProblems, type CurrencyCode } from './currency.ts'

export interface ImportedRate {
  code: CurrencyCode
  units_per_usd: number
  rate_date: string
}

export type ImportResult = { ok: true; rates: ImportedRate[] } | { ok: false; problems: string[] }

function fromRows(rows: Array<{ code: unknown; units_per_usd: unknown; rate_date: unknown }>): ImportResult {
  const problems: string[] = []
  const rates: ImportedRate[] = []
  rows.forEach((row, i) => {
    const where = `line ${i + 1}`
    const code = String(row.code ?? '')
      .trim()
      .toUpperCase()
    if (!isCurrency(code) || code === 'USD') {
      problems.push(`${where}: ${code || '(empty)'} is not a currency we show (LKR, EUR, GBP, INR, AUD, CNY)`)
      return
    }
    const rate = {
      code,
      units_per_usd: Number(row.units_per_usd),
      rate_date: String(row.rate_date ?? '').trim(),
    }
    const fieldProblems = Object.values(rateProblems(rate))
    if (fieldProblems.length > 0) problems.push(`${where} (${code}): ${fieldProblems.join('; ')}`)
    else rates.push(rate)
  })
  if (rows.length === 0) problems.push('the file has no rates')
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rates }
}

export function parseRateFile(text: string): ImportResult {
  const trimmed = text.trim()
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    let value: unknown
    try {
      value = JSON.parse(trimmed)
    } catch {
      return { ok: false, problems: ['the file is not valid JSON'] }
    }
    if (Array.isArray(value)) return fromRows(value as never)
    const { date, rates } = value as { date?: unknown; rates?: Record<string, unknown> }
    if (!rates || typeof rates !== 'object')
      return { ok: false, problems: ['expected "rates": { "EUR": 0.92, … }'] }
    return fromRows(
      Object.entries(rates).map(([code, rate]) => ({ code, units_per_usd: rate, rate_date: date })),
    )
  }
  const [header, ...lines] = trimmed.split(/\r?\n/).filter((line) => line.trim() !== '')
  if (header?.replace(/\s/g, '') !== 'code,units_per_usd,rate_date')
    return { ok: false, problems: ['the CSV header must be code,units_per_usd,rate_date'] }
  return fromRows(
    lines.map((line) => {
      const [code, units_per_usd, rate_date] = line.split(',')
      return { code, units_per_usd: units_per_usd?.trim() === '' ? Number.NaN : units_per_usd, rate_date }
    }),
  )
}
