/**
 * The supplier's own account (issue 13): GET/PUT /api/supplier/profile, the avatars, and the
 * admin's approval of suppliers (/api/admin/suppliers). The profile rules live in
 * supplier-profile.ts and answer 422 with `errors` per field, so the body here only fixes types.
 */
import { z } from 'zod'
import { apiSuccess, apiSuccessWithMessage, idParamsSchema, paginated } from './envelope.ts'
import { adminListQuerySchema } from './admin-common.ts'

const int = z.number().int()
/** Bounded so a huge value is a 400 at once; the real limits are the domain's (shorter). */
const text = z.string().max(2000).nullish()

export const imageRefSchema = z.object({ key: z.string(), url: z.string(), srcset: z.string() })

export const supplierApprovalSchema = z.object({
  /** 0 Pending, 1 Approved, 2 Rejected, 3 Suspended. */
  status: z.literal([0, 1, 2, 3]),
  label: z.string(),
  /** The admin's reason when rejected. */
  reason: z.string().nullable(),
  decided_at: z.string().nullable(),
  /** Only an approved supplier may submit tours for review. */
  can_submit_tours: z.boolean(),
})

const profileTexts = {
  work_name: z.string(),
  work_address: z.string().nullable(),
  work_registration_number: z.string().nullable(),
  work_fixed_phone: z.string().nullable(),
  work_mobile: z.string().nullable(),
  contact_name: z.string().nullable(),
  contact_nic: z.string().nullable(),
  contact_home_phone: z.string().nullable(),
  contact_mobile_phone: z.string().nullable(),
  contact_address: z.string().nullable(),
  payout_bank_name: z.string().nullable(),
  payout_account_holder: z.string().nullable(),
  payout_account_number: z.string().nullable(),
  payout_branch: z.string().nullable(),
}

export const supplierProfileSchema = z.object({
  id: int,
  /** The account's display name (spec §3 `name`). */
  name: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  user_type: z.literal(2),
  status: z.enum(['active', 'disabled']),
  approval: supplierApprovalSchema,
  ...profileTexts,
  work_avatar: imageRefSchema.nullable(),
  contact_avatar: imageRefSchema.nullable(),
  categories: z.array(z.object({ id: int, name: z.string() })),
  /** What is still to fill before Serendib reviews the account (the dashboard's checklist). */
  missing: z.array(z.object({ field: z.string(), label: z.string() })),
})
export type SupplierProfile = z.output<typeof supplierProfileSchema>

export const supplierProfileResponseSchema = apiSuccess(supplierProfileSchema)
export const supplierProfileSavedSchema = apiSuccessWithMessage(supplierProfileSchema)

/** PUT /api/supplier/profile: the whole form; a field left out keeps its value. */
export const supplierProfileBodySchema = z.object({
  work_name: text,
  work_address: text,
  work_registration_number: text,
  work_fixed_phone: text,
  work_mobile: text,
  contact_name: text,
  contact_nic: text,
  contact_home_phone: text,
  contact_mobile_phone: text,
  contact_address: text,
  payout_bank_name: text,
  payout_account_holder: text,
  payout_account_number: text,
  payout_branch: text,
  categories: z.array(z.number().int()).max(100).optional(),
})
export type SupplierProfileBody = z.output<typeof supplierProfileBodySchema>

/** The 422 answer of a refused save: `errors` holds one message per field. */
export const fieldErrorsSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
})
export type FieldErrorsReply = z.output<typeof fieldErrorsSchema>

/** POST/DELETE /api/supplier/profile/avatar/:kind: the business logo or the contact's photo. */
export const avatarKindParamsSchema = z.object({ kind: z.enum(['work', 'contact']) })
export type AvatarKind = z.output<typeof avatarKindParamsSchema>['kind']

// ---- Admin: /api/admin/suppliers ----------------------------------------------------------

export const adminSuppliersQuerySchema = adminListQuerySchema.extend({
  approval: z.union([z.literal(''), z.enum(['pending', 'approved', 'rejected', 'suspended'])]).optional(),
})
export type AdminSuppliersQuery = z.output<typeof adminSuppliersQuerySchema>

export const adminSupplierSchema = z.object({
  id: int,
  email: z.string(),
  name: z.string(),
  work_name: z.string(),
  email_verified: z.boolean(),
  created_at: z.string(),
  approval: supplierApprovalSchema,
  missing: z.array(z.object({ field: z.string(), label: z.string() })),
})
export type AdminSupplier = z.output<typeof adminSupplierSchema>
export const adminSuppliersResponseSchema = apiSuccess(paginated(adminSupplierSchema))
export const adminSupplierActionResponseSchema = apiSuccessWithMessage(adminSupplierSchema)
export const adminSupplierParamsSchema = idParamsSchema
/**
 * A rejection needs a reason the supplier can act on; an approval may carry a note. Approving a
 * supplier whose profile still misses items needs `accept_missing` (issue 29): 409 otherwise.
 */
export const adminSupplierDecisionBodySchema = z
  .object({ reason: z.string().trim().max(1000).default(''), accept_missing: z.boolean().default(false) })
  .nullish()
