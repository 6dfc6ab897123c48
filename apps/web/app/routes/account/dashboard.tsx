import { Link } from 'react-router'
import type { Route } from './+types/dashboard'
import { AccountFallback } from '../../components/auth/account-fallback'
import { LogOutButton } from '../../components/auth/log-out-button'
import { requireLogin, useSession } from '../../lib/auth-session'
import { privatePageMeta } from '../../lib/page-meta'

// PLACEHOLDER until the account area issue: the login flow lands here.

/** The session lives in the browser, so the page renders there; not logged in goes to /. */
export function clientLoader() {
  return { user: requireLogin().user }
}

export function HydrateFallback() {
  return <AccountFallback />
}

export function meta() {
  return privatePageMeta('My account')
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const user = useSession().user ?? loaderData.user
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Hello {user.first_name}
      </h1>
      <p className="mt-2 text-slate-700">Your bookings, reviews and favourites will appear here.</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link
          to="/account/settings"
          className="inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          Settings
        </Link>
        <LogOutButton className="inline-flex h-11 items-center rounded-lg border border-slate-300 bg-white px-5 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60" />
      </div>
    </div>
  )
}
