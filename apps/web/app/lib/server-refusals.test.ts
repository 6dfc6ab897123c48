import { AmendmentMessages } from '@serendib/domain/amendments'
import { CheckoutMessages } from '@serendib/domain/checkout'
import { TRAVELLER_LOCALES, type TravellerLocale } from '@serendib/domain/i18n/locales'
import type { MessageId } from '@serendib/domain/i18n/messages/en'
import { refusalsEn } from '@serendib/domain/i18n/messages/refusals/en'
import { specMessage } from '@serendib/domain/i18n/spec-messages'
import { HoldMessages } from '@serendib/domain/messages/holds'
import { PaymentPlanMessages } from '@serendib/domain/payment-plans'
import { BookingMessages } from '@serendib/domain/pricing'
import { ReviewMessages } from '@serendib/domain/reviews'
import { StartTimeMessages } from '@serendib/domain/supplier-tours'
import { OptionMessages } from '@serendib/domain/tour-options'
import { describe, expect, it } from 'vitest'
import { translate } from './message-catalogue'

/** What `useSpecMessage()` shows for a server's text on a page in `locale`. */
function shown(locale: TravellerLocale, text: string): string {
  const found = specMessage(text)
  return found ? translate(locale, found.id as MessageId, found.values) : text
}

/** The domain's sentences as the API sends them, arguments filled in. */
const sentences = [
  CheckoutMessages.refundPolicy,
  CheckoutMessages.travellerFirstName(2),
  CheckoutMessages.travellerLastName(3),
  CheckoutMessages.customerAccountOnly,
  BookingMessages.tourUnavailable,
  BookingMessages.pickupNotServed,
  BookingMessages.noChildren,
  BookingMessages.noInfants,
  BookingMessages.noAdults,
  BookingMessages.countsOutOfRange,
  BookingMessages.tooFar,
  BookingMessages.tooEarly('2026-12-24'),
  BookingMessages.blackout('2026-12-24'),
  BookingMessages.soldOut('2026-12-24'),
  StartTimeMessages.unavailable('09:30', '2026-12-24'),
  StartTimeMessages.noneOnDay('2026-12-24'),
  BookingMessages.fewLeft('2026-12-24', 2),
  StartTimeMessages.fewLeft('09:30', 2),
  StartTimeMessages.tooLate(2),
  OptionMessages.fewVehiclesLeft(2),
  HoldMessages.tooManyTravellers(8),
  PaymentPlanMessages.payLaterNeedsAccount,
  AmendmentMessages.notAllowed,
  AmendmentMessages.otherTour,
  AmendmentMessages.pendingExists,
  AmendmentMessages.unpaidBalance,
  AmendmentMessages.nothingChanged,
  ReviewMessages.feedbackTooLong(2000),
  ReviewMessages.notCompleted,
  ReviewMessages.alreadyReviewed,
]

describe("the server's refusals on traveller pages, in the page's language (issue 31)", () => {
  it("finds every refusal the API sends by its English, and shows it in each page's language", () => {
    for (const text of sentences) {
      expect(specMessage(text), text).not.toBeNull()
      expect(shown('en', text), text).toBe(text)
      for (const locale of TRAVELLER_LOCALES.filter((l) => l !== 'en'))
        expect(shown(locale, text), `${locale}: ${text}`).not.toBe(text)
    }
    // Every refusal id is reached from a sentence the domain writes (none is dead).
    const reached = new Set<string>(sentences.map((text) => specMessage(text)!.id))
    expect(Object.keys(refusalsEn).filter((id) => !reached.has(id))).toEqual([])
  })

  it('shows a German checkout refusal in German, its arguments read back', () => {
    expect(shown('de', CheckoutMessages.travellerFirstName(2))).toBe(
      'Der Vorname von Reisendem 2 darf nicht leer sein',
    )
    expect(shown('de', BookingMessages.soldOut('2026-12-24'))).toBe(
      'Diese Tour ist am 24/12/2026 ausgebucht, bitte wählen Sie ein anderes Datum',
    )
    expect(shown('de', HoldMessages.tooManyTravellers(8))).toMatch(
      /^Ohne Konto können Sie höchstens 8 Reisende/,
    )
    expect(shown('de', CheckoutMessages.refundPolicy)).toBe(
      'Sie müssen der Rückerstattungsrichtlinie zustimmen',
    )
    expect(shown('ru', StartTimeMessages.unavailable('09:30', '2026-12-24'))).toBe(
      'Начало в 09:30 недоступно 24/12/2026, выберите другое время',
    )
    expect(shown('ja', ReviewMessages.feedbackTooLong(2000))).toBe('レビューは最大 2000 文字までです')
  })

  describe('refusals whose English picks singular or plural: ICU plurals in every language', () => {
    const counts = [1, 2, 5, 21]
    const plural = {
      'places left on a day': (n: number) => BookingMessages.fewLeft('2026-12-24', n),
      'places left at a start time': (n: number) => StartTimeMessages.fewLeft('09:30', n),
      'hours before the start': (n: number) => StartTimeMessages.tooLate(n),
      'vehicles left': (n: number) => OptionMessages.fewVehiclesLeft(n),
    }
    const expected: Record<TravellerLocale, Record<keyof typeof plural, string[]>> = {
      en: {
        'places left on a day': [
          'Only 1 place is left on 24/12/2026',
          'Only 2 places are left on 24/12/2026',
          'Only 5 places are left on 24/12/2026',
          'Only 21 places are left on 24/12/2026',
        ],
        'places left at a start time': [
          'Only 1 place is left at 09:30',
          'Only 2 places are left at 09:30',
          'Only 5 places are left at 09:30',
          'Only 21 places are left at 09:30',
        ],
        'hours before the start': [
          'Bookings close 1 hour before the start',
          'Bookings close 2 hours before the start',
          'Bookings close 5 hours before the start',
          'Bookings close 21 hours before the start',
        ],
        'vehicles left': counts.map((n) => OptionMessages.fewVehiclesLeft(n)),
      },
      de: {
        'places left on a day': [
          'Am 24/12/2026 ist nur noch 1 Platz frei',
          'Am 24/12/2026 sind nur noch 2 Plätze frei',
          'Am 24/12/2026 sind nur noch 5 Plätze frei',
          'Am 24/12/2026 sind nur noch 21 Plätze frei',
        ],
        'places left at a start time': [
          'Um 09:30 Uhr ist nur noch 1 Platz frei',
          'Um 09:30 Uhr sind nur noch 2 Plätze frei',
          'Um 09:30 Uhr sind nur noch 5 Plätze frei',
          'Um 09:30 Uhr sind nur noch 21 Plätze frei',
        ],
        'hours before the start': [
          'Buchungen schließen 1 Stunde vor Beginn',
          'Buchungen schließen 2 Stunden vor Beginn',
          'Buchungen schließen 5 Stunden vor Beginn',
          'Buchungen schließen 21 Stunden vor Beginn',
        ],
        'vehicles left': [
          'Für diese Option ist an diesem Tag nur noch 1 Fahrzeug frei: Bitte buchen Sie für eine kleinere Gruppe oder fragen Sie uns über „Anfrage senden“',
          'Für diese Option sind an diesem Tag nur noch 2 Fahrzeuge frei: Bitte buchen Sie für eine kleinere Gruppe oder fragen Sie uns über „Anfrage senden“',
          'Für diese Option sind an diesem Tag nur noch 5 Fahrzeuge frei: Bitte buchen Sie für eine kleinere Gruppe oder fragen Sie uns über „Anfrage senden“',
          'Für diese Option sind an diesem Tag nur noch 21 Fahrzeuge frei: Bitte buchen Sie für eine kleinere Gruppe oder fragen Sie uns über „Anfrage senden“',
        ],
      },
      fr: {
        'places left on a day': [
          'Il ne reste que 1 place le 24/12/2026',
          'Il ne reste que 2 places le 24/12/2026',
          'Il ne reste que 5 places le 24/12/2026',
          'Il ne reste que 21 places le 24/12/2026',
        ],
        'places left at a start time': [
          'Il ne reste que 1 place pour le départ de 09:30',
          'Il ne reste que 2 places pour le départ de 09:30',
          'Il ne reste que 5 places pour le départ de 09:30',
          'Il ne reste que 21 places pour le départ de 09:30',
        ],
        'hours before the start': [
          'Les réservations ferment 1 heure avant le départ',
          'Les réservations ferment 2 heures avant le départ',
          'Les réservations ferment 5 heures avant le départ',
          'Les réservations ferment 21 heures avant le départ',
        ],
        'vehicles left': [1, 2, 5, 21].map(
          (n) =>
            `Il ne reste que ${n} ${n === 1 ? 'véhicule' : 'véhicules'} pour cette option ce jour-là : réservez pour un groupe plus petit ou écrivez-nous avec « Demander »`,
        ),
      },
      // Russian's one, few and many: 1 and 21 take "one", 2 "few", 5 "many".
      ru: {
        'places left on a day': [
          'На 24/12/2026 осталось всего 1 место',
          'На 24/12/2026 осталось всего 2 места',
          'На 24/12/2026 осталось всего 5 мест',
          'На 24/12/2026 осталось всего 21 место',
        ],
        'places left at a start time': [
          'На 09:30 осталось всего 1 место',
          'На 09:30 осталось всего 2 места',
          'На 09:30 осталось всего 5 мест',
          'На 09:30 осталось всего 21 место',
        ],
        'hours before the start': [
          'Бронирование закрывается за 1 час до начала',
          'Бронирование закрывается за 2 часа до начала',
          'Бронирование закрывается за 5 часов до начала',
          'Бронирование закрывается за 21 час до начала',
        ],
        'vehicles left': [
          'Для этого варианта в этот день осталась всего 1 машина: забронируйте для группы поменьше или напишите нам через «Отправить запрос»',
          'Для этого варианта в этот день осталось всего 2 машины: забронируйте для группы поменьше или напишите нам через «Отправить запрос»',
          'Для этого варианта в этот день осталось всего 5 машин: забронируйте для группы поменьше или напишите нам через «Отправить запрос»',
          'Для этого варианта в этот день осталась всего 21 машина: забронируйте для группы поменьше или напишите нам через «Отправить запрос»',
        ],
      },
      zh: {
        'places left on a day': counts.map((n) => `24/12/2026 仅剩 ${n} 个名额`),
        'places left at a start time': counts.map((n) => `09:30 场次仅剩 ${n} 个名额`),
        'hours before the start': counts.map((n) => `开始前 ${n} 小时停止预订`),
        'vehicles left': counts.map(
          (n) => `该选项当天仅剩 ${n} 辆车：请按较小的团体预订，或通过“立即咨询”联系我们`,
        ),
      },
      hi: {
        'places left on a day': [
          '24/12/2026 को केवल 1 स्थान बचा है',
          '24/12/2026 को केवल 2 स्थान बचे हैं',
          '24/12/2026 को केवल 5 स्थान बचे हैं',
          '24/12/2026 को केवल 21 स्थान बचे हैं',
        ],
        'places left at a start time': [
          '09:30 बजे वाले टूर में केवल 1 स्थान बचा है',
          '09:30 बजे वाले टूर में केवल 2 स्थान बचे हैं',
          '09:30 बजे वाले टूर में केवल 5 स्थान बचे हैं',
          '09:30 बजे वाले टूर में केवल 21 स्थान बचे हैं',
        ],
        'hours before the start': [
          'बुकिंग शुरू होने से 1 घंटा पहले बंद हो जाती है',
          'बुकिंग शुरू होने से 2 घंटे पहले बंद हो जाती है',
          'बुकिंग शुरू होने से 5 घंटे पहले बंद हो जाती है',
          'बुकिंग शुरू होने से 21 घंटे पहले बंद हो जाती है',
        ],
        'vehicles left': [
          'उस दिन इस विकल्प के लिए केवल 1 वाहन बचा है: छोटे समूह के लिए बुक करें या "पूछताछ करें" से हमसे पूछें',
          'उस दिन इस विकल्प के लिए केवल 2 वाहन बचे हैं: छोटे समूह के लिए बुक करें या "पूछताछ करें" से हमसे पूछें',
          'उस दिन इस विकल्प के लिए केवल 5 वाहन बचे हैं: छोटे समूह के लिए बुक करें या "पूछताछ करें" से हमसे पूछें',
          'उस दिन इस विकल्प के लिए केवल 21 वाहन बचे हैं: छोटे समूह के लिए बुक करें या "पूछताछ करें" से हमसे पूछें',
        ],
      },
      ja: {
        'places left on a day': counts.map((n) => `24/12/2026 の残りはあと ${n} 席です`),
        'places left at a start time': counts.map((n) => `09:30 の回の残りはあと ${n} 席です`),
        'hours before the start': counts.map((n) => `予約は開始の ${n} 時間前に締め切られます`),
        'vehicles left': counts.map(
          (n) =>
            `このオプションのその日の車両は残り ${n} 台です。少人数で予約するか、「お問い合わせ」からご相談ください`,
        ),
      },
    }
    for (const locale of TRAVELLER_LOCALES)
      it(`in ${locale}: 1, 2, 5 and 21`, () => {
        for (const [name, sentence] of Object.entries(plural) as [
          keyof typeof plural,
          (n: number) => string,
        ][])
          expect(
            counts.map((n) => shown(locale, sentence(n))),
            name,
          ).toEqual(expected[locale][name])
      })
  })

  it('leaves a sentence it does not know as the server wrote it', () => {
    expect(shown('de', 'Payment provider unavailable (code 17)')).toBe(
      'Payment provider unavailable (code 17)',
    )
  })
})
