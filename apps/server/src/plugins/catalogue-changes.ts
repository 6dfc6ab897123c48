import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import pg from 'pg'
import { waitForReplay } from '@serendib/db/replica/replay'

/**
 * "The catalogue changed": every cache of public answers in this process (decision 008's LRU,
 * the footer tags, rendered pages) drops what it holds, so the next request reads the database.
 *
 * - In this process: the admin console calls `changed()` after a content edit commits.
 * - Across processes on one PostgreSQL (decision 040): triggers on the catalogue tables send
 *   `NOTIFY catalogue_changes` when a change commits, whoever made it; each process LISTENs on a
 *   connection of its own and clears its caches within milliseconds. If that connection drops,
 *   it reconnects (1 s, then up to 5 s apart) and clears on reconnect, since it may have missed
 *   a change; CATALOGUE_CACHE_SECONDS stays the hard bound in every case.
 * - Embedded PGlite is one process: `changed()` alone, as before.
 * - With a read replica (decision 052) the notice can arrive before the replica has replayed the
 *   change, and a read in between would cache the old answer again: every clear is repeated
 *   once the replica has replayed what the primary had committed by then.
 */
export interface CatalogueChanges {
  onChange(listener: () => void): void
  changed(): void
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogueChanges: CatalogueChanges
  }
}

export const CATALOGUE_CHANNEL = 'catalogue_changes'
/** Shown in pg_stat_activity, so an operator (or a test) can find the listening connections. */
export const LISTENER_NAME = 'serendib catalogue listener'

export default fp(
  async (app: FastifyInstance) => {
    const listeners: (() => void)[] = []
    const clearNow = () => {
      for (const listener of listeners) listener()
    }
    const replicated = app.hasDecorator('catalogueReads') && app.catalogueReads !== app.database
    const clearAgainOnReplica = replicated ? afterReplay(app, clearNow) : () => {}
    const clearAll = () => {
      clearNow()
      clearAgainOnReplica()
    }
    app.decorate('catalogueChanges', {
      onChange: (listener) => void listeners.push(listener),
      changed: clearAll,
    } satisfies CatalogueChanges)

    const database = app.hasDecorator('database') ? app.database : undefined
    if (database?.client instanceof pg.Pool) {
      const listening = await listenForChanges(app, database.client.options, clearAll)
      app.addHook('onClose', () => listening.stop())
    }
  },
  { name: 'catalogue-changes' },
)

/**
 * Runs `clear` once the replica has replayed everything the primary committed before the call.
 * Calls while a wait is under way fold into one more round after it. A replica that does not
 * catch up within the cache's lifetime gives up waiting (the time-to-live bounds it then).
 */
function afterReplay(app: FastifyInstance, clear: () => void): () => void {
  let waiting = false
  let again = false
  const timeoutMs = Math.max(app.config.catalogueCacheMs, 1000)
  const round = async () => {
    do {
      again = false
      const caughtUp = await waitForReplay(app.database, app.catalogueReads, { timeoutMs })
      if (!caughtUp) app.log.warn({ timeoutMs }, 'read replica did not replay a catalogue change in time')
      clear()
    } while (again)
  }
  return () => {
    if (waiting) return void (again = true)
    waiting = true
    round()
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not check the read replica'))
      .finally(() => (waiting = false))
  }
}

/** Holds one connection (outside the pool) that LISTENs, reconnecting when it drops. */
async function listenForChanges(app: FastifyInstance, options: pg.PoolConfig, onChange: () => void) {
  let client: pg.Client | null = null
  let stopped = false
  let retry: NodeJS.Timeout | undefined
  let failures = 0

  const schedule = () => {
    if (stopped || retry) return
    failures++
    retry = setTimeout(
      () => {
        retry = undefined
        void connect()
      },
      Math.min(1000 * failures, 5000),
    )
    retry.unref()
  }
  const lost = (which: pg.Client) => {
    if (client !== which) return
    client = null
    schedule()
  }
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ ...options, application_name: LISTENER_NAME })
    next.on('notification', () => onChange())
    next.on('error', (error) => {
      app.log.warn({ err: error }, 'catalogue change listener lost its connection')
      lost(next)
      void next.end().catch(() => {})
    })
    next.on('end', () => lost(next))
    try {
      await next.connect()
      await next.query(`LISTEN ${CATALOGUE_CHANNEL}`)
    } catch (error) {
      void next.end().catch(() => {})
      app.log.warn({ err: error }, 'catalogue change listener could not connect')
      schedule()
      return
    }
    if (stopped) return void (await next.end().catch(() => {}))
    client = next
    // Changes made while no connection was listening were missed: start from the database.
    if (failures > 0) onChange()
    failures = 0
  }

  // Listening before the app is ready; a failure here only logs and retries.
  await connect()
  return {
    async stop() {
      stopped = true
      clearTimeout(retry)
      await client?.end().catch(() => {})
    },
  }
}
