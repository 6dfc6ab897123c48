/** The audit log as the console reads it: filters on the server, newest first, read-only. */
import { and, count, desc, eq, gte, ilike, like, lt, or, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '@serendib/db/client'
import { auditLog } from '@serendib/db/schema/audit'
import type { AuditEntry, AuditLogQuery } from '@serendib/domain/api/admin-audit'
import { labelAuditEntries, subjectIdOf } from './audit-labels.ts'
import { colomboDayEnd, colomboDayStart, containsPattern, pageOf, pageWindow, type Page } from './paging.ts'

function conditions(query: AuditLogQuery, subjectId: string | undefined): SQL | undefined {
  const parts: (SQL | undefined)[] = []
  if (query.actor) parts.push(ilike(auditLog.actorLabel, containsPattern(query.actor)))
  if (query.actor_role) parts.push(eq(auditLog.actorRole, query.actor_role))
  if (query.actor_user_id) parts.push(eq(auditLog.actorUserId, query.actor_user_id))
  if (query.action) {
    parts.push(
      query.action.endsWith('.')
        ? like(auditLog.action, `${query.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
        : eq(auditLog.action, query.action),
    )
  }
  if (query.subject_type) parts.push(eq(auditLog.subjectType, query.subject_type))
  if (subjectId) parts.push(eq(auditLog.subjectId, subjectId))
  if (query.from) parts.push(gte(auditLog.at, colomboDayStart(query.from)))
  if (query.to) parts.push(lt(auditLog.at, colomboDayEnd(query.to)))
  if (query.q) {
    const pattern = containsPattern(query.q)
    // One box for "anything": the action, the actor or the reason.
    parts.push(
      or(
        ilike(auditLog.action, pattern),
        ilike(auditLog.actorLabel, pattern),
        ilike(auditLog.reason, pattern),
      ),
    )
  }
  return and(...parts)
}

type Row = typeof auditLog.$inferSelect

export function auditEntryJson(row: Row): Omit<AuditEntry, 'subject_label' | 'references'> {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor_role: row.actorRole,
    actor_user_id: row.actorUserId,
    actor_label: row.actorLabel,
    action: row.action,
    subject_type: row.subjectType,
    subject_id: row.subjectId,
    before: row.before ?? null,
    after: row.after ?? null,
    reason: row.reason,
    ip: row.ip,
  }
}

export async function searchAuditLog(db: DbOrTx, query: AuditLogQuery): Promise<Page<AuditEntry>> {
  const subjectId = query.subject_id ? await subjectIdOf(db, query.subject_type, query.subject_id) : undefined
  const where = conditions(query, subjectId)
  const { limit, offset } = pageWindow(query.page)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ])
  return pageOf(await labelAuditEntries(db, rows.map(auditEntryJson)), total?.n ?? 0, query.page)
}

/** Every audit row about one subject, oldest first (a booking's trail on its page). */
export async function auditTrail(
  db: DbOrTx,
  subjectType: string,
  subjectId: string | number,
): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, subjectType), eq(auditLog.subjectId, String(subjectId))))
    .orderBy(auditLog.at, auditLog.id)
  return labelAuditEntries(db, rows.map(auditEntryJson))
}
