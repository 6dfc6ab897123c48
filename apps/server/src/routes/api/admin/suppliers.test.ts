import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox } from '@serendib/db/schema/outbox'
import { users } from '@serendib/db/schema/users'
import { testDatabases } from '@serendib/db/testing'
import { AdminGuardMessages } from '@serendib/domain/messages/admin-guards'
import { AreaMessages } from '@serendib/domain/messages/areas'
import { isSupplierApproved, SupplierApprovalMessages } from '@serendib/domain/supplier-approval'
import { UserType } from '@serendib/domain/user-types'
import { bearer } from '../../../testing/accounts.ts'
import { auditRows } from '../../../testing/admin.ts'
import { loginsSuite, type LoginsSuite } from '../../../testing/suites.ts'
import { registerSupplier, type NewSupplier } from '../../../testing/suppliers.ts'

describe.each(testDatabases())('supplier approval on %s', (kind) => {
  let s: LoginsSuite
  let fresh: NewSupplier
  beforeAll(async () => {
    s = await loginsSuite(kind)
    fresh = await registerSupplier(s.t.app, s.t.database)
  })
  afterAll(() => s.t.close())

  const inject = (method: 'GET' | 'POST', url: string, payload?: object, token = s.who.admin) =>
    s.t.app.inject({ method, url, payload, headers: bearer(token) })
  const userRow = async (id: number) =>
    (await s.t.database.db.select().from(users).where(eq(users.id, id)))[0]!

  it('counts every seeded supplier as approved and a signed-up one as pending', async () => {
    const suppliers = await s.t.database.db.select().from(users).where(eq(users.userType, UserType.supplier))
    const seeded = suppliers.filter((u) => u.id !== fresh.id)
    expect(seeded.length).toBeGreaterThan(0)
    expect(seeded.every(isSupplierApproved)).toBe(true)
    expect(isSupplierApproved(await userRow(fresh.id))).toBe(false)
    const pending = (await inject('GET', '/api/admin/suppliers?approval=pending')).json().data
    expect(pending.data.map((row: { id: number }) => row.id)).toEqual([fresh.id])
    expect(pending.data[0]).toMatchObject({ approval: { status: 0, can_submit_tours: false } })
  })

  it('is for admins only', async () => {
    for (const token of [s.who.supplier, fresh.token, s.who.customer]) {
      const response = await inject('POST', `/api/admin/suppliers/${fresh.id}/approve`, {}, token)
      expect(response.statusCode).toBe(403)
      expect(response.json().message).toBe(AreaMessages.adminsOnly)
    }
    expect((await s.t.app.inject({ url: '/api/admin/suppliers' })).statusCode).toBe(401)
    expect((await userRow(fresh.id)).approvalStatus).toBe(0)
  })

  it('rejects only with a reason, which the supplier reads; then approves; each step audited and mailed', async () => {
    const bare = await inject('POST', `/api/admin/suppliers/${fresh.id}/reject`, { reason: '  ' })
    expect(bare.statusCode).toBe(422)
    expect(bare.json().message).toBe(SupplierApprovalMessages.reasonRequired)
    expect(await auditRows(s.t.database, 'user', fresh.id)).toEqual([])

    const reason = 'Add your tourism board licence number to the registration field.'
    const rejected = await inject('POST', `/api/admin/suppliers/${fresh.id}/reject`, { reason })
    expect(rejected.json()).toMatchObject({
      message: SupplierApprovalMessages.rejectedNotice,
      data: { approval: { status: 2, label: 'Rejected', reason, can_submit_tours: false } },
    })
    const own = (await inject('GET', '/api/supplier/profile', undefined, fresh.token)).json().data
    expect(own.approval).toMatchObject({ status: 2, reason })

    // Issue 29: the profile misses its payout details, its e-mail is unconfirmed: approving says
    // so and changes nothing until the admin confirms knowing the business.
    const warned = await inject('POST', `/api/admin/suppliers/${fresh.id}/approve`)
    expect(warned.statusCode).toBe(409)
    const gaps = (await inject('GET', '/api/supplier/profile', undefined, fresh.token)).json().data.missing
    const labels = gaps.map((g: { label: string }) => g.label)
    expect(labels).toEqual(expect.arrayContaining(['Confirm your e-mail address', 'Bank name']))
    expect(warned.json().message).toBe(AdminGuardMessages.supplierProfileIncomplete(labels))
    expect((await userRow(fresh.id)).approvalStatus).toBe(2)
    expect((await auditRows(s.t.database, 'user', fresh.id)).map((row) => row.action)).toEqual([
      'supplier.reject',
    ])

    const approved = await inject('POST', `/api/admin/suppliers/${fresh.id}/approve`, {
      accept_missing: true,
    })
    expect(approved.json().data.approval).toMatchObject({ status: 1, reason: null, can_submit_tours: true })
    expect(isSupplierApproved(await userRow(fresh.id))).toBe(true)
    // Approving twice changes nothing and writes nothing more.
    await inject('POST', `/api/admin/suppliers/${fresh.id}/approve`, {})
    const trail = await auditRows(s.t.database, 'user', fresh.id)
    expect(trail.map((row) => row.action)).toEqual(['supplier.approve', 'supplier.reject'])
    expect(trail[0]).toMatchObject({ after: { approval_status: 1, approved_missing: labels } })
    expect(trail[1]).toMatchObject({ actorRole: 'admin', reason, after: { approval_status: 2 } })
    const mails = await s.t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, fresh.email))
    expect(mails.map((m) => m.template)).toEqual(
      expect.arrayContaining(['supplier-rejected', 'supplier-approved']),
    )
  })

  it('answers 404 for anyone who is not a supplier, and changes nothing', async () => {
    const response = await inject('POST', `/api/admin/suppliers/${s.who.customerId}/approve`)
    expect(response.statusCode).toBe(404)
    expect((await userRow(s.who.customerId)).approvalStatus).toBe(0)
    expect((await inject('POST', '/api/admin/suppliers/99999999/reject', { reason: 'x' })).statusCode).toBe(
      404,
    )
  })
})
