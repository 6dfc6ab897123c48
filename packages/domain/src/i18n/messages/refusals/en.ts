import { CheckoutMessages } from '../../../checkout.ts'
import { HoldMessages } from '../../../messages/holds.ts'
import { PaymentPlanMessages } from '../../../payment-plans.ts'
import { BookingMessages } from '../../../pricing.ts'
import { ReviewMessages } from '../../../reviews.ts'

/**
 * The server's refusals a traveller meets outside the account forms (issue 31): the booking
 * panel, cart and checkout, the change and review forms. The API answers these in the spec's
 * English; pages find them by that text (`spec-messages.ts`, `message-lookup.ts`) and show them
 * in the page's language. The English is the domain's own text: the constant, or the domain's
 * function called with `{placeholders}`; a sentence whose function formats its argument (a date)
 * is written out, and `traveller-pages-i18n.test.ts` checks that the domain's sentence is found.
 */
const n = (name: string) => `{${name}}` as unknown as number

export const refusalsEn = {
  'refusal.refundPolicy': CheckoutMessages.refundPolicy,
  'refusal.travellerFirstName': CheckoutMessages.travellerFirstName(n('person')),
  'refusal.travellerLastName': CheckoutMessages.travellerLastName(n('person')),
  'refusal.tourUnavailable': BookingMessages.tourUnavailable,
  'refusal.pickupNotServed': BookingMessages.pickupNotServed,
  'refusal.noChildren': BookingMessages.noChildren,
  'refusal.noInfants': BookingMessages.noInfants,
  'refusal.noAdults': BookingMessages.noAdults,
  'refusal.countsOutOfRange': BookingMessages.countsOutOfRange,
  'refusal.tooFar': BookingMessages.tooFar,
  'refusal.tooEarly': 'The earliest date you can book this tour is {date}',
  'refusal.notRunning': 'This tour does not run on {day}, please choose another date',
  'refusal.soldOut': 'This tour is sold out on {day}, please choose another date',
  'refusal.startUnavailable': 'The {time} start is not available on {day}, please choose another time',
  'refusal.tooManyTravellers': HoldMessages.tooManyTravellers(n('max')),
  'refusal.payLaterNeedsAccount': PaymentPlanMessages.payLaterNeedsAccount,
  'refusal.customerAccount': CheckoutMessages.customerAccountOnly,
  'refusal.reviewTooLong': ReviewMessages.feedbackTooLong(n('max')),
  'refusal.fewLeft':
    '{left, plural, one {Only # place is left on {day}} other {Only # places are left on {day}}}',
  'refusal.fewLeftAt':
    '{left, plural, one {Only # place is left at {time}} other {Only # places are left at {time}}}',
  'refusal.tooLate':
    '{hours, plural, one {Bookings close # hour before the start} other {Bookings close # hours before the start}}',
  'refusal.fewVehiclesLeft':
    '{left, plural, one {Only # vehicle is left for this option on that day: please book a smaller group or ask us with Inquire Now} other {Only # vehicles are left for this option on that day: please book a smaller group or ask us with Inquire Now}}',
} as const

export type RefusalId = keyof typeof refusalsEn
export type RefusalCatalogue = Record<RefusalId, string>
