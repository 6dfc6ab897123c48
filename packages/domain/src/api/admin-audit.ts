/** GET /api/admin/audit-log: the append-only audit log, searchable, never editable (decision 021). */
import { z } from 'zod'
import { actorRoles } from '../actors.ts'
import { apiSuccess, paginated } from './envelope.ts'
import { adminListQuerySchema, optionalDateSchema, optionalIdSchema } from './admin-common.ts'

export const auditLogQuerySchema = adminListQuerySchema.extend({
  /** Part of the actor's label (e-mail, job or reseller name). */
  actor: z.string().trim().max(200).optional(),
  actor_role: z.union([z.literal(''), z.enum(actorRoles)]).optional(),
  /** An exact action ('booking.refund') or an area prefix ('booking.'). */
  action: z.string().trim().max(100).optional(),
  subject_type: z.string().trim().max(50).optional(),
  /** The subject's id, or for a booking its reference, for a tour its code (SER-00051). */
  subject_id: z.string().trim().max(50).optional(),
  actor_user_id: optionalIdSchema,
  from: optionalDateSchema,
  to: optionalDateSchema,
})
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_role: z.string(),
  actor_user_id: z.number().int().nullable(),
  actor_label: z.string(),
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  /**
   * The subject as people name it (issue 29): a booking's reference, a tour's code and title, a
   * user's e-mail, a reseller's name, a statement's supplier and month; null when only the id is known.
   */
  subject_label: z.string().nullable(),
  /** Bookings and tours named inside before/after by id ("booking:68" → its reference). */
  references: z.record(z.string(), z.string()),
})
export type AuditEntry = z.output<typeof auditEntrySchema>

export const auditLogResponseSchema = apiSuccess(paginated(auditEntrySchema))
export type AuditLogResponse = z.output<typeof auditLogResponseSchema>
