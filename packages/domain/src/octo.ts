/**
 * OCTO rules shared by the API and the admin console (issue 16, decision 045): error codes,
 * units from age bands, ids of availabilities and the booking status OCTO sees.
 */
import { DomainError } from './errors.ts'
import type { OctoBookingStatus, OctoErrorCode } from './api/octo.ts'
import { BookingStatus, type BookingStatusCode } from './booking-status.ts'

/** An OCTO error: HTTP 400 (or 401/403) with `{ error, errorMessage, ...ids }` (docs.octo.travel). */
export class OctoError extends DomainError {
  readonly code: OctoErrorCode
  readonly extra: Record<string, string>
  constructor(code: OctoErrorCode, message: string, extra: Record<string, string> = {}, httpStatus = 400) {
    super(message, httpStatus)
    this.code = code
    this.extra = extra
  }
}

export const OctoMessages = {
  missingKey: 'Missing or malformed Authorization header: use "Bearer <API key>"',
  unknownKey: 'The API key is not valid',
  revokedKey: 'This API key has been revoked',
  invalidProduct: (id: string) => `The product ${id} was not found or is not sold to you`,
  invalidOption: (id: string) => `The option ${id} was not found`,
  invalidUnit: (id: string) => `The unit ${id} was not found`,
  invalidAvailability: (id: string) => `The availability ${id} was not found or is no longer available`,
  invalidBooking: (uuid: string) => `No booking with uuid ${uuid}`,
  noUnits: 'unitItems must contain at least one unit',
  soldOut: 'There are not enough vacancies for this availability',
  dateRange: 'localDateEnd must not be before localDateStart, and the range must be at most 366 days',
  datesOrIds: 'Send exactly one of: localDate, localDateStart with localDateEnd, or availabilityIds',
  bookingsFilter:
    'Send one of: resellerReference, supplierReference, localDate, or localDateStart with localDateEnd',
  onlyHoldChanges:
    'Only a booking ON_HOLD can change its product, option, availability or unit items: cancel a confirmed booking and book again',
  noVoucher: 'The voucher is ready once the booking is confirmed',
  notOnHold: 'Only a booking that is ON_HOLD can be extended',
  cannotConfirm: (status: string) => `A booking that is ${status} cannot be confirmed`,
  cannotCancel: (status: string) => `A booking that is ${status} cannot be cancelled`,
  cannotUpdate: (status: string) => `A booking that is ${status} cannot be updated`,
  uuidTaken: 'This uuid is already used by a booking for another availability',
  tooManyRequests: 'Too many requests for this API key; try again shortly',
  tooManyUnknownKeys: 'Too many requests with API keys that are not valid from this address; try again later',
  currency: (code: string) => `The currency ${code} is not offered: prices are in USD`,
  invalidPickupPoint: (id: string) => `The pick-up point ${id} is not served by this tour`,
  pickupRequired: 'This tour collects every traveller: send pickupRequested true with a pickupPointId',
} as const

/** The one option every product has: our tours sell one way. */
export const OCTO_OPTION_ID = 'DEFAULT'
export const OCTO_TIME_ZONE = 'Asia/Colombo'
/** Sri Lanka has no daylight saving: local times carry this offset all year. */
export const OCTO_UTC_OFFSET = '+05:30'

export type OctoUnitId = 'adult' | 'child' | 'infant' | 'group'

/** The tour code of the demo reseller's sandbox product (demo mode only; docs/octo.md). */
export const OCTO_SANDBOX_TOUR_CODE = 'OCTO-SANDBOX'

/** Counts per age band from the reseller's unit items; null names the first unknown unit. */
export function countUnits(
  unitIds: readonly string[],
  allowed: readonly OctoUnitId[],
): { adults: number; children: number; infants: number; groups: number } | { unknown: string } {
  const counts = { adults: 0, children: 0, infants: 0, groups: 0 }
  const key = { adult: 'adults', child: 'children', infant: 'infants', group: 'groups' } as const
  for (const id of unitIds) {
    if (!(allowed as readonly string[]).includes(id)) return { unknown: id }
    counts[key[id as OctoUnitId]]++
  }
  return counts
}

/**
 * An availability id is the local start ("2026-12-01T08:00:00+05:30"); OPENING_HOURS tours use
 * midnight. It is parsed back into the day and the start time ("08:00", or null).
 */
export function availabilityIdOf(day: string, time: string | null): string {
  return `${day}T${time ?? '00:00'}:00${OCTO_UTC_OFFSET}`
}
export function parseAvailabilityId(id: string): { day: string; time: string } | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}):00\+05:30$/.exec(id)
  return m && m[1] && m[2] ? { day: m[1], time: m[2] } : null
}

/** What OCTO calls our booking's state; the hold and confirmation live on octo_bookings. */
export function octoStatusOf(input: {
  status: BookingStatusCode
  deleted: boolean
  expired: boolean
  resellerConfirmed: boolean
}): OctoBookingStatus {
  if (input.expired || input.deleted) return 'EXPIRED'
  switch (input.status) {
    case BookingStatus.pending:
      return input.resellerConfirmed ? 'PENDING' : 'ON_HOLD'
    case BookingStatus.confirmed:
    case BookingStatus.dispute:
      return 'CONFIRMED'
    case BookingStatus.completed:
      return 'REDEEMED'
    case BookingStatus.rejected:
      return 'REJECTED'
    default:
      return 'CANCELLED'
  }
}
