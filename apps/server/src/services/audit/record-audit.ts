/**
 * The audit log (schema/audit.ts): one row per admin or supplier action on money, status,
 * approval, content or a user, written with the caller's transaction so the change and its row
 * commit together or not at all.
 */
import type { FastifyRequest } from 'fastify'
import { auditLog } from '@serendib/db/schema/audit'
import type { Tx } from '@serendib/db/client'
import type { ActorRole } from '@serendib/domain/actors'

export interface AuditActor {
  role: ActorRole
  /** Null for the system and for resellers. */
  userId: number | null
  /** E-mail, reseller name or job name: readable even after the account changes. */
  label: string
  ip?: string | null
}

export interface AuditEntry {
  actor: AuditActor
  /** `area.verb`, e.g. 'tour.approve', 'booking.refund', 'content.update'. */
  action: string
  subject: { type: string; id: string | number | null }
  before?: unknown
  after?: unknown
  reason?: string | null
}

export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorRole: entry.actor.role,
    actorUserId: entry.actor.userId,
    actorLabel: entry.actor.label,
    action: entry.action,
    subjectType: entry.subject.type,
    subjectId: entry.subject.id === null ? null : String(entry.subject.id),
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    ip: entry.actor.ip ?? null,
  })
}

/** The signed-in person behind a request in a guarded area, as an audit actor. */
export function requestActor(request: FastifyRequest, role: 'admin' | 'supplier' | 'customer'): AuditActor {
  return { role, userId: request.user.id, label: request.user.email, ip: request.ip }
}

/** Jobs and payment callbacks. */
export function systemActor(label: string): AuditActor {
  return { role: 'system', userId: null, label }
}
