import type { Resource } from '@serendib/domain/api/supplier-resources'
import { todayInColombo } from '@serendib/domain/dates'
import { guideProblems, vehicleProblems } from '@serendib/domain/resources'
import { useState, type FormEvent } from 'react'
import { button, input, label, TextInput } from '../ui'
import { DisplayDateInput } from '../../ui/display-date-input'
import { useSnackbar } from '../../ui/snackbar'
import { usePortalI18n } from '../../../lib/supplier/portal-i18n'
import { useServerMessage } from '../../../lib/supplier/server-messages'
import { supplierApi, type FieldErrors } from '../../../lib/supplier/supplier-api'
import { VehiclePhoto } from './vehicle-photo'

/** Adds a vehicle or a driver-guide; the domain's rules run first, then the server's. */
export function NewResourceForm({ kind, onAdded }: { kind: 'vehicle' | 'guide'; onAdded: () => void }) {
  const snackbar = useSnackbar()
  const { t } = usePortalI18n()
  const say = useServerMessage()
  const [fields, setFields] = useState({
    name: '',
    seats: '',
    plate: '',
    phone: '',
    languages: '',
    licence: '',
  })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState(false)
  const set = (key: keyof typeof fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }))
  async function submit(event: FormEvent) {
    event.preventDefault()
    const languages = fields.languages
      .split(',')
      .map((l) => l.trim())
      .filter(Boolean)
    const body =
      kind === 'vehicle'
        ? { kind, name: fields.name.trim(), seats: Number(fields.seats), plate: fields.plate.trim() }
        : {
            kind,
            name: fields.name.trim(),
            phone: fields.phone.trim(),
            languages,
            licence_number: fields.licence.trim(),
          }
    const problems = body.kind === 'vehicle' ? vehicleProblems(body) : guideProblems({ ...body, languages })
    setErrors(problems)
    if (Object.keys(problems).length > 0) return
    setBusy(true)
    const reply = await supplierApi.post('/api/supplier/resources', body)
    setBusy(false)
    if (!reply.ok) {
      setErrors(reply.errors)
      snackbar(say(reply.message), 'error')
      return
    }
    snackbar(reply.message ? say(reply.message) : t('resource.saved'), 'success')
    setFields({ name: '', seats: '', plate: '', phone: '', languages: '', licence: '' })
    onAdded()
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 sm:grid-cols-2"
      aria-label={kind === 'vehicle' ? t('resource.addVehicle') : t('resource.addGuide')}
    >
      <TextInput
        name={`${kind}-name`}
        label={t('resource.name')}
        value={fields.name}
        onChange={set('name')}
        error={errors.name}
        required
      />
      {kind === 'vehicle' ? (
        <>
          <TextInput
            name="vehicle-seats"
            label={t('resource.seats')}
            inputMode="numeric"
            value={fields.seats}
            onChange={set('seats')}
            error={errors.seats}
            required
          />
          <TextInput
            name="vehicle-plate"
            label={t('resource.plate')}
            value={fields.plate}
            onChange={set('plate')}
            error={errors.plate}
            required
          />
        </>
      ) : (
        <>
          <TextInput
            name="guide-phone"
            label={t('resource.phone')}
            type="tel"
            inputMode="tel"
            value={fields.phone}
            onChange={set('phone')}
            error={errors.phone}
            required
          />
          <TextInput
            name="guide-languages"
            label={t('resource.languages')}
            hint={t('resource.languagesHint')}
            value={fields.languages}
            onChange={set('languages')}
            error={errors.languages}
            required
          />
          <TextInput
            name="guide-licence"
            label={t('resource.licence')}
            value={fields.licence}
            onChange={set('licence')}
            error={errors.licence_number}
            required
          />
        </>
      )}
      <div className="sm:col-span-2">
        <button type="submit" className={button.primary} disabled={busy}>
          {kind === 'vehicle' ? t('resource.addVehicleButton') : t('resource.addGuideButton')}
        </button>
      </div>
    </form>
  )
}

/** One vehicle or driver-guide: its facts, its days off (add, remove) and retiring it. */
export function ResourceCard({ resource, onChanged }: { resource: Resource; onChanged: () => void }) {
  const snackbar = useSnackbar()
  const { t, date } = usePortalI18n()
  const say = useServerMessage()
  const [day, setDay] = useState('')
  const [busy, setBusy] = useState(false)
  // A refused day off names the bookings that need the resource: it stays on the card, not only in a snackbar.
  const [refusal, setRefusal] = useState<string | null>(null)
  async function call(send: () => Promise<{ ok: boolean; message?: string }>) {
    setBusy(true)
    const reply = await send()
    setBusy(false)
    const message = reply.ok
      ? reply.message
        ? say(reply.message)
        : t('resource.saved')
      : say(reply.message ?? '')
    snackbar(message, reply.ok ? 'success' : 'error')
    setRefusal(reply.ok ? null : message)
    if (reply.ok) onChanged()
  }
  const base = `/api/supplier/resources/${resource.id}`
  const dayId = `day-off-${resource.id}`
  return (
    <li className="rounded-lg border border-slate-200 p-3 text-sm">
      {resource.kind === 'vehicle' ? <VehiclePhoto vehicle={resource} onChanged={onChanged} /> : null}
      <p className="font-semibold text-slate-900">{resource.name}</p>
      <p className="text-slate-700">
        {resource.kind === 'vehicle'
          ? t('resource.vehicleFacts', { plate: resource.plate, seats: resource.seats })
          : t('resource.guideFacts', {
              phone: resource.phone,
              languages: resource.languages.join(', '),
              licence: resource.licence_number,
            })}
      </p>
      {resource.busy_days.length > 0 ? (
        <p className="text-slate-600">
          {t('resource.working', { days: resource.busy_days.map(date).join(', ') })}
        </p>
      ) : null}
      <div className="mt-2">
        <p className="font-semibold text-slate-800">{t('resource.daysOff')}</p>
        {resource.days_off.length === 0 ? <p className="text-slate-600">{t('resource.noDaysOff')}</p> : null}
        <ul className="flex flex-wrap gap-2">
          {resource.days_off.map((d) => (
            <li key={d} className="flex items-center gap-1 rounded bg-slate-100 px-2 py-1">
              {date(d)}
              <button
                type="button"
                className="min-h-9 px-1 font-semibold text-red-800 underline"
                aria-label={t('resource.removeDayOff', { day: date(d), name: resource.name })}
                disabled={busy}
                onClick={() => void call(() => supplierApi.del(`${base}/days-off/${d}`))}
              >
                {t('resource.remove')}
              </button>
            </li>
          ))}
        </ul>
        <form
          className="mt-2 flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault()
            if (day) void call(() => supplierApi.put(`${base}/days-off/${day}`, {}))
          }}
        >
          <div>
            <label htmlFor={dayId} className={label}>
              {t('resource.addDayOff')}
            </label>
            <DisplayDateInput
              id={dayId}
              value={day}
              min={todayInColombo()}
              className={input}
              onChange={setDay}
              pickerLabel={t('resource.chooseDayOff', { name: resource.name })}
              placeholder={t('common.datePlaceholder')}
            />
          </div>
          <button type="submit" className={button.secondary} disabled={busy || !day}>
            {t('resource.addDayOffButton')}
          </button>
        </form>
        {refusal ? (
          <p role="alert" className="mt-1 font-medium text-red-700">
            {refusal}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className="mt-3 min-h-11 font-semibold text-red-800 underline"
        disabled={busy}
        onClick={() => {
          if (window.confirm(t('resource.retireConfirm', { name: resource.name })))
            void call(() => supplierApi.del(base))
        }}
      >
        {t('resource.retire')}
      </button>
    </li>
  )
}
