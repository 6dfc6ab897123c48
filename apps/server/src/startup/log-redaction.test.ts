import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { pgliteOnly, testDatabases } from '@serendib/db/testing'
import { build } from '../app.ts'
import { loadConfig } from '../config.ts'
import { buildTestApp, testMediaDir, type TestApp } from '../test-app.ts'
import { lastMailTo, linkIn } from '../testing/accounts.ts'
import { REDACTED, redactUrl } from './log-redaction.ts'

describe.each(pgliteOnly())('redactUrl', () => {
  it('replaces token parameters and token path segments, keeps the rest', () => {
    expect(redactUrl('/api/verify/email?token=abc&x=1')).toBe(`/api/verify/email?token=${REDACTED}&x=1`)
    expect(redactUrl('/account/reset-password?a=1&TOKEN=abc')).toBe(
      `/account/reset-password?a=1&TOKEN=${REDACTED}`,
    )
    expect(redactUrl('/tour/review/abc.data?_routes=x')).toBe(`/tour/review/${REDACTED}?_routes=x`)
    expect(redactUrl('/payments/sandbox/12.mac/pay')).toBe(`/payments/sandbox/${REDACTED}/pay`)
    expect(redactUrl('/payments/payhere/12.mac')).toBe(`/payments/payhere/${REDACTED}`)
    expect(redactUrl('/search?q=token')).toBe('/search?q=token')
    expect(redactUrl('/api/search')).toBe('/api/search')
    expect(redactUrl('Route GET:/tour/review/abc not found')).toBe(
      `Route GET:/tour/review/${REDACTED} not found`,
    )
  })
})

describe.each(testDatabases())('the request log on %s', (kind) => {
  let t: TestApp
  let logged: FastifyInstance
  const lines: string[] = []
  beforeAll(async () => {
    t = await buildTestApp(kind)
    const config = loadConfig(
      { NODE_ENV: 'test', LOG_LEVEL: 'info' },
      { mediaDir: testMediaDir, catalogueCacheMs: 0, captchaCost: 1 },
    )
    logged = await build({
      config,
      database: t.database,
      pages: false,
      logStream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString())
          done()
        },
      }),
    })
    await logged.ready()
  })
  afterAll(async () => {
    await logged?.close()
    await t?.close()
  })

  it('never holds a single-use token from a URL', async () => {
    // A real reset link, read from the mail the app sent.
    await logged.inject({
      method: 'POST',
      url: '/api/client/chpwd',
      payload: { username: 'customer@serendib.lk' },
    })
    const reset = linkIn(
      await lastMailTo(t.database, 'customer@serendib.lk', 'reset-password'),
      '/account/reset-password',
    )
    const resetToken = reset.searchParams.get('token')!
    const urls = [
      `/api/client/reset-password?token=${resetToken}`,
      '/api/verify/email?token=verify-secret-1234567890',
      '/api/verify/undo-email-change?token=undo-secret-1234567890',
      '/payments/sandbox/77.payment-page-secret',
      '/payments/payhere/78.payment-page-secret',
      '/tour/review/review-secret-1234567890',
    ]
    for (const url of urls) await logged.inject(url)
    // A request-log line of our own making (as a log controller writes one) is redacted too.
    logged.log.info({ path: '/tour/review/review-secret-by-field', status: 404 }, 'request')
    const log = lines.join('')
    // The request log keeps the path and drops the query, where most tokens travel.
    expect(log).toContain('"path":"/api/verify/email"')
    expect(log).toContain('/payments/sandbox/[redacted]')
    for (const secret of [
      resetToken,
      'verify-secret',
      'undo-secret',
      'payment-page-secret',
      'review-secret',
    ]) {
      expect(log).not.toContain(secret)
    }
  })
})
