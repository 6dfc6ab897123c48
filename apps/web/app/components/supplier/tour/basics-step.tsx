import type { PickupPoint } from '@serendib/domain/api/supplier-pickup-points'
import { TourType } from '@serendib/domain/tour-types'
import { usePortalI18n } from '../../../lib/supplier/portal-i18n'
import type { TourEditor } from '../../../lib/supplier/use-tour-editor'
import { IdChecklist, NumberField, SelectField, TextField } from './controls'

export interface EditorOptions {
  categories: { id: number; name: string }[] | null
  places: { id: number; name: string }[] | null
  /** GET /api/supplier/pickup-points: step 6's choices. */
  pickupPoints: PickupPoint[] | null
}

const TYPES = [TourType.round, TourType.day, TourType.activity, TourType.transport] as const
const UNITS = [1, 2, 3] as const

/** Step 1: title, tour type, duration, categories, overview, start locations. */
export function BasicsStep({ editor, options }: { editor: TourEditor; options: EditorOptions }) {
  const { fields: f, change, errors } = editor
  const { t } = usePortalI18n()
  return (
    <div className="grid gap-4">
      <TextField
        path="title"
        label={t('basics.title')}
        value={f.title}
        errors={errors}
        onChange={(v) => change('title', v)}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          path="tour_type"
          label={t('basics.type')}
          value={f.tour_type}
          options={TYPES.map((type) => [type, t(`basics.type.${type}`)] as const)}
          errors={errors}
          onChange={(v) => change('tour_type', v)}
        />
        <NumberField
          path="duration_value"
          label={t('basics.duration')}
          min={1}
          value={f.duration_value}
          errors={errors}
          onChange={(v) => change('duration_value', v ?? 0)}
        />
        <SelectField
          path="duration_unit"
          label={t('basics.unit')}
          value={f.duration_unit}
          options={UNITS.map((unit) => [unit, t(`basics.unit.${unit}`)] as const)}
          errors={errors}
          onChange={(v) => change('duration_unit', v)}
        />
      </div>
      <IdChecklist
        path="category_ids"
        legend={t('basics.categories')}
        options={options.categories}
        selected={f.category_ids}
        errors={errors}
        onChange={(ids) => change('category_ids', ids)}
      />
      <TextField
        path="overview"
        label={t('basics.overview')}
        multiline
        rows={6}
        value={f.overview}
        errors={errors}
        onChange={(v) => change('overview', v)}
        hint={t('basics.overviewHint')}
      />
      <IdChecklist
        path="start_location_ids"
        legend={t('basics.startLocations')}
        options={options.places}
        selected={f.start_location_ids}
        errors={errors}
        onChange={(ids) => change('start_location_ids', ids)}
      />
    </div>
  )
}
