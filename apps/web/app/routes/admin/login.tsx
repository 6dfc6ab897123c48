import { AreaMessages } from '@serendib/domain/messages/areas'
import { UserType } from '@serendib/domain/user-types'
import type { FormEvent } from 'react'
import { redirect } from 'react-router'
import { LoadingState } from '../../components/admin/data-states'
import { LoginCaptcha } from '../../components/auth/login-captcha'
import { button, input, label } from '../../components/admin/page-header'
import { useAreaSignIn } from '../../lib/area-sign-in'
import { restoreSession } from '../../lib/auth-session'
import { getSession } from '../../lib/session-store'

export function meta() {
  return [{ title: 'Sign in · Serendib admin' }, { name: 'robots', content: 'noindex' }]
}

/** Already signed in as an admin: straight to the console. */
export async function clientLoader() {
  await restoreSession()
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
  const { busy, error, fieldErrors, captcha, setCaptchaPayload, signIn } = useAreaSignIn({
    userType: UserType.admin,
    home: '/admin',
    othersMessage: AreaMessages.adminsOnly,
  })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    void signIn(String(form.get('email') ?? ''), String(form.get('password') ?? ''))
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
            <LoginCaptcha key={captcha.round} id="admin-captcha" onChange={setCaptchaPayload} />
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
