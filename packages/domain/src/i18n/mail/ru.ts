import { mailMoreRu } from './more/ru.ts'
import type { MailCatalogue } from './en.ts'

export const mailRu = {
  // After the receipt: booking and account mails (decision 077).
  ...mailMoreRu,
  'mail.greeting': 'Здравствуйте, {name}!',
  'mail.footer.tagline': 'Serendib · Туры по Шри-Ланке',
  'mail.footer.questions': 'Вопросы? Звоните нам: {phone}',
  'mail.buttonFallback': 'Если кнопка не работает, скопируйте эту ссылку в браузер:',

  'mail.receipt.subjectConfirmed': 'Бронирование {reference} подтверждено: {tour}',
  'mail.receipt.subjectPaid': 'Оплата бронирования {reference} получена: {tour}',
  'mail.receipt.preview': 'Ваша квитанция: {tour}, {date}.',
  'mail.receipt.introConfirmed': 'Спасибо! Ваша оплата получена, бронирование {reference} подтверждено.',
  'mail.receipt.introPaid':
    'Спасибо! Ваша оплата получена. Организатор скоро подтвердит бронирование {reference}; мы напишем вам, когда это произойдёт.',
  'mail.receipt.view': 'Открыть бронирование',
  'mail.receipt.cancellation': 'Отмена: {terms}',
  'mail.receipt.noPassword':
    'Ещё нет пароля? Найдите это бронирование и ваучер на {findUrl} по номеру бронирования и этому адресу электронной почты: {lookupUrl}',
  'mail.receipt.keep': 'Сохраните это письмо как квитанцию.',
  'mail.cancellationTerms':
    'Бесплатная отмена не позднее чем за 24 часа до начала (по времени Шри-Ланки); при более поздней отмене деньги не возвращаются.',

  'mail.label.reference': 'Номер бронирования',
  'mail.label.tour': 'Тур',
  'mail.label.date': 'Дата',
  'mail.label.startTime': 'Время начала',
  'mail.label.travellers': 'Путешественники',
  'mail.label.pickup': 'Трансфер',
  'mail.label.pickupTime': 'Время трансфера',
  'mail.label.amountPaid': 'Оплачено',
  'mail.label.status': 'Статус',
  'mail.status.confirmed': 'Подтверждено',
  'mail.status.waiting': 'Ожидает подтверждения организатора',

  'mail.adults': '{count, plural, one {# взрослый} few {# взрослых} many {# взрослых} other {# взрослого}}',

  'mail.vehicle': '{name} (до {seats}) × {count}',
  'mail.children': '{count, plural, one {# ребёнок} few {# ребёнка} many {# детей} other {# ребёнка}}',
  'mail.infants': '{count, plural, one {# младенец} few {# младенца} many {# младенцев} other {# младенца}}',
  'mail.noTravellers': 'нет',
  'mail.pickup.airport': 'Аэропорт',
  'mail.pickup.flight': 'рейс {flight}',
  'mail.pickup.arriving': 'прибытие в {time}',
  'mail.pickup.toBeArranged': 'По договорённости',
  'mail.pickup.hotelTbc': 'Отель будет уточнён',

  'voucher.title': 'Ваучер на тур Serendib',
  'voucher.booking': 'Бронирование {reference}',
  'voucher.tour': 'Тур',
  'voucher.date': 'Дата',
  'voucher.startTime': 'Время начала',
  'voucher.pickupTime': 'Время трансфера',
  'voucher.pickupPoint': 'Место встречи',
  'voucher.pickup': 'Трансфер',
  'voucher.travellers': 'Путешественники',
  'voucher.operator': 'Организатор тура',
  'voucher.phone': 'Телефон в день тура',
  'voucher.operatorEmail': 'Эл. почта организатора',
  'voucher.show': 'Покажите этот ваучер (распечатанный или на телефоне) гиду в начале тура.',
} as const satisfies MailCatalogue
