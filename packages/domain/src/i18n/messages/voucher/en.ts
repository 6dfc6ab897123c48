/**
 * The voucher page and card (/voucher/{reference}, the booking lookup) in English (issue 31):
 * the words the page had. Area `voucher`.
 */
export const voucherEn = {
  'voucher.heading': 'Voucher {reference}',
  'voucher.loading': 'Loading the voucher…',
  'voucher.login': 'Please log in to see this voucher.',
  'voucher.loadFailed': 'The voucher could not be loaded.',
  'voucher.qrAlt': 'QR code of voucher {reference}: show it to your guide',
  'voucher.checkedIn': 'Checked in {date} at {time}',
  'voucher.tour': 'Tour',
  'voucher.date': 'Date',
  'voucher.startTime': 'Start time',
  'voucher.pickupTime': 'Pick-up time',
  'voucher.option': 'Option',
  'voucher.pickupPoint': 'Pick-up point',
  'voucher.pickup': 'Pick-up',
  'voucher.travellers': 'Travellers',
  'voucher.operator': 'Tour operator',
  'voucher.phone': 'Phone on the day',
  'voucher.print': 'Print voucher',
} as const

export type VoucherCatalogue = Record<keyof typeof voucherEn, string>
