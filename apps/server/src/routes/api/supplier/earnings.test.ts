import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '@serendib/db/testing'
import type { Earnings } from '@serendib/domain/api/supplier-earnings'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { DEMO_ADMIN_EMAIL } from '@serendib/db/seed/insert-demo-people'
import { DEMO_PASSWORD } from '@serendib/db/seed/seed-demo'
import { accessToken, bearer } from '../../../testing/accounts.ts'
import { bookTour } from '../../../testing/bookings.ts'
import {
  bookingSuite,
  tourOfAnotherSupplier,
  type BookingSuite,
  type TestSupplier,
} from '../../../testing/suites.ts'

const day = addDays(todayInColombo(), 3)
const month = day.slice(0, 7)

describe.each(testDatabases())('supplier earnings on %s', (kind) => {
  let s: BookingSuite
  let other: TestSupplier
  let kept: number
  let canceled: number

  beforeAll(async () => {
    s = await bookingSuite(kind)
    other = (await tourOfAnotherSupplier(s.t, s.supplier.id)).supplier
    await s.t.database.execute(
      sql`update supplier_profiles set commission_bps = 1000 where user_id = ${s.supplier.id}`,
    )
    kept = await bookTour(s.t.app, s.t.database, s.customer.token, { tour: s.tour, day })
    canceled = await bookTour(s.t.app, s.t.database, s.customer.token, { tour: s.tour, day })
    const cancel = await s.t.app.inject({
      method: 'POST',
      url: `/api/supplier/bookings/${canceled}/cancel`,
      headers: bearer(s.supplier.token),
      payload: { reason_code: 'weather' },
    })
    expect(cancel.statusCode).toBe(200)
  })
  afterAll(() => s.t.close())

  const get = (token: string, url: string) => s.t.app.inject({ method: 'GET', url, headers: bearer(token) })

  it("splits each paid booking at the supplier's rate; a refund reverses it", async () => {
    const reply = await get(s.supplier.token, `/api/supplier/earnings?month=${month}`)
    expect(reply.statusCode).toBe(200)
    const data = reply.json().data
    expect(data.commission_bps).toBe(1000)
    // This month and the 11 before it, and at least the next 6.
    expect(data.months.length).toBeGreaterThanOrEqual(18)
    const one = data.bookings.find((b: { id: number }) => b.id === kept)
    expect(one).toMatchObject({
      gross_cents: 11_250,
      commission_cents: 1125,
      refunds_cents: 0,
      net_cents: 10_125,
    })
    const back = data.bookings.find((b: { id: number }) => b.id === canceled)
    expect(back).toMatchObject({
      gross_cents: 11_250,
      commission_cents: 0,
      refunds_cents: 11_250,
      net_cents: 0,
    })
    const sum = data.months.find((m: { month: string }) => m.month === month)
    const net = data.bookings.reduce((n: number, b: { net_cents: number }) => n + b.net_cents, 0)
    expect(sum.net_cents).toBe(net)
    expect(sum.gross_cents).toBe(sum.refunds_cents + sum.commission_cents + sum.net_cents)
  })

  it("shows another supplier nothing of these, refuses a bad month, and exports the month's CSV", async () => {
    const theirs = (await get(other.token, `/api/supplier/earnings?month=${month}`)).json().data
    expect(theirs.bookings.map((b: { id: number }) => b.id)).not.toContain(kept)
    expect((await get(s.supplier.token, '/api/supplier/earnings?month=2026-13')).statusCode).toBe(400)
    const csv = await get(s.supplier.token, `/api/supplier/earnings.csv?month=${month}`)
    expect(csv.statusCode).toBe(200)
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(csv.body).toContain('Gross USD')
    expect(csv.body).toContain('112.50,0.00,11.25,101.25')
    // Issue 31: from a Sinhala or Tamil page, the columns and statuses in that language; the figures as they are.
    const sinhala = await get(s.supplier.token, `/api/supplier/earnings.csv?month=${month}&lang=si`)
    expect(sinhala.statusCode).toBe(200)
    expect(sinhala.body).toContain(
      'මාසය,ගමන් දිනය,යොමු අංකය,චාරිකාව,තත්ත්වය,දළ USD,ආපසු ගෙවීම් USD,කොමිස් USD,ශුද්ධ USD,විකුණුවේ',
    )
    expect(sinhala.body).toContain('112.50,0.00,11.25,101.25')
    expect(sinhala.body).not.toContain('Gross USD')
    const tamil = await get(s.supplier.token, `/api/supplier/earnings.csv?month=${month}&lang=ta`)
    expect(tamil.body).toContain('மாதம்,பயணத் தேதி,')
    expect(
      (await get(s.supplier.token, `/api/supplier/earnings.csv?month=${month}&lang=de`)).statusCode,
    ).toBe(400)
  })

  it('shows upcoming months without ?month=, with net booked, payable and paid', async () => {
    // Issue 29: a booking travelling next month was invisible unless ?month= was typed.
    type Month = { month: string; state: string; bookings: number; net_cents: number }
    type Data = Pick<Earnings, 'totals'> & { months: Month[] }
    const read = async () => (await get(s.supplier.token, '/api/supplier/earnings')).json().data as Data
    const before = await read()
    const current = todayInColombo().slice(0, 7)
    const names = before.months.map((m) => m.month)
    expect(names).toEqual([...names].sort().reverse())
    expect(names.indexOf(current)).toBeGreaterThanOrEqual(6)
    expect(names.slice(names.indexOf(current))).toHaveLength(12)
    expect(before.months.filter((m) => m.state === 'upcoming').map((m) => m.month)).toEqual(
      names.slice(0, names.indexOf(current)),
    )

    const later = `${names[names.indexOf(current) - 2]}-14`
    const past = '2021-07'
    const move = async (start: string) => {
      const id = await bookTour(s.t.app, s.t.database, s.customer.token, { tour: s.tour, day })
      await s.t.database.execute(
        sql`update bookings set start_date = ${start}, end_date = ${start} where id = ${id}`,
      )
      return id
    }
    await move(later)
    await move(`${past}-03`)
    const after = await read()
    const month = (d: Data, m: string) => d.months.find((x) => x.month === m)!
    // USD 112.50 paid at the supplier's 10 %: USD 101.25 net.
    expect(month(after, later.slice(0, 7))).toMatchObject({
      state: 'upcoming',
      bookings: month(before, later.slice(0, 7)).bookings + 1,
      net_cents: month(before, later.slice(0, 7)).net_cents + 10_125,
    })
    expect(after.totals.booked_cents - before.totals.booked_cents).toBe(10_125)
    expect(after.totals.booked_bookings - before.totals.booked_bookings).toBe(1)
    expect(after.totals.payable_cents - before.totals.payable_cents).toBe(10_125)
    expect(after.totals.paid_cents).toBe(before.totals.paid_cents)

    // An admin pays the past month: its net moves from payable to paid.
    const admin = await accessToken(s.t.app, DEMO_ADMIN_EMAIL, DEMO_PASSWORD)
    const statement = (
      await get(admin, `/api/admin/payout-statements?supplier_id=${s.supplier.id}&month=${past}`)
    ).json().data.data[0]
    const paid = await s.t.app.inject({
      method: 'POST',
      url: `/api/admin/payout-statements/${statement.id}/paid`,
      headers: bearer(admin),
      payload: { reference: 'BOC-TT-2907' },
    })
    expect(paid.statusCode).toBe(200)
    const settled = await read()
    expect(settled.totals.payable_cents).toBe(before.totals.payable_cents)
    expect(settled.totals.paid_cents - before.totals.paid_cents).toBe(10_125)
    expect(month(settled, current).state).not.toBe('upcoming')
  })

  it('lets an admin change the rate (audited), and nobody else', async () => {
    const admin = await accessToken(s.t.app, DEMO_ADMIN_EMAIL, DEMO_PASSWORD)
    const put = (token: string, bps: number | null) =>
      s.t.app.inject({
        method: 'PUT',
        url: `/api/admin/suppliers/${s.supplier.id}/commission`,
        headers: bearer(token),
        payload: { commission_bps: bps },
      })
    expect((await put(s.supplier.token, 0)).statusCode).toBe(403)
    expect((await put(admin, 9000)).statusCode).toBe(400)
    const saved = await put(admin, 2000)
    expect(saved.statusCode).toBe(200)
    const one = (await get(s.supplier.token, `/api/supplier/earnings?month=${month}`))
      .json()
      .data.bookings.find((b: { id: number }) => b.id === kept)
    expect(one).toMatchObject({ commission_cents: 2250, net_cents: 9000 })
    expect((await put(admin, null)).json().data.commission_bps).toBe(1500)
    const [audit] = await s.t.database.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'supplier.commission'`,
    )
    expect(audit!.n).toBe(2)
  })
})
