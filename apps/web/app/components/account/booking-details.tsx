import { formatUsd } from '@serendib/domain/money'
import type { ReactNode } from 'react'
import type { AccountBooking } from '../../lib/account-bookings'
import {
  balanceText,
  formatInstant,
  leadFirst,
  pickupKindText,
  pickupTimeText,
  tourDates,
} from '../../lib/account-bookings-format'
import { ChargedPrice } from '../ui/charged-price'
import { LocalPrice } from '../ui/local-price'
import { BalanceDue } from './balance-due'
import { BookingStatusChip } from './booking-status-chip'

const panelHeading = 'mb-3 text-lg font-bold text-slate-900'

/** One panel of the booking page: a card named by its heading (`${name}-heading`). */
export function DetailPanel({
  name,
  title,
  icon,
  children,
}: {
  name: string
  title: string
  icon?: ReactNode
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={`${name}-heading`}
      className="@container rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={`${name}-heading`} className={icon ? `${panelHeading} flex items-center gap-2` : panelHeading}>
        {icon}
        {title}
      </h2>
      {children}
    </section>
  )
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    // Side by side only where the panel is wide enough (container query: the same panel sits in
    // the wide main column and the narrow side column).
    <div className="flex flex-col gap-0.5 py-2 @md:flex-row @md:gap-4">
      <dt className="text-sm text-slate-600 @md:w-40 @md:shrink-0">{term}</dt>
      <dd className="min-w-0 font-medium break-words text-slate-900">{children}</dd>
    </div>
  )
}

const notGiven = <span className="font-normal text-slate-500">Not given</span>

/** Spec §2 "Booking details": status, lead traveller, e-mail, contact number, reference, timestamp, tour date, pick-up place and time, remarks. */
export function BookingDetailsPanel({ booking }: { booking: AccountBooking }) {
  const lead = leadFirst(booking.travellers ?? [])[0]
  const leadName = lead
    ? `${lead.firstname} ${lead.lastname}`
    : `${booking.contact_firstname} ${booking.contact_lastname}`
  return (
    <DetailPanel name="details" title="Booking details">
      <dl className="divide-y divide-slate-100">
        <Row term="Status">
          <BookingStatusChip status={booking.status} label={booking.status_label} />
        </Row>
        <Row term="Lead traveller">{leadName}</Row>
        <Row term="E-mail">{lead?.email || booking.contact_email}</Row>
        <Row term="Contact number">{lead?.phone || booking.contact_phone || notGiven}</Row>
        <Row term="Booking reference">
          <span className="font-mono">{booking.booking_reference}</span>
        </Row>
        <Row term="Booked on">{formatInstant(booking.created_at)}</Row>
        <Row term="Tour date">{tourDates(booking)}</Row>
        {booking.start_time ? <Row term="Start time">{booking.start_time}</Row> : null}
        {booking.option_label ? <Row term="Option">{booking.option_label}</Row> : null}
        <Row term="Pick-up place">{booking.pickup?.location_name || notGiven}</Row>
        <Row term="Pick-up time">{pickupTimeText(booking.pickup?.pickup_time)}</Row>
        <Row term="Remarks">
          {booking.remarks?.trim() || <span className="font-normal text-slate-500">None</span>}
        </Row>
      </dl>
    </DetailPanel>
  )
}

/** Everyone on the booking, the lead traveller first. */
export function TravellersPanel({ booking }: { booking: AccountBooking }) {
  const travellers = leadFirst(booking.travellers ?? [])
  return (
    <DetailPanel name="travellers" title="Travellers">
      {travellers.length === 0 ? (
        <p className="text-slate-600">No traveller names were given.</p>
      ) : (
        <ol className="divide-y divide-slate-100">
          {travellers.map((traveller, index) => (
            <li
              key={index}
              className="flex flex-col gap-0.5 py-2 @md:flex-row @md:items-baseline @md:justify-between"
            >
              <span className="font-medium text-slate-900">
                {traveller.firstname} {traveller.lastname}
                {index === 0 && traveller.lead_traveller === 1 ? (
                  <span className="ml-2 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-brand-800">
                    Lead traveller
                  </span>
                ) : null}
              </span>
              <span className="text-sm break-all text-slate-600">
                {[traveller.email, traveller.phone].filter(Boolean).join(' · ')}
              </span>
            </li>
          ))}
        </ol>
      )}
    </DetailPanel>
  )
}

/** Where and when the tour collects the travellers, with the hotel / flight / other details given at checkout. */
export function PickupPanel({ booking }: { booking: AccountBooking }) {
  const kind = pickupKindText(booking.pickup_location)
  return (
    <DetailPanel name="pickup" title="Pick-up">
      <dl className="divide-y divide-slate-100">
        <Row term="Location">{booking.pickup?.location_name || notGiven}</Row>
        <Row term="Pick-up time">{pickupTimeText(booking.pickup?.pickup_time)}</Row>
        {kind ? <Row term="Arrangement">{kind}</Row> : null}
        {booking.hotel_name ? <Row term="Hotel">{booking.hotel_name}</Row> : null}
        {booking.hotel_address ? <Row term="Hotel address">{booking.hotel_address}</Row> : null}
        {booking.flight_no ? <Row term="Flight">{booking.flight_no}</Row> : null}
        {booking.flight_time ? <Row term="Flight time">{booking.flight_time}</Row> : null}
        {booking.other ? <Row term="Other details">{booking.other}</Row> : null}
      </dl>
    </DetailPanel>
  )
}

/** Who the supplier contacts about the booking. */
export function ContactPanel({ booking }: { booking: AccountBooking }) {
  return (
    <DetailPanel name="contact" title="Contact">
      <dl className="divide-y divide-slate-100">
        <Row term="Name">
          {booking.contact_firstname} {booking.contact_lastname}
        </Row>
        <Row term="E-mail">{booking.contact_email}</Row>
        <Row term="Phone">{booking.contact_phone || notGiven}</Row>
      </dl>
    </DetailPanel>
  )
}

/** Spec §3 booking_amount and payment_amount, and the payment's reference. */
export function PaymentPanel({ booking }: { booking: AccountBooking }) {
  return (
    <DetailPanel name="payment" title="Payment">
      <dl className="divide-y divide-slate-100">
        <Row term="Booking amount">
          {formatUsd(booking.booking_amount_cents)}
          <LocalPrice cents={booking.booking_amount_cents} className="block text-sm text-slate-600" />
        </Row>
        <Row term="Paid">
          <span data-paid-amount>{formatUsd(booking.payment_amount_cents)}</span>
          {booking.payment_amount_cents > 0 ? (
            <ChargedPrice cents={booking.payment_amount_cents} className="block text-sm text-slate-600" />
          ) : null}
        </Row>
        {booking.balance ? (
          <Row term="Balance">
            <BalanceDue booking={booking} />
          </Row>
        ) : booking.booking_amount_cents !== booking.payment_amount_cents ? (
          <Row term="Balance">{balanceText(booking.booking_amount_cents - booking.payment_amount_cents)}</Row>
        ) : null}
        {booking.payment_reference ? (
          <Row term="Payment reference">
            <span className="font-mono text-sm">{booking.payment_reference}</span>
          </Row>
        ) : null}
      </dl>
      <PaymentHistory lines={booking.payment_history ?? []} />
    </DetailPanel>
  )
}

/** Issue 18: every charge and refund of the booking with its date, so a refund is never missing. */
function PaymentHistory({ lines }: { lines: NonNullable<AccountBooking['payment_history']> }) {
  if (lines.length === 0) return null
  return (
    <div className="mt-4 border-t border-slate-200 pt-3">
      <h3 className="text-sm font-semibold text-slate-900">Payment history</h3>
      <ul className="mt-2 flex flex-col gap-1.5 text-sm" aria-label="Payment history">
        {lines.map((line, index) => (
          <li key={index} data-payment-line={line.kind} className="flex flex-wrap justify-between gap-x-3">
            <span className="text-slate-700">
              {line.label} · {formatInstant(line.at)}
              {line.reason ? (
                <span className="block text-slate-600" data-refund-reason>
                  Reason: {line.reason}
                </span>
              ) : null}
            </span>
            <span
              className={`font-semibold ${line.kind === 'charged' ? 'text-slate-900' : 'text-emerald-800'}`}
            >
              {line.kind === 'charged' ? '' : '+'}
              {formatUsd(line.amount_cents)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
