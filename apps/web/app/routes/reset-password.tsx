import type { Route } from './+types/reset-password'
import type { ApiSuccess } from '@serendib/domain/api/envelope'
import { Messages } from '@serendib/domain/messages'
import { AccountMessages } from '@serendib/domain/messages/accounts'
import { passwordProblem } from '@serendib/domain/accounts'
import { useEffect, useState, type FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import { primaryButton } from '../components/ui/form-field'
import { NewPasswordFields } from '../components/ui/new-password-fields'
import { CheckIcon } from '../components/ui/icons-more'
import { browserApi } from '../lib/browser-api'
import { bodyMessage, serverMessage } from '../lib/reply-messages'
import { useTextFields, type FieldErrors } from '../lib/use-text-fields'
import { useTranslator } from '../lib/i18n'
import { useSpecMessage } from '../lib/spec-message'
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
  return translatedPrivateMeta(matches, 'title.resetPassword', 'Choose a new password')
}

type LinkState = 'checking' | 'valid' | 'expired' | 'done'

const loginLink = 'font-semibold text-brand-700 underline hover:text-brand-800'

/**
 * /account/reset-password?token=: the page the reset mail links to. The token is read in the
 * browser only, so it never appears in server-rendered (and cached) HTML.
 */
export default function ResetPassword() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const [state, setState] = useState<LinkState>('checking')
  const [outcome, setOutcome] = useState<string>('')
  const { values, setErrors, field, focus } = useTextFields({ password: '', confirm: '' })
  const { password, confirm } = values
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const { t, lp } = useTranslator()
  const tm = useSpecMessage()
  const translatedField = (name: 'password' | 'confirm') => {
    const f = field(name)
    return { ...f, error: f.error ? tm(f.error) : f.error }
  }

  useEffect(() => {
    if (!token) {
      setState('expired')
      return
    }
    let live = true
    void browserApi
      .get<ApiSuccess<{ valid: boolean }>>(`/api/client/reset-password?token=${encodeURIComponent(token)}`)
      .then((reply) => {
        // Unknown answers show the form: the POST says the last word on the link.
        if (live) setState(reply.ok && !reply.body.data.valid ? 'expired' : 'valid')
      })
    return () => {
      live = false
    }
  }, [token])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const found: FieldErrors<keyof typeof values> = {}
    const problem = password ? passwordProblem(password) : Messages.required
    if (problem) found.password = problem
    if (!confirm) found.confirm = Messages.required
    else if (!problem && confirm !== password) found.confirm = Messages.passwordsDoNotMatch
    setErrors(found)
    setFormError(null)
    if (found.password || found.confirm) {
      focus(found.password ? 'password' : 'confirm')
      return
    }
    setBusy(true)
    const reply = await browserApi.post('/api/client/reset-password', {
      token,
      password,
      confim_password: confirm,
    })
    setBusy(false)
    if (reply.ok) {
      setOutcome(bodyMessage(reply.body) ?? AccountMessages.passwordChanged)
      setState('done')
    } else if (reply.status === 400) {
      setOutcome(serverMessage(reply.status, reply.body) ?? AccountMessages.resetLinkInvalid)
      setState('expired')
    } else {
      setFormError(serverMessage(reply.status, reply.body) ?? t('auth.resetFailed'))
    }
  }

  return (
    <div className="bg-brand-50/60 px-4 py-8 sm:py-14">
      <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="mb-4 text-2xl font-bold tracking-tight text-slate-900">
          {t('auth.chooseNewPassword')}
        </h1>
        <div aria-live="polite">
          {state === 'checking' ? <p className="text-slate-600">{t('auth.checkingLink')}</p> : null}
          {state === 'expired' ? (
            <p className="text-slate-800">
              {tm(outcome || AccountMessages.resetLinkInvalid)}{' '}
              <Link to={lp('/login')} className={loginLink}>
                {t('auth.goToLogin')}
              </Link>
            </p>
          ) : null}
          {state === 'done' ? (
            <div className="flex flex-col items-start gap-4">
              <p className="flex items-start gap-2 text-slate-800">
                <CheckIcon
                  width={20}
                  height={20}
                  className="mt-0.5 shrink-0 text-emerald-700"
                  aria-hidden="true"
                />
                {tm(outcome)}
              </p>
              <Link to={lp('/login')} className={primaryButton}>
                {t('header.logIn')}
              </Link>
            </div>
          ) : null}
        </div>
        {state === 'valid' ? (
          <form onSubmit={submit} noValidate className="flex flex-col gap-4">
            <NewPasswordFields password={translatedField('password')} confirm={translatedField('confirm')} />
            <p role="alert" className="text-sm text-red-700 empty:hidden">
              {formError ? tm(formError) : ''}
            </p>
            <button type="submit" disabled={busy} className={`${primaryButton} w-full`}>
              {busy ? t('acct.saving') : t('auth.saveNewPassword')}
            </button>
          </form>
        ) : null}
      </div>
    </div>
  )
}
