import type { CurrencyRateHistoryEntry, CurrencyRateView } from '@serendib/domain/api/currency'
import { CURRENCIES, type CurrencyCode } from '@serendib/domain/currency'
import { todayInColombo } from '@serendib/domain/dates'
import { AdminGuardMessages } from '@serendib/domain/messages/admin-guards'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import type { Route } from './+types/currency-rates'
import { DisplayDateInput } from '../../components/ui/display-date-input'
import { adminApi } from '../../lib/admin/admin-api'
import { dateTime, day } from '../../lib/admin/format'

export function meta() {
  return [{ title: 'Currency rates · Serendib admin' }]
}

export async function clientLoader() {
  return adminApi.get<{ base: 'USD'; rates: CurrencyRateView[]; history: CurrencyRateHistoryEntry[] }>(
    '/api/admin/currency-rates',
  )
}

const input = 'h-10 w-full rounded-lg border border-slate-300 px-3 text-slate-900'

/** "0,92" or " 0.92 " as typed, or null when it is not a number at all. */
function typedRate(text: string): number | null {
  const cleaned = text.trim().replace(',', '.')
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : null
}

type Note = { kind: 'saved' | 'error' | 'confirm'; text: string }

/**
 * One currency's rate and date, saved on its own (PUT /api/admin/currency-rates/:code), with the
 * rates it had before. A rate that jumps more than 20 % or leaves the currency's usual range
 * comes back with the reason and waits for "Save anyway" (issue 29).
 */
function RateRow({
  code,
  rate,
  history,
}: {
  code: Exclude<CurrencyCode, 'USD'>
  rate: CurrencyRateView | undefined
  history: CurrencyRateHistoryEntry[]
}) {
  const revalidator = useRevalidator()
  const [units, setUnits] = useState(rate ? String(rate.units_per_usd) : '')
  const [date, setDate] = useState(rate?.rate_date ?? todayInColombo())
  const [note, setNote] = useState<Note | null>(null)
  async function save(confirm: boolean) {
    const value = typedRate(units)
    if (value === null) {
      setNote({ kind: 'error', text: AdminGuardMessages.rateNotNumber })
      return
    }
    const reply = await adminApi.put<CurrencyRateView>(`/api/admin/currency-rates/${code}`, {
      units_per_usd: value,
      rate_date: date,
      confirm,
    })
    if (reply.ok) {
      setNote({ kind: 'saved', text: reply.message ?? 'Rate saved' })
      void revalidator.revalidate()
    } else
      setNote({
        kind: reply.status === 409 ? 'confirm' : 'error',
        text: Object.values(reply.errors).join(' ') || reply.message,
      })
  }
  const noteId = `rate-${code}-note`
  return (
    <div className="border-b border-slate-200 py-3" data-rate-row={code}>
      <form
        aria-label={`${code} rate`}
        onSubmit={(event) => {
          event.preventDefault()
          void save(false)
        }}
        className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[4rem_1fr_1fr_auto]"
      >
        <p className="col-span-2 font-bold text-slate-900 sm:col-span-1">{code}</p>
        <label className="flex flex-col gap-1 text-sm text-slate-700">
          {code} per 1 USD
          <input
            className={input}
            inputMode="decimal"
            value={units}
            aria-invalid={note?.kind === 'error' ? true : undefined}
            aria-describedby={note ? noteId : undefined}
            onChange={(e) => {
              setUnits(e.target.value)
              if (note?.kind !== 'saved') setNote(null)
            }}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm text-slate-700">
          Rate date
          <DisplayDateInput
            className={input}
            value={date}
            onChange={setDate}
            pickerLabel="Open the calendar"
          />
        </label>
        <button
          type="submit"
          className="h-10 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          Save
        </button>
      </form>
      {note ? (
        <div
          id={noteId}
          role={note.kind === 'saved' ? 'status' : 'alert'}
          className={`mt-2 rounded-lg p-2 text-sm ${
            note.kind === 'saved'
              ? 'text-brand-800'
              : note.kind === 'confirm'
                ? 'bg-amber-50 text-amber-900'
                : 'bg-red-50 text-red-800'
          }`}
        >
          <p>{note.text}</p>
          {note.kind === 'confirm' ? (
            <button
              type="button"
              onClick={() => void save(true)}
              className="mt-2 h-9 rounded-lg border border-amber-700 bg-white px-3 font-semibold text-amber-900"
            >
              Save {units.trim()} {code} per USD anyway
            </button>
          ) : null}
        </div>
      ) : null}
      <div className="mt-2 text-sm">
        <h2 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{code} rate history</h2>
        {history.length === 0 ? (
          <p className="text-slate-600">No change recorded yet: this rate came with the site&apos;s setup.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="mt-1 w-full min-w-[28rem] text-left text-sm">
              <caption className="sr-only">History of {code} rates, newest first</caption>
              <thead className="text-xs text-slate-600">
                <tr>
                  <th scope="col" className="py-1 font-semibold">
                    Per USD
                  </th>
                  <th scope="col" className="font-semibold">
                    Rate date
                  </th>
                  <th scope="col" className="font-semibold">
                    Saved (Asia/Colombo)
                  </th>
                  <th scope="col" className="font-semibold">
                    By
                  </th>
                </tr>
              </thead>
              <tbody>
                {history.slice(0, 5).map((h) => (
                  <tr key={h.saved_at + h.units_per_usd} className="border-t border-slate-100">
                    <td className="py-1 font-semibold">{h.units_per_usd}</td>
                    <td>{day(h.rate_date)}</td>
                    <td>{dateTime(h.saved_at)}</td>
                    <td className="break-all">{h.saved_by}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </div>
  )
}

/**
 * Exchange rates for showing prices in travellers' currencies (issue 18). Charges stay in USD;
 * `npm run rates:import FILE` loads many at once (decision 046).
 */
export default function AdminCurrencyRates({ loaderData }: Route.ComponentProps) {
  const rates = loaderData.ok ? loaderData.data.rates : []
  const history = loaderData.ok ? loaderData.data.history : []
  return (
    <section className="flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Currency rates</h1>
      <p className="text-slate-700">
        Travellers see prices converted with these rates, marked as estimates; everything is charged in USD. A
        rate is how many units of the currency one US dollar buys (EUR about 0.9, LKR about 300).
      </p>
      {!loaderData.ok ? <p className="text-red-700">{loaderData.message}</p> : null}
      <div>
        {CURRENCIES.filter((code) => code !== 'USD').map((code) => (
          <RateRow
            key={code}
            code={code}
            rate={rates.find((r) => r.code === code)}
            history={history.filter((h) => h.code === code)}
          />
        ))}
      </div>
    </section>
  )
}
