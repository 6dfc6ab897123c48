/**
 * How far a streaming replica has replayed the primary's write-ahead log (decision 052). A change
 * committed on the primary is visible on the replica once the replica's replay position has
 * passed the primary's position taken after that commit.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../client.ts'

/** The primary's current WAL position (text form, e.g. `0/3000148`). */
export async function primaryWalPosition(primary: Database): Promise<string> {
  const [row] = await primary.execute<{ lsn: string }>(sql`select pg_current_wal_lsn()::text as lsn`)
  return row!.lsn
}

/** True once the replica has replayed up to `lsn`. A primary (not in recovery) always has. */
export async function hasReplayed(replica: Database, lsn: string): Promise<boolean> {
  const [row] = await replica.execute<{ done: boolean }>(
    sql`select coalesce(pg_last_wal_replay_lsn() >= ${lsn}::pg_lsn, not pg_is_in_recovery()) as done`,
  )
  return row!.done === true
}

/**
 * Waits until the replica shows everything committed on the primary so far; false when
 * `timeoutMs` passed first (a replica far behind or stopped).
 */
export async function waitForReplay(
  primary: Database,
  replica: Database,
  { timeoutMs = 10_000, pollMs = 10 }: { timeoutMs?: number; pollMs?: number } = {},
): Promise<boolean> {
  const lsn = await primaryWalPosition(primary)
  const deadline = performance.now() + timeoutMs
  while (!(await hasReplayed(replica, lsn))) {
    if (performance.now() > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
  return true
}
