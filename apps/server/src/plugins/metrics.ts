import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import pg from 'pg'
import { sql } from 'drizzle-orm'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import { backlogFigures } from '../services/system/backlog.ts'
import { isInternalRequest } from '../inject-api-client.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's Prometheus registry, read by GET /metrics (docs/decisions/041-observability-and-jobs.md). */
    metrics: Registry
  }
}

/** Seconds; from a cached hit (well under 1 ms) to a slow database path. */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/**
 * Prometheus metrics per process: requests and their latency per route (the route's pattern,
 * never the raw URL, so labels stay few), 5xx errors, the database pool, the e-mail outbox and
 * the jobs' due work (read from the database at scrape time), catalogue cache clears, and
 * Node's own (event-loop lag, heap, GC, CPU) from prom-client's defaults.
 */
export default fp(
  async (app: FastifyInstance) => {
    const registry = new Registry()
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 })
    const labelNames = ['method', 'route', 'status_code'] as const
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered',
      labelNames,
      registers: [registry],
    })
    const errors = new Counter({
      name: 'http_request_errors_total',
      help: 'HTTP requests answered with a 5xx status',
      labelNames,
      registers: [registry],
    })
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to the end of its response',
      labelNames,
      buckets: BUCKETS,
      registers: [registry],
    })
    app.addHook('onResponse', async (request, reply) => {
      // Server rendering's in-process calls are counted in their page (decision 068).
      if (isInternalRequest(request) && reply.statusCode < 500) return
      const labels = {
        method: request.method,
        // Unmatched URLs share one label: a scanner must not create a series per path.
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      }
      requests.inc(labels)
      duration.observe(labels, reply.elapsedTime / 1000)
      if (reply.statusCode >= 500) errors.inc(labels)
    })

    const clears = new Counter({
      name: 'catalogue_cache_clears_total',
      help: 'Times this process emptied its catalogue caches (an edit here or a NOTIFY from elsewhere)',
      registers: [registry],
    })
    app.catalogueChanges.onChange(() => clears.inc())

    const { client } = app.database
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (max: the pool size); embedded PGlite: one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        if (client instanceof pg.Pool) {
          this.set({ state: 'total' }, client.totalCount)
          this.set({ state: 'idle' }, client.idleCount)
          this.set({ state: 'waiting' }, client.waitingCount)
          this.set({ state: 'max' }, client.options.max ?? 10)
        } else {
          this.set({ state: 'total' }, 1)
        }
      },
    })
    if (app.catalogueReads !== app.database) replicaGauges(app, registry)
    new Gauge({
      name: 'job_backlog_items',
      help: 'Work waiting for the background jobs: outbox mail (pending, due now, failed) and unpaid orders past expiry',
      labelNames: ['queue'],
      registers: [registry],
      async collect() {
        // A database that does not answer leaves the figure out rather than failing the scrape.
        const figures = await backlogFigures(app.database).catch(() => null)
        if (!figures) return
        for (const [queue, n] of Object.entries(figures)) this.set({ queue }, n)
      },
    })

    app.decorate('metrics', registry)
  },
  { name: 'metrics', dependencies: ['db', 'catalogue-changes'] },
)

/** With DATABASE_READ_URL (decision 052): the replica's pool, and how far its replay is behind. */
function replicaGauges(app: FastifyInstance, registry: Registry): void {
  const pool = app.catalogueReads.client as pg.Pool
  new Gauge({
    name: 'db_read_pool_connections',
    help: 'Read-replica pool connections by state (max: the pool size)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount)
      this.set({ state: 'idle' }, pool.idleCount)
      this.set({ state: 'waiting' }, pool.waitingCount)
      this.set({ state: 'max' }, pool.options.max ?? 10)
    },
  })
  new Gauge({
    name: 'db_read_replica_lag_bytes',
    help: "WAL the read replica has not replayed yet: the primary's position minus the replica's",
    registers: [registry],
    async collect() {
      const lag = await replicaLagBytes(app).catch(() => null)
      if (lag !== null) this.set(lag)
    },
  })
}

async function replicaLagBytes(app: FastifyInstance): Promise<number> {
  const [primary] = await app.database.execute<{ lsn: string }>(sql`select pg_current_wal_lsn()::text as lsn`)
  const [row] = await app.catalogueReads.execute<{ lag: number }>(
    sql`select greatest(pg_wal_lsn_diff(${primary!.lsn}::pg_lsn, pg_last_wal_replay_lsn()), 0)::float8 as lag`,
  )
  return row!.lag
}
