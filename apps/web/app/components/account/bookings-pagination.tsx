import { Link, useLocation } from 'react-router'
import { bookingsPageHref, type BookingTableStatus } from '../../lib/account-bookings'
import { pageWindow } from '../../lib/page-window'
import { ChevronLeftIcon, ChevronRightIcon } from '../icons'

const cell = 'flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-semibold'
const link = `${cell} text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50`

/** Page links of one bookings table (12 a page, spec §9); the other table keeps its page. */
export function BookingsPagination({
  table,
  label,
  current,
  last,
}: {
  table: BookingTableStatus
  label: string
  current: number
  last: number
}) {
  const { search } = useLocation()
  if (last <= 1) return null
  const href = (page: number) => bookingsPageHref(search, table, page)
  return (
    <nav aria-label={`Pages of ${label}`} className="mt-4">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {current > 1 ? (
          <li>
            <Link to={href(current - 1)} rel="prev" preventScrollReset className={link}>
              <ChevronLeftIcon width={18} height={18} />
              <span className="sr-only">Previous page</span>
            </Link>
          </li>
        ) : null}
        {pageWindow(current, last).map((page, index) =>
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
                <Link to={href(page)} preventScrollReset className={link}>
                  <span className="sr-only">Page </span>
                  {page}
                </Link>
              )}
            </li>
          ),
        )}
        {current < last ? (
          <li>
            <Link to={href(current + 1)} rel="next" preventScrollReset className={link}>
              <span className="sr-only">Next page</span>
              <ChevronRightIcon width={18} height={18} />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
