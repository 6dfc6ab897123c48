import { Link } from 'react-router'
import { useTranslator } from '../../lib/i18n'

export interface Crumb {
  label: string
  /** An unprefixed site path; omitted for the current page, which is the last crumb. */
  to?: string
  /** "en" for a title left in English on a page in another language (admin content, decision 086). */
  lang?: string
}

/**
 * Where this page sits, from the home page of the page's language: the trail starts with "Home"
 * and every link keeps the language (`/travel-inspiration` → `/de/travel-inspiration`). The
 * current page is text with aria-current, not a link to itself. Pages using it receive the
 * `crumb` message area.
 */
export function Breadcrumbs({ items, className = '' }: { items: Crumb[]; className?: string }) {
  const { t, lp } = useTranslator()
  const trail: Crumb[] = [{ label: t('crumb.home'), to: '/' }, ...items]
  return (
    <nav aria-label={t('crumb.label')} className={`text-sm text-slate-600 ${className}`}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {trail.map((item, index) => (
          <li key={item.label} className="flex items-center gap-2">
            {index > 0 ? (
              <span aria-hidden="true" className="text-slate-400">
                /
              </span>
            ) : null}
            {item.to ? (
              <Link
                to={lp(item.to)}
                lang={item.lang}
                className="rounded underline-offset-2 hover:text-brand-800 hover:underline"
              >
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" lang={item.lang} className="font-semibold text-slate-800">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
