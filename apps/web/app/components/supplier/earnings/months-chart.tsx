/**
 * The earnings of the last 12 months as stacked bars drawn by uPlot (canvas, ~20 KB gzip, already
 * the admin dashboard's chart library): each bar is the month's gross, split into net,
 * commission and refunds (gross = net + commission + refunds to the cent). Loaded only through
 * React.lazy (lazy-months-chart.tsx), so only /supplier/earnings downloads it.
 */
import type { EarningsMonth } from '@serendib/domain/api/supplier-earnings'
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { earningsParts } from './earnings-parts'

function dollars(cents: number): string {
  const v = cents / 100
  return Math.abs(v) >= 1000 ? `$${+(v / 1000).toFixed(1)}k` : `$${+v.toFixed(0)}`
}

export default function MonthsChart({ months, height = 240 }: { months: EarningsMonth[]; height?: number }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (!element) return
    const oldestFirst = [...months].reverse()
    const xs = oldestFirst.map((_, i) => i)
    const labels = oldestFirst.map((m) =>
      new Date(`${m.month}-01T00:00:00Z`).toLocaleDateString('en-GB', { month: 'short', timeZone: 'UTC' }),
    )
    // Stacked by drawing the taller totals first: gross (refund colour), net + commission, net.
    const layers = [...earningsParts].reverse()
    const totals = layers.map((_, i) =>
      oldestFirst.map((m) => layers.slice(i).reduce((sum, part) => sum + m[part.key], 0)),
    )
    const bars = uPlot.paths.bars!({ size: [0.6, 40] })
    const plot = new uPlot(
      {
        width: Math.max(280, element.clientWidth),
        height,
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: { time: false, range: [-0.5, xs.length - 0.5] },
          y: { range: (_u, _min, max) => [0, Math.max(100, max * 1.1)] },
        },
        axes: [
          {
            stroke: '#475569',
            grid: { show: false },
            splits: () => xs,
            // On a phone every other month is named (the latest always), so the names do not run together.
            values: (u, ticks) =>
              ticks.map((t) => (u.width < 480 && (xs.length - 1 - t) % 2 === 1 ? '' : (labels[t] ?? ''))),
          },
          {
            stroke: '#475569',
            grid: { stroke: '#e2e8f0' },
            size: 56,
            values: (_u, ticks) => ticks.map(dollars),
          },
        ],
        series: [
          {},
          ...layers.map((part) => ({
            label: part.label,
            stroke: part.colour,
            fill: part.colour,
            width: 0,
            points: { show: false },
            paths: bars,
          })),
        ],
      },
      [xs, ...totals],
      element,
    )
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(280, element.clientWidth), height }),
    )
    resize.observe(element)
    return () => {
      resize.disconnect()
      plot.destroy()
    }
  }, [months, height])
  return <div ref={box} className="w-full" />
}
