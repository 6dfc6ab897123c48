import type { VoucherCatalogue } from './en.ts'

/** The voucher page and card in German (issue 31). */
export const voucherDe = {
  'voucher.heading': 'Voucher {reference}',
  'voucher.loading': 'Voucher wird geladen…',
  'voucher.login': 'Bitte melden Sie sich an, um diesen Voucher zu sehen.',
  'voucher.loadFailed': 'Der Voucher konnte nicht geladen werden.',
  'voucher.qrAlt': 'QR-Code des Vouchers {reference}: Zeigen Sie ihn Ihrem Guide',
  'voucher.checkedIn': 'Eingecheckt am {date} um {time}',
  'voucher.tour': 'Tour',
  'voucher.date': 'Datum',
  'voucher.startTime': 'Startzeit',
  'voucher.pickupTime': 'Abholzeit',
  'voucher.option': 'Option',
  'voucher.pickupPoint': 'Abholort',
  'voucher.pickup': 'Abholung',
  'voucher.travellers': 'Reisende',
  'voucher.operator': 'Veranstalter',
  'voucher.phone': 'Telefon am Tourtag',
  'voucher.print': 'Voucher drucken',
} satisfies VoucherCatalogue
