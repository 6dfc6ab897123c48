import type { InputHTMLAttributes, ReactNode, Ref } from 'react'

export const inputClass =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 placeholder:text-slate-400 focus:border-brand-700 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700 disabled:bg-slate-100'

export const primaryButton =
  'inline-flex h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60'

export const secondaryButton =
  'inline-flex h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-5 font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60'

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  id: string
  label: string
  error?: string | null
  /** Help text under the input, also read out with it. */
  hint?: ReactNode
  ref?: Ref<HTMLInputElement>
}

/**
 * A labelled input whose error is tied to it (aria-invalid + aria-describedby), so a screen
 * reader reads the message when the field gets focus. The message region is live: errors
 * shown on submit are announced too.
 */
export function TextField({ id, label, error, hint, ...input }: TextFieldProps) {
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        {...input}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
      />
      <p id={errorId} aria-live="polite" className="text-sm text-red-700 empty:hidden mt-1">
        {error ?? ''}
      </p>
      {hint ? (
        <div id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </div>
      ) : null}
    </div>
  )
}
