import type { Earnings } from '@serendib/domain/api/supplier-earnings'
import { formatUsd } from '@serendib/domain/money'

/**
 * Net to the supplier in three sums, each month counted once (issue 29): booked (tours whose
 * month is not payable yet, upcoming ones included), payable (statements not paid yet) and paid.
 */
export function EarningsTotals({ totals }: { totals: Earnings['totals'] }) {
  const items = [
    {
      name: 'Booked',
      cents: totals.booked_cents,
      hint: `${totals.booked_bookings} ${totals.booked_bookings === 1 ? 'booking' : 'bookings'} not payable yet`,
    },
    { name: 'Payable', cents: totals.payable_cents, hint: 'on statements we are about to pay' },
    { name: 'Paid', cents: totals.paid_cents, hint: 'transferred to your bank account' },
  ]
  return (
    <section aria-label="Your net earnings" className="mb-5">
      <dl className="grid grid-cols-3 gap-2 sm:gap-4">
        {items.map((item) => (
          <div
            key={item.name}
            className="min-w-0 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
          >
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600 sm:text-sm">
              {item.name}
            </dt>
            <dd className="mt-1 break-words text-lg font-bold text-slate-900 sm:text-2xl">
              {formatUsd(item.cents)}
            </dd>
            <dd className="mt-1 text-xs text-slate-600 sm:text-sm">{item.hint}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-600">Net: what is yours after refunds and our commission.</p>
    </section>
  )
}
