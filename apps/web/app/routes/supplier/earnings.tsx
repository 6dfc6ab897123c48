import type { Earnings } from '@serendib/domain/api/supplier-earnings'
import { formatDisplayDate } from '@serendib/domain/dates'
import { formatUsd } from '@serendib/domain/money'
import { Link, useSearchParams } from 'react-router'
import { LazyMonthsChart } from '../../components/supplier/earnings/lazy-months-chart'
import { EarningsByChannel, MoneyColumnHeads } from '../../components/supplier/earnings/earnings-by-channel'
import { PayoutStatements } from '../../components/supplier/earnings/payout-statements'
import { button, EmptyState, ErrorState, LoadingState, PageHeader, Panel } from '../../components/supplier/ui'
import { useSnackbar } from '../../components/ui/snackbar'
import { downloadWithSession } from '../../lib/supplier/download'
import { useApiData } from '../../lib/supplier/use-api-data'

export function meta() {
  return [{ title: 'Earnings · Serendib suppliers' }, { name: 'robots', content: 'noindex' }]
}

const monthName = (m: string) =>
  new Date(`${m}-01T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })

/** /supplier/earnings: per travel month, gross, commission, refunds and net; the month's bookings; CSV. */
export default function SupplierEarnings() {
  const [params] = useSearchParams()
  const snackbar = useSnackbar()
  const month = params.get('month') ?? ''
  const earnings = useApiData<Earnings>(
    `/api/supplier/earnings${month ? `?month=${encodeURIComponent(month)}` : ''}`,
  )
  async function csv(m: string) {
    const problem = await downloadWithSession(`/api/supplier/earnings.csv?month=${m}`, `earnings-${m}.csv`)
    if (problem) snackbar(problem, 'error')
  }
  if (earnings.state === 'loading') return <LoadingState label="Loading earnings…" />
  if (earnings.state === 'error') return <ErrorState message={earnings.message} onRetry={earnings.reload} />
  const e = earnings.data
  const max = Math.max(1, ...e.months.map((m) => m.net_cents))
  return (
    <>
      <PageHeader
        title="Earnings"
        description={`By travel month. Serendib's commission: ${(e.commission_bps / 100).toFixed(1)} % of what was paid and kept.`}
        actions={
          <button type="button" className={button.secondary} onClick={() => csv(e.month)}>
            Download {monthName(e.month)} CSV
          </button>
        }
      />
      <Panel title="Last 12 months" id="months">
        <LazyMonthsChart months={e.months} />
        {/* Phones: one line per month (net first); wider screens: the full table. */}
        <ul className="grid gap-1 sm:hidden">
          {e.months.map((m) => (
            <li
              key={m.month}
              className={`rounded-lg border border-slate-100 p-2 text-sm ${m.month === e.month ? 'bg-brand-50' : ''}`}
            >
              <div className="flex items-baseline justify-between gap-2">
                <Link to={`?month=${m.month}`} className="font-semibold underline">
                  {monthName(m.month)}
                </Link>
                <span className="font-semibold">net {formatUsd(m.net_cents)}</span>
              </div>
              <div
                className="mt-1 h-1.5 rounded bg-brand-600"
                style={{ width: `${(m.net_cents / max) * 100}%` }}
              />
              <p className="mt-1 text-xs text-slate-600">
                Gross {formatUsd(m.gross_cents)} · refunds {formatUsd(m.refunds_cents)} · commission{' '}
                {formatUsd(m.commission_cents)}
              </p>
            </li>
          ))}
        </ul>
        <div className="hidden overflow-x-auto sm:block">
          <table className="w-full min-w-[34rem] text-sm">
            <caption className="sr-only">Earnings per travel month</caption>
            <thead>
              <tr className="text-left text-slate-600">
                <th scope="col" className="py-1">
                  Month
                </th>
                <MoneyColumnHeads />
                <th scope="col" className="py-1 pl-2" aria-hidden="true"></th>
              </tr>
            </thead>
            <tbody>
              {e.months.map((m) => (
                <tr
                  key={m.month}
                  className={`border-t border-slate-100 ${m.month === e.month ? 'bg-brand-50' : ''}`}
                >
                  <th scope="row" className="py-1.5 text-left font-semibold">
                    <Link
                      to={`?month=${m.month}`}
                      className="underline"
                      aria-current={m.month === e.month ? 'true' : undefined}
                    >
                      {monthName(m.month)}
                    </Link>
                  </th>
                  <td className="text-right">{formatUsd(m.gross_cents)}</td>
                  <td className="text-right">{formatUsd(m.refunds_cents)}</td>
                  <td className="text-right">{formatUsd(m.commission_cents)}</td>
                  <td className="text-right font-semibold">{formatUsd(m.net_cents)}</td>
                  <td className="w-24 pl-2" aria-hidden="true">
                    <div
                      className="h-2 rounded bg-brand-600"
                      style={{ width: `${(m.net_cents / max) * 100}%` }}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Panel>
      <EarningsByChannel month={monthName(e.month)} channels={e.channels} />
      <PayoutStatements />
      <Panel title={`Bookings travelling in ${monthName(e.month)}`} id="bookings">
        {e.bookings.length === 0 ? (
          <EmptyState>No paid bookings travel this month.</EmptyState>
        ) : (
          <ul className="grid gap-2">
            {e.bookings.map((b) => (
              <li key={b.id} className="rounded-lg border border-slate-200 p-2 text-sm">
                <p className="font-semibold">
                  <Link to={`/supplier/bookings/${b.id}`} className="underline">
                    {b.booking_reference}
                  </Link>{' '}
                  · {formatDisplayDate(b.start_date)}
                </p>
                <p className="text-slate-700">{b.tour}</p>
                <p>
                  Gross {formatUsd(b.gross_cents)} · refunds {formatUsd(b.refunds_cents)} · commission{' '}
                  {formatUsd(b.commission_cents)} · <strong>net {formatUsd(b.net_cents)}</strong>
                </p>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </>
  )
}
