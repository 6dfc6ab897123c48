/**
 * The one way to open the database: embedded PGlite by default (a folder, or memory for
 * tests), a PostgreSQL server through node-postgres when a URL is given. Both give the same
 * drizzle type, so queries are written once (architecture brief, Shape).
 */
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql, type SQL } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { acquireDataDirLock } from './pglite-lock.ts'
import { schema, type Schema } from './schema/all.ts'

/** The typed drizzle handle; identical for both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>
/** What `db.transaction(async (tx) => …)` hands to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
/** Code that works inside or outside a transaction takes this. */
export type DbOrTx = Db | Tx

export interface OpenDatabaseOptions {
  /** postgresql://… — use a PostgreSQL server. Wins over dataDir and memory. */
  databaseUrl?: string
  /** Folder of the embedded database; created when missing; one process at a time. */
  dataDir?: string
  /** Embedded database in memory (tests); nothing is written to disk. */
  memory?: boolean
  /** Pool size for PostgreSQL; node-postgres defaults to 10. */
  poolSize?: number
  /** PGlite only: start from a dumpDataDir() tarball instead of an empty cluster (test templates). */
  loadDataDir?: Blob
}

export type DatabaseDriver = 'pglite' | 'pg'

export interface Database {
  driver: DatabaseDriver
  db: Db
  /**
   * Raw SQL, returning the rows. The drivers differ in how they type some values: cast in
   * SQL (count(*)::int, sum(x)::int) rather than trusting a bigint to come back as a number.
   * Dates and timestamps come back as strings on both.
   */
  execute<Row extends Record<string, unknown> = Record<string, unknown>>(query: SQL): Promise<Row[]>
  transaction: Db['transaction']
  /**
   * A hot, fixed query (parameters $1, $2…) that PostgreSQL plans once per connection instead
   * of on every call: planning a five-way join costs more than running it. PGlite runs it as is.
   */
  prepared<Row extends Record<string, unknown> = Record<string, unknown>>(
    name: string,
    text: string,
    values: unknown[],
  ): Promise<Row[]>
  /** The driver's own handle (PGlite, or node-postgres' Pool), for the few things drizzle cannot do. */
  client: PGlite | pg.Pool
  close(): Promise<void>
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize)
  if (options.memory) return openPglite(undefined, options.loadDataDir)
  if (options.dataDir) return openPglite(options.dataDir, options.loadDataDir)
  throw new Error('openDatabase needs a databaseUrl, a dataDir or memory: true')
}

async function openPostgres(databaseUrl: string, poolSize: number | undefined): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize })
  // An idle client losing its connection (server restart) emits 'error' on the pool;
  // unhandled, that would crash the process. The next query reconnects.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL idle client error: ${error.message}`))
  try {
    // Fail at start, with the server's own message, rather than on the first request.
    const client = await pool.connect()
    client.release()
  } catch (error) {
    await pool.end()
    throw error
  }
  const db = drizzlePg({ client: pool, schema }) as unknown as Db
  let closed = false
  return {
    driver: 'pg',
    client: pool,
    db,
    execute: (query) => queryRows(db, query),
    prepared: async <Row extends Record<string, unknown>>(name: string, text: string, values: unknown[]) =>
      (await pool.query<Row>({ name, text, values })).rows,
    transaction: db.transaction.bind(db),
    close: async () => {
      if (closed) return
      closed = true
      await pool.end()
    },
  }
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  const lock = dataDir === undefined ? null : acquireDataDirLock(dataDir)
  let client: PGlite
  try {
    client = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm } })
  } catch (error) {
    lock?.release()
    throw error
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db
  let closed = false
  return {
    driver: 'pglite',
    client,
    db,
    execute: (query) => queryRows(db, query),
    prepared: async <Row extends Record<string, unknown>>(_name: string, text: string, values: unknown[]) =>
      (await client.query<Row>(text, values)).rows,
    transaction: db.transaction.bind(db),
    close: async () => {
      if (closed) return
      closed = true
      try {
        await client.close()
      } finally {
        lock?.release()
      }
    },
  }
}

/**
 * Raw SQL rows from a db or a transaction (what Database.execute does, for code running
 * inside db.transaction). Both drivers answer db.execute() with an object holding `rows`
 * (PGlite's Results, node-postgres' QueryResult) but type it differently; this is the one
 * place that knows. Going through drizzle keeps its date parsing identical on both drivers.
 */
export async function queryRows<Row extends Record<string, unknown> = Record<string, unknown>>(
  db: DbOrTx,
  query: SQL,
): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] }
  return result.rows
}

/**
 * Rows of a hot statement of fixed text (parameters $1, $2…), for code that holds a drizzle
 * handle rather than a Database: on PostgreSQL outside a transaction a named statement, which
 * each connection plans once (after five runs PostgreSQL keeps a generic plan when it is no
 * worse), like Database.prepared. Planning a card query with four correlated lists cost several
 * times its execution (decision 018). On PGlite, or inside a transaction, a plain query.
 */
export async function preparedRows<Row extends Record<string, unknown> = Record<string, unknown>>(
  db: DbOrTx,
  name: string,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const client = (db as { $client?: unknown }).$client
  if (client instanceof pg.Pool) return (await client.query<Row>({ name, text, values })).rows
  if (client instanceof PGlite) return (await client.query<Row>(text, values)).rows
  const result = (await (db as Db).execute(sqlWithParams(text, values))) as unknown as { rows: Row[] }
  return result.rows
}

/** The same statement as drizzle SQL (for a transaction, which has no client of its own). */
function sqlWithParams(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/)
  return sql.join(parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`)))
}
