import type { Earnings } from '@serendib/domain/api/supplier-earnings'
import { formatDisplayDate } from '@serendib/domain/dates'
import { formatUsd } from '@serendib/domain/money'
import { Link, useSearchParams } from 'react-router'
import { LazyMonthsChart } from '../../components/supplier/earnings/lazy-months-chart'
import { EarningsByChannel } from '../../components/supplier/earnings/earnings-by-channel'
import { EarningsMonths, monthName } from '../../components/supplier/earnings/earnings-months'
import { EarningsTotals } from '../../components/supplier/earnings/earnings-totals'
import { PayoutStatements } from '../../components/supplier/earnings/payout-statements'
import { button, EmptyState, ErrorState, LoadingState, PageHeader, Panel } from '../../components/supplier/ui'
import { useSnackbar } from '../../components/ui/snackbar'
import { downloadWithSession } from '../../lib/supplier/download'
import { useApiData } from '../../lib/supplier/use-api-data'

export function meta() {
  return [{ title: 'Earnings · Serendib suppliers' }, { name: 'robots', content: 'noindex' }]
}

/**
 * /supplier/earnings: net booked, payable and paid; per travel month (the last 12 and the upcoming
 * ones) gross, commission, refunds and net; the month's bookings; CSV.
 */
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
  const hasBookings = e.months.some((m) => m.bookings > 0)
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
      <EarningsTotals totals={e.totals} />
      <Panel title="Month by month" id="months">
        {hasBookings ? (
          <>
            <LazyMonthsChart months={e.months} />
            <EarningsMonths months={e.months} chosen={e.month} />
          </>
        ) : (
          <EmptyState>
            No paid bookings travel in these months yet: the last 12 months and the next{' '}
            {e.months.filter((m) => m.state === 'upcoming').length}. Each booking shows here under the month
            it travels in as soon as it is paid.
          </EmptyState>
        )}
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
