import type { VoucherCatalogue } from './en.ts'

/** The voucher page and card in French (issue 31). */
export const voucherFr = {
  'voucher.heading': 'Bon {reference}',
  'voucher.loading': 'Chargement du bon…',
  'voucher.login': 'Veuillez vous connecter pour voir ce bon.',
  'voucher.loadFailed': "Le bon n'a pas pu être chargé.",
  'voucher.qrAlt': 'Code QR du bon {reference} : montrez-le à votre guide',
  'voucher.checkedIn': 'Enregistré le {date} à {time}',
  'voucher.tour': 'Excursion',
  'voucher.date': 'Date',
  'voucher.startTime': 'Heure de départ',
  'voucher.pickupTime': 'Heure de prise en charge',
  'voucher.option': 'Option',
  'voucher.pickupPoint': 'Lieu de prise en charge',
  'voucher.pickup': 'Prise en charge',
  'voucher.travellers': 'Voyageurs',
  'voucher.operator': "Organisateur de l'excursion",
  'voucher.phone': 'Téléphone le jour J',
  'voucher.print': 'Imprimer le bon',
} satisfies VoucherCatalogue
