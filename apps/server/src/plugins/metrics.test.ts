import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '@serendib/db/client'
import { emailOutbox } from '@serendib/db/schema/outbox'
import { pgliteOnly, testDatabases } from '@serendib/db/testing'
import { buildAppOn, buildTestApp, type TestApp } from '../test-app.ts'

/** Log lines as parsed JSON, as pino writes them. */
function logSink() {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line))
      done()
    },
  })
  return { lines, stream }
}

/** One sample's value from the text format, e.g. value(text, 'http_requests_total{method="GET",…}'). */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe.each(testDatabases())('observability on %s', (kind) => {
  let t: TestApp
  let app: FastifyInstance
  const log = logSink()

  beforeAll(async () => {
    t = await buildTestApp(kind, { seed: false })
    app = await buildAppOn(t.database, { logLevel: 'info' }, { logStream: log.stream })
  })
  afterAll(async () => {
    await app?.close()
    await t?.close()
  })

  const scrape = async () => {
    const response = await app.inject('/metrics')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    return response.body
  }

  it('counts requests and their latency per route pattern, not per URL', async () => {
    for (const id of [1, 2, 3]) await app.inject(`/api/activity?id=${900_000 + id}`)
    await app.inject('/healthz')
    await app.inject('/no/such/page/at/all')
    const text = await scrape()
    expect(value(text, 'http_requests_total{method="GET",route="/api/activity",status_code="404"}')).toBe(3)
    expect(value(text, 'http_requests_total{method="GET",route="/healthz",status_code="200"}')).toBe(1)
    expect(
      value(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/activity",status_code="404"}',
      ),
    ).toBe(3)
    expect(
      value(
        text,
        'http_request_duration_seconds_bucket{le="10",method="GET",route="/healthz",status_code="200"}',
      ),
    ).toBe(1)
    expect(text).toContain('route="unmatched"')
    expect(text).not.toContain('/no/such/page')
    expect(value(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0)
    expect(value(text, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1)
  })

  it('shows the outbox backlog and counts cache clears', async () => {
    const before = value(await scrape(), 'job_backlog_items{queue="outbox_pending"}')
    expect(before).toBe(0)
    await t.database.db.insert(emailOutbox).values([
      { to: 'a@example.com', subject: 's', html: 'h', text: 't' },
      {
        to: 'b@example.com',
        subject: 's',
        html: 'h',
        text: 't',
        nextAttemptAt: new Date(Date.now() + 3_600_000),
      },
    ])
    app.catalogueChanges.changed()
    const text = await scrape()
    expect(value(text, 'job_backlog_items{queue="outbox_pending"}')).toBe(2)
    expect(value(text, 'job_backlog_items{queue="outbox_due"}')).toBe(1)
    expect(value(text, 'job_backlog_items{queue="outbox_failed"}')).toBe(0)
    expect(value(text, 'job_backlog_items{queue="orders_due_expiry"}')).toBe(0)
    expect(value(text, 'catalogue_cache_clears_total')).toBeGreaterThanOrEqual(1)
  })

  it('lets only a direct loopback scraper read /metrics when no token is set', async () => {
    expect((await app.inject({ url: '/metrics', remoteAddress: '10.1.2.3' })).statusCode).toBe(403)
    // Through nginx on the same host the socket is loopback, but the proxy says who asked.
    const proxied = await app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } })
    expect(proxied.statusCode).toBe(403)
    expect(proxied.json()).toEqual({ status: 'error', message: 'You are not allowed to do that' })
    expect((await app.inject({ url: '/metrics', remoteAddress: '::1' })).statusCode).toBe(200)
  })

  it('writes one structured line per request, with its route and duration', async () => {
    log.lines.length = 0
    const response = await app.inject({
      url: '/api/activity?id=999999&token=secret',
      headers: { 'x-request-id': 'req-41' },
    })
    expect(response.statusCode).toBe(404)
    const mine = log.lines.filter((line) => line.reqId === 'req-41')
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({
      msg: 'request',
      level: 30,
      method: 'GET',
      path: '/api/activity',
      route: '/api/activity',
      status: 404,
      ms: expect.any(Number),
    })
    expect(JSON.stringify(mine[0])).not.toContain('secret')

    await app.inject({ url: '/no/such/thing', headers: { 'x-request-id': 'req-42' } })
    const unmatched = log.lines.filter((line) => line.reqId === 'req-42')
    expect(unmatched).toHaveLength(1)
    expect(unmatched[0]).toMatchObject({ msg: 'request', route: null, status: 404 })
  })
})

describe.each(pgliteOnly())('/metrics with METRICS_TOKEN', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp('pglite', { seed: false, config: { metricsToken: 'scrape-token-0123456789' } })
  })
  afterAll(async () => t?.close())

  it('answers only the bearer of the token, from anywhere', async () => {
    const as = (authorization?: string) =>
      t.app.inject({
        url: '/metrics',
        remoteAddress: '10.9.8.7',
        headers: authorization ? { authorization } : {},
      })
    expect((await as()).statusCode).toBe(403)
    expect((await as('Bearer wrong-token-0123456789')).statusCode).toBe(403)
    expect((await t.app.inject('/metrics')).statusCode).toBe(403)
    expect((await as('Bearer scrape-token-0123456789')).statusCode).toBe(200)
  })
})

describe.each(pgliteOnly())('/readyz', () => {
  it('is 503 while migrations are not applied, and while the database is unreachable', async () => {
    const bare = await openDatabase({ memory: true })
    const app = await buildAppOn(bare)
    try {
      const unmigrated = await app.inject('/readyz')
      expect(unmigrated.statusCode).toBe(503)
      expect(unmigrated.json()).toEqual({ status: 'error', message: 'Migrations are not applied' })
      await bare.close()
      const gone = await app.inject('/readyz')
      expect(gone.json()).toEqual({ status: 'error', message: 'Database unreachable' })
      expect((await app.inject('/healthz')).statusCode).toBe(200)
      const text = (await app.inject('/metrics')).body
      expect(value(text, 'http_request_errors_total{method="GET",route="/readyz",status_code="503"}')).toBe(2)
    } finally {
      await app.close()
    }
  })
})
