import type { ReactNode } from 'react'
import { Link } from 'react-router'

interface Props {
  id: string
  title: string
  subtitle?: string
  viewAll?: { to: string; label: string }
  children: ReactNode
}

/** A titled band of the home page; the heading names the section for assistive tech. */
export function HomeSection({ id, title, subtitle, viewAll, children }: Props) {
  return (
    <section aria-labelledby={id} className="mx-auto mt-12 max-w-7xl px-4 sm:px-6">
      <div className="mb-4 flex items-end justify-between gap-4">
        <div>
          <h2 id={id} className="text-2xl font-bold text-slate-900">
            {title}
          </h2>
          {subtitle ? <p className="mt-1 text-slate-600">{subtitle}</p> : null}
        </div>
        {viewAll ? (
          <Link
            to={viewAll.to}
            className="shrink-0 rounded font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {viewAll.label}
            {/* "View more" alone is an ambiguous link name for screen readers and SEO audits. */}
            <span className="sr-only"> {title}</span>
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  )
}
