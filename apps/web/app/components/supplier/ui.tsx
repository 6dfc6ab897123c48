import type { ReactNode } from 'react'
import { usePortalI18n } from '../../lib/supplier/portal-i18n'
import { useServerMessage } from '../../lib/supplier/server-messages'

/** The portal's building blocks: page titles, panels, states and form controls. */
export const button = {
  primary:
    'inline-flex h-11 items-center justify-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60',
  secondary:
    'inline-flex h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60',
  small:
    'inline-flex h-9 items-center justify-center rounded-md border border-slate-300 bg-white px-3 text-xs font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60',
}

export const input =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700'
export const textarea =
  'min-h-24 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700'
export const label = 'mb-1 block text-sm font-semibold text-slate-800'

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string
  description?: ReactNode
  actions?: ReactNode
}) {
  return (
    <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  )
}

export function Panel({ title, id, children }: { title?: string; id?: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={id && title ? `${id}-title` : undefined}
      className="mb-5 scroll-mt-20 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      {title ? (
        <h2 id={id ? `${id}-title` : undefined} className="mb-3 text-lg font-bold text-slate-900">
          {title}
        </h2>
      ) : null}
      {children}
    </section>
  )
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = usePortalI18n()
  // The API's English refusal ("Only the supplier can do this.") in the page's language.
  const say = useServerMessage()
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
    >
      <span>{say(message)}</span>
      {onRetry ? (
        <button type="button" onClick={onRetry} className={button.small}>
          {t('common.tryAgain')}
        </button>
      ) : null}
    </div>
  )
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
      {children}
    </div>
  )
}

/**
 * A section still loading. Only the dot pulses: a pulsing text fades below the contrast its
 * colour needs half of the time (axe found it so on a booking page whose panels were loading).
 */
export function LoadingState({ label: text }: { label?: string }) {
  const { t } = usePortalI18n()
  return (
    <p role="status" className="flex items-center gap-2 rounded-xl bg-white p-6 text-sm text-slate-600">
      <span aria-hidden="true" className="size-2 shrink-0 animate-pulse rounded-full bg-brand-600" />
      {text ?? t('common.loading')}
    </p>
  )
}

/** A labelled text control with its error below, tied together for screen readers. */
export function TextInput({
  name,
  label: text,
  value,
  error,
  onChange,
  hint,
  multiline = false,
  ...rest
}: {
  name: string
  label: string
  value: string
  error?: string
  hint?: string
  multiline?: boolean
  onChange: (value: string) => void
  type?: string
  autoComplete?: string
  inputMode?: 'text' | 'tel' | 'numeric' | 'email'
  required?: boolean
}) {
  const say = useServerMessage()
  const id = `field-${name}`
  const described =
    [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined
  const common = {
    id,
    name,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  }
  return (
    <div>
      <label htmlFor={id} className={label}>
        {text}
        {rest.required ? <span className="text-red-700"> *</span> : null}
      </label>
      {multiline ? (
        <textarea {...common} className={textarea} rows={3} />
      ) : (
        <input {...common} {...rest} className={input} />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {say(error)}
        </p>
      ) : null}
    </div>
  )
}
