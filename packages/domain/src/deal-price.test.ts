import { describe, expect, it } from 'vitest'
import { dealPrice, savingCents, youSaveText } from './deal-price.ts'
import { bookingPriceCents } from './pricing.ts'

describe('deal price', () => {
  it('takes the percent off the list price and says what it saves', () => {
    expect(dealPrice(6000, 15)).toEqual({ priceCents: 5100, listCents: 6000, savingCents: 900 })
    expect(youSaveText(900)).toBe('You save USD 9.00')
  })

  it('is the list price when there is no deal', () => {
    expect(dealPrice(6000, null)).toEqual({ priceCents: 6000, listCents: 6000, savingCents: 0 })
    expect(dealPrice(6000, 0).savingCents).toBe(0)
  })

  it('agrees with what a booking is charged', () => {
    const sheet = {
      basis: 1 as const,
      adultCents: 6000,
      childCents: null,
      infantCents: null,
      groupCents: null,
      maxGroupSize: null,
    }
    expect(bookingPriceCents(sheet, { adults: 1, children: 0, infants: 0 }, 15)).toBe(
      dealPrice(6000, 15).priceCents,
    )
  })

  it('reads a saving only when the list amount is higher', () => {
    expect(savingCents(5100, 6000)).toBe(900)
    expect(savingCents(5100, undefined)).toBe(0)
    expect(savingCents(5100, 5100)).toBe(0)
  })
})
