import { BookingStatus, bookingStatusLabels } from '@serendib/domain/booking-status'
import { formatDisplayDate } from '@serendib/domain/dates'
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
import { privatePageMeta } from '../lib/page-meta'
import { useHydrated } from '../lib/use-hydrated'

// This page exists in every traveller language (decisions 071, 077; routes.ts).
export const handle = { translated: true }

export function meta() {
  return privatePageMeta('Payment complete')
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
  const calendar = `/api/booking/order/${encodeURIComponent(order)}/calendar.ics?booking=${encodeURIComponent(booking.booking_reference)}`
  const confirmed = booking.status === BookingStatus.confirmed
  return (
    <div className="mt-1 flex basis-full flex-col gap-1">
      <p className="flex flex-wrap gap-x-5">
        {signedIn ? (
          <Link to={`/account/booking/detail/${booking.booking_id}`} className={small}>
            View booking
          </Link>
        ) : (
          <Link to={bookingLookupPath(booking.booking_reference)} className={small}>
            Find this booking
          </Link>
        )}
        {confirmed ? (
          <Link
            to={
              signedIn
                ? `/voucher/${encodeURIComponent(booking.booking_reference)}`
                : bookingLookupPath(booking.booking_reference)
            }
            className={small}
          >
            Voucher
          </Link>
        ) : null}
        <a href={calendar} download className={small}>
          Add to calendar (.ics)
        </a>
      </p>
      {confirmed ? null : (
        <p className="text-sm text-slate-600">
          The voucher comes once the supplier confirms: we e-mail you then.
        </p>
      )}
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
        <Notice title="No order to show">
          <p>
            This page shows an order after its payment. Your cart is still here:{' '}
            <Link to="/cart" className={link}>
              go to your cart
            </Link>
            .
          </p>
        </Notice>
      ) : !hydrated || lookup === null ? (
        <p role="status" className="py-10 text-center text-slate-700">
          Checking your payment…
        </p>
      ) : lookup.kind === 'not-found' ? (
        <Notice title="We could not find this order">
          <p>
            There is no order with the reference <strong>{reference}</strong>. Please check the link, or call
            us and we will look it up.
          </p>
        </Notice>
      ) : lookup.kind === 'failed' ? (
        <Notice title="We could not check your payment">
          <p>Your order reference is {reference}. Please try again in a moment.</p>
          <button type="button" onClick={() => setRound((n) => n + 1)} className={`${primary} mt-4`}>
            Check again
          </button>
        </Notice>
      ) : lookup.order.status === 'paid' ? (
        <section aria-labelledby="thanks" className="flex flex-col gap-6">
          <div className="flex flex-col items-center gap-3 text-center">
            <span className="flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
              <CheckIcon width={28} height={28} />
            </span>
            <h1 id="thanks" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              Thank you for your booking!
            </h1>
            <p className="text-slate-700">
              Your payment went through. We have e-mailed the receipt to your contact address. Order reference{' '}
              <strong data-order-reference>{lookup.order.reference}</strong>.
            </p>
          </div>
          <ul className="flex flex-col divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white px-5">
            {lookup.order.bookings.map((booking) => (
              <li key={booking.booking_reference} className="flex flex-wrap justify-between gap-x-4 py-4">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">{booking.title}</p>
                  <p className="text-sm text-slate-700">
                    {booking.start_date ? formatDisplayDate(booking.start_date) : null}
                    {booking.start_time ? `, starts at ${booking.start_time}` : ''}
                    {booking.pickup_time ? (
                      <span data-pickup-time>{`, pick-up at ${booking.pickup_time}`}</span>
                    ) : null}
                  </p>
                  <p className="text-sm text-slate-700">
                    Booking reference <strong data-booking-reference>{booking.booking_reference}</strong>
                  </p>
                  <p className="text-sm text-slate-600">
                    {booking.status === BookingStatus.pending
                      ? 'Paid, waiting for the supplier to confirm'
                      : bookingStatusLabels[booking.status]}
                  </p>
                </div>
                <p className="shrink-0 font-semibold text-slate-900">{formatUsd(booking.amount_cents)}</p>
                <BookingLinks order={lookup.order.reference} booking={booking} signedIn={session.loggedIn} />
              </li>
            ))}
            <li className="flex justify-between gap-4 py-4">
              <span className="font-semibold text-slate-800">Total paid</span>
              <span className="text-xl font-extrabold text-slate-900">
                {formatUsd(lookup.order.total_cents)}
              </span>
            </li>
          </ul>
          {session.loggedIn ? (
            <div className="flex justify-center">
              <Link to="/account/bookings" className={primary}>
                View my bookings
              </Link>
            </div>
          ) : (
            <div className="flex flex-col items-center gap-3 rounded-2xl bg-brand-50 p-5 text-center text-slate-800">
              <p>
                If this was your first booking with us, we made a Serendib account for your contact e-mail and
                e-mailed you a link to set its password. Until then, find your booking and its voucher with
                the booking reference and your e-mail.
              </p>
              <div className="flex flex-wrap justify-center gap-3">
                <Link
                  to={
                    lookup.order.bookings.length === 1 && lookup.order.bookings[0]
                      ? bookingLookupPath(lookup.order.bookings[0].booking_reference)
                      : '/booking/find'
                  }
                  className={primary}
                >
                  Find your booking
                </Link>
                <Link to="/login" className={secondary}>
                  Log in
                </Link>
              </div>
            </div>
          )}
        </section>
      ) : lookup.order.status === 'awaiting_payment' ? (
        <Notice title="We are waiting for your payment to be confirmed">
          <p>
            Order {lookup.order.reference}: the payment provider has not confirmed the payment yet. This
            usually takes a few seconds.
          </p>
          <button type="button" onClick={() => setRound((n) => n + 1)} className={`${primary} mt-4`}>
            Check again
          </button>
        </Notice>
      ) : (
        <Notice
          title={
            lookup.order.status === 'expired' ? 'This order has expired' : 'The payment did not go through'
          }
        >
          <p>
            {lookup.order.status === 'expired'
              ? `Order ${lookup.order.reference} was not paid in time, so its places were released.`
              : `Order ${lookup.order.reference} was not paid.`}{' '}
            Your cart is still here if you want to try again.
          </p>
          <Link to="/cart" className={`${primary} mt-4`}>
            Go to your cart
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
