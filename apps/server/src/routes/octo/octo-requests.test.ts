/**
 * Issue 33, points 3, 4, 6 and 7, and the sandbox product: the booking list needs OCTO's
 * filters; a confirmed booking carries its voucher (signed QR code and PDF); availability takes
 * exactly one of OCTO's combinations; bad ids and dates are OCTO errors, never a 500; the demo
 * reseller's sandbox can be booked again and again. Answers are checked against OCTO's
 * published schemas (@octocloud/types).
 */
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  zAvailability,
  zBooking,
  zErrorBadRequest,
  zErrorInvalidBookingUuid,
  zProduct,
} from '@octocloud/types'
import { queryRows } from '@serendib/db/client'
import { activities } from '@serendib/db/schema/activities'
import { testDatabases } from '@serendib/db/testing'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { prepareTestTour, type TestTour } from '../../testing/booking-fixtures.ts'
import { buildTestApp, type TestApp } from '../../test-app.ts'
import { DEMO_OCTO_API_KEY } from '../../services/octo/resellers.ts'
import { ensureOctoSandbox } from '../../services/octo/octo-sandbox.ts'
import { parseVoucherCode } from '../../services/vouchers/voucher-token.ts'

const auth = { authorization: `Bearer ${DEMO_OCTO_API_KEY}` }
const day = addDays(todayInColombo(), 10)
const allDay = (d: string) => `${d}T00:00:00+05:30`

function conforms(schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, v: unknown) {
  const parsed = schema.safeParse(v)
  expect(parsed.error ?? null).toBeNull()
}

describe.each(testDatabases())('OCTO requests on %s', (kind) => {
  let t: TestApp
  let tour: TestTour
  beforeAll(async () => {
    t = await buildTestApp(kind)
    tour = await prepareTestTour(t.database, 2)
    await t.database.db.update(activities).set({ dailyCapacity: 8 }).where(eq(activities.id, tour.id))
  })
  afterAll(() => t.close())

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url: `/octo${url}`, payload, headers: auth })
  const reserve = async (productId: number, availabilityId: string, units: string[], extra = {}) => {
    const uuid = randomUUID()
    const res = await call('POST', '/bookings', {
      uuid,
      productId: String(productId),
      optionId: 'DEFAULT',
      availabilityId,
      unitItems: units.map((unitId) => ({ unitId })),
      ...extra,
    })
    return { uuid, res }
  }
  const bookingCount = async () =>
    (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from bookings`))[0]?.n

  it('lists bookings only by one of OCTO filters: references, localDate or a date range', async () => {
    const { uuid } = await reserve(tour.id, allDay(day), ['adult'], { resellerReference: 'LIST-33' })
    const none = await call('GET', '/bookings')
    expect(none.statusCode).toBe(400)
    conforms(zErrorBadRequest, none.json())
    expect(none.json().error).toBe('BAD_REQUEST')
    for (const query of [`localDateStart=${day}`, `localDateEnd=${day}`, 'productId=1'])
      expect((await call('GET', `/bookings?${query}`)).json().error).toBe('BAD_REQUEST')
    const onDay = (await call('GET', `/bookings?localDate=${day}`)).json()
    for (const b of onDay) conforms(zBooking, b)
    expect(onDay.map((b: { uuid: string }) => b.uuid)).toContain(uuid)
    expect((await call('GET', `/bookings?localDate=${addDays(day, 1)}`)).json()).toEqual([])
    const byProduct = (await call('GET', `/bookings?localDate=${day}&productId=${tour.id}`)).json()
    expect(byProduct.map((b: { uuid: string }) => b.uuid)).toContain(uuid)
    expect((await call('GET', `/bookings?localDate=${day}&productId=999999`)).json()).toEqual([])
    expect((await call('GET', '/bookings?resellerReference=LIST-33')).json()).toHaveLength(1)
  })

  it('gives a confirmed booking its voucher: the signed QR code and the PDF, fetched with the key', async () => {
    const products = (await call('GET', '/products')).json()
    for (const p of products) conforms(zProduct, p)
    expect(products[0]).toMatchObject({
      deliveryFormats: ['QRCODE', 'PDF_URL'],
      deliveryMethods: ['VOUCHER'],
      redemptionMethod: 'DIGITAL',
    })
    const { uuid, res } = await reserve(tour.id, allDay(day), ['adult', 'child'])
    conforms(zBooking, res.json())
    expect(res.json().voucher).toEqual({
      redemptionMethod: 'DIGITAL',
      utcRedeemedAt: null,
      deliveryOptions: [],
    })
    const early = await call('GET', `/bookings/${uuid}/voucher.pdf`)
    expect(early.statusCode).toBe(400)
    expect(early.json().error).toBe('UNPROCESSABLE_ENTITY')

    const confirmed = (
      await call('POST', `/bookings/${uuid}/confirm`, { contact: { fullName: 'Ana Silva' } })
    ).json()
    conforms(zBooking, confirmed)
    const options = confirmed.voucher.deliveryOptions as { deliveryFormat: string; deliveryValue: string }[]
    expect(options.map((o) => o.deliveryFormat)).toEqual(['QRCODE', 'PDF_URL'])
    expect(parseVoucherCode(t.app.config.appSecret, options[0]!.deliveryValue)).toEqual({
      kind: 'token',
      reference: confirmed.supplierReference,
    })
    const url = new URL(options[1]!.deliveryValue)
    expect(url.pathname).toBe(`/octo/bookings/${uuid}/voucher.pdf`)
    expect(confirmed.unitItems.every((i: { ticket: unknown }) => i.ticket === null)).toBe(true)
    const pdf = await t.app.inject({ method: 'GET', url: url.pathname, headers: auth })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const keyless = await t.app.inject({ method: 'GET', url: url.pathname })
    expect(keyless.statusCode).toBe(401)
    // The same voucher on every read of the booking.
    expect((await call('GET', `/bookings/${uuid}`)).json().voucher).toEqual(confirmed.voucher)
  })

  it('checks availability by exactly one of localDate, a date range or availabilityIds', async () => {
    const product = { productId: String(tour.id), optionId: 'DEFAULT' }
    const byDay = await call('POST', '/availability', { ...product, localDate: day })
    expect(byDay.statusCode).toBe(200)
    for (const a of byDay.json()) conforms(zAvailability, a)
    expect(byDay.json().map((a: { id: string }) => a.id)).toEqual([allDay(day)])
    const refused = [
      { localDateStart: day, localDateEnd: day, availabilityIds: [allDay(day)] },
      { localDate: day, availabilityIds: [allDay(day)] },
      { localDate: day, localDateStart: day, localDateEnd: day },
      { localDateStart: day },
      { availabilityIds: [] },
      {},
    ]
    for (const body of refused) {
      const res = await call('POST', '/availability', { ...product, ...body })
      expect(res.statusCode).toBe(400)
      conforms(zErrorBadRequest, res.json())
      expect(res.json().error).toBe('BAD_REQUEST')
    }
  })

  it('answers bad ids and dates with OCTO errors, never 500, and stores nothing', async () => {
    const badDates = [
      ['GET', '/bookings?localDateStart=2026-02-30&localDateEnd=2026-03-01'],
      ['GET', '/bookings?localDate=2026-13-01'],
      ['GET', `/bookings?resellerReference=a%00b`],
      ['POST', '/availability', { productId: String(tour.id), optionId: 'DEFAULT', localDate: '2026-02-30' }],
      [
        'POST',
        '/availability/calendar',
        {
          productId: String(tour.id),
          optionId: 'DEFAULT',
          localDateStart: '2026-02-29',
          localDateEnd: '2026-03-01',
        },
      ],
    ] as const
    for (const [method, url, body] of badDates) {
      const res = await call(method, url, body)
      expect(res.statusCode, url).toBe(400)
      expect(res.json().error).toBe('BAD_REQUEST')
    }
    const nul = '/bookings/%00'
    const asks: [string, string, object | undefined][] = [
      ['GET', nul, undefined],
      ['PATCH', nul, { notes: 'x' }],
      ['POST', `${nul}/confirm`, { contact: { fullName: 'Ana Silva' } }],
      ['POST', `${nul}/extend`, {}],
      ['POST', `${nul}/cancel`, {}],
      ['GET', `${nul}/voucher.pdf`, undefined],
      ['GET', '/bookings/not-a-uuid', undefined],
    ]
    for (const [method, url, body] of asks) {
      const res = await call(method as 'GET', url, body)
      expect(res.statusCode, `${method} ${url}`).toBe(400)
      conforms(zErrorInvalidBookingUuid, res.json())
      expect(res.json().error).toBe('INVALID_BOOKING_UUID')
    }
    const before = await bookingCount()
    const stored = await reserve(tour.id, allDay(day), ['adult'], { notes: 'a\u0000b' })
    expect(stored.res.statusCode).toBe(400)
    expect(stored.res.json().error).toBe('BAD_REQUEST')
    expect(await bookingCount()).toBe(before)
  })

  it("books the demo reseller's sandbox again and again without selling out", async () => {
    const products = (await call('GET', '/products')).json() as { id: string; reference: string }[]
    const sandbox = products.find((p) => p.reference === 'OCTO-SANDBOX')
    expect(sandbox).toMatchObject({ availabilityType: 'START_TIME', instantConfirmation: true })
    const id = Number(sandbox?.id)
    const deps = (
      await call('POST', '/availability', { productId: String(id), optionId: 'DEFAULT', localDate: day })
    ).json()
    expect(deps.map((d: { id: string; status: string }) => [d.id, d.status])).toEqual([
      [`${day}T09:00:00+05:30`, 'FREESALE'],
      [`${day}T15:00:00+05:30`, 'FREESALE'],
    ])
    // 16 bookings of 4 at one start: 64 travellers, more than any demo tour sells in a day.
    for (let i = 0; i < 16; i++) {
      const { uuid, res } = await reserve(id, `${day}T09:00:00+05:30`, Array(4).fill('adult'))
      expect(res.json()).toMatchObject({ status: 'ON_HOLD', testMode: true })
      const confirmed = await call('POST', `/bookings/${uuid}/confirm`, { contact: { fullName: 'Test Run' } })
      expect(confirmed.json()).toMatchObject({ status: 'CONFIRMED', testMode: true })
    }
    // The demo seed made it; a start finds it, and makes it in a demo folder seeded before it.
    expect(await ensureOctoSandbox(t.database.db)).toBe(id)
    await t.database.db.execute(
      sql`update activities set tour_id = 'OLD-SANDBOX', seo_url = 'old-sandbox', full_seo_url = '/old-sandbox'
           where id = ${id}`,
    )
    const made = await ensureOctoSandbox(t.database.db)
    expect(made).not.toBe(id)
    const times = await queryRows<{ time: string }>(
      t.database.db,
      sql`select to_char(start_time, 'HH24:MI') as time from activity_start_times where activity_id = ${made} order by 1`,
    )
    expect(times.map((r) => r.time)).toEqual(['09:00', '15:00'])
    // An ordinary tour's bookings are not test bookings.
    expect((await reserve(tour.id, allDay(day), ['adult'])).res.json().testMode).toBe(false)
  })
})
