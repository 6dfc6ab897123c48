import { mailMoreDe } from './more/de.ts'
import type { MailCatalogue } from './en.ts'

export const mailDe = {
  // After the receipt: booking and account mails (decision 077).
  ...mailMoreDe,
  'mail.greeting': 'Hallo {name},',
  'mail.footer.tagline': 'Serendib · Touren in Sri Lanka',
  'mail.footer.questions': 'Fragen? Rufen Sie uns an: {phone}',
  'mail.buttonFallback':
    'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',

  'mail.receipt.subjectConfirmed': 'Buchung {reference} bestätigt: {tour}',
  'mail.receipt.subjectPaid': 'Zahlung für Buchung {reference} erhalten: {tour}',
  'mail.receipt.preview': 'Ihre Quittung für {tour} am {date}.',
  'mail.receipt.introConfirmed':
    'Vielen Dank: Ihre Zahlung ist eingegangen und Ihre Buchung {reference} ist bestätigt.',
  'mail.receipt.introPaid':
    'Vielen Dank: Ihre Zahlung ist eingegangen. Der Anbieter bestätigt die Buchung {reference} in Kürze; wir schreiben Ihnen, sobald das geschehen ist.',
  'mail.receipt.view': 'Buchung ansehen',
  'mail.receipt.cancellation': 'Stornierung: {terms}',
  'mail.receipt.noPassword':
    'Noch kein Passwort? Sie finden diese Buchung und ihren Voucher unter {findUrl} mit der Buchungsnummer und dieser E-Mail-Adresse: {lookupUrl}',
  'mail.receipt.keep': 'Bitte bewahren Sie diese E-Mail als Quittung auf.',
  'mail.cancellationTerms':
    'Kostenlose Stornierung bis 24 Stunden vor Beginn (Ortszeit Sri Lanka); spätere Stornierungen werden nicht erstattet.',

  'mail.label.reference': 'Buchungsnummer',
  'mail.label.tour': 'Tour',
  'mail.label.date': 'Datum',
  'mail.label.startTime': 'Startzeit',
  'mail.label.travellers': 'Reisende',
  'mail.label.pickup': 'Abholung',
  'mail.label.pickupTime': 'Abholzeit',
  'mail.label.amountPaid': 'Bezahlter Betrag',
  'mail.label.status': 'Status',
  'mail.status.confirmed': 'Bestätigt',
  'mail.status.waiting': 'Wartet auf die Bestätigung des Anbieters',

  'mail.adults': '{count, plural, one {# Erwachsener} other {# Erwachsene}}',

  'mail.vehicle': '{name} (bis {seats}) × {count}',
  'mail.children': '{count, plural, one {# Kind} other {# Kinder}}',
  'mail.infants': '{count, plural, one {# Kleinkind} other {# Kleinkinder}}',
  'mail.noTravellers': 'keine',
  'mail.pickup.airport': 'Flughafen',
  'mail.pickup.flight': 'Flug {flight}',
  'mail.pickup.arriving': 'Ankunft {time}',
  'mail.pickup.toBeArranged': 'Wird noch vereinbart',
  'mail.pickup.hotelTbc': 'Hotel wird noch bestätigt',

  'voucher.title': 'Serendib Tour-Voucher',
  'voucher.booking': 'Buchung {reference}',
  'voucher.tour': 'Tour',
  'voucher.date': 'Datum',
  'voucher.startTime': 'Startzeit',
  'voucher.pickupTime': 'Abholzeit',
  'voucher.pickupPoint': 'Abholort',
  'voucher.pickup': 'Abholung',
  'voucher.travellers': 'Reisende',
  'voucher.operator': 'Veranstalter',
  'voucher.phone': 'Telefon am Tourtag',
  'voucher.operatorEmail': 'E-Mail des Veranstalters',
  'voucher.show': 'Zeigen Sie diesen Voucher (ausgedruckt oder auf dem Handy) zu Beginn Ihrem Guide.',
} as const satisfies MailCatalogue
