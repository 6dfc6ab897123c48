import type { Route } from './+types/verify-complete'
import { Link, useSearchParams } from 'react-router'
import { CheckIcon } from '../components/ui/icons-more'
import { useLoggedIn } from '../lib/session-store'
import { useTranslator } from '../lib/i18n'
import { translatedPrivateMeta } from '../lib/meta-i18n'
import type { MessagePrefix } from '@serendib/domain/i18n/message-areas'
import { routeMessages } from '../lib/message-catalogue'

// This page exists in every traveller language (decision 077; routes.ts).
export const handle = {
  translated: true,
  // The catalogue areas this page's modules use, sent by its loader (decision 071, split per area).
  messages: ['auth'] satisfies MessagePrefix[],
}

/** The page is in the browser; the server sends only its messages. */
export function loader({ url }: Route.LoaderArgs) {
  return { messages: routeMessages(url.pathname, handle.messages) }
}

export function meta({ matches }: Route.MetaArgs) {
  return translatedPrivateMeta(matches, 'title.verifyComplete', 'E-mail confirmed')
}

/**
 * What a supplier reads once its address is confirmed (issue 29 point 8): not the traveller's
 * "account is ready" and /login, but what happens next and the supplier portal's sign-in.
 */
const supplierNext: Record<string, string> = {
  pending:
    'Serendib reviews new supplier accounts before they sell: an admin checks your details, and we ' +
    'e-mail you when your account is approved. Meanwhile, sign in to the supplier portal to complete ' +
    'your profile and payout details and to prepare your tours. Once approved, you submit your tours ' +
    'for review and they go on sale.',
  approved: 'Your supplier account is approved. Sign in to the supplier portal to list your tours.',
  rejected:
    'Your supplier account was not approved. Sign in to the supplier portal to update your profile as asked, ' +
    'then contact us to be reviewed again.',
  suspended:
    'Your supplier account is suspended: your tours are off sale. Sign in to the supplier portal for details, ' +
    'or contact us to be reinstated.',
}

/** Spec §2: /verify/complete, where the e-mailed confirmation link ends (GET /api/verify/email). */
export default function VerifyComplete() {
  const loggedIn = useLoggedIn()
  const [params] = useSearchParams()
  // ?restored=1: the old address's undo link after an e-mail change (issue 12); every device is signed out.
  const restored = params.get('restored') === '1'
  const supplier = params.get('supplier')
  const supplierText = supplier ? (supplierNext[supplier] ?? supplierNext.pending) : null
  const button = 'rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800'
  const { t, lp } = useTranslator()
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <span className="mb-6 flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-brand-800">
        <CheckIcon width={32} height={32} aria-hidden="true" />
      </span>
      <h1 className="mb-3 text-2xl font-bold text-slate-900 sm:text-3xl">
        {restored ? t('auth.emailBack') : t('auth.emailConfirmed')}
      </h1>
      <p className="mb-8 text-slate-700">
        {restored ? t('auth.emailBackText') : (supplierText ?? t('auth.accountReady'))}
      </p>
      {supplierText ? (
        // The supplier portal is a separate application: a plain link, as on /signup/complete.
        <a href="/supplier/login" className={button}>
          Sign in to the supplier portal
        </a>
      ) : (
        <Link to={lp(loggedIn ? '/account' : '/login')} className={button}>
          {loggedIn ? t('auth.goToMyAccount') : t('header.logIn')}
        </Link>
      )}
    </div>
  )
}
