import type { PayoutStatement } from '@serendib/domain/api/payouts'
import { formatUsd } from '@serendib/domain/money'
import { useApiData } from '../../../lib/supplier/use-api-data'
import { EmptyState, ErrorState, LoadingState, Panel } from '../ui'

const monthName = (m: string) =>
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
  return (
    <Panel title="Payout statements" id="payouts">
      <p className="mb-3 text-sm text-slate-600">
        A month&apos;s net becomes payable once all its travel dates have passed; we pay it by bank transfer
        to the account in your profile.
      </p>
      {list.state === 'loading' ? <LoadingState /> : null}
      {list.state === 'error' ? <ErrorState message={list.message} onRetry={list.reload} /> : null}
      {list.state === 'ready' && list.data.length === 0 ? (
        <EmptyState>No statement yet: the first comes after your first month of tours has ended.</EmptyState>
      ) : null}
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
                  {s.bookings} {s.bookings === 1 ? 'booking' : 'bookings'} · gross {formatUsd(s.gross_cents)}{' '}
                  · refunds {formatUsd(s.refunds_cents)} · commission {formatUsd(s.commission_cents)}
                </p>
              </div>
              <div className="text-right">
                <p className="font-bold">Net {formatUsd(s.net_cents)}</p>
                {s.status === 'paid' && s.paid_at ? (
                  <p className="font-semibold text-green-800">
                    Paid on {paidOn(s.paid_at)} · reference {s.paid_reference}
                  </p>
                ) : (
                  <p className="font-semibold text-amber-800">Payable</p>
                )}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  )
}
