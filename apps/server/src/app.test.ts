import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pgliteOnly, testDatabases } from '@serendib/db/testing'
import { buildTestApp, type TestApp } from './test-app.ts'

describe.each(testDatabases())('the API foundation on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(kind, { seed: false })
  })
  afterAll(async () => t?.close())

  it('answers liveness and readiness', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' })
    const ready = await t.app.inject('/readyz')
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ status: 'ok' })
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject('/api/no-such-thing')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ status: 'error', message: 'Not found' })
  })

  it('refuses malformed JSON with a clear 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/email/inquiry',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Nimal",',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ status: 'error', message: 'The request body is not valid JSON' })
  })

  it('refuses wrong types and unknown query values with a 400 naming the field', async () => {
    for (const url of [
      '/api/search?page=abc',
      '/api/search?tour_type=9',
      '/api/search?price_min=-5',
      '/api/search?location=1;drop',
    ]) {
      const response = await t.app.inject(url)
      expect(response.statusCode, url).toBe(400)
      const body = response.json()
      expect(body.status).toBe('error')
      expect(body.message, url).toMatch(/page|tour_type|price_min|location/)
    }
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/email/sub',
      payload: { email: ['a@b.lk'] },
    })
    expect(wrongType.statusCode).toBe(400)
  })

  it('refuses a huge body with 413 and a message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/email/inquiry',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }),
    })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ status: 'error', message: 'The request body is too large' })
  })

  it('sends security headers', async () => {
    const response = await t.app.inject('/healthz')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['x-frame-options']).toBe('DENY')
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'")
    expect(response.headers['strict-transport-security']).toBeUndefined()
    const behindTls = await t.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } })
    expect(behindTls.headers['strict-transport-security']).toBeUndefined() // proxy headers are not trusted by default
  })
})

describe.each(pgliteOnly())('behind a TLS-terminating proxy', () => {
  it('sends HSTS only for requests that arrived over https', async () => {
    // app.inject() comes from 127.0.0.1: the proxy here.
    const t = await buildTestApp('pglite', { seed: false, trustProxy: { addresses: ['127.0.0.1'] } })
    try {
      const https = await t.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } })
      expect(https.headers['strict-transport-security']).toContain('max-age=')
      const http = await t.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'http' } })
      expect(http.headers['strict-transport-security']).toBeUndefined()
    } finally {
      await t.close()
    }
  })
})
