import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '@serendib/db/client'
import { testDatabases } from '@serendib/db/testing'
import { DEMO_ADMIN_EMAIL } from '@serendib/db/seed/insert-demo-people'
import { DEMO_PASSWORD } from '@serendib/db/seed/seed-demo'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { PayoutMessages } from '@serendib/domain/payouts'
import { accessToken, bearer } from '../../../testing/accounts.ts'
import { bookTour } from '../../../testing/bookings.ts'
import {
  bookingSuite,
  tourOfAnotherSupplier,
  type BookingSuite,
  type TestSupplier,
} from '../../../testing/suites.ts'

const future = addDays(todayInColombo(), 5)
/** A month long over, with no demo bookings, so its figures are this test's alone. */
const PAST = '2021-03'
const thisMonth = todayInColombo().slice(0, 7)

describe.each(testDatabases())('payout statements on %s', (kind) => {
  let s: BookingSuite
  let other: TestSupplier
  let admin: string
  let statementId: number
  let otherStatementId: number

  /** A paid booking of the tour, moved to travel on `start` (and end on `end`). */
  const bookOn = async (tour: BookingSuite['tour'], start: string, end = start) => {
    const id = await bookTour(s.t.app, s.t.database, s.customer.token, { tour, day: future })
    await s.t.database.execute(
      sql`update bookings set start_date = ${start}, end_date = ${end} where id = ${id}`,
    )
    return id
  }

  beforeAll(async () => {
    // The configured default rate (DEFAULT_COMMISSION_BPS) applies to suppliers without their own.
    s = await bookingSuite(kind, { config: { defaultCommissionBps: 1200 } })
    const another = await tourOfAnotherSupplier(s.t, s.supplier.id)
    other = another.supplier
    admin = await accessToken(s.t.app, DEMO_ADMIN_EMAIL, DEMO_PASSWORD)
    await s.t.database.execute(
      sql`update supplier_profiles set commission_bps = null where user_id in (${s.supplier.id}, ${other.id})`,
    )
    const [before] = await queryRows<{ n: number }>(
      s.t.database.db,
      sql`select count(*)::int as n from bookings where to_char(start_date, 'YYYY-MM') = ${PAST}`,
    )
    expect(before!.n).toBe(0)
    // Kept and refunded bookings in the past month; one this month (not over yet).
    const canceled = await bookTour(s.t.app, s.t.database, s.customer.token, { tour: s.tour, day: future })
    const cancel = await s.t.app.inject({
      method: 'POST',
      url: `/api/supplier/bookings/${canceled}/cancel`,
      headers: bearer(s.supplier.token),
      payload: { reason_code: 'weather' },
    })
    expect(cancel.statusCode).toBe(200)
    await s.t.database.execute(
      sql`update bookings set start_date = ${`${PAST}-20`}, end_date = ${`${PAST}-20`} where id = ${canceled}`,
    )
    await bookOn(s.tour, `${PAST}-10`)
    await bookOn(s.tour, `${PAST}-31`, `${PAST}-31`)
    await bookOn(s.tour, future)
    await bookOn(another.tour, `${PAST}-05`)
  })
  afterAll(() => s.t.close())

  const get = (token: string | null, url: string) =>
    s.t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} })
  const pay = (token: string | null, id: number, payload: object) =>
    s.t.app.inject({
      method: 'POST',
      url: `/api/admin/payout-statements/${id}/paid`,
      headers: token ? bearer(token) : {},
      payload,
    })
  const auditCount = async () =>
    (
      await queryRows<{ n: number }>(
        s.t.database.db,
        sql`select count(*)::int as n from audit_log where action = 'payout.paid'`,
      )
    )[0]!.n

  it("lists a month's net once its travel dates have passed, at the configured default rate", async () => {
    const reply = await get(admin, `/api/admin/payout-statements?supplier_id=${s.supplier.id}&month=${PAST}`)
    expect(reply.statusCode).toBe(200)
    const page = reply.json().data
    expect(page.total).toBe(1)
    const [statement] = page.data
    // Two kept bookings of USD 112.50 at 12 %, one refunded in full.
    expect(statement).toMatchObject({
      month: PAST,
      bookings: 3,
      gross_cents: 33_750,
      refunds_cents: 11_250,
      commission_cents: 2 * 1350,
      net_cents: 2 * 9900,
      commission_bps: 1200,
      status: 'payable',
      paid_at: null,
      supplier: { id: s.supplier.id },
    })
    statementId = statement.id
    const all = (await get(admin, `/api/admin/payout-statements?supplier_id=${s.supplier.id}`)).json().data
    expect(all.data.map((x: { month: string }) => x.month)).not.toContain(thisMonth)
    expect(all.suppliers.map((x: { id: number }) => x.id)).toContain(s.supplier.id)
    const theirs = (
      await get(admin, `/api/admin/payout-statements?supplier_id=${other.id}&month=${PAST}`)
    ).json()
    otherStatementId = theirs.data.data[0].id
    expect(theirs.data.data[0].net_cents).toBe(9900)
  })

  it('waits for a multi-day tour of the month that ends in the future', async () => {
    // A month over long ago (no demo bookings) whose one tour is still running.
    const month = '2021-05'
    const id = await bookOn(s.tour, `${month}-10`, addDays(todayInColombo(), 2))
    const page = (
      await get(admin, `/api/admin/payout-statements?supplier_id=${s.supplier.id}&month=${month}`)
    ).json()
    expect(page.data.total).toBe(0)
    await s.t.database.execute(sql`update bookings set end_date = start_date where id = ${id}`)
    const after = (
      await get(admin, `/api/admin/payout-statements?supplier_id=${s.supplier.id}&month=${month}`)
    ).json()
    expect(after.data.total).toBe(1)
  })

  it('answers admins only: 401 without a sign-in, 403 for a supplier or a customer', async () => {
    expect((await get(null, '/api/admin/payout-statements')).statusCode).toBe(401)
    expect((await get(s.supplier.token, '/api/admin/payout-statements')).statusCode).toBe(403)
    expect((await get(s.customer.token, '/api/admin/payout-statements.csv')).statusCode).toBe(403)
    expect((await pay(s.supplier.token, statementId, { reference: 'X' })).statusCode).toBe(403)
    expect((await pay(null, statementId, { reference: 'X' })).statusCode).toBe(401)
    expect((await get(admin, '/api/admin/payout-statements?status=owed')).statusCode).toBe(400)
    expect((await get(admin, '/api/admin/payout-statements?month=2021-13')).statusCode).toBe(400)
  })

  it('refuses a bad reference and changes nothing', async () => {
    const blank = await pay(admin, statementId, { reference: '   ' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().message).toContain(PayoutMessages.referenceRequired)
    expect((await pay(admin, statementId, { reference: 'x'.repeat(101) })).statusCode).toBe(400)
    expect((await pay(admin, 999_999, { reference: 'TT-1' })).statusCode).toBe(404)
    expect(await auditCount()).toBe(0)
    const [row] = await queryRows<{ paid_at: unknown }>(
      s.t.database.db,
      sql`select paid_at from payout_statements where id = ${statementId}`,
    )
    expect(row!.paid_at).toBeNull()
  })

  it('marks a statement paid once, with its reference, audited in the same transaction', async () => {
    const done = await pay(admin, statementId, { reference: '  BOC-TT-20210401  ' })
    expect(done.statusCode).toBe(200)
    expect(done.json().message).toBe(PayoutMessages.markedPaid)
    expect(done.json().data).toMatchObject({ status: 'paid', paid_reference: 'BOC-TT-20210401' })
    const again = await pay(admin, statementId, { reference: 'BOC-TT-OTHER' })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toMatch(/already paid on \d\d\/\d\d\/\d{4} \(reference BOC-TT-20210401\)/)
    expect(await auditCount()).toBe(1)
    const [audit] = await queryRows<{ after: { net_cents: number; reference: string } }>(
      s.t.database.db,
      sql`select after from audit_log where action = 'payout.paid'`,
    )
    expect(audit!.after).toMatchObject({ net_cents: 19_800, reference: 'BOC-TT-20210401' })
    // Two admins paying one statement at once: one payment, one "already paid".
    const both = await Promise.all([
      pay(admin, otherStatementId, { reference: 'A-1' }),
      pay(admin, otherStatementId, { reference: 'A-2' }),
    ])
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409])
    expect(await auditCount()).toBe(2)
  })

  it('keeps paid figures as paid; filters by status; exports CSV', async () => {
    await s.t.database.execute(
      sql`update bookings set payment_amount_cents = payment_amount_cents + 100
           where supplier_user_id = ${s.supplier.id} and to_char(start_date, 'YYYY-MM') = ${PAST}`,
    )
    const paid = (
      await get(admin, `/api/admin/payout-statements?status=paid&supplier_id=${s.supplier.id}`)
    ).json()
    expect(paid.data.data).toHaveLength(1)
    expect(paid.data.data[0]).toMatchObject({ id: statementId, net_cents: 19_800 })
    const payable = (await get(admin, '/api/admin/payout-statements?status=payable')).json().data.data
    expect(payable.map((x: { id: number }) => x.id)).not.toContain(statementId)
    const csv = await get(
      admin,
      `/api/admin/payout-statements.csv?supplier_id=${s.supplier.id}&month=${PAST}`,
    )
    expect(csv.statusCode).toBe(200)
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(csv.body).toContain('Net USD')
    expect(csv.body).toContain('337.50,112.50,27.00,198.00,Paid')
    expect(csv.body).toContain('BOC-TT-20210401')
  })

  it("shows a supplier its own statements, and another's as 404", async () => {
    const mine = await get(s.supplier.token, '/api/supplier/payout-statements')
    expect(mine.statusCode).toBe(200)
    const one = mine.json().data.find((x: { id: number }) => x.id === statementId)
    expect(one).toMatchObject({ status: 'paid', paid_reference: 'BOC-TT-20210401', net_cents: 19_800 })
    expect(one.paid_at).toEqual(expect.any(String))
    expect(mine.json().data.map((x: { id: number }) => x.id)).not.toContain(otherStatementId)
    expect((await get(s.supplier.token, `/api/supplier/payout-statements/${statementId}`)).statusCode).toBe(
      200,
    )
    expect((await get(other.token, `/api/supplier/payout-statements/${statementId}`)).statusCode).toBe(404)
    expect((await get(s.customer.token, '/api/supplier/payout-statements')).statusCode).toBe(403)
  })
})
