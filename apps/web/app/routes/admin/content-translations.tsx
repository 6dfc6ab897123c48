import type { TranslationsView } from '@serendib/domain/api/admin-translations'
import { TranslationMessages } from '@serendib/domain/api/admin-translations'
import { CONTENT_LOCALES, type ContentLocale } from '@serendib/domain/i18n/content'
import { LOCALE_NAMES } from '@serendib/domain/i18n/locales'
import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import type { Route } from './+types/content-translations'
import { ErrorState } from '../../components/admin/data-states'
import { LazyRichTextEditor } from '../../components/admin/editor/lazy-rich-text-editor'
import { button, input, label as labelClass, PageHeader, Panel } from '../../components/admin/page-header'
import { useUnsavedChanges } from '../../components/admin/unsaved-changes'
import { useSnackbar } from '../../components/ui/snackbar'
import { adminApi } from '../../lib/admin/admin-api'

export function meta() {
  return [{ title: 'Translations · Serendib admin' }]
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return adminApi.get<TranslationsView>(
    `/api/admin/translations/${encodeURIComponent(params.kind)}/${encodeURIComponent(params.id)}`,
  )
}

/** Where the English item is edited: the back link. */
function itemPath(view: TranslationsView): string {
  const paths: Record<string, string> = {
    slider: 'sliders',
    featured_category: 'featured-categories',
    travel_inspiration: 'inspirations',
    location_page: 'location-pages',
  }
  return view.kind === 'site_content'
    ? `/admin/content/site/${view.id}`
    : `/admin/content/${paths[view.kind]}/${view.id}`
}

export default function AdminContentTranslations({ loaderData: reply }: Route.ComponentProps) {
  if (!reply.ok) return <ErrorState message={reply.message} />
  return <TranslationsEditor key={`${reply.data.kind}/${reply.data.id}`} initial={reply.data} />
}

type Texts = Record<string, Record<string, string>>

/**
 * An item's texts in every traveller language (decision 086): a language picker that counts what
 * is missing in each, then each field with its English beside it. One language is saved at a
 * time; edits in other languages wait in the form until they are saved too.
 */
function TranslationsEditor({ initial }: { initial: TranslationsView }) {
  const notify = useSnackbar()
  const [view, setView] = useState(initial)
  const [drafts, setDrafts] = useState<Texts>(initial.translations)
  const [locale, setLocale] = useState<ContentLocale>(firstMissing(initial))
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const changed = (l: string) => JSON.stringify(drafts[l]) !== JSON.stringify(view.translations[l])
  const unsaved = useUnsavedChanges(CONTENT_LOCALES.some(changed))
  const missing = view.missing[locale] ?? []

  async function save(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    const reply = await adminApi.put<TranslationsView>(
      `/api/admin/translations/${view.kind}/${encodeURIComponent(view.id)}/${locale}`,
      { fields: drafts[locale] },
    )
    setBusy(false)
    if (!reply.ok) return setError(reply.message)
    setError(null)
    setView(reply.data)
    // Saved text comes back cleaned (rich text sanitised, spaces trimmed); other drafts stay.
    setDrafts((d) => ({ ...d, [locale]: reply.data.translations[locale]! }))
    const message = reply.message ?? TranslationMessages.saved
    notify(message, message === TranslationMessages.saved ? 'success' : 'warning')
  }

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={itemPath(view)} className="text-brand-700 underline">
          ← Back to the English
        </Link>
      </p>
      <PageHeader
        title={`Translations: ${view.name}`}
        description="A field left empty shows the English text on that language's page, with a note saying so."
      />
      <Panel>
        <fieldset className="mb-5">
          <legend className={labelClass}>Language</legend>
          <div className="flex flex-wrap gap-2">
            {CONTENT_LOCALES.map((l) => {
              const count = view.missing[l]?.length ?? 0
              const chosen = l === locale
              return (
                <label
                  key={l}
                  className={`flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm focus-within:outline-2 focus-within:outline-brand-600 ${
                    chosen ? 'border-brand-700 bg-brand-50 font-semibold' : 'border-slate-300 bg-white'
                  }`}
                >
                  <input
                    type="radio"
                    name="language"
                    value={l}
                    checked={chosen}
                    onChange={() => setLocale(l)}
                    className="sr-only"
                  />
                  <span lang={l}>{LOCALE_NAMES[l]}</span>
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs ${
                      count > 0 ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-900'
                    }`}
                    data-missing-count={count}
                  >
                    {count > 0 ? `${count} missing` : 'complete'}
                  </span>
                  {changed(l) ? <span className="text-xs text-slate-600">(unsaved)</span> : null}
                </label>
              )
            })}
          </div>
        </fieldset>
        <form
          onSubmit={save}
          noValidate
          className="flex flex-col gap-6"
          aria-label={`${LOCALE_NAMES[locale]} text`}
        >
          <p className="text-sm text-slate-700" role="status">
            {missing.length > 0
              ? `Missing in ${LOCALE_NAMES[locale]}: ${missing
                  .map((name) => view.fields.find((f) => f.name === name)?.label ?? name)
                  .join(', ')}`
              : `Every field with English text is translated into ${LOCALE_NAMES[locale]}.`}
          </p>
          {view.fields.map((field) => (
            <TranslationField
              key={`${locale}-${field.name}`}
              field={field}
              locale={locale}
              missing={missing.includes(field.name)}
              value={drafts[locale]?.[field.name] ?? ''}
              onChange={(value) =>
                setDrafts((d) => ({ ...d, [locale]: { ...d[locale], [field.name]: value } }))
              }
            />
          ))}
          {error ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {error}
            </p>
          ) : null}
          <div>
            <button type="submit" disabled={busy} className={button.primary}>
              {busy ? 'Saving…' : `Save ${LOCALE_NAMES[locale]}`}
            </button>
          </div>
        </form>
      </Panel>
      {unsaved.dialog}
    </>
  )
}

/** The language with the most missing fields first, so the console opens where work is. */
function firstMissing(view: TranslationsView): ContentLocale {
  return [...CONTENT_LOCALES].sort(
    (a, b) => (view.missing[b]?.length ?? 0) - (view.missing[a]?.length ?? 0),
  )[0]!
}

function TranslationField({
  field,
  locale,
  missing,
  value,
  onChange,
}: {
  field: TranslationsView['fields'][number]
  locale: ContentLocale
  missing: boolean
  value: string
  onChange: (value: string) => void
}) {
  const id = `translation-${field.name}`
  const label = `${field.label} (${LOCALE_NAMES[locale]})`
  return (
    <div className="grid gap-3 border-t border-slate-200 pt-4 lg:grid-cols-2 lg:gap-6">
      <div className="min-w-0 lg:order-2">
        <p className="mb-1 text-sm font-semibold text-slate-700">{field.label} in English</p>
        {field.english ? (
          field.rich ? (
            // Stored English rich text, sanitised when it was saved.
            <div
              lang="en"
              className="max-h-64 overflow-y-auto rounded-lg bg-slate-50 p-3 text-sm text-slate-700 [&_a]:underline [&_h2]:font-bold [&_h3]:font-bold [&_li]:ml-5 [&_li]:list-disc [&_p]:mb-2"
              dangerouslySetInnerHTML={{ __html: field.english }}
            />
          ) : (
            <p lang="en" className="rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-700">
              {field.english}
            </p>
          )
        ) : (
          <p className="text-sm text-slate-500 italic">No English text: nothing to translate.</p>
        )}
      </div>
      <div className="min-w-0 lg:order-1">
        {missing ? (
          <p className="mb-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            Missing: the page shows the English
          </p>
        ) : null}
        {field.rich ? (
          <LazyRichTextEditor label={label} value={value} onChange={onChange} />
        ) : (
          <>
            <label htmlFor={id} className={labelClass}>
              {label}
            </label>
            {field.multiline ? (
              <textarea
                id={id}
                lang={locale}
                rows={6}
                value={value}
                maxLength={field.max}
                onChange={(e) => onChange(e.target.value)}
                className={`${input} h-auto py-2`}
              />
            ) : (
              <input
                id={id}
                lang={locale}
                value={value}
                maxLength={field.max}
                onChange={(e) => onChange(e.target.value)}
                className={input}
              />
            )}
          </>
        )}
      </div>
    </div>
  )
}
