import type { Route } from './+types/customer-signup'
import altchaCss from 'altcha/altcha.css?url'
import { UserType } from '@serendib/domain/user-types'
import { Link, useNavigate } from 'react-router'
import { SignUpForm } from '../components/auth/sign-up-form'
import { SignUpLayout } from '../components/auth/sign-up-layout'
import { sitePromises } from '../components/ui/promises'
import { useSnackbar } from '../components/ui/snackbar'
import { useTranslator } from '../lib/i18n'
import { pageTitle } from '../lib/seo'
import { useGuestOnly } from '../lib/use-guest-only'
import { metaText } from '../lib/meta-i18n'
import type { MessagePrefix } from '@serendib/domain/i18n/message-areas'
import { routeMessages } from '../lib/message-catalogue'

export function links() {
  return [{ rel: 'stylesheet', href: altchaCss }]
}

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
    { title: pageTitle(metaText(matches, 'title.signUp', 'Create an account')) },
    {
      name: 'description',
      content: metaText(
        matches,
        'title.signUpDescription',
        'Create a Serendib account to book tours and keep your favourites.',
      ),
    },
  ]
}

/** Spec §2: /account/signup, customer sign-up (user type 3); then /login. */
export default function CustomerSignUp() {
  const { t, lp } = useTranslator()
  useGuestOnly(lp('/account'))
  const navigate = useNavigate()
  const showSnackbar = useSnackbar()

  function onRegistered(email: string) {
    showSnackbar(t('msg.registrationSuccess'), 'success')
    void navigate(lp('/login'), { state: { email } })
  }

  return (
    <SignUpLayout
      title={t('auth.createYourAccount')}
      intro={t('auth.signUpIntro')}
      aside={
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          {sitePromises
            .filter((promise) => promise.detail)
            .map(({ Icon, key }) => (
              <li key={key} className="flex gap-3">
                <Icon width={24} height={24} className="mt-0.5 shrink-0 text-brand-700" aria-hidden="true" />
                <div>
                  <p className="font-semibold text-slate-900">{t(`promise.${key}`)}</p>
                  <p className="text-sm text-slate-700">{t(`auth.promise.${key}`)}</p>
                </div>
              </li>
            ))}
        </ul>
      }
    >
      <SignUpForm userType={UserType.customer} onRegistered={onRegistered} />
      <p className="mt-5 text-center text-sm text-slate-700">
        {t('auth.haveAccount')}{' '}
        <Link to={lp('/login')} className="font-semibold text-brand-700 underline hover:text-brand-800">
          {t('header.logIn')}
        </Link>
      </p>
    </SignUpLayout>
  )
}
