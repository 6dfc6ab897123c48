/**
 * One kind of catalogue content (slider, deal, category, …) as the console edits it: list, read,
 * save (create or update) and delete. `saveContent` and `deleteContent` wrap every kind in one
 * transaction with its audit row (before and after), then tell the caches (catalogue-changes).
 */
import type { z } from 'zod'
import type { Database, DbOrTx, Tx } from '@serendib/db/client'
import type { MediaStore } from '@serendib/db/media/media-store'
import { ContentMessages } from '@serendib/domain/admin-content'
import { ConflictError } from '@serendib/domain/errors'
import { recordAudit, type AuditActor } from '../../audit/record-audit.ts'
import { isUniqueViolation } from '../../accounts/users.ts'
import type { Page } from '../paging.ts'

export interface ContentContext {
  media: MediaStore
}

export interface ContentKind<Input extends z.ZodType = z.ZodType, Item extends z.ZodType = z.ZodType> {
  /** URL part: /api/admin/{path}. */
  path: string
  /** Audit subject type. */
  subject: string
  input: Input
  item: Item
  list(db: DbOrTx, page: number, q?: string): Promise<Page<z.output<Item>>>
  /** 404 when there is none. */
  get(db: DbOrTx, id: number): Promise<z.output<Item>>
  /** Inserts (id null) or updates; returns the id. Throws domain errors for bad references. */
  save(tx: Tx, ctx: ContentContext, id: number | null, input: z.output<Input>): Promise<number>
  remove(tx: Tx, id: number): Promise<void>
}

function uniqueToConflict(error: unknown): never {
  if (isUniqueViolation(error)) throw new ConflictError(ContentMessages.nameTaken)
  // A foreign key still pointing at the row (a tour's category, a booking's pick-up point).
  if (
    (error as { code?: string; cause?: { code?: string } })?.code === '23503' ||
    (error as { cause?: { code?: string } })?.cause?.code === '23503'
  ) {
    throw new ConflictError(ContentMessages.inUse)
  }
  throw error
}

export async function saveContent<I extends z.ZodType, T extends z.ZodType>(
  database: Database,
  kind: ContentKind<I, T>,
  ctx: ContentContext,
  actor: AuditActor,
  id: number | null,
  input: z.output<I>,
): Promise<z.output<T>> {
  return database
    .transaction(async (tx) => {
      const before = id === null ? null : await kind.get(tx, id)
      const savedId = await kind.save(tx, ctx, id, input)
      const after = await kind.get(tx, savedId)
      await recordAudit(tx, {
        actor,
        action: `content.${id === null ? 'create' : 'update'}`,
        subject: { type: kind.subject, id: savedId },
        before,
        after,
      })
      return after
    })
    .catch(uniqueToConflict)
}

export async function deleteContent(
  database: Database,
  kind: ContentKind,
  actor: AuditActor,
  id: number,
): Promise<void> {
  await database
    .transaction(async (tx) => {
      const before = await kind.get(tx, id)
      await kind.remove(tx, id)
      await recordAudit(tx, { actor, action: 'content.delete', subject: { type: kind.subject, id }, before })
    })
    .catch(uniqueToConflict)
}
