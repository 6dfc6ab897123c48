import { BOOKING_LISTS, type BookingList } from '@serendib/domain/booking-status'
import { useEffect } from 'react'
import { useNavigation, useRevalidator } from 'react-router'
import type { Route } from './+types/bookings'
import { AccountPageHeading } from '../../components/account/account-page-heading'
import { BookingListTabs, bookingListTitles } from '../../components/account/booking-list-tabs'
import { BookingsTable } from '../../components/account/bookings-table'
import { AccountFallback } from '../../components/auth/account-fallback'
import { useSnackbar } from '../../components/ui/snackbar'
import {
  bookingListParam,
  bookingsPath,
  loadFrom,
  pageParam,
  pickBookingPage,
} from '../../lib/account-bookings'
import { authedApi, requireLogin } from '../../lib/auth-session'
import { useTranslator } from '../../lib/i18n'
import { translatedPrivateMeta } from '../../lib/meta-i18n'

/**
 * Every list at once, each at its own page (?upcoming=2&completed=3&canceled=2): the tabs show
 * how many each holds; `?tab=` picks the list shown.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireLogin(request)
  const params = new URL(request.url).searchParams
  const load = (list: BookingList) =>
    loadFrom(authedApi.get, bookingsPath(list, pageParam(params.get(list))), pickBookingPage)
  const [upcoming, completed, canceled] = await Promise.all([
    load('upcoming'),
    load('completed'),
    load('canceled'),
  ])
  return { shown: bookingListParam(params.get('tab')), lists: { upcoming, completed, canceled } }
}

export function HydrateFallback() {
  return <AccountFallback />
}

export function meta({ matches }: Route.MetaArgs) {
  return translatedPrivateMeta(matches, 'account.bookings', 'My Bookings')
}

/**
 * Spec §2 My Bookings: Upcoming Tours and Completed Tours, and ours for canceled and rejected
 * bookings (issue 30 point 9, decision 064), one list shown at a time behind tab links.
 */
export default function Bookings({ loaderData }: Route.ComponentProps) {
  const { shown, lists } = loaderData
  const navigation = useNavigation()
  const revalidator = useRevalidator()
  const showSnackbar = useSnackbar()
  const { t } = useTranslator()
  const loadFailed = t('msg.loadFailed')
  const failed = Object.values(lists).some((result) => !result.ok)
  const busy = navigation.state === 'loading' || revalidator.state === 'loading'

  // Spec §8: "Most list or detail loads fail: 'Could not load data'" in the snackbar too.
  useEffect(() => {
    if (failed) showSnackbar(loadFailed, 'error')
  }, [failed, loaderData, showSnackbar, loadFailed])

  const total = (list: BookingList) => {
    const result = lists[list]
    return result.ok ? result.data.total : null
  }
  const totals = Object.fromEntries(BOOKING_LISTS.map((list) => [list, total(list)])) as Record<
    BookingList,
    number | null
  >

  return (
    <div className="flex flex-col gap-6 pt-2 lg:pt-0" aria-busy={busy}>
      <header>
        <AccountPageHeading title={t('account.bookings')} intro={t('acct.bookingsIntro')} />
      </header>
      {busy ? (
        <p role="status" className="sr-only">
          {t('acct.loadingBookings')}
        </p>
      ) : null}
      <BookingListTabs shown={shown} totals={totals} />
      <div className={`transition-opacity ${busy ? 'opacity-60' : ''}`}>
        <BookingsTable
          key={shown}
          table={shown}
          title={t(bookingListTitles[shown])}
          result={lists[shown]}
          onRetry={() => void revalidator.revalidate()}
        />
      </div>
    </div>
  )
}
