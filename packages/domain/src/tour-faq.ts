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

export const TourFaqWords = {
  heading: 'Questions about this tour',
  moreAnswers: 'More answers in the Help centre',
} as const

/** "A", "A and B", "A, B and C". */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

function confirmation(t: TourFaqFacts): FaqItem {
  return {
    id: 'confirmation',
    question: 'When is my booking confirmed?',
    answer: isInstantConfirmation(t.sale_type)
      ? [
          'As soon as your payment goes through: this tour has instant confirmation. Your voucher is then ready in My Bookings.',
        ]
      : [
          `This tour is on request: ${t.supplier_name} confirms your booking within ${RESPONSE_WINDOW_HOURS} hours of your payment, and at the latest ${RESPONSE_BEFORE_START_HOURS} hours before the tour. Until then it shows as Pending in My Bookings, and you get your voucher once it is confirmed.`,
        ],
  }
}

function cancellation(t: TourFaqFacts): FaqItem | null {
  const policy = t.cancel_policy.trim()
  if (!policy) return null
  return { id: 'cancellation', question: 'Can I cancel, and is my money refunded?', answer: [policy] }
}

/** One point's timing: minutes before the start (tours with start times) or its fixed time. */
function pointTiming(point: TourFaqFacts['pickup_locations'][number]): string | null {
  if (point.minutes_before_start !== null)
    return point.minutes_before_start === 0
      ? `${point.location_name} at the start time`
      : `${point.location_name} ${minutesText(point.minutes_before_start)} before the start time you book`
  const fixed = hhmm(point.pickup_time)
  return fixed ? `${point.location_name} at ${fixed}` : null
}

function pickUp(t: TourFaqFacts): FaqItem {
  const points = t.pickup_locations
  if (points.length === 0) {
    const places = t.available_locations.map((p) => p.location_name)
    return {
      id: 'pick-up',
      question: 'Is there a pick-up?',
      answer: [
        places.length
          ? `No: the tour starts in ${listed(places)}. Your voucher says where to meet.`
          : 'No: your voucher says where to meet.',
      ],
    }
  }
  const timings = points.map(pointTiming)
  const timed = timings.filter((s): s is string => s !== null)
  const answer = [`Choose your pick-up point when you book: ${listed(points.map((p) => p.location_name))}.`]
  if (timed.length) answer.push(`The driver reaches ${listed(timed)}.`)
  if (timed.length < points.length)
    answer.push(`${t.supplier_name} confirms the pick-up time of the other points the evening before.`)
  if (points.some((p) => p.airport))
    answer.push('For an airport pick-up, checkout asks for your flight number and arrival time.')
  return { id: 'pick-up', question: 'Where and when am I picked up?', answer }
}

function children(t: TourFaqFacts): FaqItem {
  const perGroup = t.pricing_basis === PricingBasis.perGroup
  const infants = t.include_infants ? `, and infants up to ${t.infant_age_to}` : ''
  const answer = t.include_children
    ? [
        perGroup
          ? `Yes: children aged ${t.children_age_from} to ${t.children_age_to}${infants} are welcome. The price is per group, so count them in your group when you book.`
          : `Yes: children aged ${t.children_age_from} to ${t.children_age_to} join at the child rate${infants ? `${infants} at the infant rate` : ''}. Choose how many of each when you book.`,
      ]
    : [`This tour is for travellers aged ${t.adults_age_from} and over.`]
  return { id: 'children', question: 'Can children come?', answer }
}

function onTheDay(t: TourFaqFacts): FaqItem {
  return {
    id: 'on-the-day',
    question: 'How do I reach the supplier on the day?',
    answer: [
      `${t.supplier_name} runs this tour. Their number for the day is on your voucher, and you can message them from your booking in My Bookings.`,
    ],
  }
}

/** The tour's questions, in the order a traveller asks them before booking. */
export function tourFaq(t: TourFaqFacts): FaqItem[] {
  return [confirmation(t), pickUp(t), children(t), cancellation(t), onTheDay(t)].filter(
    (item): item is FaqItem => item !== null,
  )
}
