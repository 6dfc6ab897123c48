import { describe, expect, it } from 'vitest'
import {
  bookedOptionLabel,
  cheapestVehicles,
  fleetFits,
  fleetLeftAfter,
  mostTravellers,
  seatsNeeded,
  vehiclesLabel,
  vehiclesLeftFor,
  vehicleSeats,
  type VehicleTier,
} from './tour-options.ts'

// The demo's tiers: a car up to 3 at $90, a van up to 8 at $140, a coach up to 20 at $300.
const car: VehicleTier = { id: 1, name: 'Car', seats: 3, priceCents: 9000 }
const van: VehicleTier = { id: 2, name: 'Van', seats: 8, priceCents: 14000 }
const coach: VehicleTier = { id: 3, name: 'Coach', seats: 20, priceCents: 30000 }
const tiers = [coach, car, van]
const names = (people: number, max: number | null = null) =>
  cheapestVehicles(tiers, people, max)?.vehicles.map((v) => `${v.name}×${v.count}`)

describe('cheapestVehicles', () => {
  it('prices a group by the cheapest vehicle that seats it: 3 adults cost what 2 do', () => {
    expect(cheapestVehicles(tiers, 2, null)?.totalCents).toBe(9000)
    expect(cheapestVehicles(tiers, 3, null)?.totalCents).toBe(9000)
    expect(names(1)).toEqual(['Car×1'])
  })
  it('puts 4 to 8 travellers in the van, 6 included', () => {
    for (const n of [4, 6, 8]) expect(names(n)).toEqual(['Van×1'])
    expect(cheapestVehicles(tiers, 6, null)).toEqual({
      vehicles: [{ tierId: 2, name: 'Van', seats: 8, count: 1, priceCents: 14000 }],
      vehicleCount: 1,
      totalCents: 14000,
    })
  })
  it('carries 11 in a van and a car ($230), and 12 in two vans ($280, cheaper than the coach at $300)', () => {
    expect(names(11)).toEqual(['Van×1', 'Car×1'])
    expect(cheapestVehicles(tiers, 11, null)?.totalCents).toBe(23000)
    expect(names(12)).toEqual(['Van×2'])
    expect(cheapestVehicles(tiers, 12, null)?.totalCents).toBe(28000)
    expect(cheapestVehicles(tiers, 12, null)?.vehicleCount).toBe(2)
  })
  it('takes the coach when it is the cheapest for the group, and adds vehicles above its seats', () => {
    expect(names(17)).toEqual(['Coach×1']) // 2 vans + car = $370
    expect(names(21)).toEqual(['Coach×1', 'Car×1'])
    expect(cheapestVehicles(tiers, 45, null)?.totalCents).toBe(30000 * 2 + 14000)
  })
  it('refuses (null: ask the supplier) above the most vehicles a booking may take', () => {
    expect(cheapestVehicles(tiers, 20, 1)?.totalCents).toBe(30000)
    expect(cheapestVehicles(tiers, 21, 1)).toBeNull()
    expect(cheapestVehicles([car, van], 9, 1)).toBeNull()
    expect(names(9, 2)).toEqual(['Van×1', 'Car×1'])
    expect(mostTravellers(tiers, 1)).toBe(20)
    expect(mostTravellers(tiers, null)).toBeNull()
  })
  it('prefers fewer vehicles, then fewer empty seats, at the same price', () => {
    const big: VehicleTier = { id: 9, name: 'Big car', seats: 4, priceCents: 9000 }
    expect(cheapestVehicles([car, big], 3, null)?.vehicles.map((v) => v.name)).toEqual(['Car'])
    const twoSmall: VehicleTier = { id: 8, name: 'Tuk-tuk', seats: 2, priceCents: 4500 }
    expect(cheapestVehicles([twoSmall, big], 4, null)?.vehicles.map((v) => v.name)).toEqual(['Big car'])
  })
  it('has nothing to sell without usable tiers, and nothing to charge for nobody', () => {
    expect(cheapestVehicles([], 2, null)).toBeNull()
    expect(cheapestVehicles([{ ...car, seats: 0 }], 2, null)).toBeNull()
    expect(cheapestVehicles(tiers, 0, null)).toEqual({ vehicles: [], vehicleCount: 0, totalCents: 0 })
    expect(cheapestVehicles(tiers, -1, null)).toBeNull()
    expect(cheapestVehicles(tiers, 2.5, null)).toBeNull()
  })
  it('keeps its invariants for every group size up to 45', () => {
    for (let n = 1; n <= 45; n++) {
      const plan = cheapestVehicles(tiers, n, null)!
      expect(plan.vehicles.reduce((s, v) => s + v.count * v.seats, 0)).toBeGreaterThanOrEqual(n)
      expect(plan.vehicles.reduce((s, v) => s + v.count * v.priceCents, 0)).toBe(plan.totalCents)
      // Never dearer than a smaller group's plan plus one car: the search is really the cheapest.
      if (n > 1)
        expect(plan.totalCents).toBeLessThanOrEqual(cheapestVehicles(tiers, n - 1, null)!.totalCents + 9000)
    }
  })
})

describe('seats and labels', () => {
  it('counts infants as travellers who take a seat', () => {
    expect(seatsNeeded({ adults: 2, children: 0, infants: 1 })).toBe(3)
    expect(names(seatsNeeded({ adults: 2, children: 1, infants: 1 }))).toEqual(['Van×1'])
  })
  it('names the vehicles the way the voucher and the manifest show them', () => {
    expect(vehiclesLabel([{ name: 'Private van', seats: 8, count: 1 }])).toBe('Private van (up to 8) × 1')
    expect(bookedOptionLabel('Private with driver-guide', cheapestVehicles(tiers, 11, null)!.vehicles)).toBe(
      'Private with driver-guide: Van (up to 8) × 1, Car (up to 3) × 1',
    )
    expect(bookedOptionLabel('Shared coach seat', [])).toBe('Shared coach seat')
    expect(bookedOptionLabel(null, null)).toBeNull()
  })
})

describe('the listed fleet (decision 073)', () => {
  it('seats each wanted vehicle in a free one at least that big, never one vehicle twice', () => {
    expect(fleetFits([3, 8], [8, 3])).toBe(true)
    expect(fleetFits([3, 3], [8])).toBe(false)
    // The car must not take the van the 8-seat tier needs.
    expect(fleetFits([3, 8], [20, 8])).toBe(true)
    expect(fleetFits([8, 8], [20, 3])).toBe(false)
    expect(fleetFits([], [])).toBe(true)
  })
  it('counts how many of a new plan fit once other bookings have their vehicles', () => {
    expect(vehiclesLeftFor([8], [], [3, 8, 20])).toBe(1)
    expect(vehiclesLeftFor([8, 3], [8], [3, 8, 20])).toBe(2)
    expect(vehiclesLeftFor([8, 8], [8], [3, 8, 20])).toBe(1)
    expect(vehiclesLeftFor([3], [3, 8, 20], [3, 8, 20])).toBe(0)
    // Promised vehicles beyond the fleet (a vehicle archived since): nothing is left.
    expect(vehiclesLeftFor([3], [20, 20], [20])).toBe(0)
  })
  it('leaves the vehicles nobody was promised, or null when the promises overrun the fleet', () => {
    expect(fleetLeftAfter([3], [20, 3, 8])).toEqual([8, 20])
    expect(fleetLeftAfter([8, 8], [8, 3])).toBeNull()
  })
  it('lists one entry of seats per vehicle', () => {
    expect(
      vehicleSeats([
        { seats: 8, count: 2 },
        { seats: 3, count: 1 },
      ]),
    ).toEqual([8, 8, 3])
  })
})
