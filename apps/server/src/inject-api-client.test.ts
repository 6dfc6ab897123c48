import { Writable } from 'node:stream'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { siteSettings } from '@serendib/db/schema/content'
import { testDatabases } from '@serendib/db/testing'
import { buildAppOn, buildTestApp, type TestApp } from './test-app.ts'
import { createInjectApiClient } from './inject-api-client.ts'

/**
 * Server rendering's in-process calls (decision 068): the same routes, validation and answers
 * as over HTTP, but part of the page's request: no log line, no request metric, no CSP nonce of
 * their own. A visitor cannot pass for one by sending the header.
 */
describe.each(testDatabases())('in-process API calls on %s', (kind) => {
  let t: TestApp
  let app: FastifyInstance
  const lines: string[] = []
  // Stands in for the page request the calls are made for.
  const page = { ip: '203.0.113.9', id: 'req-page-1' } as unknown as FastifyRequest
  const requestLines = () => lines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'request')
  const requestsCounted = async (route: string) => {
    const text = await app.metrics.metrics()
    const line = text
      .split('\n')
      .find((l) => l.startsWith('http_requests_total{') && l.includes(`route="${route}"`))
    return line ? Number(line.split(' ').at(-1)) : 0
  }

  beforeAll(async () => {
    t = await buildTestApp(kind)
    app = await buildAppOn(
      t.database,
      { logLevel: 'info' },
      {
        logStream: new Writable({
          write(chunk: Buffer, _encoding, done) {
            lines.push(chunk.toString())
            done()
          },
        }),
      },
    )
  })
  afterAll(async () => {
    await app?.close()
    await t?.close()
  })

  it('answers as over HTTP, writes no log line and counts no request of its own', async () => {
    const api = createInjectApiClient(app, page)
    lines.length = 0
    const before = await requestsCounted('/api/settings/site/get')
    const reply = await api.get<{ status: string; data: { title: string } }>('/api/settings/site/get')
    const overHttp = await app.inject('/api/settings/site/get')
    expect(reply).toEqual({ ok: true, status: 200, body: overHttp.json() })
    // One line and one count: the visitor's request, not the call made for a page.
    expect(requestLines().map((line) => line.path)).toEqual(['/api/settings/site/get'])
    expect(await requestsCounted('/api/settings/site/get')).toBe(before + 1)
    expect(overHttp.headers['content-security-policy']).toBeTruthy()
  })

  it('still validates: a bad query is refused with the route’s message', async () => {
    const api = createInjectApiClient(app, page)
    const reply = await api.get('/api/activity?id=not-a-number')
    const overHttp = await app.inject('/api/activity?id=not-a-number')
    expect(reply.ok).toBe(false)
    expect(reply.status).toBe(overHttp.statusCode)
    expect(reply.body).toEqual(overHttp.json())
  })

  it('is not skipped for a visitor who sends the header', async () => {
    lines.length = 0
    const answer = await app.inject({
      url: '/api/site-mode',
      headers: { 'x-serendib-internal': 'guess' },
    })
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-security-policy']).toBeTruthy()
    expect(requestLines().map((line) => line.path)).toEqual(['/api/site-mode'])
  })
})

/**
 * With the catalogue cache on (decision 068, "Since: cached answers without a request cycle"): an
 * in-process GET whose URL was answered from the cache reads the same bytes from it; anything
 * else still goes through the route.
 */
describe.each(testDatabases())('in-process API calls with the catalogue cache on, on %s', (kind) => {
  let t: TestApp
  let app: FastifyInstance
  const page = { ip: '203.0.113.9', id: 'req-page-2' } as unknown as FastifyRequest
  /** Requests that went through Fastify's request cycle (app.inject), by URL. */
  let injected: string[] = []

  beforeAll(async () => {
    t = await buildTestApp(kind)
    app = await buildAppOn(t.database, { catalogueCacheMs: 60_000 })
    const inject = app.inject.bind(app)
    vi.spyOn(app, 'inject').mockImplementation(((options: { url: string }) => {
      injected.push(options.url)
      return inject(options as never)
    }) as never)
  })
  afterAll(async () => {
    vi.restoreAllMocks()
    await app?.close()
    await t?.close()
  })

  it('reads a cached answer without the request cycle: same body as over HTTP', async () => {
    const api = createInjectApiClient(app, page)
    app.catalogueChanges.changed()
    injected = []
    const first = await api.get('/api/settings/site/get')
    const second = await api.get('/api/settings/site/get')
    const third = await api.get('/api/settings/site/get')
    expect(injected).toEqual(['/api/settings/site/get'])
    const overHttp = await app.inject('/api/settings/site/get')
    expect(first).toEqual({ ok: true, status: 200, body: overHttp.json() })
    expect(second).toEqual(first)
    expect(third).toEqual(first)
    // Each call parses its own copy: a loader that changes what it got changes no other page.
    expect(second.body).not.toBe(third.body)
  })

  it('goes through the route again once the catalogue changed, and shows the change', async () => {
    const api = createInjectApiClient(app, page)
    await api.get('/api/settings/site/get')
    await api.get('/api/settings/site/get')
    const [before] = await app.database.db.select().from(siteSettings).limit(1)
    await app.database.db.update(siteSettings).set({ title: 'Serendib, freshly edited' })
    try {
      app.catalogueChanges.changed()
      injected = []
      const reply = await api.get<{ data: { title: string } }>('/api/settings/site/get')
      expect(injected).toEqual(['/api/settings/site/get'])
      expect(reply.ok && reply.body.data.title).toBe('Serendib, freshly edited')
    } finally {
      await app.database.db.update(siteSettings).set({ title: before!.title })
      app.catalogueChanges.changed()
    }
  })

  it('goes through the route for a session, a failure, a new URL and what only a visitor asked', async () => {
    const api = createInjectApiClient(app, page)
    await api.get('/api/settings/site/get')
    injected = []
    // A call with a token keeps its guards.
    await api.get('/api/settings/site/get', { token: 'not-a-token' })
    // A refused query is never kept: each call is validated again.
    const bad = await api.get('/api/activity?id=not-a-number')
    const badAgain = await api.get('/api/activity?id=not-a-number')
    expect(bad.ok).toBe(false)
    expect(badAgain).toEqual(bad)
    expect(injected).toEqual([
      '/api/settings/site/get',
      '/api/activity?id=not-a-number',
      '/api/activity?id=not-a-number',
    ])
    // A visitor's request fills the cache but names no URL for in-process reads.
    await app.inject('/api/content/site/get')
    injected = []
    await api.get('/api/content/site/get')
    await api.get('/api/content/site/get')
    expect(injected).toEqual(['/api/content/site/get'])
  })
})
