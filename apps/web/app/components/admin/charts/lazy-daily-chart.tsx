import { lazy, Suspense } from 'react'
import type { ChartSeries } from './daily-chart'

const DailyChart = lazy(() => import('./daily-chart'))

/**
 * The chart, fetched when first shown; the same figures are in a table beside it for screen
 * readers and for anyone who wants the numbers.
 */
export function LazyDailyChart({
  title,
  days,
  series,
  money = false,
}: {
  title: string
  days: string[]
  series: ChartSeries[]
  money?: boolean
}) {
  return (
    <figure className="min-w-0">
      <figcaption className="mb-2 text-sm font-semibold text-slate-700">{title}</figcaption>
      <Suspense fallback={<div className="h-[220px] animate-pulse rounded-lg bg-slate-100" />}>
        <DailyChart days={days} series={series} money={money} />
      </Suspense>
    </figure>
  )
}
