import type { AvailabilityDay, AvailabilityMonth } from '@serendib/domain/api/availability'
import { FEW_PLACES_THRESHOLD, fewPlacesNote, shiftMonth } from '@serendib/domain/availability'
import { dateInWords } from '@serendib/domain/date-in-words'
import { DEFAULT_LOCALE } from '@serendib/domain/i18n/locales'
import { useMemo } from 'react'
import { useTranslator, type Translator } from '../../lib/i18n'
import type { MonthState } from '../../lib/month-availability'

/** "November 2026" for "2026-11", in the page's language ("November 2026", "2026年11月"). */
export const monthTitle = (month: string, tag = 'en-GB') =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(tag, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })

/**
 * What the calendar says, in the page's language (decision 081): English reads as before
 * ("Mon", "3 left", "Thursday 3 December 2026"); other languages take their catalogue and Intl.
 */
interface CalendarWords {
  t: Translator['t']
  weekdays: string[]
  month: (month: string) => string
  /** A day in words for screen readers. */
  day: (date: string) => string
  left: (left: number) => string
}

function useCalendarWords(): CalendarWords {
  const { t, tag, locale } = useTranslator()
  return useMemo(() => {
    const english = locale === DEFAULT_LOCALE
    const weekday = new Intl.DateTimeFormat(english ? 'en-GB' : tag, { weekday: 'short', timeZone: 'UTC' })
    const full = new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: 'UTC' })
    return {
      t,
      // 2024-01-01 was a Monday: the grid starts on Monday.
      weekdays: Array.from({ length: 7 }, (_, i) => weekday.format(new Date(Date.UTC(2024, 0, 1 + i)))),
      // A month stands as a title: "Ноябрь 2026 г.", not the running text's "ноябрь".
      month: (month) => {
        const title = monthTitle(month, english ? 'en-GB' : tag)
        return title.charAt(0).toLocaleUpperCase(tag) + title.slice(1)
      },
      day: english ? dateInWords : (date) => full.format(new Date(`${date}T00:00:00Z`)),
      left: (left) => t('panel.dayLeft', { count: left }),
    }
  }, [t, tag, locale])
}

/** The words of each availability state. */
const statusWords = (w: CalendarWords) => ({
  open: w.t('panel.dayOpen'),
  sold_out: w.t('panel.daySoldOut'),
  closed: w.t('panel.dayClosed'),
  tooFew: w.t('panel.dayTooFew'),
  likelyToSellOut: w.t('panel.likelyToSellOut'),
})

/** The cell's price: whole dollars are enough to compare days; the total shows the exact amount. */
const shortUsd = (cents: number) => `USD ${Math.round(cents / 100)}`

/**
 * What a day says after its date, visible or to screen readers only (issue 30): places left
 * when few remain ("3 left", FEW_PLACES_THRESHOLD), "Likely to sell out" (decision 046), or why
 * it can not be chosen.
 */
function dayWords(
  day: AvailabilityDay,
  w: CalendarWords,
): { status: string | null; left: string | null; likely: boolean } {
  const words = statusWords(w)
  if (day.status !== 'open') return { status: words[day.status], left: null, likely: false }
  if (!day.fits && day.left !== null) return { status: words.tooFew, left: w.left(day.left), likely: false }
  const few = fewPlacesNote(day.left) ? w.left(day.left!) : null
  return { status: null, left: few, likely: day.likely_to_sell_out }
}

function DayCell({
  day,
  base,
  selected,
  onChoose,
  w,
}: {
  day: AvailabilityDay
  base: number
  selected: boolean
  onChoose: (date: string) => void
  w: CalendarWords
}) {
  const bookable = day.status === 'open' && day.fits
  const showPrice = day.amount_cents !== null && day.amount_cents !== base
  const words = dayWords(day, w)
  const tone = bookable
    ? 'border-brand-200 bg-brand-50 text-brand-900 hover:border-brand-600'
    : day.status === 'sold_out'
      ? 'border-slate-200 bg-white text-slate-600'
      : day.status === 'open'
        ? 'border-dashed border-slate-300 bg-white text-slate-600'
        : 'border-transparent bg-slate-50 text-slate-600'
  const price = showPrice && bookable ? shortUsd(day.amount_cents!) : null
  // The accessible name is the cell's own text, not an aria-label (axe label-content-name-mismatch:
  // the ISO date of the old label never contained the "3" people see). It starts with the day
  // number and reads the date in words, then what the cell shows:
  // "3, Thursday 3 December 2026, 3 left, Likely to sell out".
  const likely = words.left || !words.likely ? null : statusWords(w).likelyToSellOut
  const hidden = [w.day(day.date), words.status, likely]
    .filter((w) => w !== null)
    .map((w) => `, ${w}`)
    .join('')
  return (
    <button
      type="button"
      data-day={day.date}
      data-status={day.status}
      // Focusable, announced as unavailable, and never chosen (issue 30).
      aria-disabled={!bookable || undefined}
      aria-pressed={selected}
      onClick={() => {
        if (bookable) onChoose(day.date)
      }}
      className={`relative flex h-14 flex-col items-center justify-center rounded-md border text-sm leading-tight ${tone} ${
        selected ? 'ring-2 ring-brand-700' : ''
      } aria-disabled:cursor-not-allowed`}
    >
      <span className={`font-semibold ${day.status === 'sold_out' ? 'line-through' : ''}`}>
        {Number(day.date.slice(8))}
        <span className="sr-only">{hidden}</span>
      </span>
      {words.left ? (
        <span data-day-left className="text-[10px] leading-none font-semibold text-red-800">
          <span className="sr-only">, </span>
          {words.left}
          {words.likely ? <span className="sr-only">, {statusWords(w).likelyToSellOut}</span> : null}
        </span>
      ) : null}
      {price ? (
        <span className="text-[10px] leading-none font-semibold text-accent-800">
          <span className="sr-only">, </span>
          {price}
        </span>
      ) : null}
      {bookable && day.likely_to_sell_out ? (
        <span
          aria-hidden="true"
          data-day-likely
          className="absolute top-1 right-1 h-1.5 w-1.5 rounded-full bg-amber-500"
        />
      ) : null}
    </button>
  )
}

function MonthGrid({
  month,
  selected,
  onChoose,
  w,
}: {
  month: AvailabilityMonth
  selected: string | null
  onChoose: (date: string) => void
  w: CalendarWords
}) {
  // Monday-first: blank cells before the 1st.
  const lead = (new Date(`${month.month}-01T00:00:00Z`).getUTCDay() + 6) % 7
  return (
    <div role="group" aria-label={w.month(month.month)} className="grid grid-cols-7 gap-1">
      {w.weekdays.map((name) => (
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
          w={w}
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
  const w = useCalendarWords()
  const words = statusWords(w)
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
          aria-label={w.t('panel.previousMonth')}
          className="h-10 w-10 rounded-md text-xl font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-40"
        >
          ‹
        </button>
        <p aria-live="polite" className="font-bold text-slate-900">
          {w.month(month)}
        </p>
        <button
          type="button"
          onClick={() => onMonth(shiftMonth(month, 1))}
          aria-label={w.t('panel.nextMonth')}
          className="h-10 w-10 rounded-md text-xl font-semibold text-brand-800 hover:bg-brand-50"
        >
          ›
        </button>
      </div>
      {state?.status === 'ok' && state.month.month === month ? (
        <MonthGrid month={state.month} selected={selected} onChoose={onChoose} w={w} />
      ) : state?.status === 'error' ? (
        <p className="text-sm text-red-700">{w.t('panel.calendarFailed')}</p>
      ) : (
        <p className="h-48 text-sm text-slate-600">{w.t('panel.calendarLoading')}</p>
      )}
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
        <li className="flex items-center gap-1">
          <span aria-hidden="true" className="h-3 w-3 rounded-sm border border-brand-200 bg-brand-50" />
          {words.open}
        </li>
        <li className="flex items-center gap-1">
          <span aria-hidden="true" className="h-3 w-3 rounded-sm border border-slate-300 bg-white" />
          <span className="line-through">{words.sold_out}</span>
        </li>
        <li className="flex items-center gap-1">
          <span aria-hidden="true" className="h-3 w-3 rounded-sm bg-slate-100" />
          {words.closed}
        </li>
        <li className="flex items-center gap-1">
          <span
            aria-hidden="true"
            className="h-3 w-3 rounded-sm border border-dashed border-slate-400 bg-white"
          />
          {words.tooFew}
        </li>
        <li className="flex items-center gap-1">
          <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-amber-500" />
          {words.likelyToSellOut}
        </li>
      </ul>
      <p className="text-xs text-slate-600">
        {w.t('panel.calendarNote', { example: w.left(3), threshold: FEW_PLACES_THRESHOLD })}
      </p>
    </div>
  )
}

/** Under the date: "3 left", "Likely to sell out" and the day's open start times with theirs. */
export function DayNotes({ day }: { day: AvailabilityDay | undefined }) {
  const w = useCalendarWords()
  if (!day || day.status !== 'open') return null
  const few = fewPlacesNote(day.left) ? w.left(day.left!) : null
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
              {statusWords(w).likelyToSellOut}
            </span>
          ) : null}
        </p>
      )}
      {times.length > 0 ? (
        <div className="text-slate-700">
          <p>{w.t('panel.openTimes')}</p>
          <ul className="flex flex-wrap gap-x-3 gap-y-1">
            {times.map((t) => (
              <li key={t.start_time_id} data-start-notes={t.time}>
                {[t.time, startNote(t, w)].filter(Boolean).join(' · ')}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}

/** "3 left · Likely to sell out" for a start, or null when it has plenty of places. */
function startNote(
  start: { left: number | null; likely_to_sell_out?: boolean },
  w: CalendarWords,
): string | null {
  const words = [
    fewPlacesNote(start.left) ? w.left(start.left!) : null,
    start.likely_to_sell_out ? statusWords(w).likelyToSellOut : null,
  ].filter(Boolean)
  return words.length > 0 ? words.join(' · ') : null
}
