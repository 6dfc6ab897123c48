import { Link } from 'react-router'
import { pageWindow } from '../../lib/page-window'
import { changedSearchHref, type SearchQuery } from '../../lib/search-query'
import { ChevronLeftIcon, ChevronRightIcon } from '../icons'

const cell = 'flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-semibold'
const link = `${cell} text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50`

/** Page links (spec §2: only when last_page is above 1). Plain links, so crawlers follow them. */
export function SearchPagination({ query, lastPage }: { query: SearchQuery; lastPage: number }) {
  if (lastPage <= 1) return null
  const current = Math.min(query.page, lastPage)
  const href = (page: number) => changedSearchHref(query, { page })
  return (
    <nav aria-label="Pages of results" className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {current > 1 ? (
          <li>
            <Link to={href(current - 1)} rel="prev" className={link}>
              <ChevronLeftIcon width={18} height={18} />
              <span className="sr-only sm:not-sr-only sm:ml-1">Previous</span>
              <span className="sr-only"> page</span>
            </Link>
          </li>
        ) : null}
        {pageWindow(current, lastPage).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ) : (
            <li key={page}>
              {page === current ? (
                <span aria-current="page" className={`${cell} bg-brand-700 text-white`}>
                  <span className="sr-only">Page </span>
                  {page}
                </span>
              ) : (
                <Link to={href(page)} className={link}>
                  <span className="sr-only">Page </span>
                  {page}
                </Link>
              )}
            </li>
          ),
        )}
        {current < lastPage ? (
          <li>
            <Link to={href(current + 1)} rel="next" className={link}>
              <span className="sr-only sm:not-sr-only sm:mr-1">Next</span>
              <span className="sr-only"> page</span>
              <ChevronRightIcon width={18} height={18} />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
