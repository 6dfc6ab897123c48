import type { Voucher } from '@serendib/domain/api/vouchers'
import { colomboWallClock } from '@serendib/domain/dates'
import type { ReactNode } from 'react'
import { useTranslator } from '../../lib/i18n'

/**
 * A booking's voucher (issue 14): the QR of its signed code for the guide, the start and pick-up
 * times, travellers, the tour operator and the number to call on the day; prints on one page. Shown on /voucher/{reference}
 * and to a guest who found the booking (/booking/find).
 */
export function VoucherCard({ v }: { v: Voucher }) {
  // In the page's language (issue 31); English keeps dd/mm/yyyy. The PDF is the booking's.
  const { t, date } = useTranslator()
  const phone = v.supplier.phone
  // "28/11/2026 at 08:02", Sri Lanka time, without seconds.
  const wall = v.checked_in_at ? colomboWallClock(new Date(v.checked_in_at)) : null
  const rows: [string, ReactNode][] = [
    [t('voucher.tour'), v.tour],
    [t('voucher.date'), date(v.start_date)],
    // Apart (decision 058): the group is collected before the tour starts.
    [t('voucher.startTime'), v.start_time],
    [t('voucher.pickupTime'), v.pickup_time],
    [t('voucher.option'), v.option_label],
    [t('voucher.pickupPoint'), v.pickup_point],
    [t('voucher.pickup'), v.pickup_details || null],
    [t('voucher.travellers'), `${v.pax}: ${v.travellers.join(', ')}`],
    [t('voucher.operator'), [v.supplier.name, v.supplier.email].filter(Boolean).join(' · ')],
    // The tour's contact number on the day, else the operator's phone (issue 29).
    [
      t('voucher.phone'),
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
        alt={t('voucher.qrAlt', { reference: v.booking_reference })}
        width={220}
        height={220}
        className="mx-auto mb-2"
      />
      <p className="mb-4 text-center font-mono text-xs break-all text-slate-600">{v.booking_reference}</p>
      {wall ? (
        <p className="mb-3 rounded bg-green-50 p-2 text-sm font-semibold text-green-900">
          {t('voucher.checkedIn', { date: date(wall.date), time: wall.time })}
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
        {t('voucher.print')}
      </button>
    </article>
  )
}
