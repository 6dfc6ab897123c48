import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '@serendib/db/client'
import { testDatabases } from '@serendib/db/testing'
import { addDays, colomboWallClock, todayInColombo } from '@serendib/domain/dates'
import { VoucherMessages, voucherDayText } from '@serendib/domain/vouchers'
import { bearer } from '../../../testing/accounts.ts'
import { prepareOnRequestTour } from '../../../testing/booking-fixtures.ts'
import { bookTour, supplierOf } from '../../../testing/bookings.ts'
import {
  bookingSuite,
  tourOfAnotherSupplier,
  type BookingSuite,
  type TestSupplier,
} from '../../../testing/suites.ts'

const day = addDays(todayInColombo(), 9)

describe.each(testDatabases())('vouchers and check-in on %s', (kind) => {
  let s: BookingSuite
  let other: TestSupplier

  beforeAll(async () => {
    s = await bookingSuite(kind)
    other = (await tourOfAnotherSupplier(s.t, s.supplier.id)).supplier
  })
  afterAll(() => s.t.close())

  const get = (token: string, url: string) => s.t.app.inject({ method: 'GET', url, headers: bearer(token) })
  const scan = (token: string, code: string) =>
    s.t.app.inject({
      method: 'POST',
      url: '/api/supplier/check-in',
      headers: bearer(token),
      payload: { code },
    })
  const confirmedBooking = async () => {
    const id = await bookTour(s.t.app, s.t.database, s.customer.token, { tour: s.tour, day })
    const [row] = await queryRows<{ ref: string; status: number }>(
      s.t.database.db,
      sql`select booking_reference as ref, status from bookings where id = ${id}`,
    )
    expect(row!.status).toBe(1)
    return { id, ref: row!.ref }
  }

  it('shows the voucher with a signed QR to its customer and supplier only', async () => {
    const { ref } = await confirmedBooking()
    const mine = await get(s.customer.token, `/api/voucher/${ref}`)
    expect(mine.statusCode).toBe(200)
    const voucher = mine.json().data
    expect(voucher).toMatchObject({
      booking_reference: ref,
      pax: 3,
      pickup_details: 'Galle Face Hotel, 2 Galle Road, Colombo 3',
    })
    expect(voucher.token).toMatch(new RegExp(`^${ref}\\.[\\w-]{32}$`))
    expect(voucher.qr_svg).toContain('<svg')
    expect(voucher.travellers[0]).toBe('Nimali Perera')
    expect((await get(s.supplier.token, `/api/voucher/${ref}`)).json().data.token).toBe(voucher.token)
    expect((await get(s.stranger.token, `/api/voucher/${ref}`)).statusCode).toBe(404)
    expect((await get(other.token, `/api/voucher/${ref}`)).statusCode).toBe(404)
    expect((await s.t.app.inject({ method: 'GET', url: `/api/voucher/${ref}` })).statusCode).toBe(401)
  })

  it('has no voucher while a request waits for the supplier', async () => {
    const tour = await prepareOnRequestTour(s.t.database, 3)
    const id = await bookTour(s.t.app, s.t.database, s.customer.token, { tour, day })
    const [row] = await queryRows<{ ref: string }>(
      s.t.database.db,
      sql`select booking_reference as ref from bookings where id = ${id}`,
    )
    const reply = await get(s.customer.token, `/api/voucher/${row!.ref}`)
    expect(reply.statusCode).toBe(404)
    expect(reply.json().message).toBe(VoucherMessages.noVoucher)
    const owner = await supplierOf(s.t.app, s.t.database, tour.id)
    expect((await scan(owner.token, row!.ref)).json().message).toBe(VoucherMessages.pending)
  })

  /** A confirmed booking moved to today (as if booked a while ago for today). */
  const todaysBooking = async () => {
    const booking = await confirmedBooking()
    await s.t.database.execute(
      sql`update bookings set start_date = ${todayInColombo()}::date where id = ${booking.id}`,
    )
    return booking
  }
  const checkedInAt = async (id: number) => {
    const [row] = await queryRows<{ at: Date | null }>(
      s.t.database.db,
      sql`select checked_in_at as at from bookings where id = ${id}`,
    )
    return row!.at
  }

  it('checks in once by scanned code, then says when (HH:mm); typed references work too', async () => {
    const { ref } = await todaysBooking()
    const token = (await get(s.customer.token, `/api/voucher/${ref}`)).json().data.token
    const first = await scan(s.supplier.token, token)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({
      message: VoucherMessages.checkedIn,
      data: { first_time: true, outcome: 'checked_in', booking_reference: ref },
    })
    const again = await scan(s.supplier.token, ref.toLowerCase())
    expect(again.statusCode).toBe(200)
    expect(again.json().data).toMatchObject({
      first_time: false,
      outcome: 'already_checked_in',
      checked_in_at: first.json().data.checked_in_at,
    })
    const at = colomboWallClock(new Date(first.json().data.checked_in_at)).time
    expect(again.json().message).toBe(VoucherMessages.alreadyCheckedIn(at))
    expect(again.json().message).toMatch(/^Already checked in at \d{2}:\d{2}\.$/)
    expect((await get(s.customer.token, `/api/voucher/${ref}`)).json().data.checked_in_at).toBe(
      first.json().data.checked_in_at,
    )
  })

  it('asks before checking in a voucher for another day, naming that day, and records it only when confirmed', async () => {
    const { id, ref } = await confirmedBooking()
    const token = (await get(s.customer.token, `/api/voucher/${ref}`)).json().data.token
    const asked = await scan(s.supplier.token, token)
    expect(asked.statusCode).toBe(200)
    expect(asked.json().message).toBe(VoucherMessages.otherDay(day, todayInColombo()))
    expect(asked.json().message).toContain(voucherDayText(day))
    expect(asked.json().data).toMatchObject({ outcome: 'other_day', first_time: false, checked_in_at: null })
    expect(await checkedInAt(id)).toBeNull()
    const audits = await queryRows<{ n: number }>(
      s.t.database.db,
      sql`select count(*)::int as n from audit_log where action = 'booking.check_in' and subject_id = ${String(id)}`,
    )
    expect(audits[0]!.n).toBe(0)

    const confirmed = await s.t.app.inject({
      method: 'POST',
      url: '/api/supplier/check-in',
      headers: bearer(s.supplier.token),
      payload: { code: token, confirm_other_day: true },
    })
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json()).toMatchObject({
      message: VoucherMessages.checkedInOtherDay(day),
      data: { outcome: 'checked_in', first_time: true },
    })
    expect(await checkedInAt(id)).not.toBeNull()
    // Already in: said so with the time and the day it happened, whatever the flag.
    const again = await scan(s.supplier.token, ref)
    expect(again.json().data.outcome).toBe('already_checked_in')
    expect(again.json().message).toMatch(/^Already checked in at \d{2}:\d{2}\.$/)
  })

  it("gives the voucher the tour's number on the day, else the supplier's phone", async () => {
    const { ref } = await confirmedBooking()
    const voucher = async () => (await get(s.supplier.token, `/api/voucher/${ref}`)).json().data
    // The suite's supplier phone: the fallback when the tour has no number of its own.
    const [supplier] = await queryRows<{ phone: string | null }>(
      s.t.database.db,
      sql`select coalesce(sp.contact_mobile_phone, sp.work_fixed_phone, u.phone_number) as phone
            from users u left join supplier_profiles sp on sp.user_id = u.id where u.id = ${s.supplier.id}`,
    )
    await s.t.database.execute(sql`update activities set contact_number = null where id = ${s.tour.id}`)
    expect((await voucher()).supplier.phone).toBe(supplier!.phone)
    await s.t.database.execute(
      sql`update activities set contact_number = '+94 77 900 1122' where id = ${s.tour.id}`,
    )
    expect((await voucher()).supplier.phone).toBe('+94 77 900 1122')
  })

  it("refuses forged codes, another supplier's voucher and canceled bookings, changing nothing", async () => {
    const { id, ref } = await confirmedBooking()
    const forged = await scan(s.supplier.token, `${ref}.${'A'.repeat(32)}`)
    expect(forged.statusCode).toBe(422)
    expect(forged.json().message).toBe(VoucherMessages.forged)
    const token = (await get(s.customer.token, `/api/voucher/${ref}`)).json().data.token
    const theirs = await scan(other.token, token)
    expect(theirs.statusCode).toBe(404)
    expect(theirs.json().message).toBe(VoucherMessages.notFound)
    const [row] = await queryRows<{ at: Date | null }>(
      s.t.database.db,
      sql`select checked_in_at as at from bookings where id = ${id}`,
    )
    expect(row!.at).toBeNull()
    const cancel = await s.t.app.inject({
      method: 'POST',
      url: `/api/supplier/bookings/${id}/cancel`,
      headers: bearer(s.supplier.token),
      payload: { reason_code: 'operational', reason: 'Vehicle broke down' },
    })
    expect(cancel.statusCode).toBe(200)
    const refused = await scan(s.supplier.token, token)
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toBe(VoucherMessages.canceled)
  })
})
