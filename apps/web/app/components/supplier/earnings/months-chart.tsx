/**
 * The earnings of the last 12 months and the upcoming ones as stacked bars drawn by uPlot (canvas, ~20 KB gzip, already
 * the admin dashboard's chart library): each bar is the month's gross, split into net,
 * commission and refunds (gross = net + commission + refunds to the cent). Loaded only through
 * React.lazy (lazy-months-chart.tsx), so only /supplier/earnings downloads it.
 */
import type { EarningsMonth } from '@serendib/domain/api/supplier-earnings'
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { SupplierLocale } from '@serendib/domain/i18n/locales'
import { moneyAxis, moneyAxisLabel } from '../../../lib/supplier/money-axis'
import { earningsParts } from './earnings-parts'

export default function MonthsChart({
  months,
  height = 240,
  upcomingLabel,
  partLabel,
  locale = 'en',
  shortMonth,
}: {
  months: EarningsMonth[]
  height?: number
  /** "Upcoming →" and the parts' names in the portal's language (decision 078). */
  upcomingLabel: string
  partLabel: (id: (typeof earningsParts)[number]['label']) => string
  /** The portal's language: the axis's months and amounts follow it (issue 31). */
  locale?: SupplierLocale
  shortMonth: (ym: string) => string
}) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (!element) return
    const oldestFirst = [...months].reverse()
    const xs = oldestFirst.map((_, i) => i)
    // A year's first month carries the year ("Jan 27"), so upcoming months are not read as past.
    const labels = oldestFirst.map((m) => {
      const name = shortMonth(m.month)
      return m.month.endsWith('-01') ? `${name} ${m.month.slice(2, 4)}` : name
    })
    // Stacked by drawing the taller totals first: gross (refund colour), net + commission, net.
    const layers = [...earningsParts].reverse()
    const totals = layers.map((_, i) =>
      oldestFirst.map((m) => layers.slice(i).reduce((sum, part) => sum + m[part.key], 0)),
    )
    const bars = uPlot.paths.bars!({ size: [0.6, 40] })
    // Our own splits: round, distinct dollar amounts (uPlot's own split a $1 range into cents).
    const axis = moneyAxis(Math.max(0, ...(totals[0] ?? [])))
    // This month: the last that is not upcoming; a dashed line divides it from the upcoming ones.
    const now = oldestFirst.findLastIndex((m) => m.state !== 'upcoming')
    // As many month names as fit, about 36 px each; this month always named.
    const every = (width: number) => Math.max(1, Math.ceil((xs.length * 36) / Math.max(1, width - 56)))
    const plot = new uPlot(
      {
        width: Math.max(280, element.clientWidth),
        height,
        legend: { show: false },
        cursor: { show: false },
        hooks: {
          draw: [
            (u) => {
              if (now < 0 || now >= xs.length - 1) return
              const x = Math.round(u.valToPos(now + 0.5, 'x', true))
              const ctx = u.ctx
              ctx.save()
              ctx.strokeStyle = '#0369a1'
              ctx.fillStyle = '#0369a1'
              ctx.lineWidth = uPlot.pxRatio
              ctx.setLineDash([4 * uPlot.pxRatio, 4 * uPlot.pxRatio])
              ctx.beginPath()
              ctx.moveTo(x, u.bbox.top)
              ctx.lineTo(x, u.bbox.top + u.bbox.height)
              ctx.stroke()
              // The word sits on a white patch, so a tall bar beside it does not hide it.
              ctx.font = `${12 * uPlot.pxRatio}px system-ui, sans-serif`
              ctx.textAlign = 'left'
              ctx.textBaseline = 'alphabetic'
              const text = upcomingLabel
              const pad = 3 * uPlot.pxRatio
              const width = ctx.measureText(text).width
              ctx.fillStyle = 'rgba(255, 255, 255, 0.9)'
              ctx.fillRect(x + pad, u.bbox.top, width + 2 * pad, 16 * uPlot.pxRatio)
              ctx.fillStyle = '#0369a1'
              ctx.fillText(text, x + 2 * pad, u.bbox.top + 12 * uPlot.pxRatio)
              ctx.restore()
            },
          ],
        },
        scales: {
          x: { time: false, range: [-0.5, xs.length - 0.5] },
          y: { range: () => [0, axis.top] },
        },
        axes: [
          {
            stroke: '#475569',
            grid: { show: false },
            splits: () => xs,
            // On a phone only every other (or third) month is named, so the names do not run together.
            values: (u, ticks) =>
              ticks.map((t) => ((now - t) % every(u.width) === 0 ? (labels[t] ?? '') : '')),
          },
          {
            stroke: '#475569',
            grid: { stroke: '#e2e8f0' },
            size: 56,
            splits: () => axis.ticks,
            values: (_u, ticks) => ticks.map((t) => moneyAxisLabel(t, axis.step, locale)),
          },
        ],
        series: [
          {},
          ...layers.map((part) => ({
            label: partLabel(part.label),
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
  }, [months, height, upcomingLabel, partLabel, locale, shortMonth])
  return <div ref={box} className="w-full" />
}
