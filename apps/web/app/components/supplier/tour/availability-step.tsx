import type { TourEditorFields } from '@serendib/domain/api/supplier-tours'
import type { PortalMessageId } from '@serendib/domain/i18n/portal/en'
import { usePortalI18n } from '../../../lib/supplier/portal-i18n'
import type { TourEditor } from '../../../lib/supplier/use-tour-editor'
import { button } from '../ui'
import { AvailabilityCalendar } from './availability-calendar'
import { FieldError, fieldId, NumberField, SelectField, TextField } from './controls'

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const
type StartTime = TourEditorFields['start_times'][number]

/**
 * Step 7: daily capacity, start times (none = any time that day) each with weekdays and its own
 * capacity, blackout dates and the booking cut-off.
 */
export function AvailabilityStep({ editor }: { editor: TourEditor }) {
  const { fields: f, change, errors } = editor
  const { t: say } = usePortalI18n()
  const times = f.start_times
  const setTime = (i: number, patch: Partial<StartTime>) =>
    change(
      'start_times',
      times.map((t, n) => (n === i ? { ...t, ...patch } : t)),
    )
  const blackouts = f.blackout_dates
  return (
    <div className="grid gap-6">
      <div className="grid gap-3 sm:grid-cols-3">
        <NumberField
          path="daily_capacity"
          label={say('avail.daily')}
          min={1}
          value={f.daily_capacity}
          errors={errors}
          onChange={(v) => change('daily_capacity', v)}
        />
        <SelectField
          path="booking_cutoff.unit"
          label={say('avail.cutoff')}
          value={f.booking_cutoff.unit}
          options={
            [
              ['days', say('avail.daysBefore')],
              ['hours', say('avail.hoursBefore')],
            ] as const
          }
          errors={errors}
          onChange={(unit) => change('booking_cutoff', { ...f.booking_cutoff, unit })}
        />
        <NumberField
          path="booking_cutoff.value"
          label={f.booking_cutoff.unit === 'days' ? say('avail.days') : say('avail.hours')}
          value={f.booking_cutoff.value}
          errors={errors}
          onChange={(v) => change('booking_cutoff', { ...f.booking_cutoff, value: v ?? 0 })}
        />
      </div>
      <fieldset>
        <legend className="text-base font-bold">{say('avail.starts')}</legend>
        <p className="mb-2 text-sm text-slate-600">{say('avail.startsHint')}</p>
        <div className="grid gap-3">
          {times.map((t, i) => (
            <div key={t.id ?? `new-${i}`} className="grid gap-3 rounded-lg border border-slate-200 p-3">
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  path={`start_times.${i}.time`}
                  label={say('avail.time')}
                  type="time"
                  value={t.time}
                  errors={errors}
                  onChange={(v) => setTime(i, { time: v })}
                />
                <NumberField
                  path={`start_times.${i}.capacity`}
                  label={say('avail.capacity')}
                  min={1}
                  value={t.capacity}
                  errors={errors}
                  onChange={(v) => setTime(i, { capacity: v })}
                />
              </div>
              <fieldset id={fieldId(`start_times.${i}.weekdays`)}>
                <legend className="mb-1 text-sm font-semibold">{say('avail.runsOn')}</legend>
                <div className="flex flex-wrap gap-2">
                  {WEEKDAYS.map((day) => {
                    const name = say(`weekday.${day}` as PortalMessageId)
                    const on = t.weekdays.includes(day)
                    return (
                      <label
                        key={name}
                        className={`flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm has-focus-visible:ring-2 has-focus-visible:ring-brand-600 ${on ? 'border-brand-700 bg-brand-50 font-semibold' : 'border-slate-300'}`}
                      >
                        <input
                          type="checkbox"
                          className="h-4 w-4 accent-brand-700"
                          checked={on}
                          onChange={() =>
                            setTime(i, {
                              weekdays: on
                                ? t.weekdays.filter((w) => w !== day)
                                : [...t.weekdays, day].sort(),
                            })
                          }
                        />
                        {name}
                      </label>
                    )
                  })}
                </div>
                <FieldError path={`start_times.${i}.weekdays`} errors={errors} />
              </fieldset>
              <div>
                <button
                  type="button"
                  className={button.small}
                  onClick={() =>
                    change(
                      'start_times',
                      times.filter((_, n) => n !== i),
                    )
                  }
                >
                  {say('avail.removeStart')}
                </button>
              </div>
            </div>
          ))}
          <div>
            <button
              type="button"
              className={button.secondary}
              onClick={() =>
                change('start_times', [
                  ...times,
                  { time: '09:00', weekdays: [1, 2, 3, 4, 5, 6, 7], capacity: null },
                ])
              }
            >
              {say('avail.addStart')}
            </button>
          </div>
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-base font-bold">{say('avail.blackouts')}</legend>
        <p className="mb-2 text-sm text-slate-600">{say('avail.blackoutsHint')}</p>
        <div className="grid gap-3">
          {blackouts.map((b, i) => (
            <div key={i} className="grid items-end gap-3 sm:grid-cols-[12rem_1fr_auto]">
              <TextField
                path={`blackout_dates.${i}.day`}
                label={say('avail.date')}
                type="date"
                value={b.day}
                errors={errors}
                onChange={(v) =>
                  change(
                    'blackout_dates',
                    blackouts.map((x, n) => (n === i ? { ...x, day: v } : x)),
                  )
                }
              />
              <TextField
                path={`blackout_dates.${i}.reason`}
                label={say('avail.reason')}
                value={b.reason ?? ''}
                errors={errors}
                onChange={(v) =>
                  change(
                    'blackout_dates',
                    blackouts.map((x, n) => (n === i ? { ...x, reason: v || null } : x)),
                  )
                }
              />
              <button
                type="button"
                className={`${button.small} mb-1`}
                onClick={() =>
                  change(
                    'blackout_dates',
                    blackouts.filter((_, n) => n !== i),
                  )
                }
              >
                {say('editor.remove')}
              </button>
            </div>
          ))}
          <div>
            <button
              type="button"
              className={button.secondary}
              onClick={() => change('blackout_dates', [...blackouts, { day: '', reason: null }])}
            >
              {say('avail.addBlackout')}
            </button>
          </div>
        </div>
      </fieldset>
      <AvailabilityCalendar tourId={editor.tour.id} version={editor.tour.updated_at} />
    </div>
  )
}
