import { Link } from 'react-router'

export interface Crumb {
  label: string
  /** Omitted for the current page, which is the last crumb. */
  to?: string
}

/** Where this page sits; the current page is text with aria-current, not a link to itself. */
export function Breadcrumbs({ items, className = '' }: { items: Crumb[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={`text-sm text-slate-600 ${className}`}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {items.map((item, index) => (
          <li key={item.label} className="flex items-center gap-2">
            {index > 0 ? (
              <span aria-hidden="true" className="text-slate-400">
                /
              </span>
            ) : null}
            {item.to ? (
              <Link to={item.to} className="rounded underline-offset-2 hover:text-brand-800 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-semibold text-slate-800">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
