import { useState } from 'react'
import { useRevalidator } from 'react-router'
import type { Route } from './+types/reviews'
import { AccountPageHeading } from '../../components/account/account-page-heading'
import { ReviewModal } from '../../components/account/review-modal'
import { LoadFailed, NoData } from '../../components/account/review-load-state'
import { ReviewTable } from '../../components/account/review-table'
import { AccountFallback } from '../../components/auth/account-fallback'
import { requireLogin } from '../../lib/auth-session'
import { useTranslator } from '../../lib/i18n'
import type { ReviewEntry } from '../../lib/reviews'
import { loadAccountReviews } from '../../lib/reviews-api'
import { translatedPrivateMeta } from '../../lib/meta-i18n'

/** The session is in the browser, so the reviews are read there; not logged in goes to /. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireLogin(request)
  return { entries: await loadAccountReviews() }
}

export function HydrateFallback() {
  return <AccountFallback />
}

export function meta({ matches }: Route.MetaArgs) {
  return translatedPrivateMeta(matches, 'account.reviews', 'Reviews & Ratings')
}

/** Spec §2 Reviews & Ratings: completed tours with their stars; View opens the (read-only) modal. */
export default function Reviews({ loaderData }: Route.ComponentProps) {
  const { entries } = loaderData
  const [open, setOpen] = useState<ReviewEntry | null>(null)
  const revalidator = useRevalidator()
  const { t } = useTranslator()

  return (
    <div className="flex flex-col gap-5 pt-2 pb-12 lg:pt-0">
      <div>
        <AccountPageHeading title={t('account.reviews')} intro={t('acct.reviewsIntro')} />
      </div>
      {entries === null ? (
        <LoadFailed />
      ) : entries.length === 0 ? (
        <NoData note={t('acct.noReviews')} findTour />
      ) : (
        <ReviewTable entries={entries} onOpen={setOpen} />
      )}
      <ReviewModal
        entry={open}
        onClose={() => setOpen(null)}
        onReviewed={() => void revalidator.revalidate()}
      />
    </div>
  )
}
