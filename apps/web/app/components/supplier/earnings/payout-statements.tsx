import type { PayoutStatement } from '@serendib/domain/api/payouts'
import { usePortalI18n } from '../../../lib/supplier/portal-i18n'
import { useApiData } from '../../../lib/supplier/use-api-data'
import { EmptyState, ErrorState, LoadingState, Panel } from '../ui'
import { useMonthName } from './earnings-months'

const englishMonth = (m: string) =>
  new Date(`${m}-01T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
const paidOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { timeZone: 'Asia/Colombo', dateStyle: 'medium' })

/** The supplier's payout statements (decision 049): what is payable, and what was paid, when, with which reference. */
export function PayoutStatements() {
  const list = useApiData<PayoutStatement[]>('/api/supplier/payout-statements')
  const { t, money, locale, dateTime } = usePortalI18n()
  const portalMonth = useMonthName()
  const monthName = locale === 'en' ? englishMonth : portalMonth
  return (
    <Panel title={t('payouts.heading')} id="payouts">
      <p className="mb-3 text-sm text-slate-600">{t('payouts.intro')}</p>
      {list.state === 'loading' ? <LoadingState /> : null}
      {list.state === 'error' ? <ErrorState message={list.message} onRetry={list.reload} /> : null}
      {list.state === 'ready' && list.data.length === 0 ? <EmptyState>{t('payouts.none')}</EmptyState> : null}
      {list.state === 'ready' && list.data.length > 0 ? (
        <ul className="grid gap-2">
          {list.data.map((s) => (
            <li
              key={s.id}
              className="flex flex-wrap items-baseline justify-between gap-2 rounded-lg border border-slate-200 p-3 text-sm"
            >
              <div>
                <p className="font-semibold">{monthName(s.month)}</p>
                <p className="text-slate-600">
                  {t('earnings.monthLine', {
                    count: s.bookings,
                    gross: money(s.gross_cents),
                    refunds: money(s.refunds_cents),
                    commission: money(s.commission_cents),
                  })}
                </p>
              </div>
              <div className="text-right">
                <p className="font-bold">{t('earnings.netTitle', { net: money(s.net_cents) })}</p>
                {s.status === 'paid' && s.paid_at ? (
                  <p className="font-semibold text-green-800">
                    {t('payouts.paidOn', {
                      date: locale === 'en' ? paidOn(s.paid_at) : dateTime(s.paid_at),
                      reference: s.paid_reference,
                    })}
                  </p>
                ) : (
                  <p className="font-semibold text-amber-800">{t('payouts.payable')}</p>
                )}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  )
}
