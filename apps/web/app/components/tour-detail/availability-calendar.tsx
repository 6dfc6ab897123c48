import type { AvailabilityDay, AvailabilityMonth } from '@serendib/domain/api/availability'
import { AvailabilityWords, fewPlacesNote, shiftMonth } from '@serendib/domain/availability'
import type { MonthState } from '../../lib/month-availability'

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

/** "November 2026" for "2026-11". */
export const monthTitle = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })

/** The cell's price: whole dollars are enough to compare days; the total shows the exact amount. */
const shortUsd = (cents: number) => `USD ${Math.round(cents / 100)}`

function dayLabel(day: AvailabilityDay, showPrice: boolean) {
  const words = [day.date]
  if (day.status !== 'open') words.push(AvailabilityWords[day.status])
  else if (!day.fits && day.left !== null) words.push(AvailabilityWords.onlyLeft(day.left))
  else {
    words.push(AvailabilityWords.open)
    const few = fewPlacesNote(day.left)
    if (few) words.push(few)
    if (day.likely_to_sell_out) words.push(AvailabilityWords.likelyToSellOut)
  }
  if (showPrice && day.amount_cents !== null) words.push(shortUsd(day.amount_cents))
  return words.join(', ')
}

function DayCell({
  day,
  base,
  selected,
  onChoose,
}: {
  day: AvailabilityDay
  base: number
  selected: boolean
  onChoose: (date: string) => void
}) {
  const bookable = day.status === 'open' && day.fits
  const showPrice = day.amount_cents !== null && day.amount_cents !== base
  const tone = bookable
    ? 'border-brand-200 bg-brand-50 text-brand-900 hover:border-brand-600'
    : day.status === 'sold_out'
      ? 'border-slate-200 bg-white text-slate-500 line-through'
      : day.status === 'open'
        ? 'border-dashed border-slate-300 bg-white text-slate-500'
        : 'border-transparent bg-slate-50 text-slate-400'
  return (
    <button
      type="button"
      data-day={day.date}
      data-status={day.status}
      disabled={!bookable}
      aria-pressed={selected}
      aria-label={dayLabel(day, showPrice)}
      onClick={() => onChoose(day.date)}
      className={`relative flex h-12 flex-col items-center justify-center rounded-md border text-sm ${tone} ${
        selected ? 'ring-2 ring-brand-700' : ''
      } disabled:cursor-not-allowed`}
    >
      <span className="font-semibold">{Number(day.date.slice(8))}</span>
      {showPrice && bookable ? (
        <span className="text-[10px] leading-none font-semibold text-accent-800 no-underline">
          {shortUsd(day.amount_cents!)}
        </span>
      ) : null}
      {bookable && day.likely_to_sell_out ? (
        <span aria-hidden="true" className="absolute top-1 right-1 h-1.5 w-1.5 rounded-full bg-amber-500" />
      ) : null}
    </button>
  )
}

function MonthGrid({
  month,
  selected,
  onChoose,
}: {
  month: AvailabilityMonth
  selected: string | null
  onChoose: (date: string) => void
}) {
  // Monday-first: blank cells before the 1st.
  const lead = (new Date(`${month.month}-01T00:00:00Z`).getUTCDay() + 6) % 7
  return (
    <div role="group" aria-label={monthTitle(month.month)} className="grid grid-cols-7 gap-1">
      {WEEKDAYS.map((name) => (
        <span key={name} aria-hidden="true" className="text-center text-xs font-semibold text-slate-500">
          {name}
        </span>
      ))}
      {Array.from({ length: lead }, (_, i) => (
        <span key={`lead-${i}`} aria-hidden="true" />
      ))}
      {month.days.map((day) => (
        <DayCell
          key={day.date}
          day={day}
          base={month.base_amount_cents}
          selected={selected === day.date}
          onChoose={onChoose}
        />
      ))}
    </div>
  )
}

/**
 * The booking panel's calendar (issue 18): which days are open, sold out or closed, the day's
 * price for the chosen travellers where a season changes it, and days filling fast.
 */
export function AvailabilityCalendar({
  id,
  month,
  state,
  selected,
  onMonth,
  onChoose,
  onClose,
}: {
  id: string
  month: string
  state: MonthState | null
  selected: string | null
  onMonth: (month: string) => void
  onChoose: (date: string) => void
  onClose: () => void
}) {
  const earliest = state?.status === 'ok' ? state.month.min_date.slice(0, 7) : null
  return (
    <div
      id={id}
      data-availability-calendar
      aria-busy={state?.status === 'loading'}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose()
      }}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-md"
    >
      <div className="flex items-center justify-between">
        <button
          type="button"
          onClick={() => onMonth(shiftMonth(month, -1))}
          disabled={earliest !== null && month <= earliest}
          aria-label="Previous month"
          className="h-10 w-10 rounded-md text-xl font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-40"
        >
          ‹
        </button>
        <p aria-live="polite" className="font-bold text-slate-900">
          {monthTitle(month)}
        </p>
        <button
          type="button"
          onClick={() => onMonth(shiftMonth(month, 1))}
          aria-label="Next month"
          className="h-10 w-10 rounded-md text-xl font-semibold text-brand-800 hover:bg-brand-50"
        >
          ›
        </button>
      </div>
      {state?.status === 'ok' && state.month.month === month ? (
        <MonthGrid month={state.month} selected={selected} onChoose={onChoose} />
      ) : state?.status === 'error' ? (
        <p className="text-sm text-red-700">Could not load the availability, please try again</p>
      ) : (
        <p className="h-48 text-sm text-slate-600">Loading availability…</p>
      )}
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
        <li className="flex items-center gap-1">
          <span aria-hidden="true" className="h-3 w-3 rounded-sm border border-brand-200 bg-brand-50" />
          {AvailabilityWords.open}
        </li>
        <li className="flex items-center gap-1">
          <span aria-hidden="true" className="h-3 w-3 rounded-sm border border-slate-300 bg-white" />
          <span className="line-through">{AvailabilityWords.sold_out}</span>
        </li>
        <li className="flex items-center gap-1">
          <span aria-hidden="true" className="h-3 w-3 rounded-sm bg-slate-100" />
          {AvailabilityWords.closed}
        </li>
        <li className="flex items-center gap-1">
          <span
            aria-hidden="true"
            className="h-3 w-3 rounded-sm border border-dashed border-slate-400 bg-white"
          />
          {AvailabilityWords.tooFew}
        </li>
        <li className="flex items-center gap-1">
          <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-amber-500" />
          {AvailabilityWords.likelyToSellOut}
        </li>
      </ul>
      <p className="text-xs text-slate-600">Prices shown are for your travellers on days that differ.</p>
    </div>
  )
}

/** Under the date: "Only N places left", "Likely to sell out" and the day's open start times. */
export function DayNotes({ day }: { day: AvailabilityDay | undefined }) {
  if (!day || day.status !== 'open') return null
  const few = fewPlacesNote(day.left)
  const times = day.times.filter((t) => t.available)
  if (!few && !day.likely_to_sell_out && times.length === 0) return null
  return (
    <div data-day-notes className="flex flex-col gap-1 text-sm">
      {(few || day.likely_to_sell_out) && (
        <p className="flex flex-wrap gap-2">
          {few ? (
            <span className="rounded-full bg-red-50 px-2 py-0.5 font-semibold text-red-800">{few}</span>
          ) : null}
          {day.likely_to_sell_out ? (
            <span className="rounded-full bg-amber-50 px-2 py-0.5 font-semibold text-amber-900">
              {AvailabilityWords.likelyToSellOut}
            </span>
          ) : null}
        </p>
      )}
      {times.length > 0 ? (
        <p className="text-slate-700">
          Open times:{' '}
          {times
            .map((t) =>
              t.left === null ? t.time : `${t.time} (${t.left} ${t.left === 1 ? 'place' : 'places'} left)`,
            )
            .join(', ')}
        </p>
      ) : null}
    </div>
  )
}
