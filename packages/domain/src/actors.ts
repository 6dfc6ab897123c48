/**
 * Who acts on the marketplace: a person of a role, a reseller's API key, or the system (jobs,
 * payment callbacks). Booking transitions and the audit log both name their actor this way.
 */
export const actorRoles = ['admin', 'supplier', 'customer', 'reseller', 'system'] as const
export type ActorRole = (typeof actorRoles)[number]
