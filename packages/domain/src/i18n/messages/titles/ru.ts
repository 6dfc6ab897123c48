import type { TitlesCatalogue } from './index.ts'

/** Page titles and descriptions in Russian (issue 31). */
export const titlesRu = {
  // The site's dialogs' Close button (components/ui/modal-dialog.tsx), a common word too.
  'site.close': 'Закрыть',
  'title.cart': 'Ваша корзина',
  'title.checkout': 'Оформление заказа',
  'title.paymentComplete': 'Оплата завершена',
  'title.findBooking': 'Найти бронирование',
  'title.findBookingDescription':
    'Откройте бронирование Serendib по его номеру и адресу электронной почты, указанному при бронировании.',
  'title.signUp': 'Создать аккаунт',
  'title.signUpDescription': 'Создайте аккаунт Serendib, чтобы бронировать туры и сохранять избранное.',
  'title.logIn': 'Вход',
  'title.logInDescription': 'Войдите в Serendib, чтобы увидеть свои бронирования, избранное и скидки.',
  'title.notFound': 'Страница не найдена',
  'title.error': 'Что-то пошло не так',
  'title.resetPassword': 'Новый пароль',
  'title.voucher': 'Ваучер {reference}',
  'title.review': 'Оцените тур',
  'title.verifyComplete': 'Адрес подтверждён',
  'title.verifyFailed': 'Ссылка для подтверждения недействительна',
  'title.booking': 'Бронирование {reference}',
  'title.myBooking': 'Моё бронирование',
  'title.help': 'Справочный центр: частые вопросы',
  'title.helpDescription':
    'Ответы о бронировании, оплате в USD, бесплатной отмене, трансфере, ваучерах и отзывах о турах по Шри-Ланке.',
  'title.helpTabDescription': '{title} — Serendib, площадка туров по Шри-Ланке.',
  'title.inspiration': 'Идеи для путешествий',
  'title.inspirationDescription':
    'Идеи для поездки на Шри-Ланку: когда ехать, где жить, что попробовать и ради каких впечатлений стоит планировать маршрут.',
  'title.aboutDescription': 'Serendib — площадка туров и развлечений на Шри-Ланке.',
  'title.searchMatching': '{heading} по запросу «{key}»',
  'title.searchPage': '{title}, страница {page}',
  'title.searchDescription':
    '{what} на Шри-Ланке на Serendib. {count, plural, =0 {} one {# предложение: } few {# предложения: } many {# предложений: } other {# предложения: }}бронирование онлайн, цены в USD и бесплатная отмена до 24 часов до начала.',
} satisfies TitlesCatalogue
