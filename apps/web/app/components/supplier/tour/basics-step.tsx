import type { PickupPoint } from '@serendib/domain/api/supplier-pickup-points'
import { TourType } from '@serendib/domain/tour-types'
import type { TourEditor } from '../../../lib/supplier/use-tour-editor'
import { IdChecklist, NumberField, SelectField, TextField } from './controls'

export interface EditorOptions {
  categories: { id: number; name: string }[] | null
  places: { id: number; name: string }[] | null
  /** GET /api/supplier/pickup-points: step 6's choices. */
  pickupPoints: PickupPoint[] | null
}

const TYPES = [
  [TourType.round, 'Round tour'],
  [TourType.day, 'Day tour'],
  [TourType.activity, 'Activity'],
  [TourType.transport, 'Transport'],
] as const
const UNITS = [
  [1, 'Days'],
  [2, 'Hours'],
  [3, 'Minutes'],
] as const

/** Step 1: title, tour type, duration, categories, overview, start locations. */
export function BasicsStep({ editor, options }: { editor: TourEditor; options: EditorOptions }) {
  const { fields: f, change, errors } = editor
  return (
    <div className="grid gap-4">
      <TextField
        path="title"
        label="Title"
        value={f.title}
        errors={errors}
        onChange={(v) => change('title', v)}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          path="tour_type"
          label="Tour type"
          value={f.tour_type}
          options={TYPES}
          errors={errors}
          onChange={(v) => change('tour_type', v)}
        />
        <NumberField
          path="duration_value"
          label="Duration"
          min={1}
          value={f.duration_value}
          errors={errors}
          onChange={(v) => change('duration_value', v ?? 0)}
        />
        <SelectField
          path="duration_unit"
          label="Unit"
          value={f.duration_unit}
          options={UNITS}
          errors={errors}
          onChange={(v) => change('duration_unit', v)}
        />
      </div>
      <IdChecklist
        path="category_ids"
        legend="Categories"
        options={options.categories}
        selected={f.category_ids}
        errors={errors}
        onChange={(ids) => change('category_ids', ids)}
      />
      <TextField
        path="overview"
        label="Overview"
        multiline
        rows={6}
        value={f.overview}
        errors={errors}
        onChange={(v) => change('overview', v)}
        hint="What travellers do and see; the first lines show on the tour's card."
      />
      <IdChecklist
        path="start_location_ids"
        legend="Start locations"
        options={options.places}
        selected={f.start_location_ids}
        errors={errors}
        onChange={(ids) => change('start_location_ids', ids)}
      />
    </div>
  )
}
