import type { Category, LocationOption } from '@serendib/domain/catalogue-api'
import { useEffect, useState } from 'react'
import { browserApi } from '../../lib/browser-api'
import type { FieldSpec } from '../../lib/admin/content-kinds'
import { LazyRichTextEditor } from './editor/lazy-rich-text-editor'
import { ImageField } from './image-field'
import { input, label as labelClass } from './page-header'

/** Categories and places for pickers, read once from the public API. */
function usePublicList<T>(path: string | null): T[] {
  const [items, setItems] = useState<T[]>([])
  useEffect(() => {
    if (!path) return
    void browserApi
      .get<{ data?: T[] }>(path)
      .then((reply) => setItems(reply.ok && Array.isArray(reply.body?.data) ? reply.body.data : []))
  }, [path])
  return items
}

export function ContentField({
  field,
  value,
  preview,
  error,
  onChange,
}: {
  field: FieldSpec
  value: unknown
  preview?: string | null
  error?: string
  onChange: (value: unknown, preview?: string | null) => void
}) {
  const id = `field-${field.name}`
  const categories = usePublicList<Category>(field.type === 'categories' ? '/api/categories/get' : null)
  const places = usePublicList<LocationOption>(field.type === 'location' ? '/api/locations/get' : null)
  const describedBy =
    [field.help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  const common = { id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy }
  const after = (
    <>
      {field.help ? (
        <p id={`${id}-help`} className="mt-1 text-xs text-slate-500">
          {field.help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  )
  if (field.type === 'image') {
    return (
      <ImageField
        label={field.label}
        value={(value as string | null) ?? null}
        preview={preview ?? null}
        optional={field.optional}
        error={error}
        onChange={(key, url) => onChange(key, url)}
      />
    )
  }
  if (field.type === 'richtext')
    return (
      <LazyRichTextEditor label={field.label} value={String(value ?? '')} onChange={onChange} error={error} />
    )
  if (field.type === 'checkbox') {
    return (
      <label className="flex items-center gap-2 text-sm font-semibold text-slate-700">
        <input
          type="checkbox"
          checked={Boolean(value)}
          onChange={(e) => onChange(e.target.checked)}
          className="h-4 w-4"
          {...common}
        />
        {field.label}
      </label>
    )
  }
  if (field.type === 'categories') {
    const chosen = new Set((value as number[]) ?? [])
    return (
      <fieldset>
        <legend className={labelClass}>{field.label}</legend>
        <div className="grid max-h-48 grid-cols-1 gap-1 overflow-y-auto rounded-lg border border-slate-200 p-2 sm:grid-cols-2">
          {categories.map((c) => (
            <label key={c.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={chosen.has(c.id)}
                onChange={(e) =>
                  onChange(e.target.checked ? [...chosen, c.id] : [...chosen].filter((x) => x !== c.id))
                }
              />
              {c.name}
            </label>
          ))}
        </div>
        {after}
      </fieldset>
    )
  }
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {field.label}
      </label>
      {field.type === 'textarea' ? (
        <textarea
          rows={3}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.target.value)}
          className={`${input} h-auto py-2`}
          {...common}
        />
      ) : field.type === 'select' ? (
        <select
          value={String(value ?? '')}
          onChange={(e) => onChange(e.target.value)}
          className={input}
          {...common}
        >
          {field.options?.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </select>
      ) : field.type === 'location' ? (
        <select
          value={value === null || value === undefined ? '' : String(value)}
          onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
          className={input}
          {...common}
        >
          <option value="">{field.optional ? 'None' : 'Choose a place'}</option>
          {places.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
      ) : field.type === 'tours' ? (
        <input
          inputMode="numeric"
          value={((value as number[]) ?? []).join(', ')}
          onChange={(e) =>
            onChange(
              e.target.value
                .split(/[\s,]+/)
                .filter(Boolean)
                .map(Number)
                .filter((n) => Number.isInteger(n) && n > 0),
            )
          }
          placeholder="Tour ids, e.g. 12, 48"
          className={input}
          {...common}
        />
      ) : field.type === 'number' ? (
        <input
          type="number"
          value={value === null || value === undefined ? '' : String(value)}
          onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
          className={input}
          {...common}
        />
      ) : (
        <input
          type={field.type === 'date' ? 'date' : 'text'}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.target.value)}
          className={input}
          {...common}
        />
      )}
      {field.type === 'tours' && !field.help ? (
        <p className="mt-1 text-xs text-slate-500">
          The tour id is the number at the end of a tour's address.
        </p>
      ) : null}
      {after}
    </div>
  )
}
