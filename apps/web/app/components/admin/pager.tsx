import { Link, useLocation } from 'react-router'

interface PageInfo {
  current_page: number
  last_page: number
  total: number
  per_page: number
}

/** Previous / next links for a server-paginated list, keeping the filters in the URL. */
export function Pager({ page }: { page: PageInfo }) {
  const location = useLocation()
  const to = (n: number) => {
    const params = new URLSearchParams(location.search)
    params.set('page', String(n))
    return `${location.pathname}?${params.toString()}`
  }
  const first = page.total === 0 ? 0 : (page.current_page - 1) * page.per_page + 1
  const last = Math.min(page.total, page.current_page * page.per_page)
  const link = 'rounded-lg border border-slate-300 bg-white px-3 py-1.5 font-semibold hover:bg-slate-50'
  return (
    <nav
      aria-label="Pages"
      className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600"
    >
      <span>
        {first}–{last} of {page.total}
      </span>
      <span className="flex items-center gap-2">
        {page.current_page > 1 ? (
          <Link to={to(page.current_page - 1)} className={link} rel="prev">
            Previous
          </Link>
        ) : null}
        <span>
          Page {page.current_page} of {page.last_page}
        </span>
        {page.current_page < page.last_page ? (
          <Link to={to(page.current_page + 1)} className={link} rel="next">
            Next
          </Link>
        ) : null}
      </span>
    </nav>
  )
}
