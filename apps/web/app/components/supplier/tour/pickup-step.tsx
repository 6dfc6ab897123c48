import type { TourEditor } from '../../../lib/supplier/use-tour-editor'
import { button } from '../ui'
import type { EditorOptions } from './basics-step'
import { SelectField, TextField } from './controls'

/** Step 6: the pick-up points served, each with its usual pick-up time. */
export function PickupStep({ editor, options }: { editor: TourEditor; options: EditorOptions }) {
  const { fields: f, change, errors } = editor
  const points = f.pickup_locations
  const places = options.pickupPoints ?? []
  // Only the catalogue's pick-up points, ordered by the place they are in (the API's order).
  const choices = places.map((p) => [p.id, p.name] as const)
  const update = (i: number, patch: Partial<(typeof points)[number]>) =>
    change(
      'pickup_locations',
      points.map((p, n) => (n === i ? { ...p, ...patch } : p)),
    )
  return (
    <div className="grid gap-3">
      {points.length === 0 ? <p className="text-sm text-slate-500">No pick-up points yet.</p> : null}
      {options.pickupPoints === null ? (
        <p role="status" className="text-sm text-slate-500">
          Loading the pick-up points…
        </p>
      ) : null}
      {points.map((point, i) => (
        <div
          key={i}
          className="grid items-end gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_10rem_auto]"
        >
          <SelectField
            path={`pickup_locations.${i}.location_id`}
            label="Pick-up point"
            value={point.location_id}
            options={choices}
            errors={errors}
            onChange={(v) => update(i, { location_id: v })}
          />
          <TextField
            path={`pickup_locations.${i}.pickup_time`}
            label="Pick-up time"
            type="time"
            value={point.pickup_time ?? ''}
            errors={errors}
            onChange={(v) => update(i, { pickup_time: v || null })}
          />
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
            Remove
          </button>
        </div>
      ))}
      <div>
        <button
          type="button"
          className={button.secondary}
          disabled={places.length === 0}
          onClick={() => {
            const unused = places.find((p) => !points.some((q) => q.location_id === p.id))
            if (unused) change('pickup_locations', [...points, { location_id: unused.id, pickup_time: null }])
          }}
        >
          Add a pick-up point
        </button>
      </div>
    </div>
  )
}
