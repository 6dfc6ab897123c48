import { useEffect, useId, useRef, useState } from 'react'

interface Props {
  title: string
  /** Parameter names, for the no-JavaScript form submission. */
  names: [min: string, max: string]
  bounds: { min: number; max: number }
  step: number
  /** Null means "no limit", shown at the slider's end. */
  value: [number | null, number | null]
  format: (value: number) => string
  /** Spoken names of the two thumbs, e.g. "Minimum duration". */
  thumbLabels: [string, string]
  /** Called once the thumbs have rested; the filter form then reads the new values. */
  onCommit: () => void
}

/** Long enough to let a drag or a few arrow presses finish before the page reloads results. */
const COMMIT_DELAY_MS = 450

const thumb =
  'pointer-events-none absolute inset-0 h-6 w-full appearance-none bg-transparent focus-visible:outline-offset-4 ' +
  '[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:h-6 [&::-webkit-slider-thumb]:w-6 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-brand-700 [&::-webkit-slider-thumb]:bg-white [&::-webkit-slider-thumb]:shadow ' +
  '[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:h-5 [&::-moz-range-thumb]:w-5 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-brand-700 [&::-moz-range-thumb]:bg-white'

/**
 * Two native range inputs over one track: keyboard, touch and screen readers work as with any
 * slider, and without JavaScript the values travel with the filter form.
 */
export function RangeFilter({ title, names, bounds, step, value, format, thumbLabels, onCommit }: Props) {
  const id = useId()
  const incoming: [number, number] = [value[0] ?? bounds.min, value[1] ?? bounds.max]
  const [range, setRange] = useState(incoming)
  // Follow the URL when it changes (back button, chip removal), keeping local drags otherwise.
  const [synced, setSynced] = useState(incoming.join())
  if (synced !== incoming.join()) {
    setSynced(incoming.join())
    setRange(incoming)
  }

  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])

  function change(index: 0 | 1, next: number) {
    const [low, high] = range
    setRange(index === 0 ? [Math.min(next, high), high] : [low, Math.max(next, low)])
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(onCommit, COMMIT_DELAY_MS)
  }

  const [low, high] = range
  const percent = (n: number) => ((n - bounds.min) / (bounds.max - bounds.min)) * 100
  const text = (n: number) => `${format(n)}${n === bounds.max ? '+' : ''}`

  return (
    <fieldset>
      <legend className="text-sm font-bold text-slate-900">{title}</legend>
      <p id={`${id}-value`} className="mt-1 text-sm text-slate-700">
        {text(low)} – {text(high)}
      </p>
      <div className="relative mt-3 h-6">
        {/* The track is inset by half a thumb so the fill meets each thumb's centre. */}
        <div className="absolute inset-x-3 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-slate-200">
          <div
            className="absolute inset-y-0 rounded-full bg-brand-700"
            style={{ left: `${percent(low)}%`, right: `${100 - percent(high)}%` }}
          />
        </div>
        {([0, 1] as const).map((index) => (
          <input
            key={index}
            type="range"
            name={names[index]}
            min={bounds.min}
            max={bounds.max}
            step={step}
            value={range[index]}
            aria-label={thumbLabels[index]}
            aria-valuetext={text(range[index])}
            aria-describedby={`${id}-value`}
            onChange={(event) => change(index, Number(event.target.value))}
            // When both thumbs meet at the top end, the lower one must stay reachable.
            style={{ zIndex: index === 0 && low >= bounds.max - step ? 2 : 1 }}
            className={thumb}
          />
        ))}
      </div>
    </fieldset>
  )
}
