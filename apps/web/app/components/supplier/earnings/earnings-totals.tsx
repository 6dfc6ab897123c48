import type { Earnings } from '@serendib/domain/api/supplier-earnings'
import { usePortalI18n } from '../../../lib/supplier/portal-i18n'

/**
 * Net to the supplier in three sums, each month counted once (issue 29): booked (tours whose
 * month is not payable yet, upcoming ones included), payable (statements not paid yet) and paid.
 */
export function EarningsTotals({ totals }: { totals: Earnings['totals'] }) {
  const { t, money } = usePortalI18n()
  const items = [
    {
      name: t('earnings.booked'),
      cents: totals.booked_cents,
      hint: t('earnings.bookedHint', { count: totals.booked_bookings }),
    },
    { name: t('earnings.payable'), cents: totals.payable_cents, hint: t('earnings.payableHint') },
    { name: t('earnings.paid'), cents: totals.paid_cents, hint: t('earnings.paidHint') },
  ]
  return (
    <section aria-label={t('earnings.your')} className="mb-5">
      {/* Phones: one row per sum, the amount on the right; wider screens: three cards. */}
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3 sm:gap-4">
        {items.map((item) => (
          <div
            key={item.name}
            className="grid min-w-0 grid-cols-[1fr_auto] items-baseline gap-x-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:block sm:p-4"
          >
            <dt className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{item.name}</dt>
            <dd className="text-right text-lg font-bold whitespace-nowrap text-slate-900 sm:mt-1 sm:text-left sm:text-2xl">
              {money(item.cents)}
            </dd>
            <dd className="col-span-2 text-xs text-slate-600 sm:mt-1 sm:text-sm">{item.hint}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-600">{t('earnings.netNote')}</p>
    </section>
  )
}
