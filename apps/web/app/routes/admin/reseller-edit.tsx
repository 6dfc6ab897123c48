import {
  adminResellerCreateSchema,
  type AdminReseller,
  type AdminResellerDetail,
} from '@serendib/domain/api/admin-resellers'
import { useState, type FormEvent, type ReactNode } from 'react'
import { Link, useNavigate, useRevalidator } from 'react-router'
import type { Route } from './+types/reseller-edit'
import { ErrorState } from '../../components/admin/data-states'
import { button, input, label, PageHeader, Panel } from '../../components/admin/page-header'
import { ResellerKeys } from '../../components/admin/reseller-keys'
import { TourPicker } from '../../components/admin/tour-picker'
import { useSnackbar } from '../../components/ui/snackbar'
import { adminApi } from '../../lib/admin/admin-api'
import { fieldErrors } from '../../lib/admin/form-errors'

export function meta() {
  return [{ title: 'Reseller · Serendib admin' }]
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (params.id === 'new') return { ok: true as const, status: 200, data: null }
  return adminApi.get<AdminResellerDetail>(`/api/admin/resellers/${encodeURIComponent(params.id)}`)
}

interface Draft {
  name: string
  contactEmail: string
  commissionPercent: string
  allTours: boolean
  tours: { id: number; title: string }[]
}

const draftOf = (r: AdminResellerDetail | null): Draft => ({
  name: r?.name ?? '',
  contactEmail: r?.contactEmail ?? '',
  commissionPercent: r ? String(r.commissionPercent) : '0',
  allTours: r ? r.allowedActivityIds === null : true,
  tours: r?.allowedTours ?? [],
})

function Field({
  id,
  text,
  error,
  hint,
  children,
}: {
  id: string
  text: string
  error?: string
  hint?: string
  children: ReactNode
}) {
  return (
    <div>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      {children}
      <p id={`${id}-error`} aria-live="polite" className="mt-1 text-sm text-red-700 empty:hidden">
        {error ?? ''}
      </p>
      {hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
    </div>
  )
}

/** Create or edit a reseller: name, contact, commission and allowed tours; then its API keys. */
export default function AdminResellerEdit(props: Route.ComponentProps) {
  // Keyed by reseller: moving from one reseller to another starts a fresh form.
  const reply = props.loaderData
  return <ResellerForm key={reply.ok && reply.data ? reply.data.id : 'new'} reply={reply} />
}

function ResellerForm({ reply }: { reply: Route.ComponentProps['loaderData'] }) {
  const notify = useSnackbar()
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const existing = reply.ok ? reply.data : null
  const [draft, setDraft] = useState<Draft>(() => draftOf(existing))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const back = (
    <p className="mb-2 text-sm">
      <Link to="/admin/resellers" className="text-brand-700 underline">
        ← Resellers
      </Link>
    </p>
  )
  if (!reply.ok)
    return (
      <>
        {back}
        <ErrorState message={reply.message} />
      </>
    )

  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }))
  async function save(event: FormEvent) {
    event.preventDefault()
    const percent = draft.commissionPercent.trim()
    const checked = adminResellerCreateSchema.safeParse({
      name: draft.name,
      contactEmail: draft.contactEmail.trim(),
      commissionPercent: /^\d+$/.test(percent) ? Number(percent) : Number.NaN,
      allowedActivityIds: draft.allTours ? null : draft.tours.map((t) => t.id),
    })
    const problems = checked.success ? {} : fieldErrors(checked.error)
    if (!draft.allTours && draft.tours.length === 0)
      problems.allowedActivityIds = 'Choose at least one tour, or allow every active tour'
    setErrors(problems)
    if (!checked.success || Object.keys(problems).length > 0) return
    setBusy(true)
    const answer = existing
      ? await adminApi.put<AdminReseller>(`/api/admin/resellers/${existing.id}`, checked.data)
      : await adminApi.post<AdminReseller>('/api/admin/resellers', checked.data)
    setBusy(false)
    if (!answer.ok) return setFormError(answer.message)
    setFormError(null)
    notify(answer.message ?? 'Saved', 'success')
    if (existing) void revalidator.revalidate()
    else navigate(`/admin/resellers/${answer.data.id}`, { replace: true })
  }

  return (
    <>
      {back}
      <PageHeader
        title={existing ? existing.name : 'New reseller'}
        description="A reseller sells our tours through the OCTO API and pays us on account."
      />
      <Panel title="Details">
        <form onSubmit={save} noValidate className="flex max-w-2xl flex-col gap-4">
          <Field
            id="reseller-name"
            text="Name"
            error={errors.name}
            hint="Shown as the booking's channel to suppliers."
          >
            <input
              id="reseller-name"
              value={draft.name}
              onChange={(e) => set({ name: e.target.value })}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby="reseller-name-error"
              className={input}
            />
          </Field>
          <Field id="reseller-contact" text="Contact e-mail" error={errors.contactEmail}>
            <input
              id="reseller-contact"
              type="email"
              value={draft.contactEmail}
              onChange={(e) => set({ contactEmail: e.target.value })}
              aria-invalid={errors.contactEmail ? true : undefined}
              aria-describedby="reseller-contact-error"
              className={input}
            />
          </Field>
          <Field
            id="reseller-commission"
            text="Commission (%)"
            error={errors.commissionPercent}
            hint="The reseller's share of the retail price: its net rate is the retail price less this percent."
          >
            <input
              id="reseller-commission"
              inputMode="numeric"
              value={draft.commissionPercent}
              onChange={(e) => set({ commissionPercent: e.target.value })}
              aria-invalid={errors.commissionPercent ? true : undefined}
              aria-describedby="reseller-commission-error"
              className={`${input} max-w-32`}
            />
          </Field>
          <fieldset className="flex flex-col gap-2">
            <legend className={label}>Tours it may sell</legend>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="scope"
                checked={draft.allTours}
                onChange={() => set({ allTours: true })}
              />
              Every active tour
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="scope"
                checked={!draft.allTours}
                onChange={() => set({ allTours: false })}
              />
              Only the tours chosen below
            </label>
          </fieldset>
          {draft.allTours ? null : (
            <TourPicker
              chosen={draft.tours}
              onChange={(tours) => set({ tours })}
              error={errors.allowedActivityIds}
            />
          )}
          {formError ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {formError}
            </p>
          ) : null}
          <div>
            <button type="submit" disabled={busy} className={button.primary}>
              {busy ? 'Saving…' : existing ? 'Save reseller' : 'Create reseller'}
            </button>
          </div>
        </form>
      </Panel>
      {existing ? (
        <ResellerKeys
          resellerId={existing.id}
          keys={existing.keys}
          onChanged={() => void revalidator.revalidate()}
        />
      ) : (
        <p className="text-sm text-slate-600">Create the reseller first; then you can issue its API keys.</p>
      )}
    </>
  )
}
