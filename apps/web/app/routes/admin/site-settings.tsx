import { siteSettingsInputSchema, type SiteSettingsInput } from '@serendib/domain/api/admin-content'
import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import type { Route } from './+types/site-settings'
import { ContentField } from '../../components/admin/content-fields'
import { ErrorState } from '../../components/admin/data-states'
import { button, PageHeader, Panel } from '../../components/admin/page-header'
import { useSnackbar } from '../../components/ui/snackbar'
import { adminApi } from '../../lib/admin/admin-api'
import { fieldErrors } from '../../lib/admin/form-errors'
import type { FieldSpec } from '../../lib/admin/content-kinds'

export function meta() {
  return [{ title: 'Site settings · Serendib admin' }]
}

export async function clientLoader() {
  return adminApi.get<SiteSettingsInput>('/api/admin/site-settings')
}

const fields: FieldSpec[] = [
  { name: 'title', label: 'Site title', type: 'text' },
  { name: 'description', label: 'Site description', type: 'textarea' },
  { name: 'keywords', label: 'Keywords', type: 'text' },
  { name: 'featured', label: 'Featured tours (shown first)', type: 'tours' },
]

export default function AdminSiteSettings({ loaderData: reply }: Route.ComponentProps) {
  const notify = useSnackbar()
  const [item, setItem] = useState<SiteSettingsInput | null>(reply.ok ? reply.data : null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  if (!reply.ok || !item) return <ErrorState message={reply.ok ? 'Could not load data' : reply.message} />

  async function save(event: FormEvent) {
    event.preventDefault()
    const checked = siteSettingsInputSchema.safeParse(item)
    if (!checked.success) return setErrors(fieldErrors(checked.error))
    setErrors({})
    setBusy(true)
    const answer = await adminApi.put<SiteSettingsInput>('/api/admin/site-settings', checked.data)
    setBusy(false)
    if (!answer.ok) return setFormError(answer.message)
    setFormError(null)
    setItem(answer.data)
    notify(answer.message ?? 'Saved', 'success')
  }

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/content" className="text-brand-700 underline">
          ← Content
        </Link>
      </p>
      <PageHeader title="Site settings" />
      <Panel>
        <form onSubmit={save} noValidate className="flex max-w-3xl flex-col gap-4">
          {fields.map((field) => (
            <ContentField
              key={field.name}
              field={field}
              value={item[field.name as keyof SiteSettingsInput]}
              error={errors[field.name]}
              onChange={(value) => setItem((c) => (c ? { ...c, [field.name]: value } : c))}
            />
          ))}
          {formError ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {formError}
            </p>
          ) : null}
          <div>
            <button type="submit" disabled={busy} className={button.primary}>
              {busy ? 'Saving…' : 'Save'}
            </button>
          </div>
        </form>
      </Panel>
    </>
  )
}
