import { Link } from 'react-router'
import { useAuthConfig } from '../../lib/auth-config'
import { useTranslator } from '../../lib/i18n'
import { NeedsJavaScript } from '../ui/needs-javascript'
import { LoginForm } from './login-form'
import { SocialButtons } from './social-buttons'

interface LoginPanelProps {
  onSuccess: () => void
  onCancel?: () => void
  initialEmail?: string
  /** Closes the dialog when the user follows the sign-up link. */
  onLeave?: () => void
  /** In the modal dialog: see LoginForm. */
  inlineNotices?: boolean
}

/** Spec §2 Login: the form, social sign-in and the way to sign up; on the page and in the dialog. */
export function LoginPanel({ onSuccess, onCancel, initialEmail, onLeave, inlineNotices }: LoginPanelProps) {
  const config = useAuthConfig()
  // Null until the browser has read the configuration: the buttons stay live meanwhile.
  const providers = config ? config.social : null
  const { t, lp } = useTranslator()
  return (
    <div className="flex flex-col gap-5">
      {/* The session is kept in the browser (spec §4), so logging in needs the page's script. */}
      <NeedsJavaScript>{t('auth.loginNeedsJs')}</NeedsJavaScript>
      <div className="contents noscript:hidden">
        <LoginForm
          onSuccess={onSuccess}
          onCancel={onCancel}
          initialEmail={initialEmail}
          inlineNotices={inlineNotices}
        />
        <div className="flex items-center gap-3 text-sm text-slate-500" aria-hidden="true">
          <span className="h-px flex-1 bg-slate-200" />
          {t('auth.or')}
          <span className="h-px flex-1 bg-slate-200" />
        </div>
        <SocialButtons providers={providers} />
      </div>
      <p className="text-center text-sm text-slate-700">
        {t('auth.newToSerendib')}{' '}
        <Link
          to={lp('/account/signup')}
          onClick={onLeave}
          className="font-semibold text-brand-700 underline hover:text-brand-800"
        >
          {t('auth.createAnAccount')}
        </Link>
      </p>
    </div>
  )
}
