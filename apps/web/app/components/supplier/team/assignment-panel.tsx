import type { AssignmentJson, ResourcesList } from '@serendib/domain/api/supplier-resources'
import { useState } from 'react'
import { button, ErrorState, label, LoadingState, Panel } from '../ui'
import { useSnackbar } from '../../ui/snackbar'
import { usePortalI18n } from '../../../lib/supplier/portal-i18n'
import { useServerMessage } from '../../../lib/supplier/server-messages'
import { supplierApi } from '../../../lib/supplier/supplier-api'
import { useApiData } from '../../../lib/supplier/use-api-data'

type Assignment = AssignmentJson
type Crew = Assignment['crews'][number]
type Choice = { vehicle_id?: number | null; guide_id?: number | null; slot: number }

/**
 * Who drives this booking (decision 074): each vehicle it needs (a private group may need
 * several) and its driver-guide, chosen automatically at confirmation where free ones exist; the
 * supplier or office changes each here. A busy, off, too small or already chosen one is refused
 * by the server with its reason; nothing changes then.
 */
export function AssignmentPanel({ bookingId }: { bookingId: number }) {
  const snackbar = useSnackbar()
  const { t } = usePortalI18n()
  const say = useServerMessage()
  const resources = useApiData<ResourcesList>('/api/supplier/resources')
  const current = useApiData<Assignment>(`/api/supplier/bookings/${bookingId}/resources`)
  const [busy, setBusy] = useState(false)

  async function save(send: () => ReturnType<typeof supplierApi.put<Assignment>>) {
    setBusy(true)
    const reply = await send()
    setBusy(false)
    snackbar(
      reply.ok ? (reply.message ? say(reply.message) : t('common.saved')) : say(reply.message),
      reply.ok ? 'success' : 'error',
    )
    if (reply.ok) current.set(reply.data)
    else current.reload()
  }
  const choose = (choice: Choice) =>
    save(() => supplierApi.put<Assignment>(`/api/supplier/bookings/${bookingId}/resources`, choice))

  return (
    <Panel title={t('assign.heading')} id="resources">
      {resources.state === 'loading' || current.state === 'loading' ? <LoadingState /> : null}
      {resources.state === 'error' ? (
        <ErrorState message={resources.message} onRetry={resources.reload} />
      ) : null}
      {current.state === 'error' ? <ErrorState message={current.message} onRetry={current.reload} /> : null}
      {resources.state === 'ready' && current.state === 'ready' ? (
        resources.data.vehicles.length + resources.data.guides.length === 0 ? (
          <p className="text-sm text-slate-600">{t('assign.empty')}</p>
        ) : (
          <div className="grid gap-4">
            {current.data.crews.map((crew) => (
              <CrewFields
                key={crew.slot}
                crew={crew}
                crews={current.data.crews}
                resources={resources.data}
                busy={busy}
                onChoose={(choice) => void choose({ ...choice, slot: crew.slot })}
              />
            ))}
            <div>
              <button
                type="button"
                className={button.secondary}
                disabled={busy}
                onClick={() =>
                  void save(() =>
                    supplierApi.post<Assignment>(`/api/supplier/bookings/${bookingId}/resources/auto`),
                  )
                }
              >
                {t('assign.auto')}
              </button>
            </div>
          </div>
        )
      ) : null}
    </Panel>
  )
}

/** One vehicle of the booking and its driver-guide; those on the booking's other vehicles are not offered. */
function CrewFields({
  crew,
  crews,
  resources,
  busy,
  onChoose,
}: {
  crew: Crew
  crews: Crew[]
  resources: ResourcesList
  busy: boolean
  onChoose: (choice: Omit<Choice, 'slot'>) => void
}) {
  const { t } = usePortalI18n()
  const several = crews.length > 1
  // Slot 1 keeps the ids it always had; the others are numbered.
  const suffix = crew.slot === 1 ? '' : `-${crew.slot}`
  const elsewhere = (key: 'vehicle_id' | 'guide_id', id: number) =>
    crews.some((c) => c.slot !== crew.slot && c[key] === id)
  const select = 'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm'
  const fields = (
    <div className="grid gap-3 sm:grid-cols-2">
      <div>
        <label htmlFor={`assign-vehicle${suffix}`} className={label}>
          {t('assign.vehicle')}
        </label>
        <select
          id={`assign-vehicle${suffix}`}
          className={select}
          value={crew.vehicle_id ?? ''}
          disabled={busy}
          onChange={(e) => onChoose({ vehicle_id: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">{t('assign.none')}</option>
          {resources.vehicles.map((v) => (
            <option
              key={v.id}
              value={v.id}
              disabled={(v.seats ?? 0) < crew.seats_needed || elsewhere('vehicle_id', v.id)}
            >
              {t('assign.seats', { name: v.name, plate: v.plate, seats: v.seats })}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`assign-guide${suffix}`} className={label}>
          {t('assign.guide')}
        </label>
        <select
          id={`assign-guide${suffix}`}
          className={select}
          value={crew.guide_id ?? ''}
          disabled={busy}
          onChange={(e) => onChoose({ guide_id: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">{t('assign.none')}</option>
          {resources.guides.map((g) => (
            <option key={g.id} value={g.id} disabled={elsewhere('guide_id', g.id)}>
              {g.name} · {g.languages.join(', ')}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
  if (!several) return fields
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3" data-crew-slot={crew.slot}>
      <legend className="px-1 text-sm font-semibold text-slate-800">
        {t('assign.vehicleN', { n: crew.slot, count: crews.length })}
        <span className="font-normal text-slate-600">
          {' '}
          · {t('assign.seatsNeeded', { seats: crew.seats_needed })}
        </span>
      </legend>
      {fields}
    </fieldset>
  )
}
