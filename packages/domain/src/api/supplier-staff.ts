/** A supplier's staff accounts (decision 074). */
import { z } from 'zod'
import { StaffRoles } from '../staff.ts'
import { apiSuccess, apiSuccessWithMessage } from './envelope.ts'

const role = z.enum(StaffRoles, 'Choose office, guide or driver')
const guideId = z.number().int().positive().max(2147483647).nullable().optional()

export const staffMemberSchema = z.object({
  /** The staff member's user id. */
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role,
  /** The driver-guide whose trips are theirs (guides and drivers). */
  guide_resource_id: z.number().int().nullable(),
  /** invited: no password chosen yet; active: signs in; revoked: may no longer sign in. */
  state: z.enum(['invited', 'active', 'revoked']),
  invited_at: z.string(),
})
export type StaffMemberJson = z.output<typeof staffMemberSchema>

export const staffListResponseSchema = apiSuccess(z.array(staffMemberSchema))
export const staffMemberResponseSchema = apiSuccessWithMessage(staffMemberSchema)

export const staffBodySchema = z.object({
  email: z.email('Enter a valid e-mail address').trim().max(254),
  first_name: z.string().trim().min(1, 'Enter a first name').max(60),
  last_name: z.string().trim().max(60).default(''),
  role,
  guide_resource_id: guideId,
})
export type StaffBody = z.output<typeof staffBodySchema>

export const staffPatchBodySchema = z.object({ role: role.optional(), guide_resource_id: guideId })
export type StaffPatchBody = z.output<typeof staffPatchBodySchema>

/** Who is signed in to the portal: the supplier ('owner') or one of its staff. */
export const portalIdentitySchema = z.object({
  role: z.enum(['owner', ...StaffRoles]),
  supplier: z.string(),
  guide_resource_id: z.number().int().nullable(),
})
export type PortalIdentity = z.output<typeof portalIdentitySchema>
export const portalIdentityResponseSchema = apiSuccess(portalIdentitySchema)
