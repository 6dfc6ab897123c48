import type { AccessTokenReply } from '@serendib/domain/accounts'
import { Messages } from '@serendib/domain/messages'
import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { takePendingSocialSignIn } from '../components/auth/social-buttons'
import { completeLogin } from '../lib/auth-session'
import { browserApi } from '../lib/browser-api'
import { privatePageMeta } from '../lib/page-meta'
import { serverMessage } from '../lib/reply-messages'
import type { MessagePrefix } from '@serendib/domain/i18n/message-areas'
import { routeMessages } from '../lib/message-catalogue'
import type { Route } from './+types/social-callback'

export const handle = {
  // The catalogue areas this page's modules use, sent by its loader (decision 071, split per area).
  messages: ['auth'] satisfies MessagePrefix[],
}

/** The page is in the browser; the server sends only its messages. */
export function loader({ url }: Route.LoaderArgs) {
  return { messages: routeMessages(url.pathname, handle.messages) }
}

export function meta() {
  return privatePageMeta('Signing in')
}

/**
 * The provider's answer (`#id_token=…&state=…` or `#error=…`) goes to POST /api/auth/social,
 * which verifies the token; the state must match the one this tab kept when it left, so an
 * answer meant for someone else's browser signs nobody in here. The page to go to next, or
 * the message to show.
 */
async function finishSocialSignIn(fragment: string): Promise<{ returnTo: string } | { failure: string }> {
  const answer = new URLSearchParams(fragment.replace(/^#/, ''))
  const pending = takePendingSocialSignIn()
  const idToken = answer.get('id_token')
  if (!pending || !idToken || answer.get('state') !== pending.state) return { failure: Messages.loginFailed }
  const reply = await browserApi.post<AccessTokenReply>('/api/auth/social', {
    provider: pending.provider,
    id_token: idToken,
  })
  // 401 reads 'Invalid login information'; 409 (address taken) and 429 say what to do instead.
  if (!reply.ok) return { failure: serverMessage(reply.status, reply.body) ?? Messages.loginFailed }
  if (!(await completeLogin(reply.body))) return { failure: Messages.profileLoadFailed }
  return { returnTo: pending.returnTo }
}

/** /login/social/callback: where Google and Facebook send the browser back (Apple via the API). */
export default function SocialCallback() {
  const navigate = useNavigate()
  const [failure, setFailure] = useState<string | null>(null)
  // The nonce inside the token works once: StrictMode's second effect run must not send it again.
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    const fragment = window.location.hash
    // Keep the token out of the history and out of anything that copies the address.
    window.history.replaceState(window.history.state, '', window.location.pathname)
    void finishSocialSignIn(fragment).then((outcome) => {
      if ('returnTo' in outcome) void navigate(outcome.returnTo, { replace: true })
      else setFailure(outcome.failure)
    })
  }, [navigate])

  return (
    <div className="bg-brand-50/60 px-4 py-8 sm:py-14">
      <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm sm:p-8">
        {failure ? (
          <>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">We could not log you in</h1>
            <p role="alert" className="mt-2 text-slate-700">
              {failure}
            </p>
            <Link
              to="/login"
              replace
              className="mt-6 inline-flex h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
            >
              Back to log in
            </Link>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">Logging you in…</h1>
            <p role="status" className="mt-2 text-slate-700">
              This takes a moment.
            </p>
          </>
        )}
      </div>
    </div>
  )
}
