import { ContentMessages } from '@serendib/domain/admin-content'
import { siteContentInputSchema, type SiteContentItem } from '@serendib/domain/api/admin-content'
import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import type { Route } from './+types/site-content'
import { ContentField } from '../../components/admin/content-fields'
import { ErrorState } from '../../components/admin/data-states'
import { useUnsavedChanges } from '../../components/admin/unsaved-changes'
import { button, PageHeader, Panel } from '../../components/admin/page-header'
import { useSnackbar } from '../../components/ui/snackbar'
import { adminApi } from '../../lib/admin/admin-api'
import { dateTime } from '../../lib/admin/format'
import { fieldErrors } from '../../lib/admin/form-errors'
import type { FieldSpec } from '../../lib/admin/content-kinds'

export function meta() {
  return [{ title: 'Site page · Serendib admin' }]
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const reply = await adminApi.get<SiteContentItem[]>('/api/admin/site-content')
  if (!reply.ok) return reply
  const item = reply.data.find((s) => s.section === params.section)
  return item
    ? { ...reply, data: item }
    : { ok: false as const, status: 404, message: 'There is no such page' }
}

const publicPath: Record<string, string> = {
  about: '/about',
  privacy: '/help/0',
  disclaimer: '/help/1',
  cookie: '/help/2',
  guidelines: '/help',
}

const fields: FieldSpec[] = [
  { name: 'title', label: 'Title', type: 'text' },
  { name: 'body', label: 'Page text', type: 'richtext' },
  { name: 'meta_title', label: 'Meta title (search engines, browser tab)', type: 'text' },
  { name: 'meta_description', label: 'Meta description (search results)', type: 'textarea' },
]

export default function AdminSiteContent({ loaderData: reply }: Route.ComponentProps) {
  if (!reply.ok) return <ErrorState message={reply.message} />
  return <Editor key={reply.data.section} initial={reply.data} />
}

function Editor({ initial }: { initial: SiteContentItem }) {
  const notify = useSnackbar()
  const [item, setItem] = useState(initial)
  const [saved, setSaved] = useState(initial)
  const unsaved = useUnsavedChanges(JSON.stringify(item) !== JSON.stringify(saved))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function save(event: FormEvent) {
    event.preventDefault()
    const checked = siteContentInputSchema.safeParse(item)
    if (!checked.success) return setErrors(fieldErrors(checked.error))
    setErrors({})
    setBusy(true)
    const reply = await adminApi.put<SiteContentItem>(
      `/api/admin/site-content/${initial.section}`,
      checked.data,
    )
    setBusy(false)
    if (!reply.ok) return setFormError(reply.message)
    setFormError(null)
    setItem(reply.data)
    setSaved(reply.data)
    // A dropped link is said as a warning, so it is read (issue 29 point 8).
    const message = reply.message ?? ContentMessages.saved
    notify(message, message === ContentMessages.saved ? 'success' : 'warning')
  }

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/content" className="text-brand-700 underline">
          ← Content
        </Link>
      </p>
      <PageHeader
        title={`Site page: ${initial.section}`}
        description={`Last saved ${dateTime(item.updated_at)}`}
        actions={
          <>
            <Link
              to={`/admin/content/translations/site_content/${initial.section}`}
              className={button.secondary}
            >
              Translations
            </Link>
            <a
              href={publicPath[initial.section] ?? '/'}
              target="_blank"
              rel="noreferrer"
              className={button.secondary}
            >
              See it on the site
            </a>
          </>
        }
      />
      <Panel>
        <form onSubmit={save} noValidate className="flex max-w-3xl flex-col gap-4">
          {fields.map((field) => (
            <ContentField
              key={field.name}
              field={field}
              value={item[field.name as keyof SiteContentItem]}
              error={errors[field.name]}
              onChange={(value) => setItem((c) => ({ ...c, [field.name]: value }))}
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
      {unsaved.dialog}
    </>
  )
}
