import { describe, expect, it } from 'vitest'
import { tourFaq, type TourFaqFacts } from './tour-faq.ts'

const base: TourFaqFacts = {
  sale_type: 1,
  cancel_policy: 'Free cancellation up to 24 hours before the start of the tour.',
  supplier_name: 'Southern Blue',
  pickup_locations: [
    { location_name: 'Hikkaduwa hotels', pickup_time: null, minutes_before_start: 45, airport: false },
  ],
  available_locations: [{ location_name: 'Hikkaduwa' }],
  pricing_basis: 1,
  include_children: true,
  include_infants: false,
  adults_age_from: 12,
  children_age_from: 6,
  children_age_to: 11,
  infant_age_to: 2,
}

const answer = (facts: TourFaqFacts, id: string) =>
  tourFaq(facts)
    .find((item) => item.id === id)
    ?.answer.join(' ')

describe('tourFaq', () => {
  it('asks the questions a traveller asks before booking, answered from the tour', () => {
    expect(tourFaq(base).map((item) => item.question)).toEqual([
      'When is my booking confirmed?',
      'Where and when am I picked up?',
      'Can children come?',
      'Can I cancel, and is my money refunded?',
      'How do I reach the supplier on the day?',
    ])
    expect(answer(base, 'cancellation')).toBe(base.cancel_policy)
    expect(answer(base, 'on-the-day')).toContain('Southern Blue runs this tour')
  })

  it('says instant or on request, with the supplier and the response window', () => {
    expect(answer(base, 'confirmation')).toContain('instant confirmation')
    expect(answer({ ...base, sale_type: 2 }, 'confirmation')).toBe(
      'This tour is on request: Southern Blue confirms your booking within 48 hours of your payment, and at the latest 24 hours before the tour. Until then it shows as Pending in My Bookings, and you get your voucher once it is confirmed.',
    )
  })

  it('times pick-ups before the booked start, at fixed times, or leaves them to the supplier', () => {
    expect(answer(base, 'pick-up')).toBe(
      'Choose your pick-up point when you book: Hikkaduwa hotels. The driver reaches Hikkaduwa hotels 45 min before the start time you book.',
    )
    const mixed: TourFaqFacts = {
      ...base,
      pickup_locations: [
        {
          location_name: 'Galle Face Hotel',
          pickup_time: '07:30:00',
          minutes_before_start: null,
          airport: false,
        },
        {
          location_name: 'Colombo airport (CMB)',
          pickup_time: null,
          minutes_before_start: null,
          airport: true,
        },
      ],
    }
    expect(answer(mixed, 'pick-up')).toBe(
      'Choose your pick-up point when you book: Galle Face Hotel and Colombo airport (CMB). The driver reaches Galle Face Hotel at 07:30. Southern Blue confirms the pick-up time of the other points the evening before. For an airport pick-up, checkout asks for your flight number and arrival time.',
    )
    const none = tourFaq({ ...base, pickup_locations: [] }).find((item) => item.id === 'pick-up')
    expect(none?.question).toBe('Is there a pick-up?')
    expect(none?.answer).toEqual(['No: the tour starts in Hikkaduwa. Your voucher says where to meet.'])
  })

  it('names the age bands, per person or per group, and adults-only tours', () => {
    expect(answer(base, 'children')).toBe(
      'Yes: children aged 6 to 11 join at the child rate. Choose how many of each when you book.',
    )
    expect(answer({ ...base, include_infants: true }, 'children')).toContain(
      'children aged 6 to 11 join at the child rate, and infants up to 2 at the infant rate.',
    )
    expect(answer({ ...base, pricing_basis: 2 }, 'children')).toContain('The price is per group')
    expect(answer({ ...base, include_children: false }, 'children')).toBe(
      'This tour is for travellers aged 12 and over.',
    )
  })

  it('leaves out a question the tour has no answer to', () => {
    expect(tourFaq({ ...base, cancel_policy: '  ' }).map((item) => item.id)).not.toContain('cancellation')
  })
})
