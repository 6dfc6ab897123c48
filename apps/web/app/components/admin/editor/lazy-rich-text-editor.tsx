import { lazy, Suspense, useId } from 'react'
import { label as labelClass } from '../page-header'

const RichTextEditor = lazy(() => import('./rich-text-editor'))

/** The editor's code (TipTap, ProseMirror) is fetched the first time a form shows one. */
export function LazyRichTextEditor({
  label,
  value,
  onChange,
  error,
}: {
  label: string
  value: string
  onChange: (html: string) => void
  error?: string
}) {
  const id = useId()
  return (
    <div>
      <span id={`${id}-label`} className={labelClass}>
        {label}
      </span>
      <Suspense fallback={<div className="min-h-48 animate-pulse rounded-lg bg-slate-100" />}>
        <RichTextEditor id={id} value={value} onChange={onChange} labelledBy={`${id}-label`} />
      </Suspense>
      {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
    </div>
  )
}
