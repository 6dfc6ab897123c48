/**
 * The tour page's questions and answers (issue 30 point 11, decision 065). Each answer is made
 * from a fact the tour already carries (its confirmation, cancellation policy, pick-up points
 * and their timing, age bands, supplier), so the FAQ can never contradict the page, every tour
 * has one the day it is published, and a supplier changes an answer by changing the fact.
 * The site-wide questions stay in help-faq.ts (/help); the section links there.
 */
import type { FaqItem } from './help-faq.ts'
import { minutesText } from './duration.ts'
import { hhmm } from './pickup-times.ts'
import { PricingBasis } from './pricing-basis.ts'
import { isInstantConfirmation } from './sale-types.ts'
import { RESPONSE_BEFORE_START_HOURS, RESPONSE_WINDOW_HOURS } from './supplier-bookings.ts'

/** What the answers are made from: fields of the tour page's activity detail. */
export interface TourFaqFacts {
  sale_type: number
  cancel_policy: string
  supplier_name: string
  pickup_locations: ReadonlyArray<{
    location_name: string
    pickup_time: string | null
    minutes_before_start: number | null
    airport: boolean
  }>
  available_locations: ReadonlyArray<{ location_name: string }>
  /** 1 per person, 2 per group (pricing-basis.ts). */
  pricing_basis: number
  include_children: boolean
  include_infants: boolean
  adults_age_from: number
  children_age_from: number
  children_age_to: number
  infant_age_to: number
}

/**
 * The English of every question and answer, as ICU messages (placeholders only, no plurals):
 * the English catalogue takes them under these ids (decision 077), and other languages
 * translate them, so the tour page asks and answers in its language (decision 081).
 */
export const tourFaqMessages = {
  'faq.heading': 'Questions about this tour',
  'faq.moreAnswers': 'More answers in the Help centre',
  'faq.confirmedQ': 'When is my booking confirmed?',
  'faq.confirmedInstant':
    'As soon as your payment goes through: this tour has instant confirmation. Your voucher is then ready in My Bookings.',
  'faq.confirmedOnRequest':
    'This tour is on request: {supplier} confirms your booking within {window} hours of your payment, and at the latest {before} hours before the tour. Until then it shows as Pending in My Bookings, and you get your voucher once it is confirmed.',
  'faq.cancelQ': 'Can I cancel, and is my money refunded?',
  'faq.noPickupQ': 'Is there a pick-up?',
  'faq.noPickupStartsIn': 'No: the tour starts in {places}. Your voucher says where to meet.',
  'faq.noPickup': 'No: your voucher says where to meet.',
  'faq.pickupQ': 'Where and when am I picked up?',
  'faq.pickupChoose': 'Choose your pick-up point when you book: {points}.',
  'faq.pickupReaches': 'The driver reaches {timings}.',
  'faq.pickupAtStart': '{place} at the start time',
  'faq.pickupBefore': '{place} {duration} before the start time you book',
  'faq.pickupAt': '{place} at {time}',
  'faq.pickupOthers': '{supplier} confirms the pick-up time of the other points the evening before.',
  'faq.pickupAirport': 'For an airport pick-up, checkout asks for your flight number and arrival time.',
  'faq.childrenQ': 'Can children come?',
  'faq.childrenPerGroup':
    'Yes: children aged {from} to {to}{infants} are welcome. The price is per group, so count them in your group when you book.',
  'faq.childrenRate':
    'Yes: children aged {from} to {to} join at the child rate{infants}. Choose how many of each when you book.',
  'faq.infantsUpTo': ', and infants up to {age}',
  'faq.infantsAtRate': ', and infants up to {age} at the infant rate',
  'faq.adultsOnly': 'This tour is for travellers aged {age} and over.',
  'faq.onTheDayQ': 'How do I reach the supplier on the day?',
  'faq.onTheDay':
    '{supplier} runs this tour. Their number for the day is on your voucher, and you can message them from your booking in My Bookings.',
} as const
export type TourFaqMessageId = keyof typeof tourFaqMessages

/** How the questions are worded: English by default, a page's language through its catalogue. */
export interface TourFaqWords {
  say: (id: TourFaqMessageId, values?: Record<string, string | number>) => string
  /** "A", "A and B", "A, B and C" in the language. */
  list: (items: readonly string[]) => string
  /** A number of minutes before the start ("1 hour 30 minutes"). */
  duration: (minutes: number) => string
}

/** "A", "A and B", "A, B and C". */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

/** The English wording: the templates above with their placeholders filled in. */
export const englishTourFaqWords: TourFaqWords = {
  say: (id, values = {}) =>
    tourFaqMessages[id].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? '')),
  list: listed,
  duration: minutesText,
}

function confirmation(t: TourFaqFacts, w: TourFaqWords): FaqItem {
  return {
    id: 'confirmation',
    question: w.say('faq.confirmedQ'),
    answer: isInstantConfirmation(t.sale_type)
      ? [w.say('faq.confirmedInstant')]
      : [
          w.say('faq.confirmedOnRequest', {
            supplier: t.supplier_name,
            window: RESPONSE_WINDOW_HOURS,
            before: RESPONSE_BEFORE_START_HOURS,
          }),
        ],
  }
}

function cancellation(t: TourFaqFacts, w: TourFaqWords): FaqItem | null {
  const policy = t.cancel_policy.trim()
  if (!policy) return null
  return { id: 'cancellation', question: w.say('faq.cancelQ'), answer: [policy] }
}

/** One point's timing: minutes before the start (tours with start times) or its fixed time. */
function pointTiming(point: TourFaqFacts['pickup_locations'][number], w: TourFaqWords): string | null {
  const place = point.location_name
  if (point.minutes_before_start !== null)
    return point.minutes_before_start === 0
      ? w.say('faq.pickupAtStart', { place })
      : w.say('faq.pickupBefore', { place, duration: w.duration(point.minutes_before_start) })
  const fixed = hhmm(point.pickup_time)
  return fixed ? w.say('faq.pickupAt', { place, time: fixed }) : null
}

function pickUp(t: TourFaqFacts, w: TourFaqWords): FaqItem {
  const points = t.pickup_locations
  if (points.length === 0) {
    const places = t.available_locations.map((p) => p.location_name)
    return {
      id: 'pick-up',
      question: w.say('faq.noPickupQ'),
      answer: [
        places.length ? w.say('faq.noPickupStartsIn', { places: w.list(places) }) : w.say('faq.noPickup'),
      ],
    }
  }
  const timings = points.map((point) => pointTiming(point, w))
  const timed = timings.filter((s): s is string => s !== null)
  const answer = [w.say('faq.pickupChoose', { points: w.list(points.map((p) => p.location_name)) })]
  if (timed.length) answer.push(w.say('faq.pickupReaches', { timings: w.list(timed) }))
  if (timed.length < points.length) answer.push(w.say('faq.pickupOthers', { supplier: t.supplier_name }))
  if (points.some((p) => p.airport)) answer.push(w.say('faq.pickupAirport'))
  return { id: 'pick-up', question: w.say('faq.pickupQ'), answer }
}

function children(t: TourFaqFacts, w: TourFaqWords): FaqItem {
  const perGroup = t.pricing_basis === PricingBasis.perGroup
  const ages = { from: t.children_age_from, to: t.children_age_to }
  const answer = t.include_children
    ? [
        perGroup
          ? w.say('faq.childrenPerGroup', {
              ...ages,
              infants: t.include_infants ? w.say('faq.infantsUpTo', { age: t.infant_age_to }) : '',
            })
          : w.say('faq.childrenRate', {
              ...ages,
              infants: t.include_infants ? w.say('faq.infantsAtRate', { age: t.infant_age_to }) : '',
            }),
      ]
    : [w.say('faq.adultsOnly', { age: t.adults_age_from })]
  return { id: 'children', question: w.say('faq.childrenQ'), answer }
}

function onTheDay(t: TourFaqFacts, w: TourFaqWords): FaqItem {
  return {
    id: 'on-the-day',
    question: w.say('faq.onTheDayQ'),
    answer: [w.say('faq.onTheDay', { supplier: t.supplier_name })],
  }
}

/** The tour's questions, in the order a traveller asks them before booking. */
export function tourFaq(t: TourFaqFacts, words: TourFaqWords = englishTourFaqWords): FaqItem[] {
  return [
    confirmation(t, words),
    pickUp(t, words),
    children(t, words),
    cancellation(t, words),
    onTheDay(t, words),
  ].filter((item): item is FaqItem => item !== null)
}
