/**
 * Issue 12, item 6: a property-based test (fast-check) sends 2,000 generated bad requests,
 * new ones each run (fast-check prints the seed of a failure), across every route Fastify
 * serves: odd path parameters, junk query strings, malformed and mistyped bodies, wrong
 * methods, forged credentials, and real tokens with bodies that cannot parse. None may answer
 * 5xx, and the database must be exactly as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import type { Database } from '@serendib/db/client'
import { testDatabases } from '@serendib/db/testing'
import { buildTestApp, type TestApp } from '../test-app.ts'
import { accessToken } from '../testing/accounts.ts'
import { adminToken } from '../testing/admin.ts'
import { listRoutes, type ListedRoute } from '../testing/route-list.ts'

const RUNS = 2000
/** Counters that every request may move (sign-in throttling); they are not data. */
const NOT_DATA = new Set(['rate_limit_hits'])

/** A digest of every row of every table: any insert, update or delete changes it. */
async function fingerprint(database: Database): Promise<Record<string, string>> {
  const tables = await database.execute<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`,
  )
  const digest: Record<string, string> = {}
  for (const { name } of tables) {
    if (NOT_DATA.has(name)) continue
    const [row] = await database.execute<{ d: string }>(
      sql`select count(*) || ':' || coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as d
            from ${sql.identifier(name)} t`,
    )
    digest[name] = row!.d
  }
  return digest
}

const oddSegment = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e309',
    '99999999999999999999',
    '%00',
    '%ZZ',
    '..%2F..%2Fetc',
    'null',
    '%27%20OR%201%3D1--',
    'x'.repeat(400),
    '%F0%9F%92%A5',
    '%E0%A4%A',
  ),
  fc.integer().map(String),
  fc.string({ maxLength: 24 }).map(encodeURIComponent),
)
const queryString = fc.oneof(
  fc.constant(''),
  fc
    .dictionary(fc.string({ maxLength: 12 }), fc.oneof(fc.string({ maxLength: 40 }), fc.constant('\u0000')), {
      maxKeys: 5,
    })
    .map((d) => `?${new URLSearchParams(d).toString()}`),
  fc.constantFrom(
    '?%',
    '?a[b][c]=1&a=2',
    '?page=-1&per_page=1e9',
    '?q=%00',
    '?&&&==',
    '?limit=NaN',
    `?q=${'a'.repeat(3000)}`,
  ),
)
const MULTIPART = 'multipart/form-data; boundary=fuzz'
const contentType = fc.constantFrom(
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  MULTIPART,
  'text/plain',
  'application/xml',
  'application/json; charset=utf-16',
  'application/octet-stream',
  ';;;',
  '',
)
const malformedJson = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    '{"a":1}}',
    'nul',
    '"\\u0000',
    '{"__proto__":{"x":1}',
    '1e99999x',
    '['.repeat(5000),
  ),
  fc.json().map((j) => j.slice(0, Math.max(1, j.length - 1)) + '\u0000'),
)
const body = fc.oneof(
  malformedJson,
  fc.json({ maxDepth: 3 }),
  fc.string({ maxLength: 200 }),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
  fc.constantFrom(
    '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
    '--fuzz\r\n\r\n--fuzz--',
    'a=1&a=2&b[c]=%ZZ',
  ),
)
const forgedAuth = fc.constantFrom(
  undefined,
  'Bearer',
  'Bearer x',
  'Bearer ' + 'A'.repeat(300),
  'Basic !!!',
  'bearer \u00e9',
  'Token 1',
)
const anyMethod = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE')

interface BadRequest {
  route: ListedRoute
  method: string
  params: string[]
  query: string
  headers: Record<string, string | undefined>
  payload: string | undefined
}

function badRequests(routes: ListedRoute[], tokens: string[]): fc.Arbitrary<BadRequest> {
  const route = fc.constantFrom(...routes)
  const params = fc.array(oddSegment, { minLength: 4, maxLength: 4 })
  // Anyone, or a forged credential, with anything at all.
  const anonymous = fc.record({
    route,
    method: fc.oneof(anyMethod, fc.constant('')),
    params,
    query: queryString,
    headers: fc.record({ 'content-type': contentType, authorization: forgedAuth }),
    payload: fc.option(body, { nil: undefined }),
  })
  // A real token of every kind, with a body that cannot parse: it must stop before the handler.
  const signedIn = fc.record({
    route: fc.constantFrom(...routes.filter((r) => r.methods.some((m) => m !== 'GET' && m !== 'HEAD'))),
    method: fc.constant(''),
    params,
    query: queryString,
    headers: fc.record({
      'content-type': fc.constantFrom('application/json', MULTIPART),
      authorization: fc.constantFrom(...tokens.map((token) => `Bearer ${token}`)),
    }),
    payload: malformedJson,
  })
  return fc.oneof({ arbitrary: anonymous, weight: 3 }, { arbitrary: signedIn, weight: 1 })
}

describe.each(testDatabases())('generated bad requests on %s', (kind) => {
  let t: TestApp
  let tokens: string[] = []
  beforeAll(async () => {
    t = await buildTestApp(kind)
    tokens = [
      await accessToken(t.app, 'customer@serendib.lk', 'Serendib!2026'),
      await accessToken(t.app, 'bookings@lankatrails.example', 'Serendib!2026'),
      await adminToken(t.app, t.database),
    ]
  })
  afterAll(async () => t?.close())

  it(`answers ${RUNS} of them without a 5xx and changes nothing in the database`, async () => {
    const routes = listRoutes(t.app)
    expect(routes.length).toBeGreaterThan(100)
    const before = await fingerprint(t.database)
    let sent = 0
    let ip = 0
    await fc.assert(
      fc.asyncProperty(badRequests(routes, tokens), async (r) => {
        let i = 0
        const filled = r.route.path.replace(/:[A-Za-z]+|\*/g, () => r.params[i++ % r.params.length]!)
        // The root wildcard route `*` filled with '' would be no URL at all.
        const url = (filled.startsWith('/') ? filled : `/${filled}`) + r.query
        const method = r.method || r.route.methods.find((m) => m !== 'GET' && m !== 'HEAD') || 'GET'
        const headers = Object.fromEntries(Object.entries(r.headers).filter(([, v]) => v !== undefined))
        const response = await t.app.inject({
          method: method as 'GET',
          url,
          headers: headers as Record<string, string>,
          // A new address each time, so rate limits do not end the run early.
          remoteAddress: `198.18.${(ip >> 8) & 255}.${ip++ & 255}`,
          ...(r.payload === undefined || method === 'GET' || method === 'HEAD' ? {} : { payload: r.payload }),
        })
        sent++
        expect(response.statusCode, `${method} ${url} → ${response.body.slice(0, 300)}`).toBeLessThan(500)
      }),
      { numRuns: RUNS },
    )
    expect(sent).toBeGreaterThanOrEqual(RUNS)
    const after = await fingerprint(t.database)
    expect(Object.keys(after).filter((name) => after[name] !== before[name])).toEqual([])
  }, 240_000)
})
