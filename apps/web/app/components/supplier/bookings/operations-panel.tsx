import type { OperationsSummary } from '@serendib/domain/api/supplier-operations'
import { formatDisplayDate } from '@serendib/domain/dates'
import { Link } from 'react-router'
import { deadlineText } from '../../../lib/supplier/bookings-query'
import { useApiData } from '../../../lib/supplier/use-api-data'
import { ErrorState, LoadingState, Panel } from '../ui'

/** The dashboard's day: requests to answer (with deadlines), today's and tomorrow's departures, cancellation rate. */
export function OperationsPanel() {
  const summary = useApiData<OperationsSummary>('/api/supplier/bookings/summary')
  return (
    <Panel title="Today's work" id="operations">
      {summary.state === 'loading' ? <LoadingState /> : null}
      {summary.state === 'error' ? <ErrorState message={summary.message} onRetry={summary.reload} /> : null}
      {summary.state === 'ready' ? (
        <div className="grid gap-3 text-sm">
          <div className="grid grid-cols-2 gap-2">
            {(
              [
                ['Today', summary.data.today],
                ['Tomorrow', summary.data.tomorrow],
              ] as const
            ).map(([name, d]) => (
              <Link
                key={name}
                to={`/supplier/manifest?date=${d.date}`}
                className="rounded-lg border border-slate-200 p-3 hover:bg-slate-50"
              >
                <span className="block font-semibold">{name}</span>
                {d.bookings} departures · {d.pax} travellers
              </Link>
            ))}
          </div>
          {summary.data.awaiting.length > 0 ? (
            <div>
              <h3 className="font-semibold text-amber-900">Requests awaiting your answer</h3>
              <ul className="mt-1 grid gap-1">
                {summary.data.awaiting.map((r) => (
                  <li key={r.id}>
                    <Link to={`/supplier/bookings/${r.id}`} className="underline">
                      {r.booking_reference}
                    </Link>{' '}
                    · {r.tour} · {formatDisplayDate(r.start_date)} · answer{' '}
                    {deadlineText(r.response_deadline)}
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="text-slate-600">No requests waiting for an answer.</p>
          )}
          <p>
            Cancellation rate:{' '}
            <strong>
              {summary.data.cancellation_rate === null ? '—' : `${summary.data.cancellation_rate} %`}
            </strong>{' '}
            <span className="text-slate-600">(bookings you canceled, of all paid bookings)</span>
          </p>
        </div>
      ) : null}
    </Panel>
  )
}
