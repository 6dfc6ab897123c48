/**
 * Options of a tour (OCTO's options, issue 32 point 1, decision 073): a tour sells one way or
 * several, e.g. "Shared coach seat" and "Private car with driver-guide". A tour without options
 * sells its one default option, priced by its own rates exactly as before.
 *
 * A shared option sells seats at the tour's rates (per person or per group, seasonal periods and
 * deals included). A private option sells vehicles at the supplier's own tiers ("Car, up to 3,
 * $90"; "Van, up to 8, $140"): the group pays for the cheapest way to carry it.
 */
import { formatDisplayDate } from './dates.ts'
import type { Cents } from './money.ts'
import type { TravellerCounts } from './pricing.ts'

export const OptionKind = { shared: 1, private: 2 } as const
export type OptionKindCode = (typeof OptionKind)[keyof typeof OptionKind]
export const optionKindLabels: Record<OptionKindCode, string> = { 1: 'Shared', 2: 'Private' }

/** The id OCTO and the booking panel use for a tour's own way of selling (a tour without options). */
export const DEFAULT_OPTION_ID = 'DEFAULT'

/** One of a private option's vehicle tiers: seats for travellers, and the price of the vehicle. */
export interface VehicleTier {
  id: number
  name: string
  seats: number
  priceCents: Cents
}

/** Vehicles of one tier in a plan, priced each. */
export interface VehicleChoice {
  tierId: number
  name: string
  seats: number
  count: number
  priceCents: Cents
}

export interface VehiclePlan {
  vehicles: VehicleChoice[]
  vehicleCount: number
  totalCents: Cents
}

/** Supplier limits. Bounds keep a form and a request sane; real limits are the supplier's. */
export const OptionLimits = {
  maxOptions: 6,
  maxTiers: 6,
  nameMax: 80,
  descriptionMax: 500,
  tierNameMax: 40,
  maxSeats: 60,
  maxVehiclesPerBooking: 10,
  maxVehiclesPerDay: 200,
} as const

/**
 * Seats a group needs: every traveller, infants included. A vehicle's seats are the passengers it
 * is licensed to carry and an infant rides in a child seat of its own, so a car "up to 3" takes
 * two adults and a baby, not three adults and a baby.
 */
export const seatsNeeded = (counts: TravellerCounts): number =>
  counts.adults + counts.children + counts.infants

type Candidate = { cost: number; vehicles: number; seats: number; counts: number[] }

const better = (a: Candidate, b: Candidate | null) =>
  b === null ||
  a.cost < b.cost ||
  (a.cost === b.cost && (a.vehicles < b.vehicles || (a.vehicles === b.vehicles && a.seats < b.seats)))

/**
 * The cheapest set of vehicles that seats `people`, using at most `maxVehicles` vehicles (null:
 * as many as needed). Ties go to fewer vehicles, then fewer empty seats. Returns null when no
 * combination fits (no tiers, or the group needs more vehicles than allowed): the traveller must
 * ask the supplier. Invariants: totalCents = Σ count × priceCents; Σ count × seats ≥ people.
 * Tiers with no seats or a negative price are ignored.
 */
export function cheapestVehicles(
  tiers: readonly VehicleTier[],
  people: number,
  maxVehicles: number | null,
): VehiclePlan | null {
  const usable = tiers.filter((t) => Number.isInteger(t.seats) && t.seats > 0 && t.priceCents >= 0)
  if (!Number.isInteger(people) || people < 0) return null
  if (people === 0) return { vehicles: [], vehicleCount: 0, totalCents: 0 }
  if (usable.length === 0) return null
  // More vehicles than travellers never helps: each needs at least one person in it.
  const limit = Math.min(maxVehicles ?? people, people)
  // best[n]: the best way to seat at least n people with the vehicles counted so far (≤ k).
  const empty: Candidate = { cost: 0, vehicles: 0, seats: 0, counts: usable.map(() => 0) }
  let best: (Candidate | null)[] = Array.from({ length: people + 1 }, (_, n) => (n === 0 ? empty : null))
  let answer: Candidate | null = null
  for (let k = 1; k <= limit; k++) {
    const next = best.slice()
    for (let n = 1; n <= people; n++) {
      usable.forEach((tier, i) => {
        const rest = best[Math.max(0, n - tier.seats)]
        if (!rest) return
        const counts = rest.counts.slice()
        counts[i] = (counts[i] ?? 0) + 1
        const candidate = {
          cost: rest.cost + tier.priceCents,
          vehicles: rest.vehicles + 1,
          seats: rest.seats + tier.seats,
          counts,
        }
        if (better(candidate, next[n] ?? null)) next[n] = candidate
      })
    }
    best = next
    const found = best[people] ?? null
    if (found && better(found, answer)) answer = found
  }
  if (!answer) return null
  const vehicles = usable
    .map((t, i) => ({
      tierId: t.id,
      name: t.name,
      seats: t.seats,
      count: answer.counts[i] ?? 0,
      priceCents: t.priceCents,
    }))
    .filter((v) => v.count > 0)
    .sort((a, b) => b.seats - a.seats || a.tierId - b.tierId)
  return { vehicles, vehicleCount: answer.vehicles, totalCents: answer.cost }
}

/** The most travellers one booking of the option can carry, or null without a limit. */
export function mostTravellers(tiers: readonly VehicleTier[], maxVehicles: number | null): number | null {
  if (maxVehicles === null) return null
  const biggest = Math.max(0, ...tiers.map((t) => t.seats))
  return biggest * maxVehicles
}

type LabelledVehicle = Pick<VehicleChoice, 'name' | 'seats' | 'count'>

/** One vehicle as a label names it, in English: "Van (up to 8) × 1". */
export const englishVehicle = (v: LabelledVehicle) => `${v.name} (up to ${v.seats}) × ${v.count}`

/**
 * "Van (up to 8) × 1, Car (up to 3) × 1": how vouchers, manifests and lists name the vehicles;
 * `vehicle` words one vehicle in another language (decision 088).
 */
export function vehiclesLabel(
  vehicles: readonly LabelledVehicle[],
  vehicle: (v: LabelledVehicle) => string = englishVehicle,
): string {
  return vehicles.map(vehicle).join(', ')
}

/** The option as a booking shows it: "Private tour with driver-guide: Van (up to 8) × 1". */
export function bookedOptionLabel(
  optionName: string | null,
  vehicles: readonly LabelledVehicle[] | null,
  vehicle: (v: LabelledVehicle) => string = englishVehicle,
): string | null {
  if (!optionName) return null
  return vehicles && vehicles.length > 0 ? `${optionName}: ${vehiclesLabel(vehicles, vehicle)}` : optionName
}

export const OptionMessages = {
  unknownOption: 'This option is not offered on this tour, please choose another',
  tooLarge: (most: number) =>
    `This option carries up to ${most} travellers in one booking. For a larger group, please ask us with Inquire Now`,
  noTiers: 'This option has no vehicles to book at the moment, please choose another',
  noVehiclesLeft: (day: string) =>
    `No vehicles are left for this option on ${formatDisplayDate(day)}, please choose another date`,
  fewVehiclesLeft: (left: number) =>
    `Only ${left} ${left === 1 ? 'vehicle is' : 'vehicles are'} left for this option on that day: please book a smaller group or ask us with Inquire Now`,
} as const

/**
 * The option of a booking or quote as the API sends it (api/booking.ts bookedOptionSchema), from
 * the booking's option_id, option_name and vehicles; null for a tour's default option.
 */
export function bookedOptionView(
  id: number | null,
  name: string | null,
  vehicles: readonly VehicleChoice[] | null,
): {
  id: number
  name: string
  vehicles: { name: string; seats: number; count: number; price_cents: number }[]
  label: string
} | null {
  if (id === null || !name) return null
  const list = vehicles ?? []
  return {
    id,
    name,
    vehicles: list.map((v) => ({ name: v.name, seats: v.seats, count: v.count, price_cents: v.priceCents })),
    label: bookedOptionLabel(name, list) ?? name,
  }
}

/**
 * Whether every vehicle wanted (its seats) gets a free vehicle of its own with at least those
 * seats. Largest wanted first, each taking the smallest free vehicle that seats it: any vehicle
 * that fits the largest fits every smaller one, so this greedy finds a match whenever one exists.
 */
export function fleetFits(wanted: readonly number[], free: readonly number[]): boolean {
  const left = [...free].sort((a, b) => a - b)
  for (const seats of [...wanted].sort((a, b) => b - a)) {
    const i = left.findIndex((s) => s >= seats)
    if (i < 0) return false
    left.splice(i, 1)
  }
  return true
}

/**
 * The free vehicles (their seats) still unpromised once `held` have theirs, by the same greedy as
 * fleetFits; null when the promised ones do not all fit.
 */
export function fleetLeftAfter(held: readonly number[], free: readonly number[]): number[] | null {
  const left = [...free].sort((a, b) => a - b)
  for (const seats of [...held].sort((a, b) => b - a)) {
    const i = left.findIndex((s) => s >= seats)
    if (i < 0) return null
    left.splice(i, 1)
  }
  return left
}

/**
 * Of a new booking's vehicles (`plan`, seats each), how many the free fleet still carries once the
 * vehicles already promised to other bookings (`held`) have theirs (decision 073): `plan.length`
 * when all fit, 0 when none does (or the promised ones already use the whole fleet).
 */
export function vehiclesLeftFor(
  plan: readonly number[],
  held: readonly number[],
  free: readonly number[],
): number {
  if (!fleetFits(held, free)) return 0
  const smallestFirst = [...plan].sort((a, b) => a - b)
  let placed = 0
  while (placed < smallestFirst.length && fleetFits([...held, ...smallestFirst.slice(0, placed + 1)], free))
    placed++
  return placed
}

/** The seats of each vehicle of a plan or a booking's stored vehicles, one entry per vehicle. */
export const vehicleSeats = (vehicles: readonly Pick<VehicleChoice, 'seats' | 'count'>[]): number[] =>
  vehicles.flatMap((v) => Array.from({ length: v.count }, () => v.seats))
