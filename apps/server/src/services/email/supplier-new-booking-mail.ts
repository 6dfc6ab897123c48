/**
 * The supplier's notice of new paid bookings (or of one a reseller sold), in the language the
 * supplier chose for the portal (decision 078). English reads as before, word for word.
 */
import type { BookingMailData } from './booking-templates.ts'
import type { OutgoingEmail } from './enqueue-email.ts'
import {
  supplierMailFrame,
  supplierPortalUrl,
  type PortalWords,
  type SupplierRecipient,
} from './portal-words.ts'
import { renderMail } from './templates.ts'

/** "2 adults, 1 child" in the supplier's language; zero counts left out. */
export function countsText(w: PortalWords, { adults, children, infants }: BookingMailData['counts']): string {
  const parts = [
    adults ? w.t('travellers.adults', { count: adults }) : '',
    children ? w.t('travellers.children', { count: children }) : '',
    infants ? w.t('travellers.infants', { count: infants }) : '',
  ]
  return parts.filter(Boolean).join(', ') || w.t('mail.travellers.none')
}

/** The pick-up as a person reads it: hotel and address, flight and time, or the note. */
function pickupText(w: PortalWords, p: BookingMailData['pickup']): string {
  const join = (...parts: (string | null)[]) => parts.filter((s) => s && s.trim()).join(', ')
  const place = p.locationName ? ` (${p.locationName})` : ''
  if (p.type === 'airport') {
    const flight = join(
      p.flightNo ? w.t('mail.pickup.flight', { flight: p.flightNo }) : null,
      p.flightTime ? w.t('mail.pickup.arriving', { time: p.flightTime }) : null,
    )
    return `${w.t('mail.pickup.airport')}${place}${flight ? `: ${flight}` : ''}`
  }
  if (p.type === 'other') return `${join(p.other) || w.t('mail.pickup.arranged')}${place}`
  const hotel = join(p.hotelName, p.hotelAddress)
  return `${hotel || w.t('mail.pickup.hotelTbc')}${place}`
}

function details(w: PortalWords, b: BookingMailData): [string, string][] {
  const names = b.travellers.map((t) => `${t.firstName} ${t.lastName}`.trim()).filter(Boolean)
  const counts = countsText(w, b.counts)
  const rows: [string, string | null | undefined | false][] = [
    [w.t('mail.field.reference'), b.bookingReference],
    [w.t('mail.field.tour'), b.tourTitle],
    [w.t('mail.field.date'), w.date(b.startDate)],
    [w.t('mail.field.startTime'), b.startTime],
    [w.t('mail.field.travellers'), names.length ? `${counts}: ${names.join(', ')}` : counts],
    [w.t('mail.field.pickup'), pickupText(w, b.pickup)],
    [w.t('mail.field.pickupTime'), b.pickup.time],
    [w.t('mail.field.soldBy'), b.soldBy],
    [w.t(b.soldBy ? 'mail.field.amountOnAccount' : 'mail.field.amountPaid'), w.money(b.amountCents)],
    // A payment plan's balance (decision 075).
    [
      w.t('mail.field.balanceDue'),
      b.balance &&
        w.t('mail.balanceBy', { amount: w.money(b.balance.cents), date: w.date(b.balance.dueDate) }),
    ],
    [w.t('mail.field.status'), w.t(b.confirmed ? 'mail.status.confirmed' : 'mail.status.waiting')],
    [
      w.t('mail.field.contact'),
      `${b.contact.firstName} ${b.contact.lastName}, ${b.contact.phone}, ${b.contact.email}`,
    ],
    [w.t('mail.field.remarks'), b.remarks],
  ]
  return rows.filter((row): row is [string, string] => Boolean(row[1]))
}

/** To the supplier: their new paid bookings of one order, or one a reseller sold. */
export function supplierNewBookingMail(
  supplier: SupplierRecipient,
  bookings: BookingMailData[],
  publicUrl: string,
): OutgoingEmail {
  const first = bookings[0]
  if (!first) throw new Error('supplierNewBookingMail needs a booking')
  const { w, frame } = supplierMailFrame(supplier)
  const waiting = bookings.some((b) => !b.confirmed)
  const subject =
    bookings.length === 1
      ? w.t('mail.newBooking.subjectOne', {
          reference: first.bookingReference,
          tour: first.tourTitle,
          date: w.date(first.startDate),
        })
      : w.t('mail.newBooking.subjectMany', { count: bookings.length })
  const who = first.soldBy
    ? w.t('mail.newBooking.resellerSold', { reseller: first.soldBy })
    : w.t('mail.newBooking.travellerPaid')
  return {
    to: supplier.email,
    subject,
    template: 'supplier-new-booking',
    ...renderMail({
      ...frame,
      preview: subject,
      intro: [w.t(waiting ? 'mail.newBooking.pleaseAnswer' : 'mail.newBooking.confirmed', { who })],
      details: bookings.flatMap((b) => details(w, b)),
      action: {
        label: w.t('mail.newBooking.open'),
        url: supplierPortalUrl(publicUrl, w, '/supplier/bookings'),
      },
      siteUrl: publicUrl,
    }),
  }
}
