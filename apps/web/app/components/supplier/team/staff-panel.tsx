import type { Resource } from '@serendib/domain/api/supplier-resources'
import type { StaffMemberJson } from '@serendib/domain/api/supplier-staff'
import { StaffRoles, type StaffRole } from '@serendib/domain/staff'
import { useState, type FormEvent } from 'react'
import { button, EmptyState, ErrorState, label, LoadingState, Panel, TextInput } from '../ui'
import { useSnackbar } from '../../ui/snackbar'
import { usePortalI18n } from '../../../lib/supplier/portal-i18n'
import { useServerMessage } from '../../../lib/supplier/server-messages'
import { supplierApi, type FieldErrors } from '../../../lib/supplier/supplier-api'
import { useApiData } from '../../../lib/supplier/use-api-data'

const select = 'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm'

/**
 * The supplier's staff (decision 074): invite by e-mail with a role, link a guide or driver to
 * their driver-guide (whose trips they see), revoke. Only the supplier sees this panel.
 */
export function StaffPanel({ guides }: { guides: Resource[] }) {
  const snackbar = useSnackbar()
  const { t } = usePortalI18n()
  const say = useServerMessage()
  const staff = useApiData<StaffMemberJson[]>('/api/supplier/staff')
  const [form, setForm] = useState({ email: '', name: '', role: 'guide' as StaffRole, guide: '' })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState(false)

  async function invite(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    const reply = await supplierApi.post('/api/supplier/staff', {
      email: form.email.trim(),
      first_name: form.name.trim(),
      role: form.role,
      guide_resource_id: form.guide ? Number(form.guide) : null,
    })
    setBusy(false)
    setErrors(reply.ok ? {} : reply.errors)
    snackbar(say(reply.message ?? ''), reply.ok ? 'success' : 'error')
    if (reply.ok) {
      setForm({ email: '', name: '', role: 'guide', guide: '' })
      staff.reload()
    }
  }
  async function revoke(member: StaffMemberJson) {
    if (!window.confirm(t('staff.revokeConfirm', { email: member.email }))) return
    const reply = await supplierApi.del(`/api/supplier/staff/${member.id}`)
    snackbar(say(reply.message ?? ''), reply.ok ? 'success' : 'error')
    if (reply.ok) staff.reload()
  }
  const guideName = (id: number | null) => guides.find((g) => g.id === id)?.name

  return (
    <Panel title={t('staff.heading')} id="staff">
      <p className="mb-3 text-sm text-slate-600">{t('staff.intro')}</p>
      {staff.state === 'loading' ? <LoadingState /> : null}
      {staff.state === 'error' ? <ErrorState message={staff.message} onRetry={staff.reload} /> : null}
      {staff.state === 'ready' ? (
        staff.data.length === 0 ? (
          <EmptyState>{t('staff.none')}</EmptyState>
        ) : (
          <ul className="mb-4 grid gap-2">
            {staff.data.map((m) => (
              <li
                key={m.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3 text-sm"
              >
                <span>
                  <span className="font-semibold">{m.name || m.email}</span> · {m.email} ·{' '}
                  {t(`staff.role.${m.role}`)}
                  {guideName(m.guide_resource_id)
                    ? t('staff.drivesAs', { guide: guideName(m.guide_resource_id) })
                    : ''}{' '}
                  · {t(`staff.state.${m.state}`)}
                </span>
                {m.state !== 'revoked' ? (
                  <button
                    type="button"
                    className={button.small}
                    onClick={() => void revoke(m)}
                    aria-label={t('staff.revokeLabel', { email: m.email })}
                  >
                    {t('staff.revoke')}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )
      ) : null}
      <form onSubmit={invite} noValidate aria-label={t('staff.invite')} className="grid gap-3 sm:grid-cols-2">
        <TextInput
          name="staff-email"
          label={t('staff.email')}
          type="email"
          inputMode="email"
          value={form.email}
          onChange={(v) => setForm((f) => ({ ...f, email: v }))}
          error={errors.email}
          required
        />
        <TextInput
          name="staff-name"
          label={t('staff.firstName')}
          value={form.name}
          onChange={(v) => setForm((f) => ({ ...f, name: v }))}
          error={errors.first_name}
          required
        />
        <div>
          <label htmlFor="staff-role" className={label}>
            {t('staff.roleLabel')}
          </label>
          <select
            id="staff-role"
            className={select}
            value={form.role}
            onChange={(e) => setForm((f) => ({ ...f, role: e.target.value as StaffRole }))}
          >
            {StaffRoles.map((r) => (
              <option key={r} value={r}>
                {t(`staff.role.${r}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="staff-guide" className={label}>
            {t('staff.guide')}
          </label>
          <select
            id="staff-guide"
            className={select}
            value={form.guide}
            onChange={(e) => setForm((f) => ({ ...f, guide: e.target.value }))}
          >
            <option value="">{t('staff.noneOption')}</option>
            {guides.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className={button.primary} disabled={busy}>
            {t('staff.send')}
          </button>
        </div>
      </form>
    </Panel>
  )
}
