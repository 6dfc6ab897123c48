import type { ReactNode } from 'react'
import { usePortalI18n } from '../../../lib/supplier/portal-i18n'
import { useServerMessage } from '../../../lib/supplier/server-messages'
import { DisplayDateInput } from '../../ui/display-date-input'
import { input, label as labelClass } from '../ui'

/** The id of a field path's control, so errors and "missing" links can point at it. */
export const fieldId = (path: string) => `tour-${path.replace(/\./g, '-')}`

/** A field's problem, in the portal's language (the API answers in English: server-messages.ts). */
export function FieldError({ path, errors }: { path: string; errors: Record<string, string> }) {
  const say = useServerMessage()
  const text = errors[path]
  return text ? (
    <p id={`${fieldId(path)}-error`} className="mt-1 text-sm font-medium text-red-700">
      {say(text)}
    </p>
  ) : null
}

function a11y(path: string, errors: Record<string, string>) {
  return {
    id: fieldId(path),
    'aria-invalid': errors[path] ? true : undefined,
    'aria-describedby': errors[path] ? `${fieldId(path)}-error` : undefined,
  }
}

/** A whole number, or null when the box is empty (an optional capacity, an unset price). */
export function NumberField({
  path,
  label,
  value,
  errors,
  onChange,
  min = 0,
  step,
  suffix,
}: {
  path: string
  label: ReactNode
  value: number | null
  errors: Record<string, string>
  onChange: (value: number | null) => void
  min?: number
  step?: string
  suffix?: string
}) {
  return (
    <div>
      <label htmlFor={fieldId(path)} className={labelClass}>
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          {...a11y(path, errors)}
          type="number"
          inputMode="decimal"
          min={min}
          step={step ?? '1'}
          className={input}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
        />
        {suffix ? <span className="shrink-0 text-sm text-slate-600">{suffix}</span> : null}
      </div>
      <FieldError path={path} errors={errors} />
    </div>
  )
}

export function SelectField<T extends string | number>({
  path,
  label,
  value,
  options,
  errors,
  onChange,
}: {
  path: string
  label: string
  value: T
  options: readonly (readonly [T, string])[]
  errors: Record<string, string>
  onChange: (value: T) => void
}) {
  return (
    <div>
      <label htmlFor={fieldId(path)} className={labelClass}>
        {label}
      </label>
      <select
        {...a11y(path, errors)}
        className={input}
        value={String(value)}
        onChange={(event) => {
          const found = options.find(([v]) => String(v) === event.target.value)
          if (found) onChange(found[0])
        }}
      >
        {options.map(([v, text]) => (
          <option key={String(v)} value={String(v)}>
            {text}
          </option>
        ))}
      </select>
      <FieldError path={path} errors={errors} />
    </div>
  )
}

export function TextField({
  path,
  label,
  value,
  errors,
  onChange,
  multiline,
  hint,
  type = 'text',
  rows = 4,
}: {
  path: string
  label: string
  value: string
  errors: Record<string, string>
  onChange: (value: string) => void
  multiline?: boolean
  hint?: string
  type?: string
  rows?: number
}) {
  const { t } = usePortalI18n()
  const props = {
    ...a11y(path, errors),
    value,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  }
  return (
    <div>
      <label htmlFor={fieldId(path)} className={labelClass}>
        {label}
      </label>
      {multiline ? (
        <textarea {...props} rows={rows} className={`${input} h-auto py-2`} />
      ) : type === 'date' ? (
        <DisplayDateInput
          id={fieldId(path)}
          value={value}
          onChange={onChange}
          className={input}
          invalid={Boolean(errors[path])}
          describedBy={errors[path] ? `${fieldId(path)}-error` : undefined}
          pickerLabel={t('editor.openCalendar')}
          placeholder={t('common.datePlaceholder')}
        />
      ) : (
        <input {...props} type={type} className={input} />
      )}
      {hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
      <FieldError path={path} errors={errors} />
    </div>
  )
}

/** A checkbox list of ids (categories, places), filterable when it is long. */
export function IdChecklist({
  path,
  legend,
  options,
  selected,
  errors,
  onChange,
}: {
  path: string
  legend: string
  options: readonly { id: number; name: string }[] | null
  selected: number[]
  errors: Record<string, string>
  onChange: (ids: number[]) => void
}) {
  const { t } = usePortalI18n()
  if (!options)
    return <p className="text-sm text-slate-500">{t('editor.loadingList', { what: legend.toLowerCase() })}</p>
  return (
    <fieldset id={fieldId(path)} aria-describedby={errors[path] ? `${fieldId(path)}-error` : undefined}>
      <legend className={labelClass}>{legend}</legend>
      <div className="flex max-h-56 flex-wrap gap-2 overflow-y-auto rounded-lg border border-slate-200 p-2">
        {options.map((o) => {
          const checked = selected.includes(o.id)
          return (
            <label
              key={o.id}
              className={`flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm has-focus-visible:ring-2 has-focus-visible:ring-brand-600 ${
                checked
                  ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900'
                  : 'border-slate-300 bg-white'
              }`}
            >
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand-700"
                checked={checked}
                onChange={() =>
                  onChange(checked ? selected.filter((id) => id !== o.id) : [...selected, o.id])
                }
              />
              {o.name}
            </label>
          )
        })}
      </div>
      <FieldError path={path} errors={errors} />
    </fieldset>
  )
}
