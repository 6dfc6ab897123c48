import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '@serendib/db/client'
import { emailOutbox } from '@serendib/db/schema/outbox'
import { testDatabases } from '@serendib/db/testing'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { AreaMessages } from '@serendib/domain/messages/areas'
import { SupplierApprovalMessages } from '@serendib/domain/supplier-approval'
import { TourLifecycleMessages } from '@serendib/domain/tour-lifecycle'
import { bearer } from '../../../testing/accounts.ts'
import { adminToken, auditRows } from '../../../testing/admin.ts'
import { bookTour } from '../../../testing/bookings.ts'
import { bookingSuite, type BookingSuite } from '../../../testing/suites.ts'
import { registerSupplier } from '../../../testing/suppliers.ts'

describe.each(testDatabases())('supplier detail, suspension and reinstatement on %s', (kind) => {
  let s: BookingSuite
  let admin: string
  // A 30-second catalogue cache, as in production: a suspension must show at once anyway.
  beforeAll(async () => {
    s = await bookingSuite(kind, { cacheSeconds: 30 })
    admin = await adminToken(s.t.app, s.t.database)
  })
  afterAll(() => s.t.close())

  const call = (method: 'GET' | 'POST', url: string, payload?: object, token = admin) =>
    s.t.app.inject({ method, url, payload, headers: bearer(token) })
  const activeTourIds = async (supplierId: number) =>
    (
      await queryRows<{ id: number }>(
        s.t.database.db,
        sql`select id from activities where supplier_user_id = ${supplierId} and status = 1 order by id`,
      )
    ).map((r) => r.id)
  const publicTour = async (id: number) => (await s.t.app.inject(`/api/activity?id=${id}`)).statusCode

  it('shows one supplier with its profile, commission, bookings and tours; 404 for anyone else', async () => {
    const response = await call('GET', `/api/admin/suppliers/${s.supplier.id}`)
    expect(response.statusCode).toBe(200)
    const data = response.json().data
    expect(data.profile).toMatchObject({
      id: s.supplier.id,
      email: s.supplier.email,
      approval: { status: 1 },
    })
    expect(data.default_commission_bps).toBe(1500)
    expect(data.tours.map((t: { id: number }) => t.id)).toContain(s.tour.id)
    expect((await call('GET', `/api/admin/suppliers/${s.customer.id}`)).statusCode).toBe(404)
    expect((await s.t.app.inject({ url: `/api/admin/suppliers/${s.supplier.id}` })).statusCode).toBe(401)
    for (const token of [s.customer.token, s.supplier.token]) {
      const refused = await call('GET', `/api/admin/suppliers/${s.supplier.id}`, undefined, token)
      expect(refused.statusCode).toBe(403)
      expect(refused.json().message).toBe(AreaMessages.adminsOnly)
    }
  })

  it('refuses a suspension without a reason, by a non-admin, or of a supplier not approved, changing nothing', async () => {
    const bare = await call('POST', `/api/admin/suppliers/${s.supplier.id}/suspend`, { reason: '  ' })
    expect(bare.statusCode).toBe(400)
    for (const token of [s.customer.token, s.supplier.token]) {
      const refused = await call(
        'POST',
        `/api/admin/suppliers/${s.supplier.id}/suspend`,
        { reason: 'x' },
        token,
      )
      expect(refused.statusCode).toBe(403)
    }
    const pending = await registerSupplier(s.t.app, s.t.database)
    const notApproved = await call('POST', `/api/admin/suppliers/${pending.id}/suspend`, { reason: 'Fraud' })
    expect(notApproved.statusCode).toBe(422)
    expect(notApproved.json().message).toBe(SupplierApprovalMessages.onlyApprovedSuspend)
    const notSuspended = await call('POST', `/api/admin/suppliers/${s.supplier.id}/reinstate`, {})
    expect(notSuspended.json().message).toBe(SupplierApprovalMessages.notSuspended)
    expect(await auditRows(s.t.database, 'user', s.supplier.id)).toEqual([])
    expect(await publicTour(s.tour.id)).toBe(200)
  })

  it('suspends: tours off sale at once, bookings kept, audited and mailed; reinstating puts the same tours back', async () => {
    const bookingId = await bookTour(s.t.app, s.t.database, s.customer.token, {
      tour: s.tour,
      day: addDays(todayInColombo(), 30),
    })
    const [booking] = await queryRows<{ status: number }>(
      s.t.database.db,
      sql`select status from bookings where id = ${bookingId}`,
    )
    const onSale = await activeTourIds(s.supplier.id)
    expect(onSale).toContain(s.tour.id)
    expect(await publicTour(s.tour.id)).toBe(200) // now cached for 30 s

    const reason = 'Guests report the driver was not licensed.'
    const suspended = await call('POST', `/api/admin/suppliers/${s.supplier.id}/suspend`, { reason })
    expect(suspended.statusCode, suspended.body).toBe(200)
    expect(suspended.json()).toMatchObject({
      message: SupplierApprovalMessages.suspendedNotice,
      data: { approval_status: 3, tour_ids: onSale },
    })
    expect(await activeTourIds(s.supplier.id)).toEqual([])
    expect(await publicTour(s.tour.id)).toBe(404)
    const [after] = await queryRows<{ status: number }>(
      s.t.database.db,
      sql`select status from bookings where id = ${bookingId}`,
    )
    expect(after!.status).toBe(booking!.status)
    const own = (await call('GET', '/api/supplier/profile', undefined, s.supplier.token)).json().data
    expect(own.approval).toMatchObject({ status: 3, label: 'Suspended', reason, can_submit_tours: false })
    const listed = (await call('GET', '/api/admin/suppliers?approval=suspended')).json().data
    expect(listed.data.map((r: { id: number }) => r.id)).toEqual([s.supplier.id])

    // While suspended, neither "approve" nor a tour approval brings anything back on sale.
    const approve = await call('POST', `/api/admin/suppliers/${s.supplier.id}/approve`, {})
    expect(approve.json().message).toBe(SupplierApprovalMessages.reinstateInstead)
    await s.t.database.execute(sql`update activities set status = 0 where id = ${s.tour.id}`)
    const tourApproval = await call('POST', `/api/admin/tours/${s.tour.id}/approve`)
    expect(tourApproval.statusCode).toBe(422)
    expect(tourApproval.json().message).toBe(TourLifecycleMessages.supplierSuspended)
    await s.t.database.execute(sql`update activities set status = 5 where id = ${s.tour.id}`)

    const reinstated = await call('POST', `/api/admin/suppliers/${s.supplier.id}/reinstate`, {})
    expect(reinstated.json()).toMatchObject({ data: { approval_status: 1, tour_ids: onSale } })
    expect(await activeTourIds(s.supplier.id)).toEqual(onSale)
    expect(await publicTour(s.tour.id)).toBe(200)

    const trail = await auditRows(s.t.database, 'user', s.supplier.id)
    expect(trail.map((row) => row.action)).toEqual(['supplier.reinstate', 'supplier.suspend'])
    expect(trail[1]).toMatchObject({ actorRole: 'admin', reason, after: { tours_off_sale: onSale } })
    const mails = await s.t.database.db
      .select({ template: emailOutbox.template })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, s.supplier.email)))
    expect(mails.map((m) => m.template)).toEqual(
      expect.arrayContaining(['supplier-suspended', 'supplier-reinstated']),
    )
  })

  it('counts suppliers awaiting approval on the dashboard', async () => {
    const count = async () =>
      (await call('GET', '/api/admin/dashboard')).json().data.queues.suppliers_awaiting_approval as number
    const before = await count()
    await registerSupplier(s.t.app, s.t.database)
    expect(await count()).toBe(before + 1)
  })
})
