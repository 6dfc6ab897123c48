import type { Route } from './+types/verify-failed'
import { Link } from 'react-router'
import { InfoIcon } from '../components/ui/icons-more'
import { EmailStatus } from '../components/settings/email-status'
import { useSession } from '../lib/auth-session'
import { useTranslator } from '../lib/i18n'
import { translatedPrivateMeta } from '../lib/meta-i18n'
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
  return translatedPrivateMeta(matches, 'title.verifyFailed', 'Confirmation link not valid')
}

/** Spec §2: /verify/failed, for an unknown, used or expired confirmation link. */
export default function VerifyFailed() {
  const { loggedIn, user } = useSession()
  const { t, lp } = useTranslator()
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <span className="mb-6 flex h-16 w-16 items-center justify-center rounded-full bg-amber-100 text-amber-900">
        <InfoIcon width={32} height={32} aria-hidden="true" />
      </span>
      <h1 className="mb-3 text-2xl font-bold text-slate-900 sm:text-3xl">{t('auth.linkNotWorking')}</h1>
      <p className="mb-8 text-slate-700">
        {t('auth.linkExpired')} {loggedIn ? t('auth.askBelow') : t('auth.askInSettings')}
      </p>
      {loggedIn && user ? (
        user.email_verified ? (
          <p className="font-semibold text-emerald-800">{t('auth.alreadyConfirmed')}</p>
        ) : (
          <EmailStatus verified={false} />
        )
      ) : (
        <Link
          to={`${lp('/login')}?redirect=${lp('/account/settings')}`}
          className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {t('header.logIn')}
        </Link>
      )}
    </div>
  )
}
