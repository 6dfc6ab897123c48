/**
 * Signing in to a signed-in area (the supplier portal, the admin console) through the site's
 * /oauth/token: the fields checked first, the security check shown once the server asks for it
 * (decision 030: after too many failed log-ins, for any account), an account of another kind
 * refused and signed out again, then on to `next` within the area, or the area's home.
 */
import type { AccessTokenReply } from '@serendib/domain/accounts'
import { Messages } from '@serendib/domain/messages'
import type { UserTypeCode } from '@serendib/domain/user-types'
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { completeLogin, logout } from './auth-session'
import { loadAuthConfig } from './auth-config'
import { browserApi } from './browser-api'
import { captchaRequired, loginFailure } from './reply-messages'
import { getSession } from './session-store'

export interface AreaSignInOptions {
  /** The kinds of account this area lets in (the supplier portal: suppliers and their staff). */
  userType: UserTypeCode | readonly UserTypeCode[]
  /** The area's home ("/supplier"); `next` is followed only when it stays inside the area. */
  home: string
  /** Said to someone whose account is of another kind. */
  othersMessage: string
  /** Where to go without a `next`, once signed in (the portal: its home in the saved language). */
  landing?: () => Promise<string>
  /** The portal page's language (`si`, `ta`): the server saves it on a supplier (decision 082). */
  portalLocale?: string
}

export function useAreaSignIn({ userType, home, othersMessage, landing, portalLocale }: AreaSignInOptions) {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(
    params.get('expired') ? 'Your session ended. Sign in again.' : null,
  )
  // Each new round remounts the widget, so a spent solution is never sent twice.
  const [captcha, setCaptcha] = useState<{ round: number; payload: string } | null>(null)
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({})

  async function signIn(emailInput: string, password: string) {
    const email = emailInput.trim()
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
          ...(portalLocale && portalLocale !== 'en' ? { portal_locale: portalLocale } : {}),
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
    const allowed: readonly UserTypeCode[] = Array.isArray(userType) ? userType : [userType]
    const type = getSession().user?.user_type
    if (!ok || type === undefined || !allowed.includes(type)) {
      // Someone else's account: do not leave them signed in on this tab by accident.
      if (ok) await logout()
      setBusy(false)
      setError(ok ? othersMessage : Messages.profileLoadFailed)
      return
    }
    const next = params.get('next')
    const target =
      next && next.startsWith(home) && !next.startsWith(`${home}/login`)
        ? next
        : landing
          ? await landing()
          : home
    navigate(target, { replace: true })
  }

  return {
    busy,
    error,
    fieldErrors,
    /** Shown when set: the security check's round (its key) and the solution it gave. */
    captcha,
    setCaptchaPayload: (payload: string) => setCaptcha((c) => (c ? { ...c, payload } : c)),
    signIn,
  }
}
