import type { MailMoreCatalogue } from './index.ts'

// Russian plurals: one (1, 21), few (2–4, 22–24), many (0, 5–20, 25–30), other (fractions).
export const mailMoreRu = {
  'mail.greetingThere': 'Здравствуйте!',
  'mail.viewBooking': 'Открыть бронирование',
  'mail.label.refund': 'Возврат',
  'mail.refundTiming': 'Деньги вернутся на карту в течение 5–10 рабочих дней, в зависимости от банка.',
  'mail.reason': 'Причина: {reason}',

  'mail.canceled.subject': 'Бронирование {reference} отменено: {tour}',
  'mail.canceled.preview': 'Ваше бронирование «{tour}» на {date} отменено.',
  'mail.canceled.intro': 'Ваше бронирование {reference} отменено.',

  'mail.message.subject': 'Новое сообщение по бронированию {reference}',
  'mail.message.preview': '{from} написал(а) о туре «{tour}».',
  'mail.message.intro': '{from} отправил(а) сообщение по бронированию {reference}:',
  'mail.message.action': 'Прочитать и ответить',
  'mail.message.fromSupplier': 'Ваш организатор тура',
  'mail.message.fromTeam': 'Команда Serendib',
  'mail.message.fromCustomer': '{name} (клиент)',
  'mail.message.yourCustomer': 'Ваш клиент',

  'mail.amend.requestedDate': 'Запрошенная дата',
  'mail.amend.asBooked': 'Как забронировано',
  'mail.amend.newPrice': 'Новая цена',
  'mail.amend.toRefund': 'К возврату',
  'mail.amend.balanceToPay': 'К доплате',
  'mail.amend.staysAsItWas': 'Ваше бронирование остаётся без изменений.',
  'mail.amend.payBalance': 'Пожалуйста, доплатите {amount} на странице бронирования.',
  'mail.amend.refunding': 'Мы возвращаем {amount} на вашу карту.',
  'mail.amend.nothingToPay': 'Доплачивать ничего не нужно.',
  'mail.amend.subjectAccepted': 'Изменение принято: бронирование {reference}',
  'mail.amend.subjectRejected': 'Изменение невозможно: бронирование {reference}',
  'mail.amend.previewAccepted': 'Запрошенное изменение тура «{tour}» принято.',
  'mail.amend.previewRejected': 'Запрошенное изменение тура «{tour}» отклонено.',
  'mail.amend.introAccepted': 'Организатор принял запрошенное изменение бронирования {reference}.',
  'mail.amend.introRejected': 'Организатор не смог принять запрошенное изменение бронирования {reference}.',

  'mail.decision.subjectConfirm': 'Бронирование {reference} подтверждено: {tour}',
  'mail.decision.subjectReject': 'Бронирование {reference} не может быть принято: {tour}',
  'mail.decision.subjectCancel': 'Бронирование {reference} отменено туроператором: {tour}',
  'mail.decision.lineConfirm': 'Хорошие новости: туроператор подтвердил ваше бронирование.',
  'mail.decision.lineReject': 'Туроператор не смог принять ваше бронирование.',
  'mail.decision.lineCancel': 'Туроператор отменил ваше бронирование.',
  'mail.decision.preview': '{line} «{tour}», {date}.',

  'mail.balance.today': 'сегодня',
  'mail.balance.by': 'до {date}',
  'mail.balance.subject': 'Остаток {amount} к оплате {when}: {tour}',
  'mail.balance.preview': 'Оплатите остаток по бронированию {reference} {when}.',
  'mail.balance.intro': 'Остаток по бронированию {reference} нужно оплатить {when} (по времени Шри-Ланки).',
  'mail.balance.warning':
    'Если он не будет оплачен к этому сроку, бронирование отменяется по его условиям отмены.',
  'mail.balance.due': 'Остаток к оплате',
  'mail.balance.payBy': 'Оплатить до',
  'mail.balance.action': 'Оплатить остаток',
  'mail.balance.receivedSubject': 'Остаток по бронированию {reference} получен: {tour}',
  'mail.balance.receivedPreview': 'Бронирование {reference} оплачено полностью.',
  'mail.balance.receivedIntro': 'Спасибо! Мы получили {amount}, бронирование {reference} оплачено полностью.',
  'mail.balance.unpaidSubject': 'Бронирование {reference} отменено: остаток не оплачен',
  'mail.balance.unpaidPreview': 'Остаток по бронированию {reference} нужно было оплатить до {date}.',
  'mail.balance.unpaidIntro':
    'Остаток по бронированию {reference} нужно было оплатить до {date}, но оплаты не было, поэтому бронирование отменено.',
  'mail.balance.unpaidRefund': 'Вам вернут {amount}.',
  'mail.balance.unpaidNoRefund': 'Тур начинается меньше чем через 24 часа: оплаченная сумма не возвращается.',

  'mail.tomorrow.subject': 'Завтра: {tour}',
  'mail.tomorrow.subjectAt': 'Завтра: {tour} в {time}',
  'mail.tomorrow.preview': 'Ваш тур завтра, {date}.',
  'mail.tomorrow.intro': 'Напоминаем: «{tour}» завтра, {date}.',
  'mail.tomorrow.supplierWillTell': 'Организатор сообщит вам',
  'mail.tomorrow.guide': 'Ваш гид',
  'mail.tomorrow.supplierPhone': 'Телефон организатора',

  'mail.review.subject': 'Как вам «{tour}»?',
  'mail.review.preview': 'Расскажите другим путешественникам о туре: оценка займёт пару секунд.',
  'mail.review.thanks':
    'Спасибо, что путешествовали по Шри-Ланке с нами. Надеемся, вам понравился тур «{tour}».',
  'mail.review.help':
    'Ваша оценка и пара слов помогут другим путешественникам с выбором, а вашему гиду — в работе. Можно добавить до 3 фотографий.',
  'mail.review.action': 'Оценить тур',
  'mail.review.once':
    'Ссылка работает один раз, в течение {days, plural, one {# дня} few {# дней} many {# дней} other {# дня}}, и без входа в аккаунт.',

  'mail.verify.subject': 'Подтвердите адрес электронной почты',
  'mail.verify.preview': 'Один клик, чтобы подтвердить адрес электронной почты для Serendib.',
  'mail.verify.intro':
    'Пожалуйста, подтвердите, что это ваш адрес электронной почты, чтобы мы могли присылать вам бронирования.',
  'mail.verify.action': 'Подтвердить адрес',
  'mail.verify.ignore': 'Если вы не создавали аккаунт Serendib, просто проигнорируйте это письмо.',

  'mail.reset.subject': 'Выберите новый пароль',
  'mail.reset.preview': 'Ссылка для выбора нового пароля Serendib.',
  'mail.reset.intro':
    'Кто-то запросил смену пароля вашего аккаунта Serendib. Ссылка работает один раз, в течение {minutes, plural, one {# минуты} few {# минут} many {# минут} other {# минуты}}.',
  'mail.reset.action': 'Выбрать новый пароль',
  'mail.reset.ignore': 'Если это были не вы, проигнорируйте письмо: ваш пароль останется прежним.',

  'mail.emailChangeRequested.subject': 'Запрошена смена адреса электронной почты',
  'mail.emailChangeRequested.preview': 'Кто-то хочет перенести ваш аккаунт Serendib на другой адрес.',
  'mail.emailChangeRequested.intro':
    'Кто-то, вошедший в ваш аккаунт Serendib, хочет теперь использовать {email}. Ничего не изменится, пока не открыта ссылка, которую мы отправили на этот адрес.',
  'mail.emailChangeRequested.notYou':
    'Если это были не вы, смените пароль прямо сейчас и позвоните нам: {phone}.',

  'mail.emailChanged.subject': 'Ваш адрес электронной почты изменён',
  'mail.emailChanged.preview': 'У вашего аккаунта Serendib новый адрес электронной почты.',
  'mail.emailChanged.intro':
    'Ваш аккаунт Serendib теперь использует {email}. Письма о бронированиях будут приходить туда.',
  'mail.emailChanged.action': 'Это был не я: вернуть мой адрес',
  'mail.emailChanged.undo':
    'Ссылка работает один раз, 7 дней. Она вернёт аккаунту этот адрес и выполнит выход на всех устройствах. Затем выберите новый пароль на странице входа или позвоните нам: {phone}.',

  'mail.passwordChanged.subject': 'Ваш пароль изменён',
  'mail.passwordChanged.preview': 'Пароль вашего аккаунта Serendib изменён.',
  'mail.passwordChanged.intro': 'Пароль вашего аккаунта Serendib только что изменён.',
  'mail.passwordChanged.notYou': 'Если это сделали не вы, немедленно позвоните нам: {phone}.',

  'mail.welcome.subject': 'Ваш аккаунт Serendib готов',
  'mail.welcome.preview': 'Выберите пароль, чтобы видеть бронирование и управлять им.',
  'mail.welcome.intro':
    'Спасибо за бронирование в Serendib. Мы создали аккаунт для этого адреса, чтобы вы могли видеть бронирование, писать гиду, изменять или отменять его.',
  'mail.welcome.choose':
    'Выберите пароль, чтобы начать. Ссылка работает один раз, в течение {days, plural, one {# дня} few {# дней} many {# дней} other {# дня}}.',
  'mail.welcome.action': 'Выбрать пароль',

  // A tailored quote, to the traveller (decision 079).
  'mail.quote.readySubject': 'Ваше предложение готово: {tour}',
  'mail.quote.readyPreview': 'Ваш индивидуальный тур «{tour}»: {total}.',
  'mail.quote.readyIntro':
    'Ваш индивидуальный тур готов. Войдите с этим адресом электронной почты, чтобы посмотреть программу, задать вопросы или принять предложение.',
  'mail.quote.start': 'Начало',
  'mail.quote.total': 'Итого',
  'mail.quote.deposit': 'Предоплата для подтверждения',
  'mail.quote.validUntil': 'Действует до',
  'mail.quote.readyAction': 'Посмотреть предложение',
  'mail.quote.messageSubject': 'Новое сообщение о вашем предложении: {tour}',
  'mail.quote.messageIntro': 'Новое сообщение о предложении на тур «{tour}»:',
  'mail.quote.messageAction': 'Прочитать и ответить',
  'mail.quote.declinedSubject': 'Ваш запрос предложения: {tour}',
  'mail.quote.declinedIntro':
    'Организатор не может предложить тур «{tour}» так, как вы просили, и отклонил запрос.',
  'mail.quote.declinedAction': 'Посмотреть запрос',
  'mail.adminChange.subjectCancel': 'Бронирование {reference} отменено: {tour}',
  'mail.adminChange.subjectReject': 'Бронирование {reference} не может быть принято: {tour}',
  'mail.adminChange.subjectConfirm': 'Бронирование {reference} подтверждено: {tour}',
  'mail.adminChange.subjectResolve': 'Спор по бронированию {reference} урегулирован: {tour}',
  'mail.adminChange.subjectReinstate': 'Бронирование {reference} восстановлено: {tour}',
  'mail.adminChange.subjectUpdated': 'Бронирование {reference} изменено: {tour}',
  'mail.adminChange.lineCancel': 'Мы отменили ваше бронирование.',
  'mail.adminChange.lineReject': 'Ваше бронирование не может быть принято.',
  'mail.adminChange.lineConfirm': 'Ваше бронирование подтверждено.',
  'mail.adminChange.lineResolve': 'Мы урегулировали спор по вашему бронированию.',
  'mail.adminChange.lineReinstate': 'Ваше бронирование снова подтверждено, тур состоится, как запланировано.',
  'mail.adminChange.lineUpdated': 'Ваше бронирование изменено.',
  'mail.adminRefund.subject': 'Возврат {amount} по бронированию {reference}',
  'mail.adminRefund.preview': 'Мы возвращаем {amount} за ваше бронирование.',
  'mail.adminRefund.intro': 'Мы возвращаем {amount} за ваше бронирование {reference}.',
  'mail.label.reason': 'Причина',
  // The voucher page in the booking's language (issue 31).
  'mail.voucherOnline': 'Ваучер приложен к письму; его также можно открыть онлайн: {url}',
} satisfies MailMoreCatalogue
