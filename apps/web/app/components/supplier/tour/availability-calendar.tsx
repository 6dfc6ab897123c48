import type { CalendarDay } from '@serendib/domain/api/supplier-tours'
import type { PortalMessageId } from '@serendib/domain/i18n/portal/en'
import { todayInColombo } from '@serendib/domain/dates'
import { useEffect, useState } from 'react'
import { dateInWords } from '@serendib/domain/date-in-words'
import { useSnackbar } from '../../ui/snackbar'
import { usePortalI18n, type PortalTranslator } from '../../../lib/supplier/portal-i18n'
import { useServerMessage } from '../../../lib/supplier/server-messages'
import { supplierApi } from '../../../lib/supplier/supplier-api'
import { button } from '../ui'

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const

function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number]
  const date = new Date(Date.UTC(y, m - 1 + by, 1))
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`
}

type Say = PortalTranslator['t']
const leftText = (t: Say, left: number | null) => (left === null ? t('cal.noLimit') : t('cal.left', { left }))

/** A day in words: a past day says what was booked, never what is left (issue 29 point 8). */
const dayText = (t: Say, d: CalendarDay) =>
  d.past
    ? t('cal.past', { booked: d.booked })
    : d.closed
      ? t('cal.closed')
      : t('cal.bookedLeft', { booked: d.booked, left: leftText(t, d.left) })

/**
 * The month calendar of step 7: per day and start time what is booked and what is left; a day
 * (or one start on it) can be closed and reopened. Days are buttons, so the keyboard reaches them.
 */
export function AvailabilityCalendar({ tourId, version }: { tourId: number; version: string }) {
  const snackbar = useSnackbar()
  const portal = usePortalI18n()
  const { t } = portal
  const say = useServerMessage()
  const [month, setMonth] = useState(() => todayInColombo().slice(0, 7))
  const [days, setDays] = useState<CalendarDay[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [selected, setSelected] = useState<string | null>(null)
  const [round, setRound] = useState(0)

  useEffect(() => {
    let live = true
    setDays(null)
    setError(null)
    supplierApi
      .get<{ month: string; days: CalendarDay[] }>(`/api/supplier/tours/${tourId}/calendar?month=${month}`)
      .then((reply) => {
        if (!live) return
        if (reply.ok) setDays(reply.data.days)
        else setError(reply.message)
      })
    return () => {
      live = false
    }
  }, [tourId, month, round, version])

  async function toggle(day: string, startTimeId: number | null, closed: boolean) {
    const reply = await supplierApi.post<CalendarDay>(
      `/api/supplier/tours/${tourId}/calendar/${closed ? 'reopen' : 'close'}`,
      {
        day,
        start_time_id: startTimeId,
      },
    )
    if (reply.ok) setDays((current) => current?.map((d) => (d.day === day ? reply.data : d)) ?? null)
    snackbar(say(reply.ok ? (reply.message ?? 'Saved') : reply.message), reply.ok ? 'success' : 'error')
  }

  const first = days?.[0]?.day
  const offset = first ? (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7 : 0
  const chosen = days?.find((d) => d.day === selected) ?? null

  return (
    <section aria-labelledby="calendar-title" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="calendar-title" className="text-base font-bold">
          {t('cal.title', { month: portal.month(month) })}
        </h3>
        <div className="flex gap-2">
          <button type="button" className={button.small} onClick={() => setMonth(shiftMonth(month, -1))}>
            {t('cal.previous')}
          </button>
          <button type="button" className={button.small} onClick={() => setMonth(shiftMonth(month, 1))}>
            {t('cal.next')}
          </button>
        </div>
      </div>
      <p className="text-sm text-slate-600">{t('cal.saved')}</p>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {say(error)}{' '}
          <button type="button" className="underline" onClick={() => setRound((n) => n + 1)}>
            {t('common.tryAgain')}
          </button>
        </p>
      ) : null}
      {!days && !error ? (
        <p role="status" className="text-sm text-slate-500">
          {t('cal.loading')}
        </p>
      ) : null}
      {days ? (
        <div className="grid grid-cols-7 gap-1 text-xs">
          {WEEKDAYS.map((w) => (
            <span key={w} className="text-center font-semibold text-slate-500" aria-hidden="true">
              {t(`weekday.${w}` as PortalMessageId)}
            </span>
          ))}
          {Array.from({ length: offset }, (_, i) => (
            <span key={`pad-${i}`} />
          ))}
          {days.map((d) => (
            <button
              key={d.day}
              type="button"
              aria-pressed={selected === d.day}
              // Named by the day in words, so the name holds the visible day number (axe, as the traveller's calendar).
              aria-label={`${portal.locale === 'en' ? dateInWords(d.day) : portal.day(d.day)}: ${dayText(t, d)}`}
              data-past={d.past || undefined}
              onClick={() => setSelected(d.day)}
              className={`flex min-h-14 flex-col items-start rounded-md border p-1 text-left ${
                selected === d.day ? 'ring-2 ring-brand-700' : ''
              } ${d.past ? 'border-slate-100 bg-slate-50 text-slate-500' : d.closed ? 'border-slate-300 bg-slate-200 text-slate-500' : d.booked > 0 ? 'border-brand-300 bg-brand-50' : 'border-slate-200 bg-white'}`}
            >
              <span className="font-bold">{Number(d.day.slice(8))}</span>
              {/* A phone's cell is ~45 px wide: the count alone, in a pill; the words from sm up. */}
              {d.closed && !d.past ? (
                <span className="text-[10px] leading-tight sm:text-xs">{t('cal.closedDay')}</span>
              ) : d.booked > 0 ? (
                <span className="rounded-full bg-brand-700 px-1.5 font-semibold text-white sm:bg-transparent sm:p-0 sm:font-normal sm:text-inherit">
                  {d.booked}
                  <span className="hidden sm:inline">{t('cal.booked')}</span>
                </span>
              ) : null}
              {!d.past && !d.closed && d.left !== null ? (
                <span className="hidden sm:inline">{leftText(t, d.left)}</span>
              ) : null}
            </button>
          ))}
        </div>
      ) : null}
      {days ? (
        <p className="text-xs text-slate-500 sm:hidden" aria-hidden="true">
          {t('cal.legend')}
        </p>
      ) : null}
      {chosen ? (
        <div className="rounded-lg border border-slate-200 p-3" aria-live="polite">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold">
              {portal.date(chosen.day)} · {dayText(t, chosen)}
              {chosen.price_period ? ` · ${t('cal.rates', { period: chosen.price_period })}` : ''}
            </p>
            {chosen.past ? null : (
              <button
                type="button"
                className={button.small}
                onClick={() => toggle(chosen.day, null, chosen.closed)}
              >
                {chosen.closed ? t('cal.reopenDay') : t('cal.closeDay')}
              </button>
            )}
          </div>
          {chosen.reason ? <p className="text-sm text-slate-600">{chosen.reason}</p> : null}
          <ul className="mt-2 grid gap-2">
            {chosen.slots
              .filter((slot) => slot.start_time_id !== null)
              .map((slot) => (
                <li
                  key={slot.start_time_id}
                  className="flex flex-wrap items-center justify-between gap-2 text-sm"
                >
                  <span>
                    <span className="font-semibold">{slot.time}</span> ·{' '}
                    {t('cal.slotBooked', { booked: slot.booked })}
                    {chosen.past ? '' : ` · ${slot.closed ? t('cal.closed') : leftText(t, slot.left)}`}
                  </span>
                  {chosen.past ? null : (
                    <button
                      type="button"
                      className={button.small}
                      onClick={() => toggle(chosen.day, slot.start_time_id, slot.closed)}
                    >
                      {slot.closed
                        ? t('cal.reopenStart', { time: slot.time })
                        : t('cal.closeStart', { time: slot.time })}
                    </button>
                  )}
                </li>
              ))}
          </ul>
        </div>
      ) : days ? (
        <p className="text-sm text-slate-500">{t('cal.choose')}</p>
      ) : null}
    </section>
  )
}
