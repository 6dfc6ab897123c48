import type { OperationsSummary } from '@serendib/domain/api/supplier-operations'
import { Link } from 'react-router'
import { usePortalI18n } from '../../../lib/supplier/portal-i18n'
import { useApiData } from '../../../lib/supplier/use-api-data'
import { ErrorState, LoadingState, Panel } from '../ui'

/** The dashboard's day: requests to answer (with deadlines), today's and tomorrow's departures, cancellation rate. */
export function OperationsPanel() {
  const summary = useApiData<OperationsSummary>('/api/supplier/bookings/summary')
  const { t, lp, date, deadline } = usePortalI18n()
  return (
    <Panel title={t('ops.title')} id="operations">
      {summary.state === 'loading' ? <LoadingState /> : null}
      {summary.state === 'error' ? <ErrorState message={summary.message} onRetry={summary.reload} /> : null}
      {summary.state === 'ready' ? (
        <div className="grid gap-3 text-sm">
          <div className="grid grid-cols-2 gap-2">
            {(
              [
                [t('ops.today'), summary.data.today],
                [t('ops.tomorrow'), summary.data.tomorrow],
              ] as const
            ).map(([name, d]) => (
              <Link
                key={name}
                to={lp(`/supplier/manifest?date=${d.date}`)}
                className="rounded-lg border border-slate-200 p-3 hover:bg-slate-50"
              >
                <span className="block font-semibold">{name}</span>
                {t('ops.departures', { bookings: d.bookings, pax: d.pax })}
              </Link>
            ))}
          </div>
          {summary.data.awaiting.length > 0 ? (
            <div>
              <h3 className="font-semibold text-amber-900">{t('ops.awaiting')}</h3>
              <ul className="mt-1 grid gap-1">
                {summary.data.awaiting.map((r) => (
                  <li key={r.id}>
                    <Link to={lp(`/supplier/bookings/${r.id}`)} className="underline">
                      {r.booking_reference}
                    </Link>{' '}
                    · {r.tour} · {date(r.start_date)} ·{' '}
                    {t('ops.answer', { deadline: deadline(r.response_deadline) })}
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="text-slate-600">{t('ops.noRequests')}</p>
          )}
          <p>
            {t('ops.cancellationRate')}{' '}
            <strong>
              {summary.data.cancellation_rate === null
                ? '—'
                : t('ops.percent', { rate: summary.data.cancellation_rate })}
            </strong>{' '}
            <span className="text-slate-600">{t('ops.cancellationNote')}</span>
          </p>
        </div>
      ) : null}
    </Panel>
  )
}
