import type { CurrencyRateView } from '@serendib/domain/api/currency'
import { CURRENCIES, type CurrencyCode } from '@serendib/domain/currency'
import { todayInColombo } from '@serendib/domain/dates'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import type { Route } from './+types/currency-rates'
import { adminApi } from '../../lib/admin/admin-api'

export function meta() {
  return [{ title: 'Currency rates · Serendib admin' }]
}

export async function clientLoader() {
  return adminApi.get<{ base: 'USD'; rates: CurrencyRateView[] }>('/api/admin/currency-rates')
}

const input = 'h-10 w-full rounded-lg border border-slate-300 px-3 text-slate-900'

/** One currency's rate and date, saved on its own (PUT /api/admin/currency-rates/:code). */
function RateRow({ code, rate }: { code: Exclude<CurrencyCode, 'USD'>; rate: CurrencyRateView | undefined }) {
  const revalidator = useRevalidator()
  const [units, setUnits] = useState(rate ? String(rate.units_per_usd) : '')
  const [date, setDate] = useState(rate?.rate_date ?? todayInColombo())
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null)
  return (
    <form
      aria-label={`${code} rate`}
      data-rate-row={code}
      onSubmit={async (event) => {
        event.preventDefault()
        const reply = await adminApi.put<CurrencyRateView>(`/api/admin/currency-rates/${code}`, {
          units_per_usd: Number(units),
          rate_date: date,
        })
        setNote(
          reply.ok ? { ok: true, text: reply.message ?? 'Rate saved' } : { ok: false, text: reply.message },
        )
        if (reply.ok) void revalidator.revalidate()
      }}
      className="grid grid-cols-2 items-end gap-3 border-b border-slate-200 py-3 sm:grid-cols-[4rem_1fr_1fr_auto]"
    >
      <p className="col-span-2 font-bold text-slate-900 sm:col-span-1">{code}</p>
      <label className="flex flex-col gap-1 text-sm text-slate-700">
        {code} per 1 USD
        <input
          className={input}
          inputMode="decimal"
          value={units}
          onChange={(e) => setUnits(e.target.value)}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm text-slate-700">
        Rate date
        <input className={input} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
      </label>
      <button
        type="submit"
        className="h-10 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
      >
        Save
      </button>
      {note ? (
        <p role="status" className={`col-span-full text-sm ${note.ok ? 'text-brand-800' : 'text-red-700'}`}>
          {note.text}
        </p>
      ) : null}
    </form>
  )
}

/**
 * Exchange rates for showing prices in travellers' currencies (issue 18). Charges stay in USD;
 * `npm run rates:import FILE` loads many at once (decision 046).
 */
export default function AdminCurrencyRates({ loaderData }: Route.ComponentProps) {
  const rates = loaderData.ok ? loaderData.data.rates : []
  return (
    <section className="flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Currency rates</h1>
      <p className="text-slate-700">
        Travellers see prices converted with these rates, marked as estimates; everything is charged in USD.
      </p>
      {!loaderData.ok ? <p className="text-red-700">{loaderData.message}</p> : null}
      <div>
        {CURRENCIES.filter((code) => code !== 'USD').map((code) => (
          <RateRow key={code} code={code} rate={rates.find((r) => r.code === code)} />
        ))}
      </div>
    </section>
  )
}
