import { Writable } from 'node:stream'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
