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

  it('leaves a sentence it does not know as the server wrote it', () => {
    expect(shown('de', 'Payment provider unavailable (code 17)')).toBe(
      'Payment provider unavailable (code 17)',
    )
  })
})
