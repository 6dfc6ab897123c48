/**
 * A day-by-day line chart drawn by uPlot (canvas, ~20 KB gzip). Loaded only by the dashboard,
 * through React.lazy (lazy-daily-chart.tsx), so no other page downloads it.
 */
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'

export interface ChartSeries {
  label: string
  colour: string
  values: number[]
  format: (value: number) => string
}

/** Short axis labels: 1.2k, 3.4M. */
function compact(value: number, money: boolean): string {
  const v = money ? value / 100 : value
  const text =
    Math.abs(v) >= 1e6
      ? `${+(v / 1e6).toFixed(1)}M`
      : Math.abs(v) >= 1e3
        ? `${+(v / 1e3).toFixed(1)}k`
        : `${+v.toFixed(0)}`
  return money ? `$${text}` : text
}

export default function DailyChart({
  days,
  series,
  money = false,
  height = 220,
}: {
  days: string[]
  series: ChartSeries[]
  /** Values are cents: the axis reads dollars; otherwise counts, as bars on whole numbers. */
  money?: boolean
  height?: number
}) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (!element) return
    const xs = days.map((d) => Date.parse(`${d}T12:00:00+05:30`) / 1000)
    const plot = new uPlot(
      {
        width: Math.max(280, element.clientWidth),
        height,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Asia/Colombo'),
        scales: { x: { time: true } },
        axes: [
          { stroke: '#475569', grid: { stroke: '#e2e8f0' } },
          {
            stroke: '#475569',
            grid: { stroke: '#e2e8f0' },
            size: 50,
            ...(money ? {} : { incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000] }),
            values: (_u, ticks) => ticks.map((t) => compact(t, money)),
          },
        ],
        series: [
          {},
          ...series.map((s) => ({
            label: s.label,
            stroke: s.colour,
            width: money ? 2 : 0,
            fill: money ? `${s.colour}22` : s.colour,
            ...(money ? {} : { paths: uPlot.paths.bars!({ size: [0.7, 12] }) }),
            value: (_u: uPlot, v: number | null) => (v === null ? '—' : s.format(v)),
          })),
        ],
      },
      [xs, ...series.map((s) => s.values)],
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
  }, [days, series, height, money])
  return <div ref={box} aria-hidden="true" className="w-full" />
}
