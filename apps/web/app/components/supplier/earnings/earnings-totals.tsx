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
      {/* Phones: one row per sum, the amount on the right; wider screens: three cards. */}
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3 sm:gap-4">
        {items.map((item) => (
          <div
            key={item.name}
            className="grid min-w-0 grid-cols-[1fr_auto] items-baseline gap-x-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:block sm:p-4"
          >
            <dt className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{item.name}</dt>
            <dd className="text-right text-lg font-bold whitespace-nowrap text-slate-900 sm:mt-1 sm:text-left sm:text-2xl">
              {formatUsd(item.cents)}
            </dd>
            <dd className="col-span-2 text-xs text-slate-600 sm:mt-1 sm:text-sm">{item.hint}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-600">Net: what is yours after refunds and our commission.</p>
    </section>
  )
}
