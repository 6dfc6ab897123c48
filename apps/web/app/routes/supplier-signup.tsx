import altchaCss from 'altcha/altcha.css?url'
import { UserType } from '@serendib/domain/user-types'
import { Link, useNavigate } from 'react-router'
import { SignUpForm } from '../components/auth/sign-up-form'
import { SignUpLayout } from '../components/auth/sign-up-layout'
import { pageTitle } from '../lib/seo'
import { useGuestOnly } from '../lib/use-guest-only'
import type { MessagePrefix } from '@serendib/domain/i18n/message-areas'
import { routeMessages } from '../lib/message-catalogue'
import type { Route } from './+types/supplier-signup'

export function links() {
  return [{ rel: 'stylesheet', href: altchaCss }]
}

export const handle = {
  // The catalogue areas this page's modules use, sent by its loader (decision 071, split per area).
  messages: ['acct', 'auth', 'msg'] satisfies MessagePrefix[],
}

/** The page is in the browser; the server sends only its messages. */
export function loader({ url }: Route.LoaderArgs) {
  return { messages: routeMessages(url.pathname, handle.messages) }
}

export function meta() {
  return [
    { title: pageTitle('List your tours') },
    {
      name: 'description',
      content: 'Tour operators and activity providers in Sri Lanka: sign up to sell on Serendib.',
    },
  ]
}

const reasons = [
  {
    title: 'Travellers from around the world',
    text: 'Your tours in front of people planning a trip to Sri Lanka.',
  },
  {
    title: 'Bookings paid online',
    text: 'Travellers pay when they book; you see every booking in one place.',
  },
  { title: 'No listing fee', text: 'Signing up and listing your tours costs nothing.' },
]

/** Spec §2: /signup, supplier sign-up (user type 2); then /signup/complete. */
export default function SupplierSignUp() {
  useGuestOnly()
  const navigate = useNavigate()
  return (
    <SignUpLayout
      title="List your tours on Serendib"
      intro="Create a supplier account. Once we have checked your details you can add tours and take bookings."
      aside={
        <ul className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
          {reasons.map((reason) => (
            <li key={reason.title}>
              <p className="font-semibold text-slate-900">{reason.title}</p>
              <p className="text-sm text-slate-700">{reason.text}</p>
            </li>
          ))}
        </ul>
      }
    >
      <SignUpForm
        userType={UserType.supplier}
        onRegistered={() => void navigate('/signup/complete', { state: { registered: true } })}
      />
      <p className="mt-5 text-center text-sm text-slate-700">
        Booking a trip instead?{' '}
        <Link to="/account/signup" className="font-semibold text-brand-700 underline hover:text-brand-800">
          Create a traveller account
        </Link>
      </p>
    </SignUpLayout>
  )
}
