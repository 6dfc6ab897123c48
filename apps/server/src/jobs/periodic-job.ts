/**
 * The one way a periodic background job runs (decision 041): a timer that never overlaps itself
 * in a process, optionally one round at a time across processes (`exclusive`: an advisory lock,
 * for work that calls outside services and cannot claim its rows), and its state as metrics:
 * `job_runs_total{job,outcome=succeeded|failed|skipped}`, `job_running{job}` and
 * `job_last_success_timestamp_seconds{job}`. Jobs whose due rows are claimed with
 * FOR UPDATE SKIP LOCKED (order expiry, booking completion, the outbox) need no lock: several
 * processes share the rows, each row done once.
 */
import type { FastifyInstance } from 'fastify'
import { Counter, Gauge, type Registry } from 'prom-client'
import { runExclusive } from '../services/system/exclusive.ts'

export interface PeriodicJob {
  name: string
  everyMs: number
  /** Delay of the first round; `everyMs` unless given. */
  firstMs?: number
  exclusive: boolean
  /** One round; what it returns is logged when it did something. */
  run: () => Promise<Record<string, number> | void>
}

function jobMetrics(registry: Registry) {
  const existing = registry.getSingleMetric('job_runs_total') as Counter<'job' | 'outcome'> | undefined
  if (existing) {
    return {
      runs: existing,
      running: registry.getSingleMetric('job_running') as Gauge<'job'>,
      lastSuccess: registry.getSingleMetric('job_last_success_timestamp_seconds') as Gauge<'job'>,
    }
  }
  return {
    runs: new Counter({
      name: 'job_runs_total',
      help: 'Background job rounds by outcome (skipped: another process held the round)',
      labelNames: ['job', 'outcome'],
      registers: [registry],
    }),
    running: new Gauge({
      name: 'job_running',
      help: 'Background job rounds running in this process',
      labelNames: ['job'],
      registers: [registry],
    }),
    lastSuccess: new Gauge({
      name: 'job_last_success_timestamp_seconds',
      help: 'When a round of the job last finished without error (Unix time)',
      labelNames: ['job'],
      registers: [registry],
    }),
  }
}

/** One round now (also what the timer calls); resolves when it is over, never rejects. */
export function jobRound(app: FastifyInstance, job: PeriodicJob): () => Promise<void> {
  const metrics = jobMetrics(app.metrics)
  let running = false
  return async () => {
    if (running) return
    running = true
    metrics.running.inc({ job: job.name })
    try {
      const round = job.exclusive
        ? await runExclusive(app.database, job.name, job.run)
        : { ran: true as const, value: await job.run() }
      if (!round.ran) {
        metrics.runs.inc({ job: job.name, outcome: 'skipped' })
        return
      }
      metrics.runs.inc({ job: job.name, outcome: 'succeeded' })
      metrics.lastSuccess.set({ job: job.name }, Date.now() / 1000)
      const figures = round.value
      if (figures && Object.values(figures).some((n) => n > 0))
        app.log.info({ job: job.name, ...figures }, 'job round')
    } catch (error) {
      metrics.runs.inc({ job: job.name, outcome: 'failed' })
      app.log.warn({ job: job.name, err: error }, 'job round failed')
    } finally {
      running = false
      metrics.running.dec({ job: job.name })
    }
  }
}

export function schedulePeriodicJob(app: FastifyInstance, job: PeriodicJob): void {
  const round = jobRound(app, job)
  let timer: NodeJS.Timeout | undefined
  let current: Promise<void> | undefined
  let stopped = false
  const next = (ms: number) => {
    if (stopped) return
    timer = setTimeout(() => {
      current = round().finally(() => next(job.everyMs))
    }, ms)
    // A job must never keep a finished process (or a test run) alive.
    timer.unref()
  }
  next(job.firstMs ?? job.everyMs)
  app.addHook('onClose', async () => {
    stopped = true
    clearTimeout(timer)
    await current
  })
}
