import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '@serendib/db/client'
import { testDatabases } from '@serendib/db/testing'
import { bearer } from '../../../testing/accounts.ts'
import { adminToken, auditRows } from '../../../testing/admin.ts'
import { loginsSuite, type LoginsSuite } from '../../../testing/suites.ts'
import { buildAppOn } from '../../../test-app.ts'
import { DEMO_OCTO_API_KEY } from '../../../services/octo/resellers.ts'

describe.each(testDatabases())('admin resellers and OCTO API keys on %s', (kind) => {
  let s: LoginsSuite
  let admin: string
  beforeAll(async () => {
    s = await loginsSuite(kind)
    admin = await adminToken(s.t.app, s.t.database)
  })
  afterAll(() => s.t.close())

  const adminCall = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin) =>
    s.t.app.inject({ method, url, payload, headers: bearer(token) })
  const octo = (url: string, key: string) =>
    s.t.app.inject({ method: 'GET', url: `/octo${url}`, headers: { authorization: `Bearer ${key}` } })

  it('only admins manage resellers', async () => {
    expect((await s.t.app.inject({ method: 'GET', url: '/api/admin/resellers' })).statusCode).toBe(401)
    expect((await adminCall('GET', '/api/admin/resellers', undefined, s.who.customer)).statusCode).toBe(403)
  })

  it('creates a reseller, issues a key shown once and stored hashed, and revokes it', async () => {
    const created = await adminCall('POST', '/api/admin/resellers', {
      name: 'Lanka Travel Desk',
      contactEmail: 'desk@example.com',
      commissionPercent: 15,
      allowedActivityIds: [s.tour.id],
    })
    expect(created.statusCode).toBe(200)
    const id = created.json().data.id as number
    const issued = await adminCall('POST', `/api/admin/resellers/${id}/keys`)
    expect(issued.statusCode).toBe(200)
    const { key, id: keyId } = issued.json().data as { key: string; id: number }
    expect(key).toMatch(/^octo_/)
    const stored = await queryRows<{ key_hash: string }>(
      s.t.database.db,
      sql`select key_hash from reseller_api_keys where id = ${keyId}`,
    )
    expect(stored[0]?.key_hash).not.toContain(key)
    const listed = (await adminCall('GET', '/api/admin/resellers')).json().data
    expect(JSON.stringify(listed)).not.toContain(key)

    // The key works, and sees only the tours it was allowed.
    const products = await octo('/products', key)
    expect(products.statusCode).toBe(200)
    expect(products.json().map((p: { id: string }) => p.id)).toEqual([String(s.tour.id)])
    expect((await auditRows(s.t.database, 'reseller', id)).map((r) => r.action)).toEqual(
      expect.arrayContaining(['reseller.create', 'reseller.key-issue']),
    )

    // Rate limited per key: a full window answers 429 in OCTO's shape.
    await s.t.database.db.execute(sql`update rate_limit_hits set hits = 10000 where bucket = 'octo:key'`)
    const limited = await octo('/supplier', key)
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error).toBe('TOO_MANY_REQUESTS')
    await s.t.database.db.execute(sql`delete from rate_limit_hits where bucket = 'octo:key'`)

    const revoked = await adminCall('POST', `/api/admin/resellers/${id}/keys/${keyId}/revoke`)
    expect(revoked.statusCode).toBe(200)
    const refused = await octo('/products', key)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ error: 'FORBIDDEN' })
    expect((await adminCall('POST', `/api/admin/resellers/${id}/keys/${keyId}/revoke`)).statusCode).toBe(404)
  })

  it('edits a reseller (name, contact, commission, allowed tours), audited with before and after', async () => {
    const created = await adminCall('POST', '/api/admin/resellers', {
      name: 'Galle Fort Concierge',
      contactEmail: 'concierge@example.com',
      commissionPercent: 10,
    })
    const id = created.json().data.id as number
    const key = (await adminCall('POST', `/api/admin/resellers/${id}/keys`)).json().data.key as string
    expect((await octo('/products', key)).json().length).toBeGreaterThan(1)

    const bad = await adminCall('PUT', `/api/admin/resellers/${id}`, {
      name: 'G',
      contactEmail: 'not-an-email',
      commissionPercent: 120,
    })
    expect(bad.statusCode).toBe(400)
    const options = (
      await adminCall('GET', `/api/admin/tour-options?q=${encodeURIComponent(s.tour.title.slice(0, 8))}`)
    ).json().data
    expect(options.map((o: { id: number }) => o.id)).toContain(s.tour.id)

    const saved = await adminCall('PUT', `/api/admin/resellers/${id}`, {
      name: 'Galle Fort Concierge Desk',
      contactEmail: 'desk@gallefort.example.com',
      commissionPercent: 12,
      allowedActivityIds: [s.tour.id],
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const detail = (await adminCall('GET', `/api/admin/resellers/${id}`)).json().data
    expect(detail).toMatchObject({
      name: 'Galle Fort Concierge Desk',
      commissionPercent: 12,
      allowedActivityIds: [s.tour.id],
      allowedTours: [{ id: s.tour.id, title: s.tour.title }],
    })
    expect(detail.keys).toHaveLength(1)
    // The narrower list applies to the key at once.
    expect((await octo('/products', key)).json().map((p: { id: string }) => p.id)).toEqual([
      String(s.tour.id),
    ])
    const [update] = (await auditRows(s.t.database, 'reseller', id)).filter(
      (r) => r.action === 'reseller.update',
    )
    expect(update).toMatchObject({
      before: { commissionPercent: 10, allowedActivityIds: null },
      after: { commissionPercent: 12, allowedActivityIds: [s.tour.id] },
    })
    const clash = await adminCall('PUT', `/api/admin/resellers/${id}`, {
      name: 'Demo Reseller',
      contactEmail: 'desk@gallefort.example.com',
    })
    expect(clash.statusCode).toBe(409)
    expect((await adminCall('GET', '/api/admin/resellers/99999999')).statusCode).toBe(404)
    expect((await adminCall('PUT', `/api/admin/resellers/${id}`, {}, s.who.supplier)).statusCode).toBe(403)
  })

  it('refuses the demo key when the demo is off (SEED_DEMO=false, as in production)', async () => {
    const production = await buildAppOn(s.t.database, { seedDemo: false })
    try {
      const refused = await production.inject({
        method: 'GET',
        url: '/octo/supplier',
        headers: { authorization: `Bearer ${DEMO_OCTO_API_KEY}` },
      })
      expect(refused.statusCode).toBe(401)
      expect((await octo('/supplier', DEMO_OCTO_API_KEY)).statusCode).toBe(200)
    } finally {
      await production.close()
    }
  })
})
