import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '@serendib/db/testing'
import { AreaMessages } from '@serendib/domain/messages/areas'
import { bearer } from '../../../testing/accounts.ts'
import { loginsSuite, type LoginsSuite } from '../../../testing/suites.ts'

interface Endpoint {
  method: string
  url: string
}

/**
 * Every /api/admin/** operation of the OpenAPI document, so endpoints others add later are
 * covered without touching this file. Path parameters become 1.
 */
async function adminEndpoints(s: LoginsSuite): Promise<Endpoint[]> {
  const doc = (await s.t.app.inject('/api/docs/json')).json() as {
    paths: Record<string, Record<string, unknown>>
  }
  const endpoints: Endpoint[] = []
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/admin/')) continue
    for (const method of Object.keys(operations)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue
      endpoints.push({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1') })
    }
  }
  return endpoints
}

describe.each(testDatabases())('the /api/admin/** guard on %s', (kind) => {
  let s: LoginsSuite
  let endpoints: Endpoint[]
  beforeAll(async () => {
    s = await loginsSuite(kind)
    endpoints = await adminEndpoints(s)
  })
  afterAll(() => s.t.close())

  it('finds the admin endpoints in the OpenAPI document', () => {
    // The audit log, bookings, content and moderation each add several.
    expect(endpoints.length).toBeGreaterThan(30)
    expect(endpoints).toContainEqual({ method: 'GET', url: '/api/admin/audit-log' })
    // The translations of site content (decision 086) are swept like the rest.
    expect(endpoints).toContainEqual({ method: 'GET', url: '/api/admin/translations/1/1' })
    expect(endpoints).toContainEqual({ method: 'PUT', url: '/api/admin/translations/1/1/1' })
  })

  it('answers anonymous callers 401 and customers and suppliers 403, changing nothing', async () => {
    const wrong: string[] = []
    for (const { method, url } of endpoints) {
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {}
      const anonymous = await s.t.app.inject({ method: method as 'GET', url, payload })
      if (anonymous.statusCode !== 401) wrong.push(`${method} ${url} anonymous → ${anonymous.statusCode}`)
      for (const [who, token] of [
        ['customer', s.who.customer],
        ['supplier', s.who.supplier],
      ] as const) {
        const response = await s.t.app.inject({
          method: method as 'GET',
          url,
          payload,
          headers: bearer(token),
        })
        if (response.statusCode !== 403) wrong.push(`${method} ${url} ${who} → ${response.statusCode}`)
        else if (response.json().message !== AreaMessages.adminsOnly)
          wrong.push(`${method} ${url} ${who} message`)
      }
    }
    expect(wrong).toEqual([])
    const audit = await s.t.app.inject({ url: '/api/admin/audit-log', headers: bearer(s.who.admin) })
    expect(audit.json().data.total).toBe(0)
  })

  it('lets an admin in and marks answers no-store', async () => {
    const response = await s.t.app.inject({ url: '/api/admin/audit-log', headers: bearer(s.who.admin) })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
  })
})
