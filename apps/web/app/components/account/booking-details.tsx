import type { MessageId } from '@serendib/domain/i18n/messages/en'
import type { ReactNode } from 'react'
import type { AccountBooking } from '../../lib/account-bookings'
import { leadFirst } from '../../lib/account-bookings-format'
import { useInstant, useTourDates } from '../../lib/account-i18n'
import { useTranslator } from '../../lib/i18n'
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

function NotGiven() {
  const { t } = useTranslator()
  return <span className="font-normal text-slate-500">{t('acct.notGiven')}</span>
}
const notGiven = <NotGiven />

/** Spec §2 booking detail "pick-up time"; the supplier may not have fixed it yet. */
function PickupTime({ time }: { time: string | null | undefined }) {
  const { t } = useTranslator()
  return <>{time ? time.slice(0, 5) : t('acct.toBeConfirmed')}</>
}

const pickupKinds: Record<string, MessageId> = {
  hotel: 'acct.pickup.hotel',
  airport: 'acct.pickup.airport',
  other: 'acct.pickup.other',
}

/** Spec §2 "Booking details": status, lead traveller, e-mail, contact number, reference, timestamp, tour date, pick-up place and time, remarks. */
export function BookingDetailsPanel({ booking }: { booking: AccountBooking }) {
  const lead = leadFirst(booking.travellers ?? [])[0]
  const leadName = lead
    ? `${lead.firstname} ${lead.lastname}`
    : `${booking.contact_firstname} ${booking.contact_lastname}`
  const { t } = useTranslator()
  const instant = useInstant()
  const dates = useTourDates()
  return (
    <DetailPanel name="details" title={t('acct.bookingDetails')}>
      <dl className="divide-y divide-slate-100">
        <Row term={t('acct.col.status')}>
          <BookingStatusChip status={booking.status} label={booking.status_label} />
        </Row>
        <Row term={t('acct.leadTraveller')}>{leadName}</Row>
        <Row term={t('acct.email')}>{lead?.email || booking.contact_email}</Row>
        <Row term={t('acct.contactNumber')}>{lead?.phone || booking.contact_phone || notGiven}</Row>
        <Row term={t('acct.bookingReference')}>
          <span className="font-mono">{booking.booking_reference}</span>
        </Row>
        <Row term={t('acct.bookedOn')}>{instant(booking.created_at)}</Row>
        <Row term={t('acct.tourDate')}>{dates(booking)}</Row>
        {booking.start_time ? <Row term={t('acct.startTime')}>{booking.start_time}</Row> : null}
        {booking.option_label ? <Row term={t('acct.option')}>{booking.option_label}</Row> : null}
        <Row term={t('acct.pickupPlace')}>{booking.pickup?.location_name || notGiven}</Row>
        <Row term={t('acct.pickupTime')}>
          <PickupTime time={booking.pickup?.pickup_time} />
        </Row>
        <Row term={t('acct.remarks')}>
          {booking.remarks?.trim() || <span className="font-normal text-slate-500">{t('acct.none')}</span>}
        </Row>
      </dl>
    </DetailPanel>
  )
}

/** Everyone on the booking, the lead traveller first. */
export function TravellersPanel({ booking }: { booking: AccountBooking }) {
  const travellers = leadFirst(booking.travellers ?? [])
  const { t } = useTranslator()
  return (
    <DetailPanel name="travellers" title={t('acct.col.travellers')}>
      {travellers.length === 0 ? (
        <p className="text-slate-600">{t('acct.noTravellerNames')}</p>
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
                    {t('acct.leadTraveller')}
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
  const { t } = useTranslator()
  const kindId = booking.pickup_location ? pickupKinds[booking.pickup_location] : undefined
  return (
    <DetailPanel name="pickup" title={t('acct.pickup')}>
      <dl className="divide-y divide-slate-100">
        <Row term={t('acct.location')}>{booking.pickup?.location_name || notGiven}</Row>
        <Row term={t('acct.pickupTime')}>
          <PickupTime time={booking.pickup?.pickup_time} />
        </Row>
        {kindId ? <Row term={t('acct.arrangement')}>{t(kindId)}</Row> : null}
        {booking.hotel_name ? <Row term={t('acct.hotel')}>{booking.hotel_name}</Row> : null}
        {booking.hotel_address ? <Row term={t('acct.hotelAddress')}>{booking.hotel_address}</Row> : null}
        {booking.flight_no ? <Row term={t('acct.flight')}>{booking.flight_no}</Row> : null}
        {booking.flight_time ? <Row term={t('acct.flightTime')}>{booking.flight_time}</Row> : null}
        {booking.other ? <Row term={t('acct.otherDetails')}>{booking.other}</Row> : null}
      </dl>
    </DetailPanel>
  )
}

/** Who the supplier contacts about the booking. */
export function ContactPanel({ booking }: { booking: AccountBooking }) {
  const { t } = useTranslator()
  return (
    <DetailPanel name="contact" title={t('acct.contact')}>
      <dl className="divide-y divide-slate-100">
        <Row term={t('acct.name')}>
          {booking.contact_firstname} {booking.contact_lastname}
        </Row>
        <Row term={t('acct.email')}>{booking.contact_email}</Row>
        <Row term={t('phone.label')}>{booking.contact_phone || notGiven}</Row>
      </dl>
    </DetailPanel>
  )
}

/** Spec §3 booking_amount and payment_amount, and the payment's reference. */
export function PaymentPanel({ booking }: { booking: AccountBooking }) {
  const { t, money } = useTranslator()
  const difference = booking.booking_amount_cents - booking.payment_amount_cents
  return (
    <DetailPanel name="payment" title={t('acct.payment')}>
      <dl className="divide-y divide-slate-100">
        <Row term={t('acct.bookingAmount')}>
          {money(booking.booking_amount_cents)}
          <LocalPrice cents={booking.booking_amount_cents} className="block text-sm text-slate-600" />
        </Row>
        <Row term={t('acct.paid')}>
          <span data-paid-amount>{money(booking.payment_amount_cents)}</span>
          {booking.payment_amount_cents > 0 ? (
            <ChargedPrice cents={booking.payment_amount_cents} className="block text-sm text-slate-600" />
          ) : null}
        </Row>
        {booking.balance ? (
          <Row term={t('acct.balance')}>
            <BalanceDue booking={booking} />
          </Row>
        ) : difference !== 0 ? (
          <Row term={t('acct.balance')}>
            {difference > 0
              ? t('acct.toPay', { amount: money(difference) })
              : t('acct.refundOf', { amount: money(-difference) })}
          </Row>
        ) : null}
        {booking.payment_reference ? (
          <Row term={t('acct.paymentReference')}>
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
  const { t, money } = useTranslator()
  const instant = useInstant()
  if (lines.length === 0) return null
  return (
    <div className="mt-4 border-t border-slate-200 pt-3">
      <h3 className="text-sm font-semibold text-slate-900">{t('acct.paymentHistory')}</h3>
      <ul className="mt-2 flex flex-col gap-1.5 text-sm" aria-label={t('acct.paymentHistory')}>
        {lines.map((line, index) => (
          <li key={index} data-payment-line={line.kind} className="flex flex-wrap justify-between gap-x-3">
            <span className="text-slate-700">
              {line.kind === 'charged'
                ? t('acct.charged')
                : line.kind === 'refunded'
                  ? t('acct.refunded')
                  : line.kind === 'refund_pending'
                    ? t('acct.refundPending')
                    : line.label}{' '}
              · {instant(line.at)}
              {line.reason ? (
                <span className="block text-slate-600" data-refund-reason>
                  {t('acct.reason', { reason: line.reason })}
                </span>
              ) : null}
            </span>
            <span
              className={`font-semibold ${line.kind === 'charged' ? 'text-slate-900' : 'text-emerald-800'}`}
            >
              {line.kind === 'charged' ? '' : '+'}
              {money(line.amount_cents)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
