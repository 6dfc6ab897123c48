/**
 * The one ownership check of the supplier's tour API: a tour id that is not the signed-in
 * supplier's answers exactly like one that does not exist (404), so ids reveal nothing.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '@serendib/db/client'
import { activities } from '@serendib/db/schema/activities'
import { NotFoundError } from '@serendib/domain/errors'

export type TourRow = typeof activities.$inferSelect

export const TourNotFound = 'Tour not found'

/** The supplier's tour; `lock` takes its row lock, so concurrent saves of one tour run one by one. */
export async function ownTour(db: DbOrTx, supplierId: number, id: number, lock = false): Promise<TourRow> {
  const query = db
    .select()
    .from(activities)
    .where(and(eq(activities.id, id), eq(activities.supplierUserId, supplierId)))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw new NotFoundError(TourNotFound)
  return row
}

/** A tour by id whoever owns it (the admin console); 404 when missing. */
export async function anyTour(db: DbOrTx, id: number, lock = false): Promise<TourRow> {
  const query = db.select().from(activities).where(eq(activities.id, id))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw new NotFoundError(TourNotFound)
  return row
}

/** Bumps updated_at (drizzle's $onUpdate only runs on ORM updates of activities itself). */
export async function touchTour(db: DbOrTx, id: number): Promise<void> {
  await db.execute(sql`update activities set updated_at = now() where id = ${id}`)
}
