import type { Route } from './+types/login'
import { UserType } from '@serendib/domain/user-types'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { LoginPanel } from '../components/auth/login-panel'
import { useTranslator } from '../lib/i18n'
import { pageTitle } from '../lib/seo'
import { safeRedirect } from '../lib/safe-redirect'
import { areaHome } from '../lib/area-home'
import { getSession } from '../lib/session-store'
import { useGuestOnly } from '../lib/use-guest-only'
import { metaText } from '../lib/meta-i18n'
import type { MessagePrefix } from '@serendib/domain/i18n/message-areas'
import { routeMessages } from '../lib/message-catalogue'

// This page exists in every traveller language (decision 077; routes.ts).
export const handle = {
  translated: true,
  // The catalogue areas this page's modules use, sent by its loader (decision 071, split per area).
  messages: ['acct', 'auth', 'msg'] satisfies MessagePrefix[],
}

/** The page is in the browser; the server sends only its messages. */
export function loader({ url }: Route.LoaderArgs) {
  return { messages: routeMessages(url.pathname, handle.messages) }
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(metaText(matches, 'title.logIn', 'Log in')) },
    {
      name: 'description',
      content: metaText(
        matches,
        'title.logInDescription',
        'Log in to Serendib to see your bookings, favourites and deals.',
      ),
    },
  ]
}

/** Spec §2 Login: /login; logged-in users go to /account, a login goes to `redirect` or /account. */
export default function Login() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const { state } = useLocation()
  // The sign-up page passes the new account's e-mail along.
  const initialEmail = typeof state?.email === 'string' ? state.email : undefined
  // A page that asked for the login (decision 057), checked to be on this site.
  const { t, lp } = useTranslator()
  const target = safeRedirect(params.get('redirect'), lp('/account'))
  const asked = target !== lp('/account')
  useGuestOnly(target)

  return (
    <div className="bg-brand-50/60 px-4 py-8 sm:py-14">
      <div className="mx-auto flex max-w-md flex-col gap-6">
        <div className="text-center">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('header.logIn')}
          </h1>
          {asked ? (
            // A page that needs the login sent the visitor here (decision 057): say so.
            <p role="status" className="mt-1 text-slate-700">
              {t('auth.loginRequiredBack')}
            </p>
          ) : (
            <p className="mt-1 text-slate-700">{t('auth.welcomeBack')}</p>
          )}
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <LoginPanel
            initialEmail={initialEmail}
            onSuccess={() => {
              // Suppliers and admins go to their own area, not to a customer page that refuses them.
              const type = getSession().user?.user_type
              void navigate(type === UserType.customer ? target : areaHome(type), { replace: true })
            }}
          />
        </div>
        <p className="text-center text-sm text-slate-700">
          {t('auth.bookedWithoutAccount')}{' '}
          <Link
            to={lp('/booking/find')}
            className="font-semibold text-brand-700 underline hover:text-brand-800"
          >
            {t('auth.findYourBooking')}
          </Link>
        </p>
        <aside className="rounded-2xl border border-slate-200 bg-white p-5 text-sm text-slate-700">
          <h2 className="mb-1 font-semibold text-slate-900">{t('auth.runTours')}</h2>
          <p>
            {t('auth.suppliersOwnAccount')}{' '}
            <Link to="/signup" className="font-semibold text-brand-700 underline hover:text-brand-800">
              {t('auth.supplierSignUp')}
            </Link>
          </p>
        </aside>
      </div>
    </div>
  )
}
