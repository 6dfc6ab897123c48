import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { queryRows } from '@serendib/db/client'
import { testDatabases } from '@serendib/db/testing'
import { AreaMessages } from '@serendib/domain/messages/areas'
import { BookingStatus } from '@serendib/domain/booking-status'
import { todayInColombo } from '@serendib/domain/dates'
import { StaffMessages, type StaffRole } from '@serendib/domain/staff'
import { buildTestApp, type TestApp } from '../../../test-app.ts'
import { accessToken, bearer, lastMailTo, linkIn, webClient } from '../../../testing/accounts.ts'
import { supplierOf } from '../../../testing/bookings.ts'
import { activeTour, insertBooking, logins, type Logins } from '../../../testing/reviews.ts'
import { tourOfAnotherSupplier } from '../../../testing/suites.ts'

const PASSWORD = 'Guide-pass-2026!'

/**
 * What each staff role may call in /api/supplier/** (decision 074). Everything else answers
 * them 403: money (earnings, payouts, the profile's bank details), tours, staff.
 */
const guideMay = [
  'GET /api/supplier/me',
  'GET /api/supplier/manifest',
  'GET /api/supplier/manifest.csv',
  'POST /api/supplier/check-in',
]
const officeMay = [
  ...guideMay,
  'GET /api/supplier/check-in/recent',
  'GET /api/supplier/bookings',
  'GET /api/supplier/bookings/summary',
  'GET /api/supplier/bookings/{id}',
  'POST /api/supplier/bookings/{id}/confirm',
  'POST /api/supplier/bookings/{id}/reject',
  'POST /api/supplier/bookings/{id}/cancel',
  'POST /api/supplier/bookings/{id}/no-show',
  'GET /api/supplier/bookings/{id}/resources',
  'PUT /api/supplier/bookings/{id}/resources',
  'POST /api/supplier/bookings/{id}/resources/auto',
  'POST /api/supplier/amendments/{id}/accept',
  'POST /api/supplier/amendments/{id}/reject',
  'GET /api/supplier/resources',
  'POST /api/supplier/resources',
  'PUT /api/supplier/resources/{id}',
  'DELETE /api/supplier/resources/{id}',
  'PUT /api/supplier/resources/{id}/days-off/{day}',
  'DELETE /api/supplier/resources/{id}/days-off/{day}',
  'POST /api/supplier/resources/{id}/photo',
  'DELETE /api/supplier/resources/{id}/photo',
]

interface Staff {
  id: number
  email: string
  token: string
}

describe.each(testDatabases())('supplier staff on %s', (kind) => {
  let t: TestApp
  let who: Logins
  let a: Awaited<ReturnType<typeof supplierOf>>
  let b: Awaited<ReturnType<typeof supplierOf>>
  let tourA: number
  let tourB: number
  const staff: Partial<Record<StaffRole | 'guideB', Staff>> = {}

  const api = (token: string, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers: bearer(token), payload })

  async function invite(
    supplierToken: string,
    role: StaffRole,
    name: string,
    guide?: number,
  ): Promise<Staff> {
    const email = `${name}-${kind}@staff.example`
    const invited = await api(supplierToken, 'POST', '/api/supplier/staff', {
      email,
      first_name: name,
      role,
      guide_resource_id: guide ?? null,
    })
    expect(invited.statusCode, invited.body).toBe(200)
    expect(invited.json().data.state).toBe('invited')
    // The invitation is the set-password link: choosing a password accepts it.
    const link = linkIn(await lastMailTo(t.database, email, 'staff-invite'), '/account/reset-password')
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/client/reset-password',
      payload: { token: link.searchParams.get('token'), password: PASSWORD, confim_password: PASSWORD },
    })
    expect(accepted.statusCode, accepted.body).toBe(200)
    return { id: invited.json().data.id, email, token: await accessToken(t.app, email, PASSWORD) }
  }

  async function guideResource(token: string, name: string): Promise<number> {
    const made = await api(token, 'POST', '/api/supplier/resources', {
      kind: 'guide',
      name,
      phone: '+94 77 111 2222',
      languages: ['English', 'සිංහල'],
      licence_number: 'SLTDA-42',
    })
    expect(made.statusCode, made.body).toBe(200)
    return made.json().data.id
  }

  async function todaysBooking(activityId: number, supplierId: number): Promise<{ id: number; ref: string }> {
    const booking = await insertBooking(t.database, {
      userId: who.customerId,
      activityId,
      supplierUserId: supplierId,
      status: BookingStatus.confirmed,
      startOffset: 0,
    })
    return { id: booking.id, ref: booking.bookingReference }
  }

  let guideA: number
  let guideB: number
  let mine: { id: number; ref: string }
  let notMine: { id: number; ref: string }
  let otherSuppliers: { id: number; ref: string }

  beforeAll(async () => {
    t = await buildTestApp(kind)
    who = await logins(t.app, t.database)
    const tour = await activeTour(t.database, 0)
    tourA = tour.id
    a = await supplierOf(t.app, t.database, tour.id)
    const other = await tourOfAnotherSupplier(t, a.id)
    tourB = other.tour.id
    b = other.supplier
    guideA = await guideResource(a.token, 'Kamal')
    guideB = await guideResource(b.token, 'Sunil')
    staff.guide = await invite(a.token, 'guide', 'guide', guideA)
    staff.office = await invite(a.token, 'office', 'office')
    staff.driver = await invite(a.token, 'driver', 'driver')
    staff.guideB = await invite(b.token, 'guide', 'guideb', guideB)
    mine = await todaysBooking(tourA, a.id)
    notMine = await todaysBooking(tourA, a.id)
    otherSuppliers = await todaysBooking(tourB, b.id)
    // Kamal drives the first booking; Sunil drives supplier B's.
    expect(
      (await api(a.token, 'PUT', `/api/supplier/bookings/${mine.id}/resources`, { guide_id: guideA }))
        .statusCode,
    ).toBe(200)
    expect(
      (
        await api(b.token, 'PUT', `/api/supplier/bookings/${otherSuppliers.id}/resources`, {
          guide_id: guideB,
        })
      ).statusCode,
    ).toBe(200)
  })
  afterAll(() => t.close())

  it('answers every /api/supplier/** call by role: anonymous 401, others 403, staff only what their role may', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, unknown>>
    }
    const endpoints = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/supplier/'))
      .flatMap(([path, ops]) =>
        Object.keys(ops)
          .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
          .map((m) => `${m.toUpperCase()} ${path.replace(/(.)\/$/, '$1')}`),
      )
    for (const route of [
      ...officeMay,
      'GET /api/supplier/staff',
      'POST /api/supplier/staff',
      'GET /api/supplier/earnings',
    ])
      expect(endpoints).toContain(route)
    const wrong: string[] = []
    for (const endpoint of endpoints) {
      const [method, path] = endpoint.split(' ') as [string, string]
      const url =
        path.replace('{day}', '2030-01-01').replace(/\{[^}]+\}/g, '2147483646') +
        (path.includes('manifest') ? '?date=2030-01-01' : '')
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {}
      const anonymous = await t.app.inject({ method: method as 'GET', url, payload })
      if (anonymous.statusCode !== 401) wrong.push(`${endpoint} anonymous → ${anonymous.statusCode}`)
      for (const [name, token] of [
        ['customer', who.customer],
        ['admin', who.admin],
      ] as const) {
        const r = await api(token, method, url, payload)
        if (r.statusCode !== 403 || r.json().message !== AreaMessages.suppliersOnly)
          wrong.push(`${endpoint} ${name} → ${r.statusCode}`)
      }
      for (const role of ['guide', 'driver', 'office'] as const) {
        const allowed = (role === 'office' ? officeMay : guideMay).includes(endpoint)
        const r = await api(staff[role]!.token, method, url, payload)
        if (allowed && r.statusCode === 403) wrong.push(`${endpoint} ${role} refused`)
        if (!allowed && (r.statusCode !== 403 || r.json().message !== StaffMessages.staffOnlyForSupplier))
          wrong.push(`${endpoint} ${role} → ${r.statusCode}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('keeps money from staff: no earnings, payouts or bank details, for office staff either', async () => {
    for (const role of ['guide', 'driver', 'office'] as const) {
      for (const url of [
        '/api/supplier/earnings',
        '/api/supplier/payout-statements',
        '/api/supplier/profile',
        '/api/supplier/staff',
      ]) {
        const r = await api(staff[role]!.token, 'GET', url)
        expect(r.statusCode, `${role} ${url}`).toBe(403)
      }
    }
    const sheet = await api(staff.guide!.token, 'GET', `/api/supplier/manifest?date=${todayInColombo()}`)
    expect(sheet.body).not.toMatch(/cents|amount|price|commission/i)
  })

  it('gives a guide the trip sheet of their own trips only, and checks in only their guests', async () => {
    const me = await api(staff.guide!.token, 'GET', '/api/supplier/me')
    expect(me.json().data).toMatchObject({ role: 'guide', guide_resource_id: guideA })
    const sheet = await api(staff.guide!.token, 'GET', `/api/supplier/manifest?date=${todayInColombo()}`)
    expect(sheet.statusCode).toBe(200)
    const refs = sheet
      .json()
      .data.tours.flatMap((x: { points: { bookings: { booking_reference: string }[] }[] }) =>
        x.points.flatMap((p) => p.bookings.map((bk) => bk.booking_reference)),
      )
    expect(refs).toEqual([mine.ref])
    expect(sheet.body).toContain('+94 77 123 4567')
    // The supplier's own manifest shows both, with who drives whom.
    const full = await api(a.token, 'GET', `/api/supplier/manifest?date=${todayInColombo()}`)
    expect(full.body).toContain(notMine.ref)
    expect(full.body).toContain('"guide":"Kamal"')
    const csv = await api(a.token, 'GET', `/api/supplier/manifest.csv?date=${todayInColombo()}`)
    expect(csv.body).toContain('Driver-guide')
    expect(csv.body).toContain('Kamal')

    expect(
      (await api(staff.guide!.token, 'POST', '/api/supplier/check-in', { code: notMine.ref })).statusCode,
    ).toBe(404)
    const ok = await api(staff.guide!.token, 'POST', '/api/supplier/check-in', { code: mine.ref })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json().data.outcome).toBe('checked_in')
    // The audit log names the guide who checked the guest in.
    const [row] = await queryRows<{ actor_user_id: number }>(
      t.database.db,
      sql`select actor_user_id from audit_log where action = 'booking.check_in' and subject_id = ${String(mine.id)}`,
    )
    expect(row?.actor_user_id).toBe(staff.guide!.id)
    // A driver linked to no driver-guide has an empty sheet.
    const driver = await api(staff.driver!.token, 'GET', `/api/supplier/manifest?date=${todayInColombo()}`)
    expect(driver.json().data.tours).toEqual([])
  })

  it("shows a supplier's staff nothing of another supplier", async () => {
    const sheet = await api(staff.guide!.token, 'GET', `/api/supplier/manifest?date=${todayInColombo()}`)
    expect(sheet.body).not.toContain(otherSuppliers.ref)
    expect(
      (await api(staff.guide!.token, 'POST', '/api/supplier/check-in', { code: otherSuppliers.ref }))
        .statusCode,
    ).toBe(404)
    for (const url of [
      `/api/supplier/bookings/${otherSuppliers.id}`,
      `/api/supplier/bookings/${otherSuppliers.id}/resources`,
    ])
      expect((await api(staff.office!.token, 'GET', url)).statusCode, url).toBe(404)
    const list = await api(staff.office!.token, 'GET', '/api/supplier/resources')
    expect(list.body).toContain('Kamal')
    expect(list.body).not.toContain('Sunil')
    expect(
      (
        await api(staff.office!.token, 'PUT', `/api/supplier/bookings/${mine.id}/resources`, {
          guide_id: guideB,
        })
      ).statusCode,
    ).toBe(404)
    expect(
      (await api(staff.office!.token, 'PUT', `/api/supplier/resources/${guideB}/days-off/2030-01-01`))
        .statusCode,
    ).toBe(404)
    // Supplier B cannot revoke or relink A's staff, nor link its staff to A's driver-guide.
    expect((await api(b.token, 'DELETE', `/api/supplier/staff/${staff.guide!.id}`)).statusCode).toBe(404)
    const relink = await api(b.token, 'PATCH', `/api/supplier/staff/${staff.guideB!.id}`, {
      guide_resource_id: guideA,
    })
    expect(relink.statusCode).toBe(422)
    // Nor invite someone who already has an account.
    const taken = await api(b.token, 'POST', '/api/supplier/staff', {
      email: staff.guide!.email,
      first_name: 'X',
      role: 'guide',
    })
    expect(taken.statusCode).toBe(422)
    expect(taken.json().message).toBe(StaffMessages.emailTaken)
  })

  it('lets the office confirm and assign but revoking ends a staff member at once', async () => {
    const assigned = await api(
      staff.office!.token,
      'POST',
      `/api/supplier/bookings/${notMine.id}/resources/auto`,
    )
    expect(assigned.statusCode, assigned.body).toBe(200)
    const listed = await api(a.token, 'GET', '/api/supplier/staff')
    expect(listed.json().data.map((s: { email: string }) => s.email)).toContain(staff.driver!.email)
    expect((await api(a.token, 'DELETE', `/api/supplier/staff/${staff.driver!.id}`)).statusCode).toBe(200)
    expect((await api(staff.driver!.token, 'GET', '/api/supplier/me')).statusCode).toBe(401)
    const again = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { ...webClient, grant_type: 'password', username: staff.driver!.email, password: PASSWORD },
    })
    expect(again.statusCode).toBeGreaterThanOrEqual(400)
  })
})
