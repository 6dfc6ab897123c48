/**
 * The demo reseller's sandbox product (issue 33): made by the demo seed, and here on start for a
 * demo folder seeded before it existed (demo mode only, like the demo key). Its bookings answer
 * `testMode: true`; they are otherwise ordinary bookings of the supplier whose tour it copies.
 */
import { eq, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '@serendib/db/client'
import { activities } from '@serendib/db/schema/activities'
import { insertOctoSandbox } from '@serendib/db/seed/insert-octo-sandbox'
import { OCTO_SANDBOX_TOUR_CODE } from '@serendib/domain/octo'

/** Processes starting together on one PostgreSQL make it once. */
const SANDBOX_LOCK_KEY = 7_253_910_233

const sandboxId = async (db: DbOrTx) =>
  (
    await db
      .select({ id: activities.id })
      .from(activities)
      .where(eq(activities.tourId, OCTO_SANDBOX_TOUR_CODE))
  )[0]?.id ?? null

/** The sandbox tour's id, made from the demo catalogue when missing; null without a catalogue. */
export async function ensureOctoSandbox(db: Db): Promise<number | null> {
  const existing = await sandboxId(db)
  if (existing !== null) return existing
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SANDBOX_LOCK_KEY})`)
    return (await sandboxId(tx)) ?? insertOctoSandbox(tx)
  })
}
