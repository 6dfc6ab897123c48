import type { ResourcesList } from '@serendib/domain/api/supplier-resources'
import { useState } from 'react'
import { button, ErrorState, label, LoadingState, Panel } from '../ui'
import { useSnackbar } from '../../ui/snackbar'
import { usePortalI18n } from '../../../lib/supplier/portal-i18n'
import { supplierApi } from '../../../lib/supplier/supplier-api'
import { useApiData } from '../../../lib/supplier/use-api-data'

interface Assignment {
  vehicle_id: number | null
  guide_id: number | null
}

/**
 * Who drives this booking (decision 074): the vehicle and the driver-guide, chosen automatically
 * at confirmation where free ones exist; the supplier or office changes them here. A busy, off
 * or too small choice is refused by the server with its reason; nothing changes then.
 */
export function AssignmentPanel({ bookingId, pax }: { bookingId: number; pax: number }) {
  const snackbar = useSnackbar()
  const { t } = usePortalI18n()
  const resources = useApiData<ResourcesList>('/api/supplier/resources')
  const current = useApiData<Assignment>(`/api/supplier/bookings/${bookingId}/resources`)
  const [busy, setBusy] = useState(false)

  async function save(send: () => ReturnType<typeof supplierApi.put<Assignment>>) {
    setBusy(true)
    const reply = await send()
    setBusy(false)
    snackbar(reply.ok ? (reply.message ?? t('common.saved')) : reply.message, reply.ok ? 'success' : 'error')
    if (reply.ok) current.set(reply.data)
    else current.reload()
  }
  const choose = (key: keyof Assignment, value: string) =>
    save(() =>
      supplierApi.put<Assignment>(`/api/supplier/bookings/${bookingId}/resources`, {
        [key]: value ? Number(value) : null,
      }),
    )

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
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor="assign-vehicle" className={label}>
                {t('assign.vehicle')}
              </label>
              <select
                id="assign-vehicle"
                className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm"
                value={current.data.vehicle_id ?? ''}
                disabled={busy}
                onChange={(e) => void choose('vehicle_id', e.target.value)}
              >
                <option value="">{t('assign.none')}</option>
                {resources.data.vehicles.map((v) => (
                  <option key={v.id} value={v.id} disabled={(v.seats ?? 0) < pax}>
                    {t('assign.seats', { name: v.name, plate: v.plate, seats: v.seats })}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="assign-guide" className={label}>
                {t('assign.guide')}
              </label>
              <select
                id="assign-guide"
                className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm"
                value={current.data.guide_id ?? ''}
                disabled={busy}
                onChange={(e) => void choose('guide_id', e.target.value)}
              >
                <option value="">{t('assign.none')}</option>
                {resources.data.guides.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.name} · {g.languages.join(', ')}
                  </option>
                ))}
              </select>
            </div>
            <div className="sm:col-span-2">
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
