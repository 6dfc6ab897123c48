import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '@serendib/db/client'
import { pgliteOnly, testDatabases } from '@serendib/db/testing'
import { auditSubjectTypes } from '@serendib/domain/audit-subjects'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { bearer } from '../../../testing/accounts.ts'
import { adminToken } from '../../../testing/admin.ts'
import { bookTour } from '../../../testing/bookings.ts'
import { bookingSuite, type BookingSuite } from '../../../testing/suites.ts'

const root = path.resolve(fileURLToPath(import.meta.url), '../../../../../../..')

/** Every source file under `dir` (tests left out). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : []
  })
}

describe.each(pgliteOnly())('the audit log subjects', () => {
  it('lists every subject the code records, so each is filterable (issue 29: currency was not)', () => {
    const recorded = new Set<string>()
    for (const file of [
      ...sources(path.join(root, 'apps/server/src')),
      ...sources(path.join(root, 'scripts')),
    ]) {
      const text = readFileSync(file, 'utf8')
      // recordAudit(tx, { ..., subject: { type: 'booking', ... } }) and content kinds' `subject: 'deal'`.
      for (const m of text.matchAll(/subject: \{ type: '([a-z_-]+)'/g)) recorded.add(m[1]!)
      for (const m of text.matchAll(/^\s+subject: '([a-z_-]+)',$/gm)) recorded.add(m[1]!)
    }
    expect(recorded.size).toBeGreaterThan(15)
    expect(recorded).toContain('currency')
    expect([...recorded].filter((type) => !(auditSubjectTypes as string[]).includes(type))).toEqual([])
  })
})

describe.each(testDatabases())('the audit log read by people on %s', (kind) => {
  let s: BookingSuite
  let admin: string
  beforeAll(async () => {
    s = await bookingSuite(kind)
    admin = await adminToken(s.t.app, s.t.database)
  })
  afterAll(() => s.t.close())

  const get = async (url: string) => (await s.t.app.inject({ url, headers: bearer(admin) })).json().data

  it('names bookings by reference and tours by code, and finds them by those', async () => {
    // Issue 29: the log said "booking 68".
    const id = await bookTour(s.t.app, s.t.database, s.customer.token, {
      tour: s.tour,
      day: addDays(todayInColombo(), 12),
    })
    const disputed = await s.t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${id}/transition`,
      headers: bearer(admin),
      payload: { action: 'dispute', reason: 'Chargeback from the bank' },
    })
    expect(disputed.statusCode).toBe(200)
    const reference = disputed.json().data.booking_reference as string
    const page = await get(`/api/admin/audit-log?subject_type=booking&subject_id=${reference.toLowerCase()}`)
    expect(page.data.map((e: { action: string }) => e.action)).toEqual(['booking.dispute'])
    expect(page.data[0]).toMatchObject({ subject_id: String(id), subject_label: reference })
    // The booking's own page reads the same labels.
    const detail = (await s.t.app.inject({ url: `/api/admin/bookings/${id}`, headers: bearer(admin) })).json()
    expect(detail.data.audit[0]).toMatchObject({ subject_label: reference })

    const [tour] = await queryRows<{ tour_id: string; title: string }>(
      s.t.database.db,
      sql`select tour_id, title from activities where id = ${s.tour.id}`,
    )
    await s.t.database.execute(sql`update activities set featured = false where id = ${s.tour.id}`)
    await s.t.app.inject({
      method: 'POST',
      url: `/api/admin/tours/${s.tour.id}/feature`,
      headers: bearer(admin),
      payload: { featured: true },
    })
    const tours = await get(`/api/admin/audit-log?subject_type=tour&subject_id=${tour!.tour_id}`)
    expect(tours.data[0]).toMatchObject({
      action: 'tour.feature',
      subject_label: `${tour!.tour_id} · ${tour!.title}`,
    })
  })

  it('filters currency changes like any other subject', async () => {
    const saved = await s.t.app.inject({
      method: 'PUT',
      url: '/api/admin/currency-rates/INR',
      headers: bearer(admin),
      payload: { units_per_usd: 84.1, rate_date: '2026-11-20', confirm: true },
    })
    expect(saved.statusCode).toBe(200)
    const page = await get('/api/admin/audit-log?subject_type=currency&subject_id=INR')
    expect(page.total).toBeGreaterThan(0)
    expect(page.data.every((e: { subject_type: string }) => e.subject_type === 'currency')).toBe(true)
    expect(page.data[0]).toMatchObject({
      action: 'currency.rate',
      after: { code: 'INR', units_per_usd: 84.1 },
    })
    // Whatever the log holds is a subject the console's filter offers.
    const types = await queryRows<{ subject_type: string }>(
      s.t.database.db,
      sql`select distinct subject_type from audit_log`,
    )
    expect(
      types.map((t) => t.subject_type).filter((t) => !(auditSubjectTypes as string[]).includes(t)),
    ).toEqual([])
  })

  it('names a booking that an entry points at by id inside its before or after', async () => {
    const id = await bookTour(s.t.app, s.t.database, s.customer.token, {
      tour: s.tour,
      day: addDays(todayInColombo(), 13),
    })
    const [row] = await queryRows<{ booking_reference: string }>(
      s.t.database.db,
      sql`select booking_reference from bookings where id = ${id}`,
    )
    await s.t.database.execute(
      sql`insert into audit_log (actor_role, actor_label, action, subject_type, subject_id, after)
          values ('system', 'test', 'payment.reference-in-use', 'payment', '1',
                  ${JSON.stringify({ booking_id: id, amount_cents: 100 })}::jsonb)`,
    )
    const page = await get('/api/admin/audit-log?action=payment.reference-in-use')
    expect(page.data[0].references).toEqual({ [`booking:${id}`]: row!.booking_reference })
  })
})
