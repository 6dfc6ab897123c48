import { Link } from 'react-router'
import { InfoIcon } from '../components/ui/icons-more'
import { EmailStatus } from '../components/settings/email-status'
import { useSession } from '../lib/auth-session'
import { privatePageMeta } from '../lib/page-meta'

export function meta() {
  return privatePageMeta('Confirmation link not valid')
}

/** Spec §2: /verify/failed, for an unknown, used or expired confirmation link. */
export default function VerifyFailed() {
  const { loggedIn, user } = useSession()
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <span className="mb-6 flex h-16 w-16 items-center justify-center rounded-full bg-amber-100 text-amber-900">
        <InfoIcon width={32} height={32} aria-hidden="true" />
      </span>
      <h1 className="mb-3 text-2xl font-bold text-slate-900 sm:text-3xl">
        This confirmation link does not work
      </h1>
      <p className="mb-8 text-slate-700">
        It has expired or was already used: each confirmation link works once, for a limited time.{' '}
        {loggedIn ? 'Ask for a new one below.' : 'Log in and ask for a new one in your account settings.'}
      </p>
      {loggedIn && user ? (
        user.email_verified ? (
          <p className="font-semibold text-emerald-800">Your e-mail address is already confirmed.</p>
        ) : (
          <EmailStatus verified={false} />
        )
      ) : (
        <Link
          to="/login?redirect=/account/settings"
          className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Log in
        </Link>
      )}
    </div>
  )
}
