import altchaCss from 'altcha/altcha.css?url'
import { Messages } from '@serendib/domain/messages'
import { UserType } from '@serendib/domain/user-types'
import { Link, useNavigate } from 'react-router'
import { SignUpForm } from '../components/auth/sign-up-form'
import { SignUpLayout } from '../components/auth/sign-up-layout'
import { sitePromises } from '../components/ui/promises'
import { useSnackbar } from '../components/ui/snackbar'
import { pageTitle } from '../lib/seo'
import { useGuestOnly } from '../lib/use-guest-only'

export function links() {
  return [{ rel: 'stylesheet', href: altchaCss }]
}

export function meta() {
  return [
    { title: pageTitle('Create an account') },
    { name: 'description', content: 'Create a Serendib account to book tours and keep your favourites.' },
  ]
}

/** Spec §2: /account/signup, customer sign-up (user type 3); then /login. */
export default function CustomerSignUp() {
  useGuestOnly()
  const navigate = useNavigate()
  const showSnackbar = useSnackbar()

  function onRegistered(email: string) {
    showSnackbar(Messages.registrationSuccess, 'success')
    void navigate('/login', { state: { email } })
  }

  return (
    <SignUpLayout
      title="Create your account"
      intro="Book faster, keep a list of favourites and manage your bookings in one place."
      aside={
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          {sitePromises
            .filter((promise) => promise.detail)
            .map(({ Icon, title, detail }) => (
              <li key={title} className="flex gap-3">
                <Icon width={24} height={24} className="mt-0.5 shrink-0 text-brand-700" aria-hidden="true" />
                <div>
                  <p className="font-semibold text-slate-900">{title}</p>
                  <p className="text-sm text-slate-700">{detail}</p>
                </div>
              </li>
            ))}
        </ul>
      }
    >
      <SignUpForm userType={UserType.customer} onRegistered={onRegistered} />
      <p className="mt-5 text-center text-sm text-slate-700">
        Already have an account?{' '}
        <Link to="/login" className="font-semibold text-brand-700 underline hover:text-brand-800">
          Log in
        </Link>
      </p>
    </SignUpLayout>
  )
}
