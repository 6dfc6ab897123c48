import type { VoucherCatalogue } from './en.ts'

/** The voucher page and card in Russian (issue 31). */
export const voucherRu = {
  'voucher.heading': 'Ваучер {reference}',
  'voucher.loading': 'Загружаем ваучер…',
  'voucher.login': 'Войдите, чтобы увидеть этот ваучер.',
  'voucher.loadFailed': 'Не удалось загрузить ваучер.',
  'voucher.qrAlt': 'QR-код ваучера {reference}: покажите его гиду',
  'voucher.checkedIn': 'Регистрация: {date} в {time}',
  'voucher.tour': 'Тур',
  'voucher.date': 'Дата',
  'voucher.startTime': 'Время начала',
  'voucher.pickupTime': 'Время трансфера',
  'voucher.option': 'Вариант',
  'voucher.pickupPoint': 'Место встречи',
  'voucher.pickup': 'Трансфер',
  'voucher.travellers': 'Путешественники',
  'voucher.operator': 'Организатор тура',
  'voucher.phone': 'Телефон в день тура',
  'voucher.print': 'Распечатать ваучер',
} satisfies VoucherCatalogue
