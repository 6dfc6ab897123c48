/**
 * Issue 33, points 1, 2 and 5: a reseller's PATCH moves a hold to another departure, product or
 * set of unit items (seats move, the price is quoted again) or is refused with OCTO's error and
 * changes nothing; confirm applies the unit items it is sent and refuses an unknown unit; the
 * contact's notes (and country, languages) are kept on confirm and on PATCH. Answers are checked
 * against OCTO's published schemas (@octocloud/types).
 */
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { zBooking, zErrorInvalidUnitId, zErrorUnprocessableEntity } from '@octocloud/types'
import { queryRows } from '@serendib/db/client'
import { activities } from '@serendib/db/schema/activities'
import { testDatabases } from '@serendib/db/testing'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { prepareTestTour, type TestTour } from '../../testing/booking-fixtures.ts'
import { buildTestApp, type TestApp } from '../../test-app.ts'
import { DEMO_OCTO_API_KEY } from '../../services/octo/resellers.ts'

const auth = { authorization: `Bearer ${DEMO_OCTO_API_KEY}` }
const pricing = { ...auth, 'octo-capabilities': 'octo/pricing' }
const day = addDays(todayInColombo(), 15)
const other = addDays(day, 1)
const allDay = (d: string) => `${d}T00:00:00+05:30`

function conforms(schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, v: unknown) {
  const parsed = schema.safeParse(v)
  expect(parsed.error ?? null).toBeNull()
}

describe.each(testDatabases())('OCTO rebooking and confirm on %s', (kind) => {
  let t: TestApp
  let a: TestTour
  let b: TestTour
  beforeAll(async () => {
    t = await buildTestApp(kind)
    a = await prepareTestTour(t.database, 0)
    b = await prepareTestTour(t.database, 1)
    await t.database.db.update(activities).set({ dailyCapacity: 6 }).where(eq(activities.id, a.id))
    await t.database.db.update(activities).set({ dailyCapacity: 6 }).where(eq(activities.id, b.id))
  })
  afterAll(() => t.close())

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers = auth) =>
    t.app.inject({ method, url: `/octo${url}`, payload, headers })
  const reserve = async (tourId: number, d: string, units: string[]) => {
    const uuid = randomUUID()
    const res = await call('POST', '/bookings', {
      uuid,
      productId: String(tourId),
      optionId: 'DEFAULT',
      availabilityId: allDay(d),
      unitItems: units.map((unitId) => ({ unitId })),
    })
    expect(res.json().status).toBe('ON_HOLD')
    return uuid
  }
  /** Seats taken on the tour's day, as the site's seat counter holds them. */
  const booked = async (tourId: number, d: string) => {
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select coalesce(sum(booked_pax), 0)::int as n from availability_days where activity_id = ${tourId} and day = ${d}::date`,
    )
    return row?.n ?? 0
  }
  const stored = async (uuid: string) => {
    const [row] = await queryRows<{ activity_id: number; day: string; pax: number; amount: number }>(
      t.database.db,
      sql`select b.activity_id, to_char(b.start_date, 'YYYY-MM-DD') as day, b.booking_amount_cents as amount,
                 (b.num_adults + b.num_children + b.num_infants)::int as pax
            from octo_bookings o join bookings b on b.id = o.booking_id where o.uuid = ${uuid}`,
    )
    return row
  }

  it('moves a hold to another departure: the seats go with it', async () => {
    const uuid = await reserve(a.id, day, ['adult', 'adult'])
    expect([await booked(a.id, day), await booked(a.id, other)]).toEqual([2, 0])
    const moved = await call('PATCH', `/bookings/${uuid}`, { availabilityId: allDay(other) })
    expect(moved.statusCode).toBe(200)
    conforms(zBooking, moved.json())
    expect(moved.json()).toMatchObject({ availabilityId: allDay(other), status: 'ON_HOLD' })
    expect(moved.json().availability.id).toBe(allDay(other))
    expect([await booked(a.id, day), await booked(a.id, other)]).toEqual([0, 2])
    expect(await stored(uuid)).toMatchObject({ day: other, pax: 2, amount: 9000 })
  })

  it('changes the unit items: seats and price follow, kept uuids stay', async () => {
    const uuid = await reserve(a.id, day, ['adult', 'adult'])
    const before = await booked(a.id, day)
    const held = (await call('GET', `/bookings/${uuid}`)).json()
    const kept = held.unitItems[0].uuid
    const patched = await call(
      'PATCH',
      `/bookings/${uuid}`,
      { unitItems: [{ uuid: kept, unitId: 'adult' }, { unitId: 'child' }, { unitId: 'child' }] },
      pricing,
    )
    conforms(zBooking, patched.json())
    const items = patched.json().unitItems as { uuid: string; unitId: string }[]
    expect(items.map((i) => i.unitId)).toEqual(['adult', 'child', 'child'])
    expect(items[0]?.uuid).toBe(kept)
    expect(new Set(items.map((i) => i.uuid)).size).toBe(3)
    // One adult ($45) and two children ($22.50): the site's price for the new units.
    expect(patched.json().pricing.retail).toBe(9000)
    expect(await stored(uuid)).toMatchObject({ pax: 3, amount: 9000 })
    expect(await booked(a.id, day)).toBe(before + 1)
  })

  it('moves a hold to another product: seats leave one tour for the other, priced there', async () => {
    await t.database.db.execute(
      sql`update activity_prices set adult_price_cents = 6000 where activity_id = ${b.id}`,
    )
    const uuid = await reserve(a.id, other, ['adult'])
    const [fromA, fromB] = [await booked(a.id, other), await booked(b.id, other)]
    const moved = await call('PATCH', `/bookings/${uuid}`, {
      productId: String(b.id),
      optionId: 'DEFAULT',
      availabilityId: allDay(other),
      unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }],
    })
    conforms(zBooking, moved.json())
    expect(moved.json()).toMatchObject({ productId: String(b.id), availabilityId: allDay(other) })
    expect(moved.json().unitItems).toHaveLength(2)
    expect([await booked(a.id, other), await booked(b.id, other)]).toEqual([fromA - 1, fromB + 2])
    expect(await stored(uuid)).toMatchObject({ activity_id: b.id, pax: 2, amount: 12000 })
  })

  it('refuses a change it cannot make with OCTO errors, and leaves the hold as it was', async () => {
    const uuid = await reserve(b.id, day, ['adult'])
    const before = { booking: await stored(uuid), seats: await booked(b.id, day) }
    const full = await call('PATCH', `/bookings/${uuid}`, {
      unitItems: Array.from({ length: 7 }, () => ({ unitId: 'adult' })),
    })
    expect(full.statusCode).toBe(400)
    conforms(zErrorUnprocessableEntity, full.json())
    expect(full.json().error).toBe('UNPROCESSABLE_ENTITY')
    const alien = await call('PATCH', `/bookings/${uuid}`, { unitItems: [{ unitId: 'alien' }] })
    conforms(zErrorInvalidUnitId, alien.json())
    expect(alien.json()).toMatchObject({ error: 'INVALID_UNIT_ID', unitId: 'alien' })
    const cases: [object, string][] = [
      [{ productId: '999999' }, 'INVALID_PRODUCT_ID'],
      [{ optionId: 'NOPE' }, 'INVALID_OPTION_ID'],
      [{ availabilityId: 'tomorrow' }, 'INVALID_AVAILABILITY_ID'],
      [{ availabilityId: `${day}T08:00:00+05:30` }, 'INVALID_AVAILABILITY_ID'],
      [{ unitItems: [] }, 'UNPROCESSABLE_ENTITY'],
    ]
    for (const [body, error] of cases) {
      const res = await call('PATCH', `/bookings/${uuid}`, { ...body, notes: 'never kept' })
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toBe(error)
    }
    expect({ booking: await stored(uuid), seats: await booked(b.id, day) }).toEqual(before)
    expect((await call('GET', `/bookings/${uuid}`)).json().notes).toBeNull()
  })

  it('refuses to rebook a confirmed booking: cancel and book again', async () => {
    const uuid = await reserve(a.id, day, ['adult'])
    await call('POST', `/bookings/${uuid}/confirm`, { contact: { fullName: 'Ana Silva' } })
    const res = await call('PATCH', `/bookings/${uuid}`, { availabilityId: allDay(other) })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('UNPROCESSABLE_ENTITY')
    expect((await call('GET', `/bookings/${uuid}`)).json()).toMatchObject({
      status: 'CONFIRMED',
      availabilityId: allDay(day),
    })
  })

  it('confirms with the unit items it is sent, and refuses an unknown unit', async () => {
    const uuid = await reserve(b.id, other, ['adult', 'adult'])
    const seats = await booked(b.id, other)
    const bad = await call('POST', `/bookings/${uuid}/confirm`, {
      contact: { fullName: 'Ana Silva' },
      unitItems: [{ unitId: 'invalidUnitId' }, { unitId: 'invalidUnitId' }],
    })
    expect(bad.statusCode).toBe(400)
    conforms(zErrorInvalidUnitId, bad.json())
    expect(bad.json()).toMatchObject({ error: 'INVALID_UNIT_ID', unitId: 'invalidUnitId' })
    expect((await call('GET', `/bookings/${uuid}`)).json()).toMatchObject({ status: 'ON_HOLD' })
    const ok = await call('POST', `/bookings/${uuid}/confirm`, {
      contact: { fullName: 'Ana Silva' },
      unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }, { unitId: 'adult' }],
    })
    expect(ok.statusCode).toBe(200)
    conforms(zBooking, ok.json())
    expect(ok.json().status).toBe('CONFIRMED')
    expect(ok.json().unitItems).toHaveLength(3)
    expect(await booked(b.id, other)).toBe(seats + 1)
    expect(await stored(uuid)).toMatchObject({ pax: 3, amount: 18000 })
  })

  it("keeps the contact's notes, country and languages on confirm and on PATCH", async () => {
    const uuid = await reserve(a.id, other, ['adult'])
    const contact = { fullName: 'John Doe', emailAddress: 'john@example.com', notes: 'Test note' }
    const confirmed = await call('POST', `/bookings/${uuid}/confirm`, { contact })
    conforms(zBooking, confirmed.json())
    expect(confirmed.json().contact).toMatchObject({ ...contact, firstName: 'John', lastName: 'Doe' })
    const patched = await call('PATCH', `/bookings/${uuid}`, {
      contact: { notes: 'Test notes contact', country: 'gb', locales: ['en', 'si'] },
      notes: 'Test note',
    })
    conforms(zBooking, patched.json())
    expect(patched.json()).toMatchObject({
      notes: 'Test note',
      contact: { fullName: 'John Doe', notes: 'Test notes contact', country: 'GB', locales: ['en', 'si'] },
    })
    expect((await call('GET', `/bookings/${uuid}`)).json().contact.notes).toBe('Test notes contact')
  })
})
