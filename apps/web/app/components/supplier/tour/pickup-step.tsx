import { pickupTimeFor } from '@serendib/domain/pickup-times'
import { usePortalI18n } from '../../../lib/supplier/portal-i18n'
import type { TourEditor } from '../../../lib/supplier/use-tour-editor'
import { button } from '../ui'
import type { EditorOptions } from './basics-step'
import { NumberField, SelectField, TextField } from './controls'

/**
 * Step 6: the pick-up points served and when each is reached (decision 058). A tour sold per day
 * has one time per point; a tour with start times (step 7) reaches each point some minutes before
 * the start, so every start gets its own pick-up time, shown here as travellers will see it.
 */
export function PickupStep({ editor, options }: { editor: TourEditor; options: EditorOptions }) {
  const { fields: f, change, errors } = editor
  const { t } = usePortalI18n()
  const points = f.pickup_locations
  const places = options.pickupPoints ?? []
  const starts = [...f.start_times.map((s) => s.time)].filter(Boolean).sort()
  const timed = starts.length > 0
  // Only the catalogue's pick-up points, ordered by the place they are in (the API's order).
  const choices = places.map((p) => [p.id, p.name] as const)
  const update = (i: number, patch: Partial<(typeof points)[number]>) =>
    change(
      'pickup_locations',
      points.map((p, n) => (n === i ? { ...p, ...patch } : p)),
    )
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-600">
        {timed ? t('pickup.timed', { starts: starts.join(', ') }) : t('pickup.daily')}
      </p>
      {points.length === 0 ? <p className="text-sm text-slate-500">{t('pickup.none')}</p> : null}
      {options.pickupPoints === null ? (
        <p role="status" className="text-sm text-slate-500">
          {t('pickup.loading')}
        </p>
      ) : null}
      {points.map((point, i) => {
        const times = starts.flatMap((start) => {
          const at = pickupTimeFor(point, start)
          return at ? [t('pickup.forStart', { at, start })] : []
        })
        return (
          <div
            key={i}
            className="grid items-end gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_15rem_auto]"
          >
            <SelectField
              path={`pickup_locations.${i}.location_id`}
              label={t('pickup.point')}
              value={point.location_id}
              options={choices}
              errors={errors}
              onChange={(v) => update(i, { location_id: v })}
            />
            {timed ? (
              <NumberField
                path={`pickup_locations.${i}.minutes_before_start`}
                label={t('pickup.minutes')}
                value={point.minutes_before_start}
                errors={errors}
                // Cleared, the point has no time: its old fixed time would be converted again.
                onChange={(v) =>
                  update(
                    i,
                    v === null
                      ? { minutes_before_start: null, pickup_time: null }
                      : { minutes_before_start: v },
                  )
                }
              />
            ) : (
              <TextField
                path={`pickup_locations.${i}.pickup_time`}
                label={t('pickup.time')}
                type="time"
                value={point.pickup_time ?? ''}
                errors={errors}
                onChange={(v) => update(i, { pickup_time: v || null })}
              />
            )}
            {timed ? (
              <p className="text-sm text-slate-700 sm:order-last sm:col-span-3" data-pickup-preview>
                {times.length > 0 ? t('pickup.preview', { times: times.join(' · ') }) : t('pickup.noTime')}
              </p>
            ) : null}
            <button
              type="button"
              className={`${button.small} mb-1`}
              onClick={() =>
                change(
                  'pickup_locations',
                  points.filter((_, n) => n !== i),
                )
              }
            >
              {t('editor.remove')}
            </button>
          </div>
        )
      })}
      <div>
        <button
          type="button"
          className={button.secondary}
          disabled={places.length === 0}
          onClick={() => {
            const unused = places.find((p) => !points.some((q) => q.location_id === p.id))
            if (unused)
              change('pickup_locations', [
                ...points,
                { location_id: unused.id, pickup_time: null, minutes_before_start: null },
              ])
          }}
        >
          {t('pickup.add')}
        </button>
      </div>
    </div>
  )
}
