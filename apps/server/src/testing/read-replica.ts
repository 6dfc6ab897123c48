/**
 * Test databases on a streaming replica (decision 052): the same database as a primary test
 * database, opened on the replica server.
 */
import type pg from 'pg'
import { openDatabase, type Database } from '@serendib/db/client'
import { waitForReplay } from '@serendib/db/replica/replay'

/** The replica's URL for the database `primary` is connected to. */
function sameDatabaseOn(replicaServerUrl: string, primary: Database): string {
  const name = (primary.client as pg.Pool).options.connectionString
  const url = new URL(replicaServerUrl)
  url.pathname = new URL(name!).pathname
  return url.toString()
}

/**
 * Opens `primary`'s database on the replica once the replica has replayed its creation.
 * `readYourWrites`: every query first waits until the replica has replayed what the primary had
 * committed by then, so suites that write fixtures on the primary and read the catalogue at once
 * can run unchanged against an asynchronous replica (the routing itself is tested without it,
 * with replay paused: read-replica.test.ts).
 */
export async function openOnReplica(
  replicaServerUrl: string,
  primary: Database,
  { readYourWrites = false }: { readYourWrites?: boolean } = {},
): Promise<Database> {
  // Replay positions are the whole server's: checked on a connection of its own, outside the
  // pool whose queries wait for them.
  const server = await openDatabase({ databaseUrl: replicaServerUrl, poolSize: 2 })
  const caughtUp = () => waitForReplay(primary, server, { timeoutMs: 30_000 })
  let replica: Database
  try {
    // A fresh pg_basebackup on a loaded 2-core machine took over a minute to catch up once.
    if (!(await waitForReplay(primary, server, { timeoutMs: 150_000 })))
      throw new Error('replica did not catch up')
    replica = await openDatabase({ databaseUrl: sameDatabaseOn(replicaServerUrl, primary), poolSize: 5 })
  } catch (error) {
    await server.close()
    throw error
  }
  if (readYourWrites) {
    const pool = replica.client as pg.Pool
    const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>
    // node-postgres' promise form only: drizzle and Database.prepared call it that way.
    pool.query = ((...args: unknown[]) => caughtUp().then(() => query(...args))) as typeof pool.query
  }
  const close = replica.close
  return {
    ...replica,
    close: async () => {
      await close()
      await server.close()
    },
  }
}
