import { Link } from 'react-router'
import { useTranslator } from '../../lib/i18n'
import type { Crumb } from '../../lib/structured-data'
import { ChevronRightIcon } from '../ui/icons'

/**
 * Visible trail of the same crumbs the BreadcrumbList JSON-LD lists, so the two never differ.
 * The last crumb is the page itself: text with aria-current, not a link to where we are.
 */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  // The links stay in the page's language (decision 071); the names follow the JSON-LD's.
  const { t, lp } = useTranslator()
  return (
    <nav aria-label={t('tour.breadcrumb')} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1
          return (
            <li key={`${index}-${crumb.name}`} className="flex min-w-0 items-center gap-1">
              {index > 0 ? (
                <ChevronRightIcon width={14} height={14} className="shrink-0 text-slate-400" />
              ) : null}
              {last || !crumb.url ? (
                <span aria-current={last ? 'page' : undefined} className="line-clamp-1 text-slate-700">
                  {crumb.name}
                </span>
              ) : (
                <Link
                  to={lp(crumb.url)}
                  className="rounded font-medium text-brand-700 underline-offset-2 hover:underline"
                >
                  {crumb.name}
                </Link>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
