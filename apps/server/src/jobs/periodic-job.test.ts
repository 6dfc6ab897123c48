import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '@serendib/db/testing'
import { buildAppOn, buildTestApp, type TestApp } from '../test-app.ts'
import { jobRound } from './periodic-job.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function sample(app: FastifyInstance, series: string): Promise<number | undefined> {
  const text = await app.metrics.metrics()
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

/** Two app processes on one database, as behind nginx (decision 041). */
describe.each(testDatabases())('periodic jobs across processes on %s', (kind) => {
  let t: TestApp
  let other: FastifyInstance
  beforeAll(async () => {
    t = await buildTestApp(kind, { seed: false })
    other = await buildAppOn(t.database)
  })
  afterAll(async () => {
    await other?.close()
    await t?.close()
  })

  it('runs an exclusive round in one process at a time; the other skips it', async () => {
    let rounds = 0
    let inRound = 0
    let overlapped = false
    const job = {
      name: `exclusive-${kind}`,
      everyMs: 60_000,
      exclusive: true,
      run: async () => {
        rounds++
        inRound++
        if (inRound > 1) overlapped = true
        await sleep(200)
        inRound--
      },
    }
    await Promise.all([jobRound(t.app, job)(), jobRound(other, job)()])
    expect(overlapped).toBe(false)
    const skipped = `job_runs_total{job="${job.name}",outcome="skipped"}`
    const succeeded = `job_runs_total{job="${job.name}",outcome="succeeded"}`
    const counts = {
      succeeded: ((await sample(t.app, succeeded)) ?? 0) + ((await sample(other, succeeded)) ?? 0),
      skipped: ((await sample(t.app, skipped)) ?? 0) + ((await sample(other, skipped)) ?? 0),
    }
    expect(counts).toEqual({ succeeded: 1, skipped: 1 })
    expect(rounds).toBe(1)

    // The lock is free again once the round is over.
    await jobRound(other, job)()
    expect(rounds).toBe(2)
  })

  it('never overlaps a round with itself in one process, and shows failures', async () => {
    let rounds = 0
    const round = jobRound(t.app, {
      name: `failing-${kind}`,
      everyMs: 60_000,
      exclusive: false,
      run: async () => {
        rounds++
        await sleep(50)
        throw new Error('provider down')
      },
    })
    await Promise.all([round(), round()])
    expect(rounds).toBe(1)
    expect(await sample(t.app, `job_runs_total{job="failing-${kind}",outcome="failed"}`)).toBe(1)
    expect(await sample(t.app, `job_running{job="failing-${kind}"}`)).toBe(0)
    expect(await sample(t.app, `job_last_success_timestamp_seconds{job="failing-${kind}"}`)).toBeUndefined()
  })

  it('records when a round last succeeded', async () => {
    const before = Date.now() / 1000
    await jobRound(t.app, {
      name: `ok-${kind}`,
      everyMs: 60_000,
      exclusive: true,
      run: async () => ({ done: 1 }),
    })()
    expect(
      await sample(t.app, `job_last_success_timestamp_seconds{job="ok-${kind}"}`),
    ).toBeGreaterThanOrEqual(Math.floor(before))
  })
})
