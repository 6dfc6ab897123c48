import type { Voucher } from '@serendib/domain/api/vouchers'
import { colomboWallClock, formatDisplayDate } from '@serendib/domain/dates'
import type { ReactNode } from 'react'

/**
 * A booking's voucher (issue 14): the QR of its signed code for the guide, the start and pick-up
 * times, travellers, the tour operator and the number to call on the day; prints on one page. Shown on /voucher/{reference}
 * and to a guest who found the booking (/booking/find).
 */
/** "28/11/2026 at 08:02", Sri Lanka time, without seconds. */
function checkedIn(at: string): string {
  const wall = colomboWallClock(new Date(at))
  return `${formatDisplayDate(wall.date)} at ${wall.time}`
}

export function VoucherCard({ v }: { v: Voucher }) {
  const phone = v.supplier.phone
  const rows: [string, ReactNode][] = [
    ['Tour', v.tour],
    ['Date', formatDisplayDate(v.start_date)],
    // Apart (decision 058): the group is collected before the tour starts.
    ['Start time', v.start_time],
    ['Pick-up time', v.pickup_time],
    ['Option', v.option_label],
    ['Pick-up point', v.pickup_point],
    ['Pick-up', v.pickup_details || null],
    ['Travellers', `${v.pax}: ${v.travellers.join(', ')}`],
    ['Tour operator', [v.supplier.name, v.supplier.email].filter(Boolean).join(' · ')],
    // The tour's contact number on the day, else the operator's phone (issue 29).
    [
      'Phone on the day',
      phone ? (
        <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="font-semibold underline">
          {phone}
        </a>
      ) : null,
    ],
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
          Checked in {checkedIn(v.checked_in_at)}
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
