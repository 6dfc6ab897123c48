import { describe, expect, it } from 'vitest'
import { bookingPricing, netCents, requestedCapabilities, splitCents } from './octo-capabilities.ts'

describe('OCTO capabilities', () => {
  it('reads the offered capabilities from the header and ignores the rest', () => {
    expect(requestedCapabilities(undefined)).toEqual([])
    expect(requestedCapabilities('octo/offers, OCTO/Pickups ,octo/pricing')).toEqual([
      'octo/pricing',
      'octo/pickups',
    ])
    expect(requestedCapabilities(['octo/pickups', 'octo/offers'])).toEqual(['octo/pickups'])
  })

  it("takes the reseller's commission off the retail price, to the cent", () => {
    expect(netCents(4050, 20)).toBe(3240)
    expect(netCents(999, 15)).toBe(849) // 149.85 commission rounds to 150
    expect(netCents(1000, 0)).toBe(1000)
  })

  it('splits a total over weighted parts so the parts add up exactly', () => {
    expect(splitCents(13500, [6000, 6000, 3000])).toEqual([5400, 5400, 2700])
    expect(splitCents(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(splitCents(10, [0, 0])).toEqual([5, 5])
    const parts = splitCents(4051, [4500, 2250, 2250])
    expect(parts.reduce((a, b) => a + b, 0)).toBe(4051)
  })

  it('prices a booking from its stored amount and shares it over the unit items', () => {
    const { pricing, items } = bookingPricing(13500, [6000, 6000, 3000], 20)
    expect(pricing).toMatchObject({ original: 15000, retail: 13500, net: 10800, currency: 'USD' })
    expect(items.map((i) => [i.original, i.retail, i.net])).toEqual([
      [6000, 5400, 4320],
      [6000, 5400, 4320],
      [3000, 2700, 2160],
    ])
  })
})
