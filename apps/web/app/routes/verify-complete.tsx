import { Link, useSearchParams } from 'react-router'
import { CheckIcon } from '../components/ui/icons-more'
import { useLoggedIn } from '../lib/session-store'
import { privatePageMeta } from '../lib/page-meta'

export function meta() {
  return privatePageMeta('E-mail confirmed')
}

/** Spec §2: /verify/complete, where the e-mailed confirmation link ends (GET /api/verify/email). */
export default function VerifyComplete() {
  const loggedIn = useLoggedIn()
  // ?restored=1: the old address's undo link after an e-mail change (issue 12); every device is signed out.
  const restored = useSearchParams()[0].get('restored') === '1'
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <span className="mb-6 flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-brand-800">
        <CheckIcon width={32} height={32} aria-hidden="true" />
      </span>
      <h1 className="mb-3 text-2xl font-bold text-slate-900 sm:text-3xl">
        {restored ? 'Your e-mail address is back' : 'Your e-mail address is confirmed'}
      </h1>
      <p className="mb-8 text-slate-700">
        {restored
          ? 'Your account uses this address again and every device was signed out. If someone else ' +
            'knew your password, choose a new one with "Send me new password" when you log in.'
          : 'Thank you. Your Serendib account is ready to use.'}
      </p>
      <Link
        to={loggedIn ? '/account' : '/login'}
        className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {loggedIn ? 'Go to my account' : 'Log in'}
      </Link>
    </div>
  )
}
