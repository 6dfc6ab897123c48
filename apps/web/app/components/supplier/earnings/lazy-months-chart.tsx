import type { EarningsMonth } from '@serendib/domain/api/supplier-earnings'
import { lazy, Suspense, useId } from 'react'
import { usePortalI18n } from '../../../lib/supplier/portal-i18n'
import { earningsParts } from './earnings-parts'
import { useMonthName } from './earnings-months'

const MonthsChart = lazy(() => import('./months-chart'))

/**
 * The months chart (the last 12 and the upcoming ones), fetched when the earnings page first shows it (no other page downloads
 * it). The canvas is described for screen readers, which are pointed at the table with the
 * same figures.
 */
export function LazyMonthsChart({ months }: { months: EarningsMonth[] }) {
  const id = useId()
  const { t, money, locale, shortMonth } = usePortalI18n()
  const monthName = useMonthName()
  const past = months.filter((m) => m.state !== 'upcoming')
  const upcoming = months.filter((m) => m.state === 'upcoming')
  const best = past.reduce((a, b) => (b.net_cents > a.net_cents ? b : a), past[0]!)
  const sum = (list: EarningsMonth[]) => list.reduce((n, m) => n + m.net_cents, 0)
  return (
    <figure className="mb-4 min-w-0">
      <div role="img" aria-labelledby={`${id}-caption`} aria-describedby={`${id}-summary`}>
        <Suspense fallback={<div className="h-[240px] animate-pulse rounded-lg bg-slate-100" />}>
          <MonthsChart
            months={months}
            upcomingLabel={t('earnings.chartUpcoming')}
            partLabel={t}
            locale={locale}
            shortMonth={shortMonth}
          />
        </Suspense>
      </div>
      <figcaption id={`${id}-caption`} className="mt-2 text-sm text-slate-700">
        <span className="font-semibold">{t('earnings.chartCaption')}</span>
        <span className="inline-flex flex-wrap gap-x-3">
          {earningsParts.map((p) => (
            <span key={p.key} className="inline-flex items-center gap-1">
              <span
                aria-hidden="true"
                className="inline-block h-3 w-3 rounded-sm"
                style={{ background: p.colour }}
              />
              {t(p.label)}
            </span>
          ))}
        </span>
      </figcaption>
      <p id={`${id}-summary`} className="sr-only">
        {t('earnings.chartSummary', {
          past: money(sum(past)),
          best: locale === 'en' ? best.month : monthName(best.month),
          bestNet: money(best.net_cents),
          upcoming: upcoming.length,
          future: money(sum(upcoming)),
        })}
      </p>
    </figure>
  )
}
