import type { RefusalCatalogue } from './en.ts'

/** The server's refusals a traveller meets, in Russian (issue 31). */
export const refusalsRu = {
  'refusal.refundPolicy': 'Необходимо согласиться с правилами возврата',
  'refusal.travellerFirstName': 'Имя путешественника {person} не может быть пустым',
  'refusal.travellerLastName': 'Фамилия путешественника {person} не может быть пустой',
  'refusal.tourUnavailable': 'Этот тур сейчас нельзя забронировать',
  'refusal.pickupNotServed': 'Этот тур не забирает из выбранного места',
  'refusal.noChildren': 'Этот тур не принимает детей',
  'refusal.noInfants': 'Этот тур не принимает младенцев',
  'refusal.noAdults': 'Этот тур не принимает взрослых',
  'refusal.countsOutOfRange': 'Выберите от 0 до 15 путешественников каждого типа',
  'refusal.tooFar': 'Бронирование открыто не более чем на год вперёд',
  'refusal.tooEarly': 'Самая ранняя дата, на которую можно забронировать этот тур: {date}',
  'refusal.notRunning': 'Этот тур не проводится {day}, выберите другую дату',
  'refusal.soldOut': 'На {day} все места в этом туре распроданы, выберите другую дату',
  'refusal.startUnavailable': 'Начало в {time} недоступно {day}, выберите другое время',
  'refusal.tooManyTravellers':
    'Без учётной записи можно забронировать не более {max} путешественников на один тур в один день. Войдите, чтобы забронировать для большой группы, или напишите нам через «Отправить запрос», и мы договоримся с организатором.',
  'refusal.payLaterNeedsAccount': 'Войдите, чтобы забронировать сейчас и оплатить позже',
  'refusal.customerAccount': 'Для бронирования войдите с учётной записью клиента',
  'refusal.reviewTooLong': 'Отзыв может содержать не более {max} символов',
} satisfies RefusalCatalogue
