import { useState } from 'react'
import { useRevalidator } from 'react-router'
import type { Route } from './+types/dashboard'
import { DashboardLastActivity } from '../../components/account/dashboard-last-activity'
import { DashboardRecentBooking } from '../../components/account/dashboard-recent-booking'
import { LoadFailed } from '../../components/account/review-load-state'
import { ReviewModal } from '../../components/account/review-modal'
import { ActivityCard } from '../../components/ui/activity-card'
import { AccountFallback } from '../../components/auth/account-fallback'
import { requireLogin, useSession } from '../../lib/auth-session'
import { useTranslator } from '../../lib/i18n'
import { lastActivityEntry, type ReviewEntry } from '../../lib/reviews'
import { loadDashboard } from '../../lib/reviews-dashboard'
import { translatedPrivateMeta } from '../../lib/meta-i18n'

/** The session lives in the browser, so the page loads there; not logged in goes to /. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { user } = await requireLogin(request)
  return { user, ...(await loadDashboard()) }
}

export function HydrateFallback() {
  return <AccountFallback />
}

export function meta({ matches }: Route.MetaArgs) {
  return translatedPrivateMeta(matches, 'header.myAccount', 'My account')
}

/**
 * Spec §2 Dashboard: greeting, "How is your last Activity?" with the review modal, the recent
 * booking and featured tours ("We would Suggest").
 */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const user = useSession().user ?? loaderData.user
  const { reviews, recentBooking, suggestions } = loaderData
  const [open, setOpen] = useState<ReviewEntry | null>(null)
  const revalidator = useRevalidator()
  const last = reviews ? lastActivityEntry(reviews) : null
  const { t } = useTranslator()

  return (
    <div className="flex flex-col gap-8 pt-2 pb-12 lg:pt-0">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('acct.hello', { name: user.first_name })}
        </h1>
        <p className="mt-1 text-slate-700">{t('acct.dashboardIntro')}</p>
      </div>

      {reviews === null || recentBooking === undefined ? <LoadFailed /> : null}

      <div className="grid gap-5 md:grid-cols-2">
        {last ? <DashboardLastActivity entry={last} onOpen={setOpen} /> : null}
        {recentBooking !== undefined ? <DashboardRecentBooking booking={recentBooking} /> : null}
      </div>

      {suggestions.length > 0 ? (
        <section aria-labelledby="suggest-heading">
          <h2 id="suggest-heading" className="mb-4 text-xl font-bold text-slate-900">
            {t('msg.dashboardSuggest')}
          </h2>
          <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
            {suggestions.map((activity) => (
              <li key={activity.id}>
                <ActivityCard activity={activity} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <ReviewModal
        entry={open}
        onClose={() => setOpen(null)}
        onReviewed={() => void revalidator.revalidate()}
      />
    </div>
  )
}
