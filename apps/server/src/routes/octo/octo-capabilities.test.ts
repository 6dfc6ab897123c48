/**
 * The octo/pricing and octo/pickups capabilities (issue 16, decision 053): asked for with the
 * Octo-Capabilities header, they put USD cents (retail, and net after the reseller's 20%
 * commission) and the tour's pick-up points on products, availabilities and bookings; without
 * it the answers stay core. Also the supplier's mails for a reseller's sale and cancellation.
 */
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { zAvailability, zBooking, zPricing, zPricingUnit, zProduct } from '@octocloud/types'
import { queryRows } from '@serendib/db/client'
import { activityPickupLocations } from '@serendib/db/schema/activity-details'
import { bookings } from '@serendib/db/schema/bookings'
import { dealSubscriptions, deals } from '@serendib/db/schema/deals'
import { activityPricePeriods } from '@serendib/db/schema/tour-schedule'
import { testDatabases } from '@serendib/db/testing'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { prepareTestTour, type TestTour } from '../../testing/booking-fixtures.ts'
import { buildTestApp, type TestApp } from '../../test-app.ts'
import { DEMO_OCTO_API_KEY } from '../../services/octo/resellers.ts'

const key = { authorization: `Bearer ${DEMO_OCTO_API_KEY}` }
const both = { ...key, 'octo-capabilities': 'octo/pricing, octo/pickups' }
const today = todayInColombo()
const seasonDay = addDays(today, 12)
const plainDay = addDays(today, 13)
const allDay = (d: string) => `${d}T00:00:00+05:30`

function conforms(schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, v: unknown) {
  const parsed = schema.safeParse(v)
  expect(parsed.error ?? null).toBeNull()
}

const usd = (original: number, retail: number, net: number) => ({
  original,
  retail,
  net,
  currency: 'USD',
  currencyPrecision: 2,
  includedTaxes: [],
})

describe.each(testDatabases())('OCTO pricing and pickups on %s', (kind) => {
  let t: TestApp
  let tour: TestTour
  beforeAll(async () => {
    t = await buildTestApp(kind)
    tour = await prepareTestTour(t.database, 0)
    const db = t.database.db
    // A second pick-up point, a seasonal price on seasonDay and a 10% deal running today.
    await db
      .insert(activityPickupLocations)
      .values({ activityId: tour.id, locationId: tour.otherLocationId, pickupTime: '07:15', sortOrder: 5 })
    await db.insert(activityPricePeriods).values({
      activityId: tour.id,
      label: 'Festival',
      startsOn: seasonDay,
      endsOn: seasonDay,
      adultPriceCents: 6000,
      childPriceCents: 3000,
    })
    const [deal] = await db
      .insert(deals)
      .values({
        title: 'Test deal',
        discountPercent: 10,
        startsOn: addDays(today, -1),
        endsOn: addDays(today, 30),
      })
      .returning({ id: deals.id })
    await db.insert(dealSubscriptions).values({ dealId: deal!.id, activityId: tour.id })
  })
  afterAll(() => t.close())

  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
    headers: Record<string, string> = both,
  ) => t.app.inject({ method, url: `/octo${url}`, payload, headers })
  const outbox = (template: string, reference: string) =>
    queryRows<{ to_address: string; text: string; subject: string }>(
      t.database.db,
      sql`select to_address, text, subject from email_outbox where template = ${template} and text like ${`%${reference}%`}`,
    )

  it('leaves core answers alone when no capability is asked for', async () => {
    const res = await call('GET', `/products/${tour.id}`, undefined, key)
    expect(res.headers['octo-capabilities']).toBeUndefined()
    const product = res.json()
    expect(product).not.toHaveProperty('pricingPer')
    expect(product).not.toHaveProperty('pickupPoints')
    expect(product.options[0].units[0]).not.toHaveProperty('pricingFrom')
  })

  it('prices units from today (after the deal, net of the commission) and lists the pick-up points', async () => {
    const res = await call('GET', `/products/${tour.id}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['octo-capabilities']).toBe('octo/pricing, octo/pickups')
    const product = res.json()
    conforms(zProduct, product)
    expect(product.pricingPer).toBe('UNIT')
    const units = product.options[0].units as { id: string; pricingFrom: unknown[] }[]
    // From: the cheaper of the base (4500/2250) and the season (6000/3000), less 10%, net of 20%.
    expect(units.find((u) => u.id === 'adult')?.pricingFrom).toEqual([usd(4500, 4050, 3240)])
    expect(units.find((u) => u.id === 'child')?.pricingFrom).toEqual([usd(2250, 2025, 1620)])
    for (const u of units) for (const p of u.pricingFrom) conforms(zPricing, p)
    expect(product.pickupRequired).toBe(true)
    const ids = (product.pickupPoints as { id: string; country: string }[]).map((p) => p.id)
    expect(ids).toEqual(expect.arrayContaining([String(tour.pickupLocationId), String(tour.otherLocationId)]))
    expect(product.options[0].pickupPoints).toHaveLength(ids.length)
    // Other capabilities in the header are ignored, ours are still applied.
    const mixed = await call('GET', '/products', undefined, {
      ...key,
      'octo-capabilities': 'octo/offers,octo/pricing',
    })
    expect(mixed.headers['octo-capabilities']).toBe('octo/pricing')
    expect(mixed.json()[0]).not.toHaveProperty('pickupPoints')
  })

  it("prices each departure with its day's rates and gives the pick-up time that day", async () => {
    const res = await call('POST', '/availability', {
      productId: String(tour.id),
      optionId: 'DEFAULT',
      localDateStart: seasonDay,
      localDateEnd: plainDay,
    })
    expect(res.statusCode).toBe(200)
    const [season, plain] = res.json() as {
      unitPricing: { unitId: string }[]
      pickupPoints: { id: string; localDateTime: string | null }[]
    }[]
    conforms(zAvailability, season)
    for (const p of season!.unitPricing) conforms(zPricingUnit, p)
    expect(season!.unitPricing.find((p) => p.unitId === 'adult')).toEqual({
      unitId: 'adult',
      ...usd(6000, 5400, 4320),
    })
    expect(plain!.unitPricing.find((p) => p.unitId === 'adult')).toEqual({
      unitId: 'adult',
      ...usd(4500, 4050, 3240),
    })
    expect(season!.pickupPoints.find((p) => p.id === String(tour.otherLocationId))?.localDateTime).toBe(
      `${seasonDay}T07:15:00+05:30`,
    )
    const calendar = await call('POST', '/availability/calendar', {
      productId: String(tour.id),
      optionId: 'DEFAULT',
      localDateStart: seasonDay,
      localDateEnd: plainDay,
    })
    const days = calendar.json() as { unitPricingFrom: { unitId: string; retail: number }[] }[]
    expect(days.map((d) => d.unitPricingFrom.find((p) => p.unitId === 'child')?.retail)).toEqual([2700, 2025])
    const euro = await call('POST', '/availability/calendar', {
      productId: String(tour.id),
      optionId: 'DEFAULT',
      localDateStart: seasonDay,
      localDateEnd: seasonDay,
      currency: 'EUR',
    })
    expect(euro.statusCode).toBe(400)
    expect(euro.json().error).toBe('BAD_REQUEST')
  })

  it('books the chosen pick-up point and hotel, and prices the booking and each unit item', async () => {
    const uuid = randomUUID()
    const res = await call('POST', '/bookings', {
      uuid,
      productId: String(tour.id),
      optionId: 'DEFAULT',
      availabilityId: allDay(seasonDay),
      unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }, { unitId: 'child' }],
      pickupRequested: true,
      pickupPointId: String(tour.otherLocationId),
      pickupHotel: 'Galle Face Hotel',
      pickupHotelRoom: '214',
    })
    expect(res.statusCode).toBe(200)
    const booking = res.json()
    conforms(zBooking, booking)
    const [row] = await t.database.db
      .select({
        amount: bookings.bookingAmountCents,
        location: bookings.locationId,
        hotel: bookings.hotelName,
      })
      .from(bookings)
      .where(eq(bookings.id, Number(booking.id)))
    // 2 × 6000 + 3000 in the season, less 10%: the amount the booking stores is the retail.
    expect(row).toEqual({ amount: 13500, location: tour.otherLocationId, hotel: 'Galle Face Hotel' })
    expect(booking.pricing).toEqual(usd(15000, 13500, 10800))
    const items = booking.unitItems as { pricing: { retail: number; net: number } }[]
    expect(items.map((i) => i.pricing.retail)).toEqual([5400, 5400, 2700])
    expect(items.reduce((n, i) => n + i.pricing.net, 0)).toBe(10800)
    expect(booking).toMatchObject({
      pickupRequested: true,
      pickupPointId: String(tour.otherLocationId),
      pickupHotel: 'Galle Face Hotel',
      pickupHotelRoom: '214',
      pickupPoint: { id: String(tour.otherLocationId) },
    })
    // Moving the pick-up to the tour's first point.
    const moved = await call('PATCH', `/bookings/${uuid}`, { pickupPointId: String(tour.pickupLocationId) })
    expect(moved.json().pickupPointId).toBe(String(tour.pickupLocationId))
    // Read without the capabilities, the booking has none of their fields.
    const plain = (await call('GET', `/bookings/${uuid}`, undefined, key)).json()
    expect(plain).not.toHaveProperty('pricing')
    expect(plain).not.toHaveProperty('pickupPoint')
  })

  it('refuses a pick-up point the tour does not serve, or no pick-up, and books nothing', async () => {
    const before = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from bookings where activity_id = ${tour.id}`,
    )
    const base = {
      productId: String(tour.id),
      optionId: 'DEFAULT',
      availabilityId: allDay(plainDay),
      unitItems: [{ unitId: 'adult' }],
    }
    const unknown = await call('POST', '/bookings', { ...base, uuid: randomUUID(), pickupPointId: '999999' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error).toBe('BAD_REQUEST')
    const none = await call('POST', '/bookings', { ...base, uuid: randomUUID(), pickupRequested: false })
    expect(none.statusCode).toBe(400)
    expect(none.json().error).toBe('UNPROCESSABLE_ENTITY')
    const after = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from bookings where activity_id = ${tour.id}`,
    )
    expect(after).toEqual(before)
  })

  it("mails the supplier when a reseller's sale is confirmed and when it is cancelled, not for a hold", async () => {
    const reserve = async () => {
      const uuid = randomUUID()
      const res = await call('POST', '/bookings', {
        uuid,
        productId: String(tour.id),
        optionId: 'DEFAULT',
        availabilityId: allDay(plainDay),
        unitItems: [{ unitId: 'adult' }],
      })
      return { uuid, reference: res.json().supplierReference as string }
    }
    const hold = await reserve()
    await call('POST', `/bookings/${hold.uuid}/cancel`, { reason: 'Changed plans' })
    expect(await outbox('supplier-booking-canceled', hold.reference)).toHaveLength(0)

    const sale = await reserve()
    const confirmed = await call('POST', `/bookings/${sale.uuid}/confirm`, {
      contact: { fullName: 'Ana Silva', emailAddress: 'ana@example.com', phoneNumber: '+94770000000' },
    })
    expect(confirmed.json().status).toBe('CONFIRMED')
    const [newMail] = await outbox('supplier-new-booking', sale.reference)
    expect(newMail?.text).toContain(
      'Demo Reseller sold a booking (paid on account); the booking is confirmed.',
    )
    expect(newMail?.text).toContain('Sold by')
    expect(newMail?.text).toContain('USD 40.50') // 4500 less 10%
    await call('POST', `/bookings/${sale.uuid}/cancel`, { reason: 'Guest ill' })
    const [canceled] = await outbox('supplier-booking-canceled', sale.reference)
    expect(canceled?.subject).toBe(`Booking ${sale.reference} canceled by Demo Reseller`)
    expect(canceled?.to_address).toBe(newMail?.to_address)
  })
})
