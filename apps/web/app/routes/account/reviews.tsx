import { useState } from 'react'
import { Link, useRevalidator } from 'react-router'
import type { Route } from './+types/reviews'
import { ReviewModal } from '../../components/account/review-modal'
import { LoadFailed, NoData } from '../../components/account/review-load-state'
import { ReviewTable } from '../../components/account/review-table'
import { DashboardBreadcrumb } from '../../components/account/dashboard-breadcrumb'
import { AccountFallback } from '../../components/auth/account-fallback'
import { requireLogin } from '../../lib/auth-session'
import { privatePageMeta } from '../../lib/page-meta'
import type { ReviewEntry } from '../../lib/reviews'
import { loadAccountReviews } from '../../lib/reviews-api'

/** The session is in the browser, so the reviews are read there; not logged in goes to /. */
export async function clientLoader() {
  requireLogin()
  return { entries: await loadAccountReviews() }
}

export function HydrateFallback() {
  return <AccountFallback />
}

export function meta() {
  return privatePageMeta('Reviews & Ratings')
}

/** Spec §2 Reviews & Ratings: completed tours with their stars; View opens the (read-only) modal. */
export default function Reviews({ loaderData }: Route.ComponentProps) {
  const { entries } = loaderData
  const [open, setOpen] = useState<ReviewEntry | null>(null)
  const revalidator = useRevalidator()

  return (
    <div className="flex flex-col gap-5 pt-2 pb-12 lg:pt-0">
      <div>
        <DashboardBreadcrumb page="Reviews & Ratings" />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Reviews &amp; Ratings
        </h1>
        <p className="mt-1 text-slate-700">Tell other travellers how your completed tours went.</p>
      </div>
      {entries === null ? (
        <LoadFailed what="your reviews" />
      ) : entries.length === 0 ? (
        <NoData>
          <p className="mt-1 text-sm">Completed tours appear here for you to review.</p>
          <Link
            to="/search"
            className="mt-4 inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            Find a tour
          </Link>
        </NoData>
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
