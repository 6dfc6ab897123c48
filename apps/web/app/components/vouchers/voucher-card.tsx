import type { Voucher } from '@serendib/domain/api/vouchers'
import { formatDisplayDate } from '@serendib/domain/dates'

/**
 * A booking's voucher (issue 14): the QR of its signed code for the guide, the start, pick-up,
 * travellers and the tour operator's contact; prints on one page. Shown on /voucher/{reference}
 * and to a guest who found the booking (/booking/find).
 */
export function VoucherCard({ v }: { v: Voucher }) {
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
