/**
 * A supplier's staff (issue 32 point 3, decision 074): people with their own sign-in who work for
 * one supplier. What each role may do is this table; the supplier area's guard reads it for every
 * route, and a route that names no capability is the supplier's own (staff get 403).
 */
export const StaffRoles = ['office', 'guide', 'driver'] as const
export type StaffRole = (typeof StaffRoles)[number]

/**
 * What a route of /api/supplier/** needs. Money (earnings, payouts, bank details, prices) is in
 * none of them: those routes stay the supplier's alone.
 */
export type StaffCapability =
  /** The bookings inbox and detail: confirm, reject, cancel, amend (office only: it shows prices). */
  | 'bookings'
  /** Vehicles, driver-guides, days off and who is assigned to a booking. */
  | 'resources'
  /** The day's trips and manifest; a guide or driver sees only the trips assigned to them. */
  | 'trips'
  /** Voucher check-in and no-shows; a guide or driver only on their own trips. */
  | 'check-in'

const capabilities: Record<StaffRole, readonly StaffCapability[]> = {
  office: ['bookings', 'resources', 'trips', 'check-in'],
  guide: ['trips', 'check-in'],
  driver: ['trips', 'check-in'],
}

export function staffMay(role: StaffRole, capability: StaffCapability): boolean {
  return capabilities[role].includes(capability)
}

/** Guides and drivers work only on the trips they are assigned (through their driver-guide). */
export function seesOnlyOwnTrips(role: StaffRole): boolean {
  return role !== 'office'
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (StaffRoles as readonly string[]).includes(value)
}

export const StaffRoleLabels: Record<StaffRole, string> = {
  office: 'Office',
  guide: 'Guide',
  driver: 'Driver',
}

export const StaffMessages = {
  staffOnlyForSupplier: 'Only the supplier can do this.',
  emailTaken: 'This e-mail address already has a Serendib account. Invite staff with their own work address.',
  invited: 'Invitation sent.',
  revoked: 'Access revoked.',
  saved: 'Saved.',
  notFound: 'Staff member not found.',
  guideNotFound: 'Driver-guide not found.',
} as const
