import type { BookingList } from '@serendib/domain/booking-status'
import { BOOKING_LISTS } from '@serendib/domain/booking-status'
import { Link } from 'react-router'
import type { MessageId } from '@serendib/domain/i18n/messages/en'
import { bookingListHref } from '../../lib/account-bookings'
import { useTranslator } from '../../lib/i18n'

/** Spec §2's table titles, and ours for bookings that will not run (decision 064): catalogue ids. */
export const bookingListTitles = {
  upcoming: 'acct.list.upcoming',
  completed: 'acct.list.completed',
  canceled: 'acct.list.canceled',
} as const satisfies Record<BookingList, MessageId>

/**
 * The lists of My Bookings as links (they work before JavaScript and keep an address each):
 * the one shown is `aria-current="page"`, each with how many bookings it holds.
 */
export function BookingListTabs({
  shown,
  totals,
}: {
  shown: BookingList
  totals: Record<BookingList, number | null>
}) {
  const { t, lp } = useTranslator()
  return (
    // A segmented control that wraps: all three lists stay in sight on a 390 px phone.
    <nav aria-label={t('acct.bookingLists')}>
      <ul className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1">
        {BOOKING_LISTS.map((list) => {
          const current = list === shown
          return (
            <li key={list}>
              <Link
                to={lp(bookingListHref(list))}
                aria-current={current ? 'page' : undefined}
                preventScrollReset
                className={`inline-flex min-h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold whitespace-nowrap ${
                  current
                    ? 'bg-white text-brand-800 shadow-sm ring-1 ring-slate-200'
                    : 'text-slate-700 hover:bg-white/70 hover:text-slate-900'
                }`}
              >
                {t(bookingListTitles[list])}
                {totals[list] !== null ? (
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs ${current ? 'bg-brand-50 text-brand-800' : 'bg-white text-slate-700'}`}
                  >
                    {totals[list]}
                  </span>
                ) : null}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
