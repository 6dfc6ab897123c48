import { Messages } from '@serendib/domain/messages'
import { useEffect } from 'react'
import { useNavigation, useRevalidator } from 'react-router'
import type { Route } from './+types/bookings'
import { AccountPageHeading } from '../../components/account/account-page-heading'
import { BookingsTable } from '../../components/account/bookings-table'
import { AccountFallback } from '../../components/auth/account-fallback'
import { useSnackbar } from '../../components/ui/snackbar'
import { bookingsPath, loadFrom, pageParam, pickBookingPage } from '../../lib/account-bookings'
import { authedApi, requireLogin } from '../../lib/auth-session'
import { privatePageMeta } from '../../lib/page-meta'

/** Both tables at once, each at its own page (?upcoming=2&completed=3). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireLogin(request)
  const params = new URL(request.url).searchParams
  const [upcoming, completed] = await Promise.all([
    loadFrom(authedApi.get, bookingsPath('upcoming', pageParam(params.get('upcoming'))), pickBookingPage),
    loadFrom(authedApi.get, bookingsPath('completed', pageParam(params.get('completed'))), pickBookingPage),
  ])
  return { upcoming, completed }
}

export function HydrateFallback() {
  return <AccountFallback />
}

export function meta() {
  return privatePageMeta('My Bookings')
}

/** Spec §2 My Bookings: Upcoming Tours (status not 4 or 5) and Completed Tours (4 and 5). */
export default function Bookings({ loaderData }: Route.ComponentProps) {
  const { upcoming, completed } = loaderData
  const navigation = useNavigation()
  const revalidator = useRevalidator()
  const showSnackbar = useSnackbar()
  const failed = !upcoming.ok || !completed.ok
  const busy = navigation.state === 'loading' || revalidator.state === 'loading'

  // Spec §8: "Most list or detail loads fail: 'Could not load data'" in the snackbar too.
  useEffect(() => {
    if (failed) showSnackbar(Messages.loadFailed, 'error')
  }, [failed, loaderData, showSnackbar])

  return (
    <div className="flex flex-col gap-8 pt-2 lg:pt-0" aria-busy={busy}>
      <header>
        <AccountPageHeading
          title="My Bookings"
          intro="Open a booking to see its details, amend or cancel it, or send a message."
        />
      </header>
      {busy ? (
        <p role="status" className="sr-only">
          Loading bookings…
        </p>
      ) : null}
      <div className={`flex flex-col gap-10 transition-opacity ${busy ? 'opacity-60' : ''}`}>
        <BookingsTable
          table="upcoming"
          title="Upcoming Tours"
          result={upcoming}
          onRetry={() => void revalidator.revalidate()}
        />
        <BookingsTable
          table="completed"
          title="Completed Tours"
          result={completed}
          onRetry={() => void revalidator.revalidate()}
        />
      </div>
    </div>
  )
}
