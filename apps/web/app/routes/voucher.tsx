import type { Voucher } from '@serendib/domain/api/vouchers'
import { isBookingReference } from '@serendib/domain/booking-reference'
import { data, Link, useParams } from 'react-router'
import { useEffect, useState } from 'react'
import type { Route } from './+types/voucher'
import { authToken, restoreSession } from '../lib/auth-session'
import { browserApi } from '../lib/browser-api'
import { bodyMessage } from '../lib/reply-messages'
import { VoucherCard } from '../components/vouchers/voucher-card'
import { NotFoundPage } from '../components/ui/not-found-page'
import type { MessagePrefix } from '@serendib/domain/i18n/message-areas'
import { useTranslator } from '../lib/i18n'
import { routeMessages } from '../lib/message-catalogue'
import { translatedPrivateMeta } from '../lib/meta-i18n'
import { absoluteUrl } from '../lib/page-meta'
import { languageAlternates } from '@serendib/domain/i18n/locales'

export function meta({ matches, params, loaderData: loaded }: Route.MetaArgs) {
  return [
    ...translatedPrivateMeta(matches, 'title.voucher', `Voucher ${params.reference}`, {
      reference: params.reference,
    }),
    // The same voucher in every traveller language, x-default English (not indexed all the same).
    ...(loaded?.alternates ?? []).map((alternate) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: alternate.hreflang,
      href: alternate.href,
    })),
  ]
}

// In every traveller language (issue 31): /de/voucher/{reference} and so on; mails link to the
// booking's language. The PDF stays in the booking's language whatever the page's.
export const handle = { translated: true, messages: ['voucher'] satisfies MessagePrefix[] }

/**
 * Who may see a voucher is known only in the browser (its bearer token, decision 057), but what
 * no booking is called answers HTTP 404 with the not-found page here (issue 30: /voucher/NOPE).
 * A reference of the right shape that no booking of this user has shows the same page once the
 * API says 404 (with status 200: the server can not tell it apart without the user).
 */
export function loader({ params, request }: Route.LoaderArgs) {
  if (!isBookingReference(params.reference)) throw data(null, { status: 404 })
  const { pathname } = new URL(request.url)
  return {
    messages: routeMessages(pathname, handle.messages),
    alternates: languageAlternates(pathname).map(({ hreflang, path }) => ({
      hreflang,
      href: absoluteUrl(request.url, path),
    })),
  }
}

export function ErrorBoundary() {
  return <NotFoundPage />
}

type State =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'login' }
  | { state: 'error'; message: string | null }
  | { state: 'ready'; voucher: Voucher }

/**
 * /voucher/{reference}: the booking's voucher for its customer or supplier (issue 14). Shown
 * at the start: the QR carries the signed code the supplier's check-in page reads. Prints on
 * one page.
 */
export default function VoucherPage() {
  const { reference = '' } = useParams()
  const { t, lp } = useTranslator()
  const [value, setValue] = useState<State>({ state: 'loading' })
  useEffect(() => {
    let live = true
    // A new tab or a later visit: the browser may stay signed in (decision 057).
    void restoreSession()
      .then((signedIn) => {
        const token = signedIn ? authToken() : null
        return token
          ? browserApi.get<{ data: Voucher }>(`/api/voucher/${encodeURIComponent(reference)}`, { token })
          : { ok: false as const, status: 401, body: null }
      })
      .then((reply) => {
        if (!live) return
        if (reply.ok) setValue({ state: 'ready', voucher: reply.body.data })
        else if (reply.status === 401) setValue({ state: 'login' })
        else if (reply.status === 404) setValue({ state: 'not-found' })
        else setValue({ state: 'error', message: bodyMessage(reply.body) })
      })
    return () => {
      live = false
    }
  }, [reference])

  if (value.state === 'not-found') return <NotFoundPage />
  return (
    <div className="mx-auto max-w-xl px-4 py-6">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{t('voucher.heading', { reference })}</h1>
      {value.state === 'loading' ? (
        <p role="status" className="animate-pulse text-slate-600">
          {t('voucher.loading')}
        </p>
      ) : null}
      {value.state === 'login' ? (
        <p>
          <Link
            to={`${lp('/login')}?redirect=${encodeURIComponent(lp(`/voucher/${reference}`))}`}
            className="font-semibold underline"
          >
            {t('voucher.login')}
          </Link>
        </p>
      ) : null}
      {value.state === 'error' ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
          {value.message ?? t('voucher.loadFailed')}
        </p>
      ) : null}
      {value.state === 'ready' ? <VoucherCard v={value.voucher} /> : null}
    </div>
  )
}
