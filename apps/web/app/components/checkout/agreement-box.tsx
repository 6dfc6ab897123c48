import type { ReactNode } from 'react'
import type { FieldProblems } from '../../lib/checkout-form'

/** The consent box that ends the checkout form (spec §2), with its error tied to it. */
export function AgreementBox({
  id,
  checked,
  onChange,
  problems,
  after,
  children,
}: {
  id: string
  checked: boolean
  onChange: (checked: boolean) => void
  problems: FieldProblems
  after?: ReactNode
  children: ReactNode
}) {
  const error = problems[id] ?? null
  return (
    <div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <label htmlFor={id} className="flex cursor-pointer items-center gap-2 font-medium text-slate-800">
          <input
            id={id}
            type="checkbox"
            checked={checked}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => onChange(event.target.checked)}
            className="h-5 w-5 shrink-0 accent-brand-700"
          />
          {children}
        </label>
        {after}
      </div>
      <p id={`${id}-error`} aria-live="polite" className="mt-1 text-sm text-red-700 empty:hidden">
        {error ?? ''}
      </p>
    </div>
  )
}
