import type { SupplierTourOption } from '@serendib/domain/api/tour-options'
import { useEffect, useState } from 'react'
import { useSnackbar } from '../../ui/snackbar'
import { usePortalI18n } from '../../../lib/supplier/portal-i18n'
import { useServerMessage } from '../../../lib/supplier/server-messages'
import { supplierApi } from '../../../lib/supplier/supplier-api'
import { button } from '../ui'
import { FieldError, NumberField, SelectField, TextField } from './controls'

interface TierDraft {
  key: number
  name: string
  seats: number | null
  /** Typed in dollars, kept in cents (decision 004). */
  price: number | null
}
interface Draft {
  key: number
  id: number | null
  name: string
  description: string
  kind: 'shared' | 'private'
  max_vehicles_per_booking: number | null
  vehicles_per_day: number | null
  tiers: TierDraft[]
}

let nextKey = 1
const toDraft = (o: SupplierTourOption): Draft => ({
  key: nextKey++,
  id: o.id,
  name: o.name,
  description: o.description,
  kind: o.kind,
  max_vehicles_per_booking: o.max_vehicles_per_booking,
  vehicles_per_day: o.vehicles_per_day,
  tiers: o.tiers.map((t) => ({ key: nextKey++, name: t.name, seats: t.seats, price: t.price_cents / 100 })),
})
const blankTier = (): TierDraft => ({ key: nextKey++, name: '', seats: null, price: null })
const blank = (): Draft => ({
  key: nextKey++,
  id: null,
  name: '',
  description: '',
  kind: 'private',
  max_vehicles_per_booking: null,
  vehicles_per_day: null,
  tiers: [blankTier()],
})
const toBody = (d: Draft) => ({
  id: d.id,
  name: d.name,
  description: d.description,
  kind: d.kind,
  max_vehicles_per_booking: d.max_vehicles_per_booking,
  vehicles_per_day: d.vehicles_per_day,
  tiers:
    d.kind === 'private'
      ? d.tiers.map((t) => ({
          name: t.name,
          seats: t.seats ?? '',
          price_cents: t.price === null ? '' : Math.round(t.price * 100),
        }))
      : [],
})

const KINDS = ['private', 'shared'] as const

/**
 * The editor's Options step (issue 32, decision 073): the ways the tour is sold. A private option
 * lists the supplier's vehicles (seats and price each); the site charges a group the cheapest way
 * to carry it. Saved on its own, the whole list at once, like booking questions.
 */
export function OptionsStep({ tourId }: { tourId: number }) {
  const snackbar = useSnackbar()
  const { t } = usePortalI18n()
  const say = useServerMessage()
  const [drafts, setDrafts] = useState<Draft[] | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    void supplierApi
      .get<{ options: SupplierTourOption[] }>(`/api/supplier/tours/${tourId}/options`)
      .then((reply) => (reply.ok ? setDrafts(reply.data.options.map(toDraft)) : setLoadError(reply.message)))
  }, [tourId])

  if (loadError) return <p className="text-sm text-red-700">{say(loadError)}</p>
  if (!drafts)
    return (
      <p role="status" className="text-sm text-slate-500">
        {t('options.loading')}
      </p>
    )

  const update = (i: number, patch: Partial<Draft>) => {
    setDrafts(drafts.map((d, n) => (n === i ? { ...d, ...patch } : d)))
    setErrors({})
  }
  const updateTier = (i: number, j: number, patch: Partial<TierDraft>) => {
    const d = drafts[i]
    if (d) update(i, { tiers: d.tiers.map((t, n) => (n === j ? { ...t, ...patch } : t)) })
  }

  async function save() {
    if (!drafts || busy) return
    setBusy(true)
    const reply = await supplierApi.put<{ options: SupplierTourOption[] }>(
      `/api/supplier/tours/${tourId}/options`,
      {
        options: drafts.map(toBody),
      },
    )
    setBusy(false)
    if (reply.ok) {
      setDrafts(reply.data.options.map(toDraft))
      setErrors({})
    } else setErrors(reply.errors)
    snackbar(say(reply.ok ? (reply.message ?? 'Saved') : reply.message), reply.ok ? 'success' : 'error')
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-600">{t('options.intro')}</p>
      {drafts.length === 0 ? <p className="text-sm text-slate-500">{t('options.none')}</p> : null}
      <ol className="grid gap-4">
        {drafts.map((d, i) => {
          const path = (field: string) => `options.${i}.${field}`
          return (
            <li key={d.key} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-sm font-bold text-slate-900">
                  {t('options.heading', { number: i + 1 })}
                </h3>
                <button
                  type="button"
                  className={button.small}
                  onClick={() => setDrafts(drafts.filter((_, n) => n !== i))}
                  aria-label={t('options.removeLabel', { number: i + 1 })}
                >
                  {t('editor.remove')}
                </button>
              </div>
              <div className="grid gap-3 sm:grid-cols-[1fr_16rem]">
                <TextField
                  path={path('name')}
                  label={t('options.name')}
                  value={d.name}
                  errors={errors}
                  onChange={(name) => update(i, { name })}
                />
                <SelectField
                  path={path('kind')}
                  label={t('options.kind')}
                  value={d.kind}
                  options={KINDS.map((kind) => [kind, t(`options.${kind}`)] as const)}
                  errors={errors}
                  onChange={(kind) =>
                    update(i, {
                      kind,
                      tiers: kind === 'private' && !d.tiers.length ? [blankTier()] : d.tiers,
                    })
                  }
                />
              </div>
              <TextField
                path={path('description')}
                label={t('options.description')}
                value={d.description}
                errors={errors}
                multiline
                rows={2}
                onChange={(description) => update(i, { description })}
              />
              {d.kind === 'private' ? (
                <>
                  <div className="grid gap-3 sm:grid-cols-2">
                    <NumberField
                      path={path('max_vehicles_per_booking')}
                      label={t('options.maxVehicles')}
                      value={d.max_vehicles_per_booking}
                      min={1}
                      errors={errors}
                      onChange={(v) => update(i, { max_vehicles_per_booking: v })}
                    />
                    <NumberField
                      path={path('vehicles_per_day')}
                      label={t('options.perDay')}
                      value={d.vehicles_per_day}
                      min={1}
                      errors={errors}
                      onChange={(v) => update(i, { vehicles_per_day: v })}
                    />
                  </div>
                  <fieldset className="grid gap-3">
                    <legend className="mb-1 text-sm font-semibold text-slate-800">
                      {t('options.vehicles')}
                    </legend>
                    {d.tiers.map((tier, j) => {
                      const tierPath = (field: string) => `options.${i}.tiers.${j}.${field}`
                      return (
                        <div
                          key={tier.key}
                          className="grid gap-3 rounded-md bg-slate-50 p-3 sm:grid-cols-[1fr_8rem_10rem_auto] sm:items-end"
                        >
                          <TextField
                            path={tierPath('name')}
                            label={t('options.vehicle', { number: j + 1 })}
                            value={tier.name}
                            errors={errors}
                            onChange={(name) => updateTier(i, j, { name })}
                          />
                          <NumberField
                            path={tierPath('seats')}
                            label={t('options.seats')}
                            value={tier.seats}
                            min={1}
                            errors={errors}
                            onChange={(seats) => updateTier(i, j, { seats })}
                          />
                          <NumberField
                            path={tierPath('price_cents')}
                            label={t('options.price')}
                            step="0.01"
                            suffix="USD"
                            value={tier.price}
                            errors={errors}
                            onChange={(price) => updateTier(i, j, { price })}
                          />
                          <button
                            type="button"
                            className={button.small}
                            onClick={() => update(i, { tiers: d.tiers.filter((_, n) => n !== j) })}
                            aria-label={t('options.removeVehicle', { vehicle: j + 1, option: i + 1 })}
                          >
                            {t('editor.remove')}
                          </button>
                        </div>
                      )
                    })}
                    <FieldError path={path('tiers')} errors={errors} />
                    <div>
                      <button
                        type="button"
                        className={button.secondary}
                        onClick={() => update(i, { tiers: [...d.tiers, blankTier()] })}
                      >
                        {t('options.addVehicle')}
                      </button>
                    </div>
                  </fieldset>
                </>
              ) : null}
            </li>
          )
        })}
      </ol>
      <FieldError path="options" errors={errors} />
      <div className="flex flex-wrap gap-3">
        <button type="button" className={button.secondary} onClick={() => setDrafts([...drafts, blank()])}>
          {t('options.add')}
        </button>
        <button type="button" className={button.primary} disabled={busy} onClick={() => void save()}>
          {busy ? t('common.saving') : t('options.save')}
        </button>
      </div>
    </div>
  )
}
