import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '@serendib/db/testing'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { bearer, lastMailTo } from '../../../testing/accounts.ts'
import { bookTour } from '../../../testing/bookings.ts'
import {
  bookingSuite,
  tourOfAnotherSupplier,
  type BookingSuite,
  type TestSupplier,
} from '../../../testing/suites.ts'

const day = addDays(todayInColombo(), 4)

/** Decision 078: the portal's language saved on the supplier's account, and its e-mails in it. */
describe.each(testDatabases())('supplier portal language on %s', (kind) => {
  let s: BookingSuite
  let other: TestSupplier

  beforeAll(async () => {
    s = await bookingSuite(kind)
    other = (await tourOfAnotherSupplier(s.t, s.supplier.id)).supplier
  })
  afterAll(() => s.t.close())

  const get = (token?: string) =>
    s.t.app.inject({ method: 'GET', url: '/api/supplier/language', headers: token ? bearer(token) : {} })
  const put = (token: string | undefined, payload: unknown) =>
    s.t.app.inject({
      method: 'PUT',
      url: '/api/supplier/language',
      headers: token ? bearer(token) : {},
      payload: payload as object,
    })

  it('is English until the supplier chooses; Sinhala and Tamil are kept on the account', async () => {
    expect((await get(s.supplier.token)).json().data).toEqual({ locale: 'en' })
    const saved = await put(s.supplier.token, { locale: 'si' })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().data).toEqual({ locale: 'si' })
    expect((await get(s.supplier.token)).json().data).toEqual({ locale: 'si' })
    expect((await put(s.supplier.token, { locale: 'ta' })).json().data).toEqual({ locale: 'ta' })
    expect((await get(s.supplier.token)).json().data).toEqual({ locale: 'ta' })
    // Another supplier's choice is its own.
    expect((await get(other.token)).json().data).toEqual({ locale: 'en' })
  })

  it('refuses a language the portal does not speak, with nothing saved', async () => {
    await put(s.supplier.token, { locale: 'si' })
    for (const payload of [{ locale: 'de' }, { locale: 'SI' }, { locale: '' }, {}, { locale: 7 }]) {
      const reply = await put(s.supplier.token, payload)
      expect(reply.statusCode, JSON.stringify(payload)).toBe(400)
      expect(reply.json().status).toBe('error')
    }
    expect((await get(s.supplier.token)).json().data).toEqual({ locale: 'si' })
  })

  it('answers suppliers only', async () => {
    expect((await get()).statusCode).toBe(401)
    expect((await put(undefined, { locale: 'si' })).statusCode).toBe(401)
    expect((await get(s.customer.token)).statusCode).toBe(403)
    expect((await put(s.customer.token, { locale: 'si' })).statusCode).toBe(403)
  })

  it("writes the new-booking e-mail in the supplier's language", async () => {
    const mailAfterBooking = async (locale: string) => {
      await put(s.supplier.token, { locale })
      await bookTour(s.t.app, s.t.database, s.customer.token, { tour: s.tour, day })
      const mail = await lastMailTo(s.t.database, s.supplier.email, 'supplier-new-booking')
      return mail!
    }
    const sinhala = await mailAfterBooking('si')
    expect(sinhala.subject).toMatch(/^නව වෙන්කිරීම /)
    expect(sinhala.text).toContain('සංචාරකයෙක් වෙන්කර ගෙවා ඇත')
    expect(sinhala.text).toContain('වැඩිහිටියන් 2, ළමුන් 1')
    expect(sinhala.text).toContain('/si/supplier/bookings')
    expect(sinhala.text).not.toContain('Booking reference')

    const tamil = await mailAfterBooking('ta')
    expect(tamil.subject).toMatch(/^புதிய முன்பதிவு /)
    expect(tamil.text).toContain('பெரியவர்கள் 2, குழந்தை 1')
    expect(tamil.text).toContain('/ta/supplier/bookings')

    const english = await mailAfterBooking('en')
    expect(english.subject).toMatch(/^New booking \S+: .+ on \d{2}\/\d{2}\/\d{4}$/)
    expect(english.text).toContain('A traveller has booked and paid')
    expect(english.text).toContain('2 adults, 1 child')
    expect(english.text).toContain('Booking reference')
    expect(english.text).toMatch(/\/supplier\/bookings/)
    expect(english.text).not.toContain('/en/supplier')
  })
})
