/**
 * OCTO core conformance (issue 16): every endpoint and booking state the way OCTO's validator
 * drives them, each answer checked against OCTO's own published schemas (@octocloud/types' zod)
 * and the per-state rules (ON_HOLD has utcExpiresAt, CONFIRMED utcConfirmedAt and no expiry,
 * CANCELLED a cancellation, UTC times end in Z).
 */
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { zAvailability, zAvailabilityCalendar, zBooking, zProduct, zSupplier } from '@octocloud/types'
import { queryRows } from '@serendib/db/client'
import { activities } from '@serendib/db/schema/activities'
import { activityStartTimes } from '@serendib/db/schema/tour-schedule'
import { testDatabases } from '@serendib/db/testing'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { prepareOnRequestTour, prepareTestTour, type TestTour } from '../../testing/booking-fixtures.ts'
import { buildTestApp, type TestApp } from '../../test-app.ts'
import { DEMO_OCTO_API_KEY } from '../../services/octo/resellers.ts'
import { bearer } from '../../testing/accounts.ts'
import { adminToken } from '../../testing/admin.ts'

const auth = { authorization: `Bearer ${DEMO_OCTO_API_KEY}` }
const day = addDays(todayInColombo(), 12)
const [U1, U2, U3, U4] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()]
const UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/

function expectConforms(
  schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } },
  value: unknown,
) {
  const parsed = schema.safeParse(value)
  expect(parsed.error ?? null).toBeNull()
  expect(parsed.success).toBe(true)
}

function expectState(b: Record<string, unknown>) {
  expectConforms(zBooking, b)
  for (const key of ['utcCreatedAt', 'utcUpdatedAt', 'utcExpiresAt', 'utcConfirmedAt', 'utcRedeemedAt'])
    if (b[key] !== null) expect(b[key]).toMatch(UTC)
  if (b.status === 'ON_HOLD') expect(b.utcExpiresAt).toMatch(UTC)
  if (b.status === 'CONFIRMED') {
    expect(b.utcConfirmedAt).toMatch(UTC)
    expect(b.utcExpiresAt).toBeNull()
  }
  if (b.status === 'CANCELLED') {
    const c = b.cancellation as { utcCancelledAt: string }
    expect(c.utcCancelledAt).toMatch(UTC)
  } else expect(b.cancellation).toBeNull()
}

describe.each(testDatabases())('OCTO core on %s', (kind) => {
  let t: TestApp
  let tour: TestTour
  let timed: TestTour
  let onRequest: TestTour
  beforeAll(async () => {
    t = await buildTestApp(kind)
    tour = await prepareTestTour(t.database, 0)
    timed = await prepareTestTour(t.database, 1)
    onRequest = await prepareOnRequestTour(t.database, 2)
    await t.database.db.insert(activityStartTimes).values([
      { activityId: timed.id, startTime: '08:00', weekdays: [1, 2, 3, 4, 5, 6, 7], capacity: 3 },
      { activityId: timed.id, startTime: '14:30', weekdays: [1, 2, 3, 4, 5, 6, 7], capacity: null },
    ])
  })
  afterAll(() => t.close())

  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
    headers: Record<string, string> = auth,
  ) => t.app.inject({ method, url: `/octo${url}`, payload, headers })
  const reserve = (productId: number, availabilityId: string, units: string[], extra: object = {}) =>
    call('POST', '/bookings', {
      productId: String(productId),
      optionId: 'DEFAULT',
      availabilityId,
      unitItems: units.map((unitId) => ({ unitId })),
      ...extra,
    })
  const allDay = (d: string) => `${d}T00:00:00+05:30`

  it('refuses a missing or unknown key with 401 and OCTO error bodies', async () => {
    const none = await call('GET', '/supplier', undefined, {})
    expect(none.statusCode).toBe(401)
    expect(none.json()).toMatchObject({ error: 'UNAUTHORIZED' })
    const wrong = await call('GET', '/products', undefined, { authorization: 'Bearer nope' })
    expect(wrong.statusCode).toBe(401)
  })

  it('answers the supplier and the active tours as products', async () => {
    const supplier = await call('GET', '/supplier')
    expect(supplier.statusCode).toBe(200)
    expectConforms(zSupplier, supplier.json())
    const products = await call('GET', '/products')
    expect(products.statusCode).toBe(200)
    const list = products.json() as { id: string; availabilityType: string; timeZone: string }[]
    for (const p of list) expectConforms(zProduct, p)
    expect(list.find((p) => p.id === String(timed.id))?.availabilityType).toBe('START_TIME')
    const one = (await call('GET', `/products/${tour.id}`)).json()
    expect(one).toMatchObject({
      timeZone: 'Asia/Colombo',
      availabilityType: 'OPENING_HOURS',
      instantConfirmation: true,
    })
    expect(one.options[0].units.map((u: { id: string }) => u.id)).toEqual(['adult', 'child'])
    expect((await call('GET', `/products/${onRequest.id}`)).json().instantConfirmation).toBe(false)
    const bad = await call('GET', '/products/999999')
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toEqual({
      error: 'INVALID_PRODUCT_ID',
      errorMessage: expect.any(String),
      productId: '999999',
    })
  })

  it('answers the calendar and departures from the seats the site uses', async () => {
    const body = {
      productId: String(timed.id),
      optionId: 'DEFAULT',
      localDateStart: day,
      localDateEnd: addDays(day, 2),
    }
    const calendar = await call('POST', '/availability/calendar', body)
    expect(calendar.statusCode).toBe(200)
    expect(calendar.json()).toHaveLength(3)
    for (const d of calendar.json()) expectConforms(zAvailabilityCalendar, d)
    const deps = (await call('POST', '/availability', { ...body, localDateEnd: day })).json()
    for (const d of deps) expectConforms(zAvailability, d)
    const eight = deps.find((d: { id: string }) => d.id === `${day}T08:00:00+05:30`)
    expect(eight).toMatchObject({ vacancies: 3, capacity: 3, available: true })
    // The site books one seat of 08:00 the way checkout does: the API sees it.
    await t.database.db.execute(
      sql`insert into availability_slots (activity_id, day, start_time_id, booked_pax)
          select ${timed.id}, ${day}::date, id, 1 from activity_start_times where activity_id = ${timed.id} and start_time = '08:00'`,
    )
    const product = { productId: body.productId, optionId: body.optionId }
    const after = (
      await call('POST', '/availability', { ...product, availabilityIds: [`${day}T08:00:00+05:30`] })
    ).json()
    expect(after[0].vacancies).toBe(2)
    const invalid = await call('POST', '/availability', { ...product, availabilityIds: ['nope'] })
    expect(invalid.json()).toMatchObject({ error: 'INVALID_AVAILABILITY_ID', availabilityId: 'nope' })
    const badOption = await call('POST', '/availability', { ...body, optionId: 'X' })
    expect(badOption.json()).toMatchObject({ error: 'INVALID_OPTION_ID' })
  })

  it('refuses invalid ids, empty unit items and a sold-out departure', async () => {
    expect((await reserve(999999, allDay(day), ['adult'])).json().error).toBe('INVALID_PRODUCT_ID')
    expect((await reserve(tour.id, 'tomorrow', ['adult'])).json().error).toBe('INVALID_AVAILABILITY_ID')
    expect((await reserve(tour.id, allDay(day), ['alien'])).json()).toMatchObject({
      error: 'INVALID_UNIT_ID',
      unitId: 'alien',
    })
    const empty = await reserve(tour.id, allDay(day), [])
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error).toBe('UNPROCESSABLE_ENTITY')
    // 08:00 has 2 seats left (one taken by the site above).
    const tooMany = await reserve(timed.id, `${day}T08:00:00+05:30`, ['adult', 'adult', 'adult'])
    expect(tooMany.json().error).toBe('UNPROCESSABLE_ENTITY')
  })

  it('reserves, confirms, updates, extends, cancels, gets and lists', async () => {
    const held = await reserve(timed.id, `${day}T08:00:00+05:30`, ['adult', 'child'], {
      uuid: U1,
      resellerReference: 'R-1',
    })
    expect(held.statusCode).toBe(200)
    expectState(held.json())
    expect(held.json()).toMatchObject({ status: 'ON_HOLD', uuid: U1, resellerReference: 'R-1' })
    // Idempotent reserve: the same uuid answers the same booking, no more seats.
    expect(
      (await reserve(timed.id, `${day}T08:00:00+05:30`, ['adult', 'child'], { uuid: U1 })).json().id,
    ).toBe(held.json().id)
    // The same uuid for another departure is refused, not a second booking.
    const reused = await reserve(timed.id, `${day}T14:30:00+05:30`, ['adult'], { uuid: U1 })
    expect(reused.json().error).toBe('UNPROCESSABLE_ENTITY')
    const left = (
      await call('POST', '/availability', {
        productId: String(timed.id),
        optionId: 'DEFAULT',
        availabilityIds: [`${day}T08:00:00+05:30`],
      })
    ).json()
    expect(left[0].vacancies).toBe(0)
    expect(left[0].status).toBe('SOLD_OUT')

    const extended = await call('POST', `/bookings/${U1}/extend`, { expirationMinutes: 90 })
    expectState(extended.json())
    expect(Date.parse(extended.json().utcExpiresAt) - Date.now()).toBeGreaterThan(80 * 60_000)

    const patched = await call('PATCH', `/bookings/${U1}`, { resellerReference: 'R-1b', notes: 'Vegetarian' })
    expect(patched.json()).toMatchObject({
      resellerReference: 'R-1b',
      notes: 'Vegetarian',
      status: 'ON_HOLD',
    })

    const contact = {
      firstName: 'Ana',
      lastName: 'Silva',
      emailAddress: 'ana@example.com',
      phoneNumber: '+94770000000',
    }
    const confirmed = await call('POST', `/bookings/${U1}/confirm`, { contact })
    expect(confirmed.statusCode).toBe(200)
    expectState(confirmed.json())
    expect(confirmed.json()).toMatchObject({
      status: 'CONFIRMED',
      contact: { emailAddress: 'ana@example.com' },
    })
    expect((await call('POST', `/bookings/${U1}/confirm`, { contact })).json().status).toBe('CONFIRMED')
    expect((await call('POST', `/bookings/${U1}/extend`, {})).json().error).toBe('UNPROCESSABLE_ENTITY')

    // An ordinary booking: the reseller's channel, the state machine's confirm.
    const [row] = await queryRows<{ status: number; channel: string; changes: number }>(
      t.database.db,
      sql`select b.status, b.channel, (select count(*)::int from booking_status_changes c where c.booking_id = b.id) as changes
            from bookings b where b.id = ${Number(confirmed.json().id)}`,
    )
    expect(row).toEqual({ status: 1, channel: 'Demo Reseller', changes: 1 })

    const got = await call('GET', `/bookings/${U1}`)
    expectState(got.json())
    // The admin console lists it with the reseller as its channel.
    const admin = bearer(await adminToken(t.app, t.database))
    const inConsole = await t.app.inject({
      method: 'GET',
      url: `/api/admin/bookings?q=${got.json().supplierReference}`,
      headers: admin,
    })
    expect(inConsole.json().data.data).toEqual([expect.objectContaining({ channel: 'Demo Reseller' })])
    const listed = (await call('GET', '/bookings?resellerReference=R-1b')).json()
    expect(listed.map((b: { uuid: string }) => b.uuid)).toEqual([U1])
    const bySupplier = (
      await call('GET', `/bookings?supplierReference=${got.json().supplierReference}`)
    ).json()
    expect(bySupplier).toHaveLength(1)
    const byDate = (await call('GET', `/bookings?localDateStart=${day}&localDateEnd=${day}`)).json()
    expect(byDate.map((b: { uuid: string }) => b.uuid)).toContain(U1)
    const later = addDays(day, 1)
    expect((await call('GET', `/bookings?localDateStart=${later}&localDateEnd=${later}`)).json()).toEqual([])

    const cancelled = await call('POST', `/bookings/${U1}/cancel`, { reason: 'Guest ill' })
    expectState(cancelled.json())
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', cancellation: { reason: 'Guest ill' } })
    expect((await call('POST', `/bookings/${U1}/cancel`, {})).json().status).toBe('CANCELLED')
    const freed = (
      await call('POST', '/availability', {
        productId: String(timed.id),
        optionId: 'DEFAULT',
        availabilityIds: [`${day}T08:00:00+05:30`],
      })
    ).json()
    expect(freed[0].vacancies).toBe(2)
    expect((await call('GET', '/bookings/nope')).json()).toMatchObject({
      error: 'INVALID_BOOKING_UUID',
      uuid: 'nope',
    })
  })

  it('cancels a hold; an expired hold gives its seats back and reads EXPIRED', async () => {
    await t.database.db.update(activities).set({ dailyCapacity: 2 }).where(eq(activities.id, tour.id))
    const hold = await reserve(tour.id, allDay(day), ['adult'], { uuid: U2 })
    expect(hold.json().status).toBe('ON_HOLD')
    expectState((await call('POST', `/bookings/${U2}/cancel`, {})).json())

    const a = await reserve(tour.id, allDay(day), ['adult', 'adult'], { uuid: U3 })
    expect(a.json().status).toBe('ON_HOLD')
    expect((await reserve(tour.id, allDay(day), ['adult'])).json().error).toBe('UNPROCESSABLE_ENTITY')
    await t.database.db.execute(
      sql`update octo_bookings set expires_at = now() - interval '1 minute' where uuid = ${U3}`,
    )
    const expired = await call('GET', `/bookings/${U3}`)
    expectState(expired.json())
    expect(expired.json().status).toBe('EXPIRED')
    expect((await call('POST', `/bookings/${U3}/confirm`, { contact: {} })).json().error).toBe(
      'UNPROCESSABLE_ENTITY',
    )
    const again = await reserve(tour.id, allDay(day), ['adult', 'adult'])
    expect(again.json().status).toBe('ON_HOLD')
  })

  it('confirms an on-request tour as PENDING until the supplier decides', async () => {
    const hold = await reserve(onRequest.id, allDay(day), ['adult'], { uuid: U4 })
    expect(hold.json().status).toBe('ON_HOLD')
    const pending = await call('POST', `/bookings/${U4}/confirm`, { contact: { fullName: 'Raj Perera' } })
    expectState(pending.json())
    expect(pending.json()).toMatchObject({
      status: 'PENDING',
      utcExpiresAt: null,
      contact: { firstName: 'Raj', lastName: 'Perera' },
    })
  })

  it('sells a per-group tour as one group unit that takes the seats of a whole group', async () => {
    const group = await prepareTestTour(t.database, 4)
    await t.database.db
      .update(activities)
      .set({ pricingBasis: 2, maxGroupSize: 4, dailyCapacity: 6 })
      .where(eq(activities.id, group.id))
    const product = (await call('GET', `/products/${group.id}`)).json()
    expectConforms(zProduct, product)
    expect(product.options[0].units).toEqual([
      expect.objectContaining({ id: 'group', restrictions: expect.objectContaining({ paxCount: 4 }) }),
    ])
    const held = await reserve(group.id, allDay(day), ['group'])
    expectState(held.json())
    const left = (
      await call('POST', '/availability', {
        productId: String(group.id),
        optionId: 'DEFAULT',
        availabilityIds: [allDay(day)],
      })
    ).json()
    expect(left[0].vacancies).toBe(2)
    expect((await reserve(group.id, allDay(day), ['adult'])).json().error).toBe('INVALID_UNIT_ID')
  })

  it('refuses to cancel a confirmed booking less than 24 hours before the start', async () => {
    const soon = addDays(todayInColombo(), 1)
    const uuid = randomUUID()
    await t.database.db.update(activities).set({ bookingCutoffDays: 0 }).where(eq(activities.id, tour.id))
    expect((await reserve(tour.id, allDay(soon), ['adult'], { uuid })).json().status).toBe('ON_HOLD')
    const confirmed = (
      await call('POST', `/bookings/${uuid}/confirm`, { contact: { fullName: 'Ana Silva' } })
    ).json()
    expect(confirmed).toMatchObject({ status: 'CONFIRMED', cancellable: false })
    const refused = await call('POST', `/bookings/${uuid}/cancel`, {})
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error).toBe('UNPROCESSABLE_ENTITY')
    expect((await call('GET', `/bookings/${uuid}`)).json().status).toBe('CONFIRMED')
  })
})
