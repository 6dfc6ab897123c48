import { TourType } from '@serendib/domain/tour-types'
import { usePortalI18n } from '../../../lib/supplier/portal-i18n'
import type { TourEditor } from '../../../lib/supplier/use-tour-editor'
import { button } from '../ui'
import { NumberField, TextField } from './controls'

/**
 * Step 2: ordered items. Round tours group them by day, the others label each with a time: the
 * same two views the public page shows. Move buttons keep the order keyboard-friendly.
 */
export function ItineraryStep({ editor }: { editor: TourEditor }) {
  const { fields: f, change, errors } = editor
  const { t } = usePortalI18n()
  const items = f.itinery
  const byDay = f.tour_type === TourType.round
  const set = (next: typeof items) => change('itinery', next)
  const update = (i: number, patch: Partial<(typeof items)[number]>) =>
    set(items.map((item, n) => (n === i ? { ...item, ...patch } : item)))
  const move = (i: number, by: number) => {
    const next = [...items]
    const [item] = next.splice(i, 1)
    next.splice(i + by, 0, item!)
    set(next)
  }
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-600">{byDay ? t('itinerary.byDay') : t('itinerary.byTime')}</p>
      {items.length === 0 ? <p className="text-sm text-slate-500">{t('itinerary.none')}</p> : null}
      <ol className="grid gap-3">
        {items.map((item, i) => (
          <li key={i} className="rounded-lg border border-slate-200 p-3">
            <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
              {byDay ? (
                <NumberField
                  path={`itinery.${i}.day_number`}
                  label={t('itinerary.day')}
                  min={1}
                  value={item.day_number}
                  errors={errors}
                  onChange={(v) => update(i, { day_number: v })}
                />
              ) : null}
              <div className={byDay ? '' : 'sm:col-span-2'}>
                <TextField
                  path={`itinery.${i}.label`}
                  label={byDay ? t('itinerary.title') : t('itinerary.timeTitle')}
                  value={item.label}
                  errors={errors}
                  onChange={(v) => update(i, { label: v })}
                />
              </div>
            </div>
            <div className="mt-3">
              <TextField
                path={`itinery.${i}.summery`}
                label={t('itinerary.summary')}
                multiline
                rows={3}
                value={item.summery}
                errors={errors}
                onChange={(v) => update(i, { summery: v })}
              />
            </div>
            <div className="mt-2 flex flex-wrap gap-2">
              <button type="button" className={button.small} disabled={i === 0} onClick={() => move(i, -1)}>
                {t('itinerary.up')}
              </button>
              <button
                type="button"
                className={button.small}
                disabled={i === items.length - 1}
                onClick={() => move(i, 1)}
              >
                {t('itinerary.down')}
              </button>
              <button
                type="button"
                className={button.small}
                onClick={() => set(items.filter((_, n) => n !== i))}
              >
                {t('editor.remove')}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <div>
        <button
          type="button"
          className={button.secondary}
          onClick={() =>
            set([
              ...items,
              { label: '', summery: '', day_number: byDay ? (items.at(-1)?.day_number ?? 0) + 1 : null },
            ])
          }
        >
          {t('itinerary.add')}
        </button>
      </div>
    </div>
  )
}
