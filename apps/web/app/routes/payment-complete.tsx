import type { MessagePrefix } from '@serendib/domain/i18n/message-areas'
import type { Route } from './+types/payment-complete'
import { routeMessages } from '../lib/message-catalogue'
import { BookingStatus, bookingStatusLabels } from '@serendib/domain/booking-status'
import { formatUsd } from '@serendib/domain/money'
import { useEffect, useState, type ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import { CheckIcon, InfoIcon } from '../components/ui/icons-more'
import { useSession } from '../lib/auth-session'
import { bookingLookupPath } from '../lib/booking-lookup-link'
import { browserApi } from '../lib/browser-api'
import { cartStore } from '../lib/cart-store'
import {
  ORDER_POLL,
  orderLookup,
  shouldPollAgain,
  type OrderLookup,
  type OrderReply,
} from '../lib/order-status'
import { useHydrated } from '../lib/use-hydrated'
import { useTranslator } from '../lib/i18n'
import type { MessageId } from '@serendib/domain/i18n/messages/en'
import { translatedPrivateMeta } from '../lib/meta-i18n'

// This page exists in every traveller language (decisions 071, 077; routes.ts).
export const handle = {
  translated: true,
  // The catalogue areas this page's modules use, sent by its loader (decision 071, split per area).
  messages: ['paid', 'cart', 'status'] satisfies MessagePrefix[],
}

/** The order is read in the browser; the server sends only the page's messages. */
export function loader({ url }: Route.LoaderArgs) {
  return { messages: routeMessages(url.pathname, handle.messages) }
}

export function meta({ matches }: Route.MetaArgs) {
  return translatedPrivateMeta(matches, 'title.paymentComplete', 'Payment complete')
}

const link = 'font-semibold text-brand-700 underline hover:text-brand-800'
const primary =
  'inline-flex h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800'
const secondary =
  'inline-flex h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-5 font-semibold text-slate-800 hover:bg-slate-50'
const small = 'inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-800'

type OrderBooking = Extract<OrderLookup, { kind: 'found' }>['order']['bookings'][number]

/**
 * After payment (issue 30 point 8, decision 063): the booking (the account's page when signed
 * in, else the guest lookup), its voucher once confirmed, and the tour as a calendar file.
 */
function BookingLinks({
  order,
  booking,
  signedIn,
}: {
  order: string
  booking: OrderBooking
  signedIn: boolean
}) {
  const { t, lp } = useTranslator()
  const calendar = `/api/booking/order/${encodeURIComponent(order)}/calendar.ics?booking=${encodeURIComponent(booking.booking_reference)}`
  const confirmed = booking.status === BookingStatus.confirmed
  return (
    <div className="mt-1 flex basis-full flex-col gap-1">
      <p className="flex flex-wrap gap-x-5">
        {signedIn ? (
          <Link to={lp(`/account/booking/detail/${booking.booking_id}`)} className={small}>
            {t('paid.viewBooking')}
          </Link>
        ) : (
          <Link to={lp(bookingLookupPath(booking.booking_reference))} className={small}>
            {t('paid.findThisBooking')}
          </Link>
        )}
        {confirmed ? (
          <Link
            to={
              signedIn
                ? `/voucher/${encodeURIComponent(booking.booking_reference)}`
                : lp(bookingLookupPath(booking.booking_reference))
            }
            className={small}
          >
            {t('paid.voucher')}
          </Link>
        ) : null}
        <a href={calendar} download className={small}>
          {t('paid.addToCalendar')}
        </a>
      </p>
      {confirmed ? null : <p className="text-sm text-slate-600">{t('paid.voucherLater')}</p>}
    </div>
  )
}

/**
 * Spec §2 Payment complete: where the payment page sends the browser back. It asks the server
 * how the order stands (the provider's notification may land a moment after the browser), and
 * only a paid order clears the cart: a declined or abandoned payment keeps it for another try.
 */
export default function PaymentComplete() {
  const [params] = useSearchParams()
  const reference = params.get('order')?.trim() ?? ''
  const hydrated = useHydrated()
  const session = useSession()
  const [lookup, setLookup] = useState<OrderLookup | null>(null)
  const [round, setRound] = useState(0)
  const { t, lp, date, locale, money } = useTranslator()
  const usd = (cents: number) => (locale === 'en' ? formatUsd(cents) : money(cents))

  useEffect(() => {
    if (!reference) return
    let cancelled = false
    let timer: number | undefined
    async function ask(attempt: number) {
      const reply = await browserApi.get<OrderReply>(`/api/booking/order/${encodeURIComponent(reference)}`)
      if (cancelled) return
      const next = orderLookup(reply)
      setLookup(next)
      if (next.kind === 'found' && next.order.status === 'paid') cartStore().clear()
      if (shouldPollAgain(next, attempt))
        timer = window.setTimeout(() => void ask(attempt + 1), ORDER_POLL.intervalMs)
    }
    setLookup(null)
    void ask(1)
    return () => {
      cancelled = true
      window.clearTimeout(timer)
    }
  }, [reference, round])

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      {!reference ? (
        <Notice title={t('paid.noOrder')}>
          <p>
            {t('paid.noOrderText')}{' '}
            <Link to={lp('/cart')} className={link}>
              {t('paid.goToCart')}
            </Link>
            .
          </p>
        </Notice>
      ) : !hydrated || lookup === null ? (
        <p role="status" className="py-10 text-center text-slate-700">
          {t('paid.checking')}
        </p>
      ) : lookup.kind === 'not-found' ? (
        <Notice title={t('paid.notFound')}>
          <p>{t('paid.notFoundText', { reference })}</p>
        </Notice>
      ) : lookup.kind === 'failed' ? (
        <Notice title={t('paid.checkFailed')}>
          <p>{t('paid.checkFailedText', { reference })}</p>
          <button type="button" onClick={() => setRound((n) => n + 1)} className={`${primary} mt-4`}>
            {t('paid.checkAgain')}
          </button>
        </Notice>
      ) : lookup.order.status === 'paid' ? (
        <section aria-labelledby="thanks" className="flex flex-col gap-6">
          <div className="flex flex-col items-center gap-3 text-center">
            <span className="flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
              <CheckIcon width={28} height={28} />
            </span>
            <h1 id="thanks" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {t('paid.thanks')}
            </h1>
            <p className="text-slate-700">
              {t('paid.wentThrough')} <strong data-order-reference>{lookup.order.reference}</strong>.
            </p>
          </div>
          <ul className="flex flex-col divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white px-5">
            {lookup.order.bookings.map((booking) => (
              <li key={booking.booking_reference} className="flex flex-wrap justify-between gap-x-4 py-4">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">{booking.title}</p>
                  <p className="text-sm text-slate-700">
                    {booking.start_date ? date(booking.start_date) : null}
                    {booking.start_time ? t('cart.startsAt', { time: booking.start_time }) : ''}
                    {booking.pickup_time ? (
                      <span data-pickup-time>{t('cart.pickupAt', { time: booking.pickup_time })}</span>
                    ) : null}
                  </p>
                  <p className="text-sm text-slate-700">
                    {t('paid.bookingReference')}{' '}
                    <strong data-booking-reference>{booking.booking_reference}</strong>
                  </p>
                  <p className="text-sm text-slate-600">
                    {booking.status === BookingStatus.pending
                      ? t('paid.waitingSupplier')
                      : locale === 'en'
                        ? bookingStatusLabels[booking.status]
                        : t(`status.${booking.status}` as MessageId)}
                  </p>
                </div>
                <p className="shrink-0 font-semibold text-slate-900">{usd(booking.amount_cents)}</p>
                <BookingLinks order={lookup.order.reference} booking={booking} signedIn={session.loggedIn} />
              </li>
            ))}
            <li className="flex justify-between gap-4 py-4">
              <span className="font-semibold text-slate-800">{t('paid.totalPaid')}</span>
              <span className="text-xl font-extrabold text-slate-900">{usd(lookup.order.total_cents)}</span>
            </li>
          </ul>
          {session.loggedIn ? (
            <div className="flex justify-center">
              <Link to={lp('/account/bookings')} className={primary}>
                {t('paid.myBookings')}
              </Link>
            </div>
          ) : (
            <div className="flex flex-col items-center gap-3 rounded-2xl bg-brand-50 p-5 text-center text-slate-800">
              <p>{t('paid.firstBooking')}</p>
              <div className="flex flex-wrap justify-center gap-3">
                <Link
                  to={
                    lookup.order.bookings.length === 1 && lookup.order.bookings[0]
                      ? lp(bookingLookupPath(lookup.order.bookings[0].booking_reference))
                      : lp('/booking/find')
                  }
                  className={primary}
                >
                  {t('paid.findYourBooking')}
                </Link>
                <Link to="/login" className={secondary}>
                  {t('paid.logIn')}
                </Link>
              </div>
            </div>
          )}
        </section>
      ) : lookup.order.status === 'awaiting_payment' ? (
        <Notice title={t('paid.waiting')}>
          <p>{t('paid.waitingText', { reference: lookup.order.reference })}</p>
          <button type="button" onClick={() => setRound((n) => n + 1)} className={`${primary} mt-4`}>
            {t('paid.checkAgain')}
          </button>
        </Notice>
      ) : (
        <Notice title={lookup.order.status === 'expired' ? t('paid.expired') : t('paid.failed')}>
          <p>
            {lookup.order.status === 'expired'
              ? t('paid.expiredText', { reference: lookup.order.reference })
              : t('paid.notPaidText', { reference: lookup.order.reference })}{' '}
            {t('paid.cartStill')}
          </p>
          <Link to={lp('/cart')} className={`${primary} mt-4`}>
            {t('paid.goToYourCart')}
          </Link>
        </Notice>
      )}
    </div>
  )
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby="notice"
      className="flex flex-col items-center gap-3 py-6 text-center text-slate-800"
    >
      <InfoIcon width={36} height={36} className="text-brand-700" />
      <h1 id="notice" className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h1>
      {children}
    </section>
  )
}
