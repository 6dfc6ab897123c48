import { useLocation } from 'react-router'
import { bookingsPageHref, type BookingTableStatus } from '../../lib/account-bookings'
import { Pagination } from '../ui/pagination'

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
  return (
    <Pagination
      label={`Pages of ${label}`}
      current={current}
      last={last}
      href={(page) => bookingsPageHref(search, table, page)}
      className="mt-4"
      preventScrollReset
    />
  )
}
