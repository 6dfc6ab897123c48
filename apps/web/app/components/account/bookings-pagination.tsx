import { useLocation } from 'react-router'
import { bookingsPageHref, type BookingTableStatus } from '../../lib/account-bookings'
import { useTranslator } from '../../lib/i18n'
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
  const { t } = useTranslator()
  return (
    <Pagination
      label={t('acct.pagesOf', { list: label })}
      current={current}
      last={last}
      href={(page) => bookingsPageHref(search, table, page)}
      className="mt-4"
      preventScrollReset
    />
  )
}
