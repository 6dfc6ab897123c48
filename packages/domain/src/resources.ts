/**
 * A supplier's resources (issue 32 point 2, decision 074): vehicles and driver-guides, their days
 * off, and the ones assigned to a booking. The database enforces "one trip per resource per day";
 * these are the rules of the forms and of choosing a vehicle.
 */
export const ResourceKinds = ['vehicle', 'guide'] as const
export type ResourceKind = (typeof ResourceKinds)[number]

/** The largest vehicle we list: a 60-seat coach. */
export const MAX_VEHICLE_SEATS = 60

export const ResourceMessages = {
  nameRequired: 'Enter a name',
  seatsRange: `Seats must be a whole number from 1 to ${MAX_VEHICLE_SEATS}`,
  plateRequired: 'Enter the number plate',
  phoneRequired: 'Enter a phone number',
  licenceRequired: 'Enter the licence number',
  languagesRequired: 'Choose at least one language',
  notFound: 'Resource not found.',
  busy: 'This resource is already busy on that day.',
  dayOffTaken: 'This resource already works a trip on that day; move the trip first.',
  /** A day off refused because live bookings ride with the resource that day (booking references). */
  dayOffAssigned: (refs: string) =>
    `This resource is assigned to booking ${refs} that day: give the booking another one first.`,
  /** A day off refused because live private bookings would be left without enough of the fleet. */
  dayOffShort: (refs: string) =>
    `Booking ${refs} still needs your vehicles and driver-guides that day: a day off would leave it short.`,
  tooSmall: 'This vehicle has too few seats for the booking.',
  wrongKind: 'Choose a vehicle for the vehicle and a driver-guide for the guide.',
  bookingClosed: 'Only pending and confirmed bookings can be assigned.',
  twice: 'This vehicle or driver-guide already rides with this booking.',
  noSuchSlot: 'This booking has no such vehicle.',
  saved: 'Saved.',
  assigned: 'Assignment saved.',
  /** Vehicle photos: what the tour photos take (HEIC is not: a phone can share it as JPEG). */
  photoFormat: 'Upload a JPG, PNG or WebP photo of the vehicle (from an iPhone, share it as JPEG)',
  photoOne: 'Upload one photo of the vehicle',
  photoSaved: 'Photo saved.',
  photoRemoved: 'Photo removed.',
} as const

export interface VehicleInput {
  name: string
  seats: number
  plate: string
}
export interface GuideInput {
  name: string
  phone: string
  languages: string[]
  licence_number: string
}

/** Field problems of a vehicle form (empty when it may be saved). */
export function vehicleProblems(v: VehicleInput): Record<string, string> {
  const problems: Record<string, string> = {}
  if (!v.name.trim()) problems.name = ResourceMessages.nameRequired
  if (!Number.isInteger(v.seats) || v.seats < 1 || v.seats > MAX_VEHICLE_SEATS)
    problems.seats = ResourceMessages.seatsRange
  if (!v.plate.trim()) problems.plate = ResourceMessages.plateRequired
  return problems
}

/** Field problems of a driver-guide form. */
export function guideProblems(g: GuideInput): Record<string, string> {
  const problems: Record<string, string> = {}
  if (!g.name.trim()) problems.name = ResourceMessages.nameRequired
  if (!g.phone.trim()) problems.phone = ResourceMessages.phoneRequired
  if (g.languages.filter((l) => l.trim()).length === 0)
    problems.languages = ResourceMessages.languagesRequired
  if (!g.licence_number.trim()) problems.licence_number = ResourceMessages.licenceRequired
  return problems
}

/**
 * The trip a booking rides on a day: bookings of the same tour and start share a vehicle and a
 * guide; a private booking is a trip of its own (`b<id>`), so nobody else is put in its vehicle.
 */
export function tripKey(b: {
  id: number
  activityId: number
  startTime: string | null
  private: boolean
}): string {
  if (b.private) return `b${b.id}`
  return `t${b.activityId}@${b.startTime ?? 'day'}`
}

/** The trip key a day off holds, so no trip can take that resource that day. */
export const DAY_OFF = 'off'

/** The smallest vehicle that seats `pax` (fewest empty seats), or null. */
export function smallestFitting<T extends { seats: number; id: number }>(
  vehicles: T[],
  pax: number,
): T | null {
  let best: T | null = null
  for (const v of vehicles) {
    if (v.seats < pax) continue
    if (!best || v.seats < best.seats || (v.seats === best.seats && v.id < best.id)) best = v
  }
  return best
}

/**
 * The seats each vehicle of a booking must have (decision 074): the group filled into the
 * vehicles its option counted (`tierSeats`, one entry a vehicle), largest first, so twelve in two
 * vans of eight need 8 and 4; a booking without an option's vehicles needs one for the whole group.
 */
export function slotSeatNeeds(pax: number, tierSeats: readonly number[]): number[] {
  if (tierSeats.length === 0) return [pax]
  let left = pax
  return [...tierSeats]
    .sort((a, b) => b - a)
    .map((seats) => {
      const need = Math.max(1, Math.min(seats, left))
      left -= need
      return need
    })
}
