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

export function meta() {
  return [{ title: 'Voucher · Serendib' }, { name: 'robots', content: 'noindex' }]
}

/**
 * Who may see a voucher is known only in the browser (its bearer token, decision 057), but what
 * no booking is called answers HTTP 404 with the not-found page here (issue 30: /voucher/NOPE).
 * A reference of the right shape that no booking of this user has shows the same page once the
 * API says 404 (with status 200: the server can not tell it apart without the user).
 */
export function loader({ params }: Route.LoaderArgs) {
  if (!isBookingReference(params.reference)) throw data(null, { status: 404 })
  return null
}

export function ErrorBoundary() {
  return <NotFoundPage />
}

type State =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'login' }
  | { state: 'error'; message: string }
  | { state: 'ready'; voucher: Voucher }

/**
 * /voucher/{reference}: the booking's voucher for its customer or supplier (issue 14). Shown
 * at the start: the QR carries the signed code the supplier's check-in page reads. Prints on
 * one page.
 */
export default function VoucherPage() {
  const { reference = '' } = useParams()
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
        else
          setValue({ state: 'error', message: bodyMessage(reply.body) ?? 'The voucher could not be loaded.' })
      })
    return () => {
      live = false
    }
  }, [reference])

  if (value.state === 'not-found') return <NotFoundPage />
  return (
    <div className="mx-auto max-w-xl px-4 py-6">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">Voucher {reference}</h1>
      {value.state === 'loading' ? (
        <p role="status" className="animate-pulse text-slate-600">
          Loading the voucher…
        </p>
      ) : null}
      {value.state === 'login' ? (
        <p>
          Please{' '}
          <Link
            to={`/login?redirect=${encodeURIComponent(`/voucher/${reference}`)}`}
            className="font-semibold underline"
          >
            log in
          </Link>{' '}
          to see this voucher.
        </p>
      ) : null}
      {value.state === 'error' ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
          {value.message}
        </p>
      ) : null}
      {value.state === 'ready' ? <VoucherCard v={value.voucher} /> : null}
    </div>
  )
}
