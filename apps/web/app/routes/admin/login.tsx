import type { AccessTokenReply } from '@serendib/domain/accounts'
import { AreaMessages, Messages } from '@serendib/domain/messages'
import { UserType } from '@serendib/domain/user-types'
import { useState, type FormEvent } from 'react'
import { redirect, useNavigate, useSearchParams } from 'react-router'
import { LoadingState } from '../../components/admin/data-states'
import { LoginCaptcha } from '../../components/auth/login-captcha'
import { button, input, label } from '../../components/admin/page-header'
import { completeLogin, logout } from '../../lib/auth-session'
import { loadAuthConfig } from '../../lib/auth-config'
import { browserApi } from '../../lib/browser-api'
import { captchaRequired, loginFailure } from '../../lib/reply-messages'
import { getSession } from '../../lib/session-store'

export function meta() {
  return [{ title: 'Sign in · Serendib admin' }, { name: 'robots', content: 'noindex' }]
}

/** Already signed in as an admin: straight to the console. */
export function clientLoader() {
  const session = getSession()
  if (session.loggedIn && session.user?.user_type === UserType.admin) throw redirect('/admin')
  return null
}

export function HydrateFallback() {
  return (
    <div className="grid min-h-dvh place-items-center bg-slate-900 p-4">
      <LoadingState />
    </div>
  )
}

/** /admin/login: the console's own sign-in, with the same /oauth/token; admins only. */
export default function AdminLogin() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(
    params.get('expired') ? 'Your session ended. Sign in again.' : null,
  )
  // Past too many failed log-ins the server asks for the captcha (decision 030).
  const [captcha, setCaptcha] = useState<{ round: number; payload: string } | null>(null)
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({})

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const email = String(form.get('email') ?? '').trim()
    const password = String(form.get('password') ?? '')
    const problems = {
      email: email ? undefined : Messages.loginEmailRequired,
      password: password ? undefined : Messages.loginPasswordRequired,
    }
    setFieldErrors(problems)
    if (problems.email || problems.password || busy) return
    setBusy(true)
    setError(null)
    const config = await loadAuthConfig()
    const reply = config
      ? await browserApi.post<AccessTokenReply>('/oauth/token', {
          client_id: config.client_id,
          client_secret: config.client_secret,
          grant_type: 'password',
          username: email,
          password,
          ...(captcha?.payload ? { altcha: captcha.payload } : {}),
        })
      : null
    if (!reply || !reply.ok) {
      if (reply && (captcha || captchaRequired(reply.body))) {
        setCaptcha((c) => ({ round: (c?.round ?? 0) + 1, payload: '' }))
      }
      setBusy(false)
      setError(reply ? loginFailure(reply.status, reply.body) : Messages.loginFailed)
      return
    }
    const ok = await completeLogin(reply.body)
    if (!ok || getSession().user?.user_type !== UserType.admin) {
      // Someone else's account: do not leave them signed in on this tab by accident.
      if (ok) await logout()
      setBusy(false)
      setError(ok ? AreaMessages.adminsOnly : Messages.profileLoadFailed)
      return
    }
    const next = params.get('next')
    navigate(next && next.startsWith('/admin') && !next.startsWith('/admin/login') ? next : '/admin', {
      replace: true,
    })
  }

  return (
    <div className="grid min-h-dvh place-items-center bg-slate-900 p-4">
      <main className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-xl">
        <h1 className="text-2xl font-bold text-slate-900">Serendib admin</h1>
        <p className="mt-1 mb-5 text-sm text-slate-600">Sign in with your administrator account.</p>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div>
            <label htmlFor="admin-email" className={label}>
              E-mail
            </label>
            <input
              id="admin-email"
              name="email"
              type="email"
              autoComplete="username"
              className={input}
              aria-invalid={Boolean(fieldErrors.email)}
              aria-describedby="admin-email-error"
            />
            {fieldErrors.email ? (
              <p id="admin-email-error" className="mt-1 text-sm text-red-700">
                {fieldErrors.email}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor="admin-password" className={label}>
              Password
            </label>
            <input
              id="admin-password"
              name="password"
              type="password"
              autoComplete="current-password"
              className={input}
              aria-invalid={Boolean(fieldErrors.password)}
              aria-describedby="admin-password-error"
            />
            {fieldErrors.password ? (
              <p id="admin-password-error" className="mt-1 text-sm text-red-700">
                {fieldErrors.password}
              </p>
            ) : null}
          </div>
          {captcha ? (
            <LoginCaptcha
              key={captcha.round}
              id="admin-captcha"
              onChange={(payload) => setCaptcha((c) => (c ? { ...c, payload } : c))}
            />
          ) : null}
          {error ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {error}
            </p>
          ) : null}
          <button type="submit" disabled={busy} className={`${button.primary} h-11`}>
            {busy ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
      </main>
    </div>
  )
}
