import type { SocialStartReply } from '@serendib/domain/api/accounts'
import { AccountMessages } from '@serendib/domain/messages/accounts'
import { useEffect, useState } from 'react'
import { browserApi } from '../../lib/browser-api'
import { useTranslator } from '../../lib/i18n'
import { serverMessage } from '../../lib/reply-messages'
import { safeRedirect } from '../../lib/safe-redirect'
import { useSnackbar } from '../ui/snackbar'

/** sessionStorage: the sign-in this tab started, read back by /login/social/callback. */
export const SOCIAL_KEY = 'serendib.social'

export interface PendingSocialSignIn {
  provider: string
  /** The provider hands it back; a different one means the answer is not for this tab. */
  state: string
  returnTo: string
}

const providers = {
  google: {
    label: 'Google',
    badge: 'G',
    className: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
    badgeClass: 'text-[#4285f4]',
  },
  facebook: {
    label: 'Facebook',
    badge: 'f',
    className: 'bg-[#1877f2] text-white hover:bg-[#166fe5]',
    badgeClass: 'text-white',
  },
  apple: { label: 'Apple', badge: '', className: 'bg-black text-white hover:bg-slate-800', badgeClass: '' },
} as const

type ProviderName = keyof typeof providers

const isKnown = (name: string): name is ProviderName => Object.hasOwn(providers, name)

/** Where the user goes after signing in: the login page's `redirect`, or the page they were on. */
function currentReturnPath(): string {
  const { pathname, search } = window.location
  if (pathname === '/login') return safeRedirect(new URLSearchParams(search).get('redirect'))
  return safeRedirect(`${pathname}${search}`)
}

/** The pending sign-in, removed so an answer is used once; null when this tab started none. */
export function takePendingSocialSignIn(): PendingSocialSignIn | null {
  try {
    const raw = window.sessionStorage.getItem(SOCIAL_KEY)
    window.sessionStorage.removeItem(SOCIAL_KEY)
    const value = raw ? (JSON.parse(raw) as Partial<PendingSocialSignIn>) : null
    if (typeof value?.provider !== 'string' || typeof value.state !== 'string') return null
    return { provider: value.provider, state: value.state, returnTo: safeRedirect(value.returnTo) }
  } catch {
    return null
  }
}

/**
 * 'Continue with …' for Google, Facebook and Apple (spec §2 Login). Providers this site has not
 * configured (GET /api/auth/config → social) show, disabled, with a note that says why. Until
 * that configuration is known (`null`: server render, hydration, the request under way) every
 * button is live rather than disabled for the wait; the server answers a provider it does not
 * offer with its message. A click asks the server for the provider's sign-in address and goes
 * there.
 */
export function SocialButtons({ providers: configured }: { providers: string[] | null }) {
  const snackbar = useSnackbar()
  const [busy, setBusy] = useState<ProviderName | null>(null)
  useEffect(() => {
    // Back from the provider restores this page from the back-forward cache, still busy.
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(null)
    }
    window.addEventListener('pageshow', reset)
    return () => window.removeEventListener('pageshow', reset)
  }, [])
  const all = Object.keys(providers) as ProviderName[]
  const { t, tag, locale } = useTranslator()
  // "Facebook or Apple" in the page's words (English as the page always said it).
  const either = (names: string[]) =>
    locale === 'en' ? names.join(' or ') : new Intl.ListFormat(tag, { type: 'disjunction' }).format(names)
  const offered = new Set(configured ? configured.filter(isKnown) : all)
  const unavailable = all.filter((name) => !offered.has(name))
  const noteId = 'social-sign-in-unavailable'

  async function start(provider: ProviderName) {
    if (busy) return
    setBusy(provider)
    const reply = await browserApi.get<SocialStartReply>(`/api/auth/social/start?provider=${provider}`)
    const url = reply.ok ? reply.body.authorization_url : undefined
    const state = url ? new URL(url).searchParams.get('state') : null
    if (!url || !state) {
      setBusy(null)
      snackbar(serverMessage(reply.status, reply.body) ?? AccountMessages.socialNotConfigured, 'error')
      return
    }
    const pending: PendingSocialSignIn = { provider, state, returnTo: currentReturnPath() }
    try {
      window.sessionStorage.setItem(SOCIAL_KEY, JSON.stringify(pending))
    } catch {
      // Without storage the callback cannot check the answer; it will say so.
    }
    window.location.href = url
  }

  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col gap-3" aria-label={t('auth.otherWays')}>
        {all.map((name) => {
          const provider = providers[name]
          const available = offered.has(name)
          return (
            <li key={name}>
              <button
                type="button"
                onClick={() => void start(name)}
                disabled={busy !== null || !available}
                aria-describedby={available ? undefined : noteId}
                aria-busy={busy === name}
                className={`relative inline-flex h-11 w-full items-center justify-center rounded-lg px-5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60 ${provider.className}`}
              >
                {provider.badge ? (
                  <span
                    aria-hidden="true"
                    className={`absolute left-4 font-sans text-xl leading-none font-bold ${provider.badgeClass}`}
                  >
                    {provider.badge}
                  </span>
                ) : null}
                {busy === name ? t('auth.opening') : t('auth.continueWith', { provider: provider.label })}
              </button>
            </li>
          )
        })}
      </ul>
      {unavailable.length > 0 ? (
        <p id={noteId} className="text-center text-sm text-slate-600">
          {unavailable.length === all.length
            ? t('auth.socialNoneSetUp')
            : t('auth.socialSomeNotSetUp', {
                providers: either(unavailable.map((name) => providers[name].label)),
              })}
        </p>
      ) : null}
    </div>
  )
}
