import {
  canSendNewPassword,
  loginFieldErrors,
  WEB_CLIENT_ID,
  type AccessTokenReply,
} from '@serendib/domain/accounts'
import { Messages } from '@serendib/domain/messages'
import { AccountMessages } from '@serendib/domain/messages/accounts'
import { useState, type FormEvent } from 'react'
import { loadAuthConfig } from '../../lib/auth-config'
import { completeLogin } from '../../lib/auth-session'
import { browserApi } from '../../lib/browser-api'
import { requestNewPassword } from '../../lib/new-password-request'
import { captchaRequired, loginFailure } from '../../lib/reply-messages'
import { useTextFields } from '../../lib/use-text-fields'
import { useTranslator } from '../../lib/i18n'
import { useSpecMessage } from '../../lib/spec-message'
import { useSnackbar } from '../ui/snackbar'
import { LoginCaptcha } from './login-captcha'
import { primaryButton, secondaryButton, TextField } from '../ui/form-field'

interface LoginFormProps {
  /** Called once the user is logged in (token stored and profile read). */
  onSuccess: () => void
  /** Shown as a Cancel button (the login dialog). */
  onCancel?: () => void
  initialEmail?: string
  /**
   * Also show outcomes inside the form. A modal dialog makes the rest of the page (the
   * snackbar too) inert and dimmed, so the dialog repeats them where the user is looking.
   */
  inlineNotices?: boolean
}

type Notice = { text: string; type: 'error' | 'info' | 'success' }

/**
 * Spec §2 Login and §5: e-mail and password, Enter submits. Empty fields are pointed out but the
 * login is still sent (the server answers 'Invalid login information'), as the spec has it.
 */
export function LoginForm({ onSuccess, onCancel, initialEmail = '', inlineNotices = false }: LoginFormProps) {
  const snackbar = useSnackbar()
  const { t, locale } = useTranslator()
  const tm = useSpecMessage()
  const [notice, setNotice] = useState<Notice | null>(null)
  const { values, setErrors, field: rawField } = useTextFields({ username: initialEmail, password: '' })
  // The domain's field messages and the server's refusals in the page's language (decision 077).
  const field = (name: 'username' | 'password') => {
    const f = rawField(name)
    return { ...f, error: f.error ? tm(f.error) : f.error }
  }
  const { username, password } = values
  const [busy, setBusy] = useState<'login' | 'reset' | null>(null)
  // After many failed log-ins the server asks for the captcha (decision 030); a solved one is
  // single-use, so each refused try remounts the widget (captchaRound) for a fresh challenge.
  const [captcha, setCaptcha] = useState<{ round: number; payload: string } | null>(null)

  function showSnackbar(message: string, type: Notice['type']) {
    const text = tm(message)
    snackbar(text, type)
    if (inlineNotices) setNotice({ text, type })
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setErrors(loginFieldErrors(username, password))
    setBusy('login')
    showSnackbar(Messages.loginProgress, 'info')
    try {
      const config = await loadAuthConfig()
      if (!config) {
        showSnackbar(Messages.loginFailed, 'error')
        return
      }
      const reply = await browserApi.post<AccessTokenReply>('/oauth/token', {
        client_id: WEB_CLIENT_ID,
        client_secret: config.client_secret,
        grant_type: 'password',
        username: username.trim(),
        password,
        ...(captcha?.payload ? { altcha: captcha.payload } : {}),
      })
      if (!reply.ok) {
        if (captchaRequired(reply.body)) setCaptcha((c) => ({ round: (c?.round ?? 0) + 1, payload: '' }))
        else if (captcha) setCaptcha({ round: captcha.round + 1, payload: '' })
        showSnackbar(loginFailure(reply.status, reply.body), 'error')
        return
      }
      // completeLogin says 'Error fetching data' itself when the profile can not be read.
      if (await completeLogin(reply.body)) {
        showSnackbar(Messages.loginSuccess, 'success')
        onSuccess()
      } else if (inlineNotices) {
        setNotice({ text: tm(Messages.profileLoadFailed), type: 'error' })
      }
    } finally {
      setBusy(null)
    }
  }

  async function sendNewPassword() {
    if (busy) return
    setBusy('reset')
    showSnackbar(Messages.passwordResetProgress, 'info')
    const sent = await requestNewPassword(username, locale)
    setBusy(null)
    showSnackbar(sent.message, sent.ok ? 'success' : 'error')
  }

  const emailLooksRight = canSendNewPassword(username.trim())

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        {...field('username')}
        label={t('acct.email')}
        type="email"
        name="username"
        autoComplete="username"
        inputMode="email"
      />
      <TextField
        {...field('password')}
        label={t('acct.password')}
        type="password"
        name="password"
        autoComplete="current-password"
      />
      {captcha ? (
        <LoginCaptcha
          key={captcha.round}
          id="login-captcha"
          onChange={(payload) => setCaptcha((c) => (c ? { ...c, payload } : c))}
        />
      ) : null}
      <div className="-mt-1 text-sm" aria-live="polite">
        {emailLooksRight ? (
          <button
            type="button"
            onClick={sendNewPassword}
            disabled={busy !== null}
            className="font-semibold text-brand-700 underline hover:text-brand-800 disabled:opacity-60"
          >
            {t('auth.sendNewPassword')}
          </button>
        ) : (
          <p className="text-slate-600">{tm(AccountMessages.enterEmailForReset)}</p>
        )}
      </div>
      {inlineNotices ? (
        // Two regions that stay mounted: errors interrupt, progress and success wait their turn.
        <div className="text-sm font-medium">
          <p role="alert" className="text-red-700 empty:hidden">
            {notice?.type === 'error' ? notice.text : ''}
          </p>
          <p role="status" className="text-slate-700 empty:hidden">
            {notice && notice.type !== 'error' ? notice.text : ''}
          </p>
        </div>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel ? (
          <button type="button" onClick={onCancel} className={secondaryButton}>
            {t('acct.cancel')}
          </button>
        ) : null}
        <button type="submit" disabled={busy !== null} className={`${primaryButton} sm:min-w-32`}>
          {busy === 'login' ? t('auth.loggingIn') : t('header.logIn')}
        </button>
      </div>
    </form>
  )
}
