/**
 * The e-mail outbox as the console sees it (decision 011): pending, sent, failed, withdrawn (a
 * booking's mail that no longer applied, with the reason); retry a failed one.
 */
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm'
import type { Database, DbOrTx } from '@serendib/db/client'
import { emailOutbox, OutboxStatus } from '@serendib/db/schema/outbox'
import { PeopleMessages, type AdminEmail, type AdminEmailsQuery } from '@serendib/domain/api/admin-people'
import { ConflictError, NotFoundError } from '@serendib/domain/errors'
import { recordAudit, type AuditActor } from '../audit/record-audit.ts'
import { containsPattern, pageOf, pageWindow, type Page } from './paging.ts'

const names = ['pending', 'sent', 'failed', 'withdrawn'] as const
const codes = {
  pending: OutboxStatus.pending,
  sent: OutboxStatus.sent,
  failed: OutboxStatus.failed,
  withdrawn: OutboxStatus.withdrawn,
}

type Row = typeof emailOutbox.$inferSelect
const columns = {
  id: emailOutbox.id,
  to: emailOutbox.to,
  subject: emailOutbox.subject,
  template: emailOutbox.template,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
  nextAttemptAt: emailOutbox.nextAttemptAt,
}

function emailJson(r: Pick<Row, keyof typeof columns>): AdminEmail {
  return {
    id: r.id,
    to: r.to,
    subject: r.subject,
    template: r.template,
    status: names[r.status] ?? 'pending',
    attempts: r.attempts,
    last_error: r.lastError,
    created_at: r.createdAt.toISOString(),
    sent_at: r.sentAt?.toISOString() ?? null,
    next_attempt_at: r.nextAttemptAt.toISOString(),
  }
}

export async function listEmails(db: DbOrTx, q: AdminEmailsQuery): Promise<Page<AdminEmail>> {
  const parts: (SQL | undefined)[] = []
  if (q.status) parts.push(eq(emailOutbox.status, codes[q.status]))
  if (q.q) {
    const p = containsPattern(q.q)
    parts.push(or(ilike(emailOutbox.to, p), ilike(emailOutbox.subject, p), ilike(emailOutbox.template, p)))
  }
  const where = and(...parts)
  const { limit, offset } = pageWindow(q.page)
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(emailOutbox).where(where),
  ])
  return pageOf(rows.map(emailJson), total?.n ?? 0, q.page)
}

export async function emailDetail(db: DbOrTx, id: number) {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id))
  if (!row) throw new NotFoundError('E-mail not found')
  return { ...emailJson(row), text: row.text }
}

/** A failed mail goes back to the queue with fresh attempts; the worker sends it within seconds. */
export async function retryEmail(database: Database, actor: AuditActor, id: number): Promise<AdminEmail> {
  return database.transaction(async (tx) => {
    const [row] = await tx.select().from(emailOutbox).where(eq(emailOutbox.id, id)).for('update')
    if (!row) throw new NotFoundError('E-mail not found')
    if (row.status !== OutboxStatus.failed) throw new ConflictError(PeopleMessages.emailNotFailed)
    const [updated] = await tx
      .update(emailOutbox)
      .set({ status: OutboxStatus.pending, attempts: 0, nextAttemptAt: new Date() })
      .where(eq(emailOutbox.id, id))
      .returning()
    await recordAudit(tx, {
      actor,
      action: 'email.retry',
      subject: { type: 'email', id },
      before: { status: 'failed', attempts: row.attempts, last_error: row.lastError },
      after: { status: 'pending', attempts: 0 },
    })
    return emailJson(updated!)
  })
}
