import type { Earnings } from '@serendib/domain/api/supplier-earnings'
import { Link, useSearchParams } from 'react-router'
import { LazyMonthsChart } from '../../components/supplier/earnings/lazy-months-chart'
import { EarningsByChannel } from '../../components/supplier/earnings/earnings-by-channel'
import { EarningsMonths, useMonthName } from '../../components/supplier/earnings/earnings-months'
import { EarningsTotals } from '../../components/supplier/earnings/earnings-totals'
import { PayoutStatements } from '../../components/supplier/earnings/payout-statements'
import { button, EmptyState, ErrorState, LoadingState, PageHeader, Panel } from '../../components/supplier/ui'
import { useSnackbar } from '../../components/ui/snackbar'
import { downloadWithSession } from '../../lib/supplier/download'
import { portalMeta, usePortalI18n } from '../../lib/supplier/portal-i18n'
import { useServerMessage } from '../../lib/supplier/server-messages'
import { useApiData } from '../../lib/supplier/use-api-data'
import type { Route } from './+types/earnings'

export function meta({ matches }: Route.MetaArgs) {
  return portalMeta(matches, 'earnings.title')
}

/**
 * /supplier/earnings: net booked, payable and paid; per travel month (the last 12 and the upcoming
 * ones) gross, commission, refunds and net; the month's bookings; CSV.
 */
export default function SupplierEarnings() {
  const [params] = useSearchParams()
  const snackbar = useSnackbar()
  const { t, lp, money, date, locale } = usePortalI18n()
  const say = useServerMessage()
  const monthName = useMonthName()
  const month = params.get('month') ?? ''
  const earnings = useApiData<Earnings>(
    `/api/supplier/earnings${month ? `?month=${encodeURIComponent(month)}` : ''}`,
  )
  async function csv(m: string) {
    const problem = await downloadWithSession(
      `/api/supplier/earnings.csv?month=${m}${locale === 'en' ? '' : `&lang=${locale}`}`,
      `earnings-${m}.csv`,
    )
    if (problem) snackbar(say(problem), 'error')
  }
  if (earnings.state === 'loading') return <LoadingState label={t('earnings.loading')} />
  if (earnings.state === 'error') return <ErrorState message={earnings.message} onRetry={earnings.reload} />
  const e = earnings.data
  const hasBookings = e.months.some((m) => m.bookings > 0)
  return (
    <>
      <PageHeader
        title={t('earnings.heading')}
        description={t('earnings.intro', { rate: (e.commission_bps / 100).toFixed(1) })}
        actions={
          <button type="button" className={button.secondary} onClick={() => csv(e.month)}>
            {t('earnings.csv', { month: monthName(e.month) })}
          </button>
        }
      />
      <EarningsTotals totals={e.totals} />
      <Panel title={t('earnings.byMonth')} id="months">
        {hasBookings ? (
          <>
            <LazyMonthsChart months={e.months} />
            <EarningsMonths months={e.months} chosen={e.month} />
          </>
        ) : (
          <EmptyState>
            {t('earnings.empty', { upcoming: e.months.filter((m) => m.state === 'upcoming').length })}
          </EmptyState>
        )}
      </Panel>
      <EarningsByChannel month={monthName(e.month)} channels={e.channels} />
      <PayoutStatements />
      <Panel title={t('earnings.travelling', { month: monthName(e.month) })} id="bookings">
        {e.bookings.length === 0 ? (
          <EmptyState>{t('earnings.noneThisMonth')}</EmptyState>
        ) : (
          <ul className="grid gap-2">
            {e.bookings.map((b) => (
              <li key={b.id} className="rounded-lg border border-slate-200 p-2 text-sm">
                <p className="font-semibold">
                  <Link to={lp(`/supplier/bookings/${b.id}`)} className="underline">
                    {b.booking_reference}
                  </Link>{' '}
                  · {date(b.start_date)}
                </p>
                <p className="text-slate-700">{b.tour}</p>
                <p>
                  {t('earnings.bookingMoney', {
                    gross: money(b.gross_cents),
                    refunds: money(b.refunds_cents),
                    commission: money(b.commission_cents),
                  })}
                  <strong>{t('earnings.net', { net: money(b.net_cents) })}</strong>
                </p>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </>
  )
}
