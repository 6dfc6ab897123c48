/**
 * At most one process at a time runs a given job round (decision 041): a PostgreSQL session
 * advisory lock, tried (never waited for) on a pool connection held for the round. A process
 * that dies releases it with its connection. Embedded PGlite lives in one process: there an
 * in-memory mark per database does the same for every app instance on it.
 */
import { createHash } from 'node:crypto'
import pg from 'pg'
import type { Database } from '@serendib/db/client'

/** A stable 48-bit lock key per job name (safe as a JavaScript number and a PostgreSQL bigint). */
export function jobLockKey(job: string): number {
  return Number.parseInt(createHash('sha256').update(`serendib-job:${job}`).digest('hex').slice(0, 12), 16)
}

export type ExclusiveRun<T> = { ran: true; value: T } | { ran: false }

const heldInProcess = new WeakMap<Database, Set<string>>()

export async function runExclusive<T>(
  database: Database,
  job: string,
  run: () => Promise<T>,
): Promise<ExclusiveRun<T>> {
  if (!(database.client instanceof pg.Pool)) {
    const held = heldInProcess.get(database) ?? new Set<string>()
    heldInProcess.set(database, held)
    if (held.has(job)) return { ran: false }
    held.add(job)
    try {
      return { ran: true, value: await run() }
    } finally {
      held.delete(job)
    }
  }
  const key = jobLockKey(job)
  const client = await database.client.connect()
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      key,
    ])
    if (!rows[0]?.locked) return { ran: false }
    try {
      return { ran: true, value: await run() }
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key])
    }
  } finally {
    client.release()
  }
}
