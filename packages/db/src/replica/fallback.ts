/**
 * Catalogue reads that the replica cannot answer go to the primary instead (decision 052): the
 * replica is down or restarting, or a query was cancelled by a recovery conflict (the replica
 * replaying a change that removes rows the query still reads). Anything else (a bad query) is
 * not retried.
 */
import type pg from 'pg'
import type { Database } from '../client.ts'

/** SQLSTATE classes 08 (connection) and 57 (operator intervention: shutdown, cannot connect now), 40001 (recovery conflict). */
function replicaUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown }).code
  if (typeof code !== 'string') return /Connection terminated|connect/i.test(String((error as Error).message))
  return /^(08|57)/.test(code) || code === '40001' || code.startsWith('E')
}

/**
 * Routes a failed query of `replica`'s pool to `primary`'s pool. node-postgres' promise form
 * only (drizzle and Database.prepared call it that way); `onFallback` hears each occurrence.
 */
export function fallBackToPrimary(
  replica: Database,
  primary: Database,
  onFallback: (error: unknown) => void,
): void {
  const replicaPool = replica.client as pg.Pool
  const primaryPool = primary.client as pg.Pool
  const query = replicaPool.query.bind(replicaPool) as (...args: unknown[]) => Promise<unknown>
  const onPrimary = primaryPool.query.bind(primaryPool) as (...args: unknown[]) => Promise<unknown>
  replicaPool.query = ((...args: unknown[]) =>
    query(...args).catch((error: unknown) => {
      if (!replicaUnavailable(error)) throw error
      onFallback(error)
      return onPrimary(...args)
    })) as typeof replicaPool.query
}
