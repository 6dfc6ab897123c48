/**
 * The demo's options (issue 32, decision 073): day tours sold both as a seat on the shared tour
 * and privately, in the supplier's own vehicles priced per vehicle.
 */
export interface SeedTourOption {
  name: string
  description: string
  kind: 'shared' | 'private'
  maxVehiclesPerBooking?: number
  vehiclesPerDay?: number
  tiers?: { name: string; seats: number; priceCents: number }[]
}

const shared = (description: string): SeedTourOption => ({
  name: 'Shared tour: a seat in the group',
  description,
  kind: 'shared',
})

/** Car up to 3, van up to 8, mini coach up to 20: how Sri Lankan operators price private days. */
const privately = (car: number, van: number, coach: number, vehiclesPerDay: number): SeedTourOption => ({
  name: 'Private vehicle with driver-guide',
  description: 'Your own air-conditioned vehicle and English-speaking driver-guide, for your group only.',
  kind: 'private',
  maxVehiclesPerBooking: 3,
  vehiclesPerDay,
  tiers: [
    { name: 'Private car', seats: 3, priceCents: car },
    { name: 'Private van', seats: 8, priceCents: van },
    { name: 'Private mini coach', seats: 20, priceCents: coach },
  ],
})

export const tourOptions: { activity: string; options: SeedTourOption[] }[] = [
  {
    activity: 'sigiriya-dambulla-day-tour',
    options: [
      shared('Join the day’s group in a coach with a licensed guide.'),
      privately(22000, 32000, 60000, 6),
    ],
  },
  {
    activity: 'kandy-day-trip-from-colombo',
    options: [shared('Join the day’s group from Colombo.'), privately(18000, 26000, 52000, 5)],
  },
  {
    activity: 'galle-fort-south-coast-day-trip',
    options: [shared('Join the day’s group along the coast.'), privately(17000, 25000, 48000, 5)],
  },
]
