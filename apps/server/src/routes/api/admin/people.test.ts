import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '@serendib/db/client'
import { emailOutbox } from '@serendib/db/schema/outbox'
import { inquiries } from '@serendib/db/schema/inquiries'
import { users } from '@serendib/db/schema/users'
import { DEMO_PASSWORD } from '@serendib/db/seed/seed-demo'
import { testDatabases } from '@serendib/db/testing'
import { PeopleMessages } from '@serendib/domain/api/admin-people'
import { Messages } from '@serendib/domain/messages'
import { AccountMessages } from '@serendib/domain/messages/accounts'
import { bearer, signIn } from '../../../testing/accounts.ts'
import { adminToken, auditRows } from '../../../testing/admin.ts'
import { createTestCustomer } from '../../../testing/bookings.ts'
import { insertBooking } from '../../../testing/reviews.ts'
import { loginsSuite, type LoginsSuite } from '../../../testing/suites.ts'

describe.each(testDatabases())('admin moderation and people on %s', (kind) => {
  let s: LoginsSuite
  let admin: string
  beforeAll(async () => {
    s = await loginsSuite(kind)
    admin = await adminToken(s.t.app, s.t.database)
  })
  afterAll(() => s.t.close())

  const inject = (method: 'GET' | 'POST', url: string, payload?: object, token = admin) =>
    s.t.app.inject({ method, url, payload, headers: bearer(token) })

  it('hides and shows a message: the customer reads "*Removed by admin" only while hidden', async () => {
    const booking = await insertBooking(s.t.database, {
      userId: s.who.customerId,
      activityId: s.tour.id,
      supplierUserId: s.tour.supplierUserId,
      status: 1,
      startOffset: 10,
    })
    const posted = await inject(
      'POST',
      `/api/account/my-bookings/${booking.id}/comments`,
      { message: 'Call me at 0771234567', visible: 'admin' },
      s.who.customer,
    )
    expect(posted.statusCode).toBe(200)
    const detail = (await inject('GET', `/api/admin/bookings/${booking.id}`)).json().data
    const messageId = detail.messages[0].id
    const hidden = await inject('POST', `/api/admin/messages/${messageId}/hide`)
    expect(hidden.json()).toMatchObject({ message: PeopleMessages.messageHidden, data: { hidden: 1 } })
    const thread = async () =>
      (
        await inject('GET', `/api/account/my-bookings/${booking.id}/comments`, undefined, s.who.customer)
      ).json().data
    expect((await thread())[0].message).toBe(Messages.messageRemoved)
    const shown = await inject('POST', `/api/admin/messages/${messageId}/unhide`)
    expect(shown.json()).toMatchObject({ message: PeopleMessages.messageShown, data: { hidden: 0 } })
    expect((await thread())[0].message).toBe('Call me at 0771234567')
    const trail = await auditRows(s.t.database, 'booking', booking.id)
    expect(trail.map((r) => r.action)).toEqual(['message.unhide', 'message.hide'])
    expect(trail[0]).toMatchObject({ after: { message_id: messageId, hidden: false } })
    expect((await inject('POST', '/api/admin/messages/999999/unhide')).statusCode).toBe(404)
  })

  it("hides and restores a review, the tour's average and count following in the same transaction", async () => {
    const list = (await inject('GET', '/api/admin/reviews?hidden=0')).json().data
    const review = list.data.find((r: { tour: { rating_count: number } }) => r.tour.rating_count >= 2)
    const tourFacts = async () =>
      (
        await queryRows<{ average_rating: string | null; rating_count: number }>(
          s.t.database.db,
          sql`select average_rating, rating_count from activities where id = ${review.tour.id}`,
        )
      )[0]!
    const before = await tourFacts()
    const hidden = await inject('POST', `/api/admin/reviews/${review.id}/hide`)
    expect(hidden.json()).toMatchObject({ message: PeopleMessages.reviewHidden, data: { hidden: true } })
    const after = await tourFacts()
    expect(after.rating_count).toBe(before.rating_count - 1)
    const [expected] = await queryRows<{ avg: string }>(
      s.t.database.db,
      sql`select round(avg(rating), 2)::text as avg from reviews where activity_id = ${review.tour.id} and not hidden`,
    )
    expect(Number(after.average_rating)).toBe(Number(expected!.avg))
    expect(
      (await inject('GET', '/api/admin/reviews?hidden=1')).json().data.data.map((r: { id: number }) => r.id),
    ).toContain(review.id)
    await inject('POST', `/api/admin/reviews/${review.id}/restore`)
    expect(await tourFacts()).toEqual(before)
    const trail = await auditRows(s.t.database, 'review', review.id)
    expect(trail.map((r) => r.action)).toEqual(['review.restore', 'review.hide'])
  })

  it('disables a user: every token stops at once, sign-in says why; enabling lets them back', async () => {
    const person = await createTestCustomer(s.t.app, s.t.database)
    expect((await inject('GET', '/api/account/profile', undefined, person.token)).statusCode).toBe(200)
    const disabled = await inject('POST', `/api/admin/users/${person.id}/disable`, {
      reason: 'Chargeback fraud',
    })
    expect(disabled.json()).toMatchObject({
      message: PeopleMessages.userDisabled,
      data: { status: 'disabled' },
    })
    expect((await inject('GET', '/api/account/profile', undefined, person.token)).statusCode).toBe(401)
    const refused = await signIn(s.t.app, person.email, DEMO_PASSWORD)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe(AccountMessages.accountDisabled)
    // A wrong password learns nothing about the account's state.
    expect((await signIn(s.t.app, person.email, 'wrong-password-1')).json().message).toBe(
      Messages.loginFailed,
    )
    const [row] = await auditRows(s.t.database, 'user', person.id)
    expect(row).toMatchObject({
      action: 'user.disable',
      reason: 'Chargeback fraud',
      after: { status: 'disabled' },
    })

    const enabled = await inject('POST', `/api/admin/users/${person.id}/enable`)
    expect(enabled.json()).toMatchObject({ message: PeopleMessages.userEnabled, data: { status: 'active' } })
    expect((await signIn(s.t.app, person.email, DEMO_PASSWORD)).statusCode).toBe(200)
    const found = (await inject('GET', `/api/admin/users?q=${person.email}`)).json().data
    expect(found.data).toMatchObject([{ id: person.id, status: 'active' }])
  })

  it('refuses to disable yourself and changes nothing', async () => {
    const [me] = await s.t.database.db.select().from(users).where(eq(users.email, 'admin@serendib.lk'))
    const response = await inject('POST', `/api/admin/users/${me!.id}/disable`, {})
    expect(response.statusCode).toBe(422)
    expect(response.json().message).toBe(PeopleMessages.notYourself)
    expect(await auditRows(s.t.database, 'user', me!.id)).toEqual([])
  })

  it('resends verification only to an unverified address', async () => {
    const person = await createTestCustomer(s.t.app, s.t.database)
    expect((await inject('POST', `/api/admin/users/${person.id}/resend-verification`)).statusCode).toBe(409)
    await s.t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, person.id))
    const sent = await inject('POST', `/api/admin/users/${person.id}/resend-verification`)
    expect(sent.json().message).toBe(PeopleMessages.verificationSent)
    const mails = await s.t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, person.email))
    expect(mails.map((m) => m.template)).toContain('verify-email')
  })

  it('exports inquiries as CSV without cells a spreadsheet would run', async () => {
    await s.t.database.db.insert(inquiries).values({
      name: '=HYPERLINK("http://evil")',
      email: 'asker@example.com',
      phone: '+94 77 000 0000',
      message: 'Line one,\nline "two"',
    })
    const list = (await inject('GET', '/api/admin/inquiries?q=asker')).json().data
    expect(list.total).toBe(1)
    const csv = await inject('GET', '/api/admin/inquiries.csv?q=asker')
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toMatch(/^text\/csv/)
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil"")"`)
    expect(csv.body).toContain('"Line one,\nline ""two"""')
    // Decision 066: the phone stays dialable, from its first digit, with no apostrophe.
    expect(csv.body).toContain(',0094 77 000 0000,')
    expect((await inject('GET', '/api/admin/subscribers.csv')).body.split('\r\n')[0]).toBe(
      '\uFEFFid,subscribed_at,email,source,unsubscribed_at',
    )
  })

  it('queues a failed e-mail again, audited; anything else is refused', async () => {
    const [mail] = await s.t.database.db
      .insert(emailOutbox)
      .values({
        to: 'x@example.com',
        subject: 'S',
        html: '<p>x</p>',
        text: 'x',
        template: 't',
        status: 2,
        attempts: 6,
        lastError: 'refused',
      })
      .returning()
    const failed = (await inject('GET', '/api/admin/emails?status=failed')).json().data.data
    expect(failed.map((m: { id: number }) => m.id)).toContain(mail!.id)
    const retried = await inject('POST', `/api/admin/emails/${mail!.id}/retry`)
    expect(retried.json()).toMatchObject({
      message: PeopleMessages.emailRetried,
      data: { status: 'pending', attempts: 0 },
    })
    expect((await inject('POST', `/api/admin/emails/${mail!.id}/retry`)).statusCode).toBe(409)
    expect((await auditRows(s.t.database, 'email', mail!.id)).map((r) => r.action)).toEqual(['email.retry'])
  })

  it("counts each customer's and supplier's bookings, in the list and on the user's own page", async () => {
    // Issue 29: the Users list showed 0 bookings for everyone.
    const [expected] = await queryRows<{ customer: number; supplier_id: number; supplier: number }>(
      s.t.database.db,
      sql`select (select count(*)::int from bookings where user_id = ${s.who.customerId} and deleted_at is null)
                   as customer,
                 a.supplier_user_id as supplier_id,
                 (select count(*)::int from bookings where supplier_user_id = a.supplier_user_id
                     and deleted_at is null) as supplier
            from activities a where a.status = 1 order by a.id limit 1`,
    )
    expect(expected!.customer).toBeGreaterThan(0)
    expect(expected!.supplier).toBeGreaterThan(0)
    const customers = (await inject('GET', '/api/admin/users?q=customer@serendib.lk')).json().data.data
    expect(customers.find((u: { id: number }) => u.id === s.who.customerId).bookings).toBe(expected!.customer)
    const one = (await inject('GET', `/api/admin/users/${s.who.customerId}`)).json().data
    expect(one.bookings).toBe(expected!.customer)
    const supplier = (await inject('GET', `/api/admin/users/${expected!.supplier_id}`)).json().data
    expect(supplier).toMatchObject({ user_type: 2, bookings: expected!.supplier })
    const everyone = (await inject('GET', '/api/admin/users')).json().data.data as { bookings: number }[]
    expect(everyone.some((u) => u.bookings > 0)).toBe(true)
    expect((await inject('GET', '/api/admin/users/99999999')).statusCode).toBe(404)
  })

  it('finds actions in the audit log by area, actor and date', async () => {
    const byArea = (await inject('GET', '/api/admin/audit-log?action=user.')).json().data
    expect(byArea.data.length).toBeGreaterThan(0)
    expect(byArea.data.every((r: { action: string }) => r.action.startsWith('user.'))).toBe(true)
    const byActor = (await inject('GET', '/api/admin/audit-log?actor=admin@serendib')).json().data
    expect(byActor.total).toBeGreaterThan(0)
    const future = (await inject('GET', '/api/admin/audit-log?from=2999-01-01')).json().data
    expect(future.total).toBe(0)
    expect((await inject('GET', '/api/admin/audit-log?from=yesterday')).statusCode).toBe(400)
  })

  it('refuses impossible and far-off dates in the audit log and booking filters with 400 (issue 27: a 500)', async () => {
    for (const filter of ['to=9999-99-99', 'to=9999-12-31', 'from=2026-02-30', 'from=0000-00-00']) {
      for (const list of ['audit-log', 'bookings']) {
        const response = await inject('GET', `/api/admin/${list}?${filter}`)
        expect(response.statusCode, `${list}?${filter}`).toBe(400)
        expect(response.json().message).toBe('Use a date like 2026-12-31')
      }
    }
    expect((await inject('GET', '/api/admin/audit-log?to=2026-02-28')).statusCode).toBe(200)
  })
})
