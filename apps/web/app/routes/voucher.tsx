import type { Voucher } from '@serendib/domain/api/vouchers'
import { formatDisplayDate } from '@serendib/domain/dates'
import { Link, useParams } from 'react-router'
import { useEffect, useState } from 'react'
import { authToken } from '../lib/auth-session'
import { browserApi } from '../lib/browser-api'
import { bodyMessage } from '../lib/reply-messages'

export function meta() {
  return [{ title: 'Voucher · Serendib' }, { name: 'robots', content: 'noindex' }]
}

type State =
  | { state: 'loading' }
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
    const token = authToken()
    if (!token) return setValue({ state: 'login' })
    let live = true
    browserApi
      .get<{ data: Voucher }>(`/api/voucher/${encodeURIComponent(reference)}`, { token })
      .then((reply) => {
        if (!live) return
        if (reply.ok) setValue({ state: 'ready', voucher: reply.body.data })
        else if (reply.status === 401) setValue({ state: 'login' })
        else
          setValue({ state: 'error', message: bodyMessage(reply.body) ?? 'The voucher could not be loaded.' })
      })
    return () => {
      live = false
    }
  }, [reference])

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
            to={`/login?next=${encodeURIComponent(`/voucher/${reference}`)}`}
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

function VoucherCard({ v }: { v: Voucher }) {
  const rows: [string, string | null][] = [
    ['Tour', v.tour],
    ['Date', formatDisplayDate(v.start_date)],
    ['Start / pick-up', v.start_time],
    ['Pick-up point', v.pickup_point],
    ['Pick-up', v.pickup_details || null],
    ['Travellers', `${v.pax}: ${v.travellers.join(', ')}`],
    ['Tour operator', [v.supplier.name, v.supplier.phone, v.supplier.email].filter(Boolean).join(' · ')],
  ]
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm print:border-0 print:shadow-none">
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(v.qr_svg)}`}
        alt={`QR code of voucher ${v.booking_reference}: show it to your guide`}
        width={220}
        height={220}
        className="mx-auto mb-2"
      />
      <p className="mb-4 text-center font-mono text-xs break-all text-slate-600">{v.booking_reference}</p>
      {v.checked_in_at ? (
        <p className="mb-3 rounded bg-green-50 p-2 text-sm font-semibold text-green-900">
          Checked in {new Date(v.checked_in_at).toLocaleString('en-GB', { timeZone: 'Asia/Colombo' })}
        </p>
      ) : null}
      <dl className="grid gap-1 text-sm">
        {rows
          .filter(([, value]) => value)
          .map(([k, value]) => (
            <div key={k}>
              <dt className="font-semibold text-slate-700">{k}</dt>
              <dd className="mb-2 break-words text-slate-900">{value}</dd>
            </div>
          ))}
      </dl>
      <button
        type="button"
        onClick={() => window.print()}
        className="mt-2 inline-flex h-11 items-center rounded-lg border border-slate-300 px-4 text-sm font-semibold print:hidden"
      >
        Print voucher
      </button>
    </article>
  )
}
