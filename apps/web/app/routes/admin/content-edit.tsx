import { ContentMessages } from '@serendib/domain/admin-content'
import { useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import type { Route } from './+types/content-edit'
import { ConfirmDialog } from '../../components/admin/confirm-dialog'
import { ContentField } from '../../components/admin/content-fields'
import { ErrorState } from '../../components/admin/data-states'
import { useUnsavedChanges } from '../../components/admin/unsaved-changes'
import { button, PageHeader, Panel } from '../../components/admin/page-header'
import { useSnackbar } from '../../components/ui/snackbar'
import { adminApi } from '../../lib/admin/admin-api'
import { blankItem, kindSpec } from '../../lib/admin/content-kinds'
import { fieldErrors } from '../../lib/admin/form-errors'

type Item = Record<string, unknown> & { id?: number; image?: { url: string } | null }

export function meta() {
  return [{ title: 'Edit content · Serendib admin' }]
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const spec = kindSpec(params.kind)
  if (!spec) return { ok: false as const, status: 404, message: 'There is no such kind of content' }
  if (params.id === 'new') return { ok: true as const, status: 200, data: blankItem(spec) as Item }
  return adminApi.get<Item>(`/api/admin/${spec.path}/${encodeURIComponent(params.id)}`)
}

export default function AdminContentEdit({ loaderData: reply, params }: Route.ComponentProps) {
  const spec = kindSpec(params.kind)
  if (!spec || !reply.ok)
    return <ErrorState message={reply.ok ? 'There is no such kind of content' : reply.message} />
  return <ContentEditor key={`${params.kind}/${params.id}`} initial={reply.data} kind={spec.path} />
}

function ContentEditor({ initial, kind }: { initial: Item; kind: string }) {
  const spec = kindSpec(kind)!
  const navigate = useNavigate()
  const notify = useSnackbar()
  const [item, setItem] = useState<Item>(initial)
  const [saved, setSaved] = useState<Item>(initial)
  const unsaved = useUnsavedChanges(JSON.stringify(item) !== JSON.stringify(saved))
  const [preview, setPreview] = useState<string | null>(initial.image?.url ?? null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const isNew = initial.id === undefined
  const publicUrl = !isNew ? spec.publicUrl?.(item) : null

  async function save(event: FormEvent) {
    event.preventDefault()
    const checked = spec.schema.safeParse(item)
    if (!checked.success) {
      setErrors(fieldErrors(checked.error))
      setFormError('Some fields need attention.')
      return
    }
    setErrors({})
    setFormError(null)
    setBusy(true)
    const reply = isNew
      ? await adminApi.post<Item>(`/api/admin/${spec.path}`, checked.data)
      : await adminApi.put<Item>(`/api/admin/${spec.path}/${initial.id}`, checked.data)
    setBusy(false)
    if (!reply.ok) return setFormError(reply.message)
    // A dropped link is said as a warning, so it is read (issue 29 point 8).
    const message = reply.message ?? ContentMessages.saved
    notify(message, message === ContentMessages.saved ? 'success' : 'warning')
    setItem(reply.data)
    setSaved(reply.data)
    if (isNew) unsaved.release()
    if (isNew) navigate(`/admin/content/${spec.path}/${reply.data.id}`, { replace: true })
  }

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={`/admin/content/${spec.path}`} className="text-brand-700 underline">
          ← {spec.plural}
        </Link>
      </p>
      <PageHeader
        title={
          isNew ? `New ${spec.label.toLowerCase()}` : `${spec.label}: ${String(item[spec.titleField] ?? '')}`
        }
        actions={
          <>
            {publicUrl ? (
              <a href={publicUrl} target="_blank" rel="noreferrer" className={button.secondary}>
                See it on the site
              </a>
            ) : null}
            {!isNew && spec.translations ? (
              <Link
                to={`/admin/content/translations/${spec.translations}/${String(item.id)}`}
                className={button.secondary}
              >
                Translations
              </Link>
            ) : null}
            {!isNew ? (
              <button type="button" className={button.danger} onClick={() => setDeleting(true)}>
                Delete
              </button>
            ) : null}
          </>
        }
      />
      <Panel>
        <form onSubmit={save} noValidate className="flex max-w-3xl flex-col gap-4">
          {spec.fields.map((field) => (
            <ContentField
              key={field.name}
              field={field}
              value={item[field.name]}
              preview={field.type === 'image' ? preview : undefined}
              error={errors[field.name]}
              onChange={(value, url) => {
                setItem((current) => ({ ...current, [field.name]: value }))
                if (field.type === 'image') setPreview(url ?? null)
              }}
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
      <ConfirmDialog
        open={deleting}
        title={`Delete this ${spec.label.toLowerCase()}`}
        confirmLabel="Delete"
        danger
        onClose={() => setDeleting(false)}
        description="It disappears from the public site at once. The audit log keeps what it was."
        onConfirm={async () => {
          const reply = await adminApi.del(`/api/admin/${spec.path}/${initial.id}`)
          if (!reply.ok) return reply.message
          notify(reply.message ?? 'Deleted', 'success')
          unsaved.release()
          navigate(`/admin/content/${spec.path}`, { replace: true })
          return null
        }}
      />
      {unsaved.dialog}
    </>
  )
}
