/**
 * Options and vehicle tiers (issue 32, decision 073) through the cost call, checkout, the booking
 * record and OCTO: the server prices the cheapest vehicles, ignores the browser's price, refuses a
 * group no booking can carry with nothing held, and keeps each option's vehicles per day.
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { zBooking, zOption, zProduct, zUnit } from '@octocloud/types'
import { activityOptions, activityOptionTiers } from '@serendib/db/schema/tour-options'
import { testDatabases } from '@serendib/db/testing'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { OptionMessages } from '@serendib/domain/tour-options'
import { prepareTestTour, type TestTour } from '../../../testing/booking-fixtures.ts'
import { bearer } from '../../../testing/accounts.ts'
import { checkoutItem, createTestCustomer, paySandboxLink, supplierOf } from '../../../testing/bookings.ts'
import { buildTestApp, type TestApp } from '../../../test-app.ts'
import { DEMO_OCTO_API_KEY } from '../../../services/octo/resellers.ts'

const day = addDays(todayInColombo(), 15)
const octoAuth = { authorization: `Bearer ${DEMO_OCTO_API_KEY}`, 'octo-capabilities': 'octo/pricing' }

function conforms(schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, v: unknown) {
  expect(schema.safeParse(v).error ?? null).toBeNull()
}

describe.each(testDatabases())('tour options and vehicle tiers on %s', (kind) => {
  let t: TestApp
  let tour: TestTour
  let plain: TestTour
  let shared: number
  let priv: number
  let customer: { authorization: string }
  beforeAll(async () => {
    t = await buildTestApp(kind)
    tour = await prepareTestTour(t.database, 0)
    plain = await prepareTestTour(t.database, 1)
    const db = t.database.db
    await db.execute(sql`delete from activity_options where activity_id in (${tour.id}, ${plain.id})`)
    const [s, p] = await db
      .insert(activityOptions)
      .values([
        { activityId: tour.id, name: 'Shared coach seat', kind: 1, sortOrder: 0 },
        {
          activityId: tour.id,
          name: 'Private with driver-guide',
          kind: 2,
          sortOrder: 1,
          maxVehiclesPerBooking: 2,
          vehiclesPerDay: 3,
        },
      ])
      .returning({ id: activityOptions.id })
    shared = s!.id
    priv = p!.id
    await db.insert(activityOptionTiers).values([
      { optionId: priv, name: 'Van', seats: 8, priceCents: 14000, sortOrder: 1 },
      { optionId: priv, name: 'Car', seats: 3, priceCents: 9000, sortOrder: 0 },
    ])
    // The typed vehicles per day alone, as for a supplier who lists no vehicles (decision 073);
    // the listed fleet's count is fleet.test.ts's.
    await db.execute(
      sql`update supplier_resources set archived_at = now()
           where supplier_user_id = (select supplier_user_id from activities where id = ${tour.id})`,
    )
    customer = bearer((await createTestCustomer(t.app, t.database)).token)
  }, 300_000)
  afterAll(() => t.close())

  const cost = (payload: object, aid = tour.id) =>
    t.app.inject({
      method: 'POST',
      url: '/api/activity/cost',
      payload: { aid, pud: day, pul: tour.pickupLocationId, ...payload },
    })
  const checkout = (items: object[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/booking/checkout',
      headers: customer,
      payload: { booking: items, url: 'http://shop.test' },
    })
  const item = (adults: number, children: number, extra: object = {}) => ({
    ...checkoutItem({ tour, day, adults, children }),
    ...extra,
  })
  const counts = async () => {
    const [row] = await t.database.execute<{ bookings: number; seats: number }>(
      sql`select (select count(*)::int from bookings where activity_id = ${tour.id}) as bookings,
                 (select coalesce(sum(booked_pax), 0)::int from availability_days
                   where activity_id = ${tour.id} and day = ${day}::date) as seats`,
    )
    return row!
  }

  it('prices a private option by its cheapest vehicles: 3 adults cost what 2 do, 6 take the van', async () => {
    const two = await cost({ na: 2, option_id: priv })
    expect(two.statusCode, two.body).toBe(200)
    expect(two.json()).toMatchObject({
      amount_cents: 9000,
      option: {
        id: priv,
        name: 'Private with driver-guide',
        label: 'Private with driver-guide: Car (up to 3) × 1',
      },
    })
    expect((await cost({ na: 3, option_id: String(priv) })).json().amount_cents).toBe(9000)
    const family = (await cost({ na: 2, nc: 4, option_id: priv })).json()
    expect(family.amount_cents).toBe(14000)
    expect(family.option.vehicles).toEqual([{ name: 'Van', seats: 8, count: 1, price_cents: 14000 }])
    expect((await cost({ na: 11, option_id: priv })).json().option.label).toBe(
      'Private with driver-guide: Van (up to 8) × 1, Car (up to 3) × 1',
    )
    const twelve = (await cost({ na: 12, option_id: priv })).json()
    expect(twelve.amount_cents).toBe(28000)
    expect(twelve.option.label).toBe('Private with driver-guide: Van (up to 8) × 2')
  })

  it('sells a shared option at the tour rates, takes the first option when none is named, and leaves a tour without options as it was', async () => {
    const seat = (await cost({ na: 3, option_id: shared })).json()
    expect(seat).toMatchObject({ amount_cents: 13500, option: { id: shared, vehicles: [] } })
    expect((await cost({ na: 3 })).json().option.id).toBe(shared)
    const unchanged = await cost({ na: 3, pul: plain.pickupLocationId }, plain.id)
    expect(unchanged.statusCode).toBe(200)
    expect(unchanged.json().amount_cents).toBe(13500)
    expect(unchanged.json()).not.toHaveProperty('option')
    const other = await cost({ na: 2, option_id: 999_999 })
    expect(other.statusCode).toBe(422)
    expect(other.json().message).toBe(OptionMessages.unknownOption)
  })

  it('refuses a group above the most vehicles a booking may take, at the cost call and at checkout, holding nothing', async () => {
    const quote = await cost({ na: 15, nc: 2, option_id: priv })
    expect(quote.statusCode).toBe(422)
    expect(quote.json().message).toBe(OptionMessages.tooLarge(16))
    const before = await counts()
    const refused = await checkout([item(15, 2, { option_id: priv })])
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toBe(OptionMessages.tooLarge(16))
    expect(await counts()).toEqual(before)
  })

  it('books the van for a family of 6 at the server price, whatever price the browser sends', async () => {
    const response = await checkout([item(2, 4, { option_id: priv, booking_amount: 1 })])
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data.bookings[0].amount_cents).toBe(14000)
    const [row] = await t.database.execute<Record<string, unknown>>(
      sql`select option_id, option_name, vehicles, vehicle_count, booking_amount_cents from bookings
           where activity_id = ${tour.id} order by id desc limit 1`,
    )
    expect(row).toMatchObject({
      option_id: priv,
      option_name: 'Private with driver-guide',
      vehicle_count: 1,
      booking_amount_cents: 14000,
    })
    const vehicles = typeof row!.vehicles === 'string' ? JSON.parse(row!.vehicles) : row!.vehicles
    expect(vehicles).toEqual([
      { tierId: expect.any(Number), name: 'Van', seats: 8, count: 1, priceCents: 14000 },
    ])
  })

  it('shows the option and its vehicles on the voucher, the supplier booking, the manifest and its CSV, and My Bookings', async () => {
    const response = await checkout([item(2, 4, { option_id: priv })])
    expect(response.statusCode, response.body).toBe(200)
    expect((await paySandboxLink(t.app, response.json().data.payment_link)).statusCode).toBe(303)
    const reference = response.json().data.bookings[0].booking_reference as string
    const [row] = await t.database.execute<{ id: number }>(
      sql`select id from bookings where booking_reference = ${reference}`,
    )
    const label = 'Private with driver-guide: Van (up to 8) × 1'
    const voucher = await t.app.inject({ url: `/api/voucher/${reference}`, headers: customer })
    expect(voucher.statusCode, voucher.body).toBe(200)
    expect(voucher.json().data.option_label).toBe(label)
    const mine = await t.app.inject({ url: `/api/account/my-bookings/show/${row!.id}`, headers: customer })
    expect(mine.json().data.option_label).toBe(label)
    const supplier = bearer((await supplierOf(t.app, t.database, tour.id)).token)
    const detail = await t.app.inject({ url: `/api/supplier/bookings/${row!.id}`, headers: supplier })
    expect(detail.json().data.option_label).toBe(label)
    const manifest = (
      await t.app.inject({ url: `/api/supplier/manifest?date=${day}`, headers: supplier })
    ).json()
    const booked = manifest.data.tours
      .flatMap((x: { points: { bookings: object[] }[] }) => x.points.flatMap((p) => p.bookings))
      .find((b: { id: number }) => b.id === row!.id)
    expect(booked.option_label).toBe(label)
    const csv = await t.app.inject({ url: `/api/supplier/manifest.csv?date=${day}`, headers: supplier })
    expect(csv.body).toContain(label)
    // Cancelled at once: the vehicles per day below count the family's first booking only.
    const cancel = await t.app.inject({
      url: `/api/account/my-bookings/cancel/${row!.id}`,
      headers: customer,
    })
    expect(cancel.statusCode, cancel.body).toBe(200)
  })

  it('keeps the vehicles per day: the last vehicles go once, then the day is refused with nothing held', async () => {
    // 3 a day; the family took 1. Twelve take 2 more (two vans).
    const twelve = await checkout([item(12, 0, { option_id: priv })])
    expect(twelve.statusCode, twelve.body).toBe(200)
    const quote = await cost({ na: 1, option_id: priv })
    expect(quote.statusCode).toBe(422)
    expect(quote.json().message).toBe(OptionMessages.noVehiclesLeft(day))
    const before = await counts()
    const refused = await checkout([item(1, 0, { option_id: priv })])
    expect(refused.statusCode).toBe(422)
    expect(await counts()).toEqual(before)
    // The shared option of the same tour still sells seats that day.
    expect((await checkout([item(1, 0, { option_id: shared })])).statusCode).toBe(200)
  })

  it("lets the tour's supplier set options and tiers, refuses a private option without vehicles, and answers others 404", async () => {
    const owner = bearer((await supplierOf(t.app, t.database, plain.id)).token)
    const url = `/api/supplier/tours/${plain.id}/options`
    const put = (options: object[], headers = owner) =>
      t.app.inject({ method: 'PUT', url, headers, payload: { options } })
    const refused = await put([{ name: 'Private', kind: 'private', tiers: [] }])
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors).toHaveProperty(['options.0.tiers'])
    expect((await t.app.inject({ url, headers: owner })).json().data.options).toEqual([])
    const saved = await put([
      {
        name: 'Private jeep',
        description: 'Up to 6 in a jeep',
        kind: 'private',
        max_vehicles_per_booking: 1,
        tiers: [{ name: 'Jeep', seats: 6, price_cents: 5000 }],
      },
    ])
    expect(saved.statusCode, saved.body).toBe(200)
    const [option] = saved.json().data.options
    expect(option).toMatchObject({
      name: 'Private jeep',
      kind: 'private',
      tiers: [{ name: 'Jeep', seats: 6, price_cents: 5000 }],
    })
    const quote = await cost({ na: 5, pul: plain.pickupLocationId }, plain.id)
    expect(quote.json()).toMatchObject({
      amount_cents: 5000,
      option: { label: 'Private jeep: Jeep (up to 6) × 1' },
    })
    const tooMany = await cost({ na: 7, pul: plain.pickupLocationId }, plain.id)
    expect(tooMany.json().message).toBe(OptionMessages.tooLarge(6))
    // Taken away again: the tour sells one way, at its rates, as before.
    expect((await put([])).statusCode).toBe(200)
    const back = (await cost({ na: 5, pul: plain.pickupLocationId }, plain.id)).json()
    expect(back.amount_cents).toBe(22500)
    expect(back).not.toHaveProperty('option')
    expect((await t.app.inject({ url, headers: customer })).statusCode).toBe(403)
  })

  it('lists the options with their units over OCTO and books one with its price', async () => {
    const product = (await t.app.inject({ url: `/octo/products/${tour.id}`, headers: octoAuth })).json()
    conforms(zProduct, product)
    expect(product.options.map((o: { id: string }) => o.id)).toEqual([String(shared), String(priv)])
    expect(product.options.map((o: { internalName: string }) => o.internalName)).toEqual([
      'Shared coach seat',
      'Private with driver-guide',
    ])
    for (const option of product.options) {
      conforms(zOption, option)
      for (const unit of option.units) conforms(zUnit, unit)
      expect(option.units.map((u: { id: string }) => u.id)).toEqual(['adult', 'child'])
    }
    const plainProduct = (await t.app.inject({ url: `/octo/products/${plain.id}`, headers: octoAuth })).json()
    expect(plainProduct.options.map((o: { id: string }) => o.id)).toEqual(['DEFAULT'])

    const otherDay = addDays(day, 40)
    const reserve = (optionId: string, units: string[]) =>
      t.app.inject({
        method: 'POST',
        url: '/octo/bookings',
        headers: octoAuth,
        payload: {
          uuid: randomUUID(),
          productId: String(tour.id),
          optionId,
          availabilityId: `${otherDay}T00:00:00+05:30`,
          unitItems: units.map((unitId) => ({ unitId })),
        },
      })
    const booked = await reserve(String(priv), ['adult', 'adult', 'child', 'child', 'child', 'child'])
    expect(booked.statusCode, booked.body).toBe(200)
    const body = booked.json()
    conforms(zBooking, body)
    expect(body.optionId).toBe(String(priv))
    expect(body.pricing.retail).toBe(14000)
    const [row] = await t.database.execute<{ amount: number; option_name: string }>(
      sql`select booking_amount_cents as amount, option_name from bookings where id = ${Number(body.id)}`,
    )
    expect(row).toEqual({ amount: 14000, option_name: 'Private with driver-guide' })
    const seat = (await reserve('DEFAULT', ['adult'])).json()
    expect(seat.optionId).toBe(String(shared))
    expect(seat.pricing.retail).toBe(4500)
    const bad = await reserve('999999', ['adult'])
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ error: 'INVALID_OPTION_ID', optionId: '999999' })
  })
})
