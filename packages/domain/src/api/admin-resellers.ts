/** Admin API of OCTO resellers and their API keys (issue 16, decision 045). */
import { z } from 'zod'
import { apiSuccess, apiSuccessWithMessage, idText } from './envelope.ts'

export const ResellerMessages = {
  name: 'Give the reseller a name of 2 to 80 characters',
  contactEmail: 'Enter the e-mail address of the reseller’s contact',
  commissionPercent: 'Commission is a whole percent from 0 to 100',
} as const

export const adminResellerCreateSchema = z.object({
  name: z.string(ResellerMessages.name).trim().min(2, ResellerMessages.name).max(80, ResellerMessages.name),
  contactEmail: z.email(ResellerMessages.contactEmail).max(254, ResellerMessages.contactEmail),
  /** The reseller's share of the retail price; its net rate is retail − commission. */
  commissionPercent: z
    .number(ResellerMessages.commissionPercent)
    .int(ResellerMessages.commissionPercent)
    .min(0, ResellerMessages.commissionPercent)
    .max(100, ResellerMessages.commissionPercent)
    .default(0),
  /** Tours this reseller may sell; omitted or null = every active tour. */
  allowedActivityIds: z.array(z.number().int().positive()).max(1000).nullish(),
})

const keySchema = z.object({
  id: z.number(),
  prefix: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
})

export const adminResellerSchema = z.object({
  id: z.number(),
  name: z.string(),
  contactEmail: z.string(),
  commissionPercent: z.number(),
  allowedActivityIds: z.array(z.number()).nullable(),
  createdAt: z.string(),
  keys: z.array(keySchema),
})

export const adminResellersResponseSchema = apiSuccess(z.array(adminResellerSchema))
export const adminResellerResponseSchema = apiSuccessWithMessage(adminResellerSchema)
/** The whole key appears in this answer only; we keep its hash. */
export const adminResellerKeyResponseSchema = apiSuccessWithMessage(
  z.object({ id: z.number(), prefix: z.string(), createdAt: z.string(), key: z.string() }),
)
export const adminResellerKeyRevokeResponseSchema = apiSuccessWithMessage(
  z.object({ id: z.number(), prefix: z.string(), revokedAt: z.string().nullable() }),
)
export const adminResellerKeyParamsSchema = z.object({ id: idText, keyId: idText })

/** PUT /api/admin/resellers/:id: the whole form again; keys are issued and revoked apart. */
export const adminResellerUpdateSchema = adminResellerCreateSchema

/** GET /api/admin/tour-options?q=: active tours to allow a reseller, by title (at most 50). */
export const adminTourOptionsQuerySchema = z.object({ q: z.string().trim().max(200).optional() })
export const adminTourOptionsResponseSchema = apiSuccess(
  z.array(z.object({ id: z.number(), title: z.string(), supplier_name: z.string() })),
)

/** GET /api/admin/resellers/:id: the reseller with the titles of its allowed tours. */
export const adminResellerDetailResponseSchema = apiSuccess(
  adminResellerSchema.extend({ allowedTours: z.array(z.object({ id: z.number(), title: z.string() })) }),
)

export type AdminReseller = z.output<typeof adminResellerSchema>
export type AdminResellerDetail = z.output<typeof adminResellerDetailResponseSchema>['data']
export type AdminResellerInput = z.input<typeof adminResellerCreateSchema>
export type AdminTourOption = z.output<typeof adminTourOptionsResponseSchema>['data'][number]
export type AdminIssuedKey = z.output<typeof adminResellerKeyResponseSchema>['data']
