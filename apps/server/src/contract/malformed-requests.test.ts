/**
 * Issue 12, item 6: a malformed multipart body on the upload endpoints answers 400 (issue 27: on
 * all four, the supplier's avatar and tour photos too, which answered 500), and TRACE
 * and TRACK answer 405, over a real socket too (Node's parser knows no TRACK method at all).
 */
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '@serendib/db/testing'
import { Messages } from '@serendib/domain/messages'
import { buildTestApp, type TestApp } from '../test-app.ts'
import { adminToken } from '../testing/admin.ts'
import { bearer } from '../testing/accounts.ts'
import { supplierOf } from '../testing/bookings.ts'
import { activeTour } from '../testing/reviews.ts'

const boundary = 'SerendibBoundary7MA4YWxkTrZu0gW'
const malformed: [string, string, string][] = [
  [
    'cut short',
    `multipart/form-data; boundary=${boundary}`,
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
  ],
  [
    'no part headers',
    `multipart/form-data; boundary=${boundary}`,
    `--${boundary}\r\n\r\n\r\n--${boundary}--\r\n`,
  ],
  [
    'broken header line',
    `multipart/form-data; boundary=${boundary}`,
    `--${boundary}\r\nContent-Disposition\r\n\r\nx\r\n--${boundary}--\r\n`,
  ],
  [
    'wrong boundary',
    `multipart/form-data; boundary=${boundary}`,
    `--other\r\nContent-Disposition: form-data; name="tid"\r\n\r\n1\r\n--other--\r\n`,
  ],
  [
    'no boundary',
    'multipart/form-data',
    `--${boundary}\r\nContent-Disposition: form-data; name="tid"\r\n\r\n1\r\n--${boundary}--\r\n`,
  ],
  ['empty', `multipart/form-data; boundary=${boundary}`, ''],
]

/** One raw HTTP/1.1 request on a socket; the status line's code. */
function rawStatus(port: number, method: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`${method} ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    )
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk.toString()))
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)))
    socket.on('error', reject)
  })
}

describe.each(testDatabases())('malformed requests on %s', (kind) => {
  let t: TestApp
  let admin = ''
  let supplier = ''
  let tourId = 0
  beforeAll(async () => {
    t = await buildTestApp(kind)
    admin = await adminToken(t.app, t.database)
    tourId = (await activeTour(t.database)).id
    supplier = (await supplierOf(t.app, t.database, tourId)).token
  })
  afterAll(async () => t?.close())

  it.each(malformed)('answers 400 to a multipart body %s on every upload endpoint', async (_, type, body) => {
    for (const [url, headers] of [
      ['/api/review/image/upload', {}],
      ['/api/admin/images', bearer(admin)],
      ['/api/supplier/profile/avatar/work', bearer(supplier)],
      [`/api/supplier/tours/${tourId}/photos`, bearer(supplier)],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': type },
        payload: body,
      })
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400)
      expect(response.json()).toEqual({ status: 'error', message: Messages.imageUploadFailed })
    }
  })

  it('answers TRACE and TRACK with 405, through inject and over a socket', async () => {
    // light-my-request knows no TRACK either: that one only over the socket.
    for (const url of ['/', '/api/search', '/healthz', '/api/booking/checkout']) {
      const response = await t.app.inject({ method: 'TRACE', url })
      expect(response.statusCode, url).toBe(405)
    }
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = t.app.server.address() as net.AddressInfo
    expect(await rawStatus(port, 'TRACE', '/api/search')).toBe(405)
    expect(await rawStatus(port, 'TRACK', '/api/search')).toBe(405)
    expect(await rawStatus(port, 'GET', '/healthz')).toBe(200)
  })
})
