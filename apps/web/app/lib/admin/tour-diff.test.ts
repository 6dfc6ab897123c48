import { describe, expect, it } from 'vitest'
import { readableDiff } from './tour-diff'

describe('readableDiff', () => {
  it('names the field and keeps only the lines that changed', () => {
    const [overview, itinerary, rates] = readableDiff([
      {
        field: 'overview',
        before: 'Climb the rock.\nSee the frescoes.',
        after: 'Climb the rock.\nBreakfast picnic.',
      },
      {
        field: 'itinery',
        before: [{ label: '07:00', summery: 'Pick-up', day_number: null }],
        after: [
          { label: '07:00', summery: 'Pick-up', day_number: null },
          { label: '09:00', summery: 'Sigiriya Rock', day_number: null },
        ],
      },
      {
        field: 'rates',
        before: { adult_price_cents: 6500, child_price_cents: 3500 },
        after: { adult_price_cents: 7000, child_price_cents: 3500 },
      },
    ])
    expect(overview).toEqual({
      field: 'overview',
      label: 'Overview',
      removed: ['See the frescoes.'],
      added: ['Breakfast picnic.'],
    })
    expect(itinerary).toMatchObject({ label: 'Itinerary', removed: [], added: ['09:00 · Sigiriya Rock'] })
    expect(rates).toMatchObject({ removed: ['adult price: USD 65.00'], added: ['adult price: USD 70.00'] })
  })
})
