import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '@serendib/db/testing'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { bearer } from '../../../testing/accounts.ts'
import { bookTour } from '../../../testing/bookings.ts'
import {
  bookingSuite,
  tourOfAnotherSupplier,
  type BookingSuite,
  type TestSupplier,
} from '../../../testing/suites.ts'

const day = addDays(todayInColombo(), 12)

describe.each(testDatabases())('supplier day manifest on %s', (kind) => {
  let s: BookingSuite
  let other: TestSupplier
  let late: number
  let early: number

  beforeAll(async () => {
    s = await bookingSuite(kind)
    other = (await tourOfAnotherSupplier(s.t, s.supplier.id)).supplier
    late = await bookTour(s.t.app, s.t.database, s.customer.token, { tour: s.tour, day })
    early = await bookTour(s.t.app, s.t.database, s.customer.token, {
      tour: s.tour,
      day,
      adults: 1,
      children: 0,
    })
    const db = s.t.database
    await db.execute(sql`update bookings set pickup_time = '09:00' where id = ${late}`)
    await db.execute(
      sql`update bookings set pickup_time = '07:30', remarks = '=HYPERLINK("x")', contact_phone = '+49 30 1234567'
           where id = ${early}`,
    )
    await db.execute(sql`update bookings set contact_phone = '+1+cmd|" /C calc"!A0' where id = ${late}`)
    await db.execute(
      sql`update supplier_profiles set work_name = 'Ceylon Test Tours' where user_id = ${s.supplier.id}`,
    )
    await db.execute(
      sql`update booking_travellers set first_name = 'සුනිල්', last_name = 'පෙරේරා' where booking_id = ${late} and lead_traveller`,
    )
    await db.execute(
      sql`update booking_travellers set first_name = 'கமலா', last_name = 'ராஜா' where booking_id = ${early} and lead_traveller`,
    )
  })
  afterAll(() => s.t.close())

  const get = (token: string, url: string) => s.t.app.inject({ method: 'GET', url, headers: bearer(token) })

  it('groups the day by tour and start, then pick-up point in pick-up time order', async () => {
    const reply = await get(s.supplier.token, `/api/supplier/manifest?date=${day}`)
    expect(reply.statusCode).toBe(200)
    // Issue 29 point 8: the printed manifest's heading names the supplier.
    expect(reply.json().data.supplier).toBe('Ceylon Test Tours')
    const tour = reply.json().data.tours.find((t: { tour: { id: number } }) => t.tour.id === s.tour.id)
    expect(tour.pax).toBe(4)
    const bookings = tour.points.flatMap((p: { bookings: { id: number }[] }) => p.bookings)
    expect(bookings.map((b: { id: number }) => b.id)).toEqual([early, late])
    expect(bookings[0]).toMatchObject({
      lead_traveller: 'கமலா ராஜா',
      pickup_time: '07:30',
      num_adults: 1,
      checked_in_at: null,
    })
    expect(bookings[1]).toMatchObject({
      lead_traveller: 'සුනිල් පෙරේරා',
      pickup_details: 'Galle Face Hotel, 2 Galle Road, Colombo 3',
    })
  })

  it('shows who is checked in', async () => {
    const [row] = await s.t.database.execute<{ ref: string }>(
      sql`select booking_reference as ref from bookings where id = ${late}`,
    )
    const scan = await s.t.app.inject({
      method: 'POST',
      url: '/api/supplier/check-in',
      headers: bearer(s.supplier.token),
      payload: { code: row!.ref },
    })
    expect(scan.statusCode).toBe(200)
    const reply = await get(s.supplier.token, `/api/supplier/manifest?date=${day}`)
    const tour = reply.json().data.tours.find((t: { tour: { id: number } }) => t.tour.id === s.tour.id)
    const all = tour.points.flatMap(
      (p: { bookings: { id: number; checked_in_at: string | null }[] }) => p.bookings,
    )
    expect(all.find((b: { id: number }) => b.id === late).checked_in_at).toBe(scan.json().data.checked_in_at)
  })

  it('shows another supplier none of these bookings, and refuses a bad date', async () => {
    const theirs = (await get(other.token, `/api/supplier/manifest?date=${day}`)).json().data
    const ids = theirs.tours.flatMap((t: { points: { bookings: { id: number }[] }[] }) =>
      t.points.flatMap((p) => p.bookings.map((b) => b.id)),
    )
    expect(ids).not.toContain(late)
    expect((await get(s.supplier.token, '/api/supplier/manifest?date=tomorrow')).statusCode).toBe(400)
    expect((await get(s.customer.token, `/api/supplier/manifest?date=${day}`)).statusCode).toBe(403)
  })

  it('downloads the CSV with a UTF-8 byte order mark, Sinhala and Tamil names intact, formulas defused', async () => {
    const reply = await get(s.supplier.token, `/api/supplier/manifest.csv?date=${day}`)
    expect(reply.statusCode).toBe(200)
    expect(reply.headers['content-type']).toContain('text/csv')
    expect(reply.headers['content-disposition']).toContain(`manifest-${day}.csv`)
    const bytes = reply.rawPayload
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = bytes.toString('utf8')
    const lines = text.slice(1).trim().split('\r\n')
    expect(lines[0]).toMatch(/^Date,Tour,Start,Pick-up point,Pick-up time,Reference/)
    expect(text).toContain('සුනිල් පෙරේරා')
    expect(text).toContain('கமலா ராஜா')
    expect(text).toContain(`"'=HYPERLINK(""x"")"`)
    expect(text.indexOf('கமலா')).toBeLessThan(text.indexOf('සුනිල්'))
    // Decision 066: a phone stays dialable (no apostrophe, from its first digit); a formula in the phone field does not run.
    expect(lines.find((l) => l.includes('கமலா'))).toContain(',0049 30 1234567,')
    expect(text).not.toContain("'+49")
    expect(lines.find((l) => l.includes('සුනිල්'))).toContain(`,"'+1+cmd|"" /C calc""!A0",`)
  })

  it("names the CSV's columns and statuses in the portal page's language (issue 31), English by default", async () => {
    const lines = async (query: string) => {
      const reply = await get(s.supplier.token, `/api/supplier/manifest.csv?date=${day}${query}`)
      expect(reply.statusCode).toBe(200)
      return reply.rawPayload.toString('utf8').slice(1).trim().split('\r\n')
    }
    const [sinhala, ...sinhalaRows] = await lines('&lang=si')
    expect(sinhala).toMatch(/^දිනය,චාරිකාව,ආරම්භය,රැගෙන යන ස්ථානය,රැගෙන යන වේලාව,යොමු අංකය,තත්ත්වය,/)
    expect(sinhala).not.toMatch(/[A-Za-z]/)
    expect(sinhalaRows.join('\n')).not.toMatch(/,Confirmed,/)
    const [tamil] = await lines('&lang=ta')
    expect(tamil).toMatch(/^தேதி,சுற்றுலா,தொடக்கம்,/)
    expect(tamil).not.toMatch(/[A-Za-z]/)
    expect((await lines('&lang=en'))[0]).toBe((await lines(''))[0])
    expect((await lines(''))[0]).toMatch(/^Date,Tour,Start,Pick-up point,Pick-up time,Reference,Status,/)
    // A language the portal does not speak is refused, nothing else happens.
    expect((await get(s.supplier.token, `/api/supplier/manifest.csv?date=${day}&lang=de`)).statusCode).toBe(
      400,
    )
  })
})
