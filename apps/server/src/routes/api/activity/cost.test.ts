import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { testDatabases } from '@serendib/db/testing'
import { activities, activityPrices } from '@serendib/db/schema/activities'
import { activityBlackoutDates, availabilityDays } from '@serendib/db/schema/availability'
import { deals, dealSubscriptions } from '@serendib/db/schema/deals'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { Messages } from '@serendib/domain/messages'
import { BookingMessages } from '@serendib/domain/pricing'
import { buildTestApp, type TestApp } from '../../../test-app.ts'
import { prepareTestTour, type TestTour } from '../../../testing/booking-fixtures.ts'

describe.each(testDatabases())('POST /api/activity/cost on %s', (kind) => {
  let t: TestApp
  let tour: TestTour
  const today = todayInColombo()
  const inDays = (n: number) => addDays(today, n)

  beforeAll(async () => {
    t = await buildTestApp(kind)
    tour = await prepareTestTour(t.database)
  })
  afterAll(async () => t?.close())

  const cost = (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/activity/cost',
      payload: { aid: tour.id, pul: tour.pickupLocationId, pud: inDays(10), na: 2, nc: 1, ni: 0, ...body },
    })
  const refusal = async (body: Record<string, unknown>) => {
    const response = await cost(body)
    expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400)
    const json = response.json()
    expect(json.status).toBe('error')
    return json.message as string
  }

  it('prices per person in cents and formats USD, with min_date from the cut-off', async () => {
    const response = await cost({})
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      amount: 112.5,
      amount_cents: 11250,
      amount_formatted: 'USD 112.50',
      amountFormatted: 'USD 112.50',
      discount: 0,
      list_amount_cents: 11250,
      min_date: inDays(1),
      // Paid in full today (decision 075): nothing left for later.
      payment_plan: 'full',
      pay_today_cents: 11250,
      balance_cents: 0,
      balance_due_date: null,
    })
  })

  it('accepts numbers sent as strings, and treats counts below 1 as 0', async () => {
    const response = await cost({ aid: String(tour.id), pul: String(tour.pickupLocationId), na: '1', nc: -3 })
    expect(response.json().amount_cents).toBe(4500)
  })

  it('prices per started group', async () => {
    await t.database.db
      .update(activities)
      .set({ pricingBasis: 2, maxGroupSize: 2 })
      .where(eq(activities.id, tour.id))
    try {
      expect((await cost({ na: 2, nc: 0 })).json().amount_cents).toBe(12000)
      expect((await cost({ na: 2, nc: 1 })).json().amount_cents).toBe(24000)
    } finally {
      await t.database.db
        .update(activities)
        .set({ pricingBasis: 1, maxGroupSize: null })
        .where(eq(activities.id, tour.id))
    }
  })

  it('takes the best running deal off, and ignores deals not running today', async () => {
    const [running] = await t.database.db
      .insert(deals)
      .values({ title: 'Monsoon', discountPercent: 10, startsOn: inDays(-1), endsOn: inDays(5) })
      .returning()
    const [future] = await t.database.db
      .insert(deals)
      .values({ title: 'Later', discountPercent: 50, startsOn: inDays(3), endsOn: inDays(9) })
      .returning()
    await t.database.db.insert(dealSubscriptions).values([
      { dealId: running!.id, activityId: tour.id },
      { dealId: future!.id, activityId: tour.id },
    ])
    try {
      const body = (await cost({})).json()
      expect(body.amount_cents).toBe(10125)
      expect(body.discount).toBe(10)
      // The traveller sees the list amount struck through and "You save USD 11.25".
      expect(body.list_amount_cents).toBe(11250)
    } finally {
      await t.database.db.delete(dealSubscriptions).where(eq(dealSubscriptions.activityId, tour.id))
    }
  })

  it('refuses in the spec order: location, date, adults', async () => {
    expect(await refusal({ pul: null, pud: null, na: 0 })).toBe(Messages.pickupLocationRequired)
    expect(await refusal({ pul: tour.otherLocationId })).toBe(BookingMessages.pickupNotServed)
    expect(await refusal({ pud: null, na: 0 })).toBe(Messages.pickupDateRequired)
    expect(await refusal({ pud: 'tomorrow' })).toBe(Messages.pickupDateRequired)
    expect(await refusal({ na: 0 })).toBe(Messages.adultsRequired)
  })

  it('refuses dates before min_date and says which is the first, with min_date in the reply', async () => {
    const response = await cost({ pud: today })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({
      status: 'error',
      message: BookingMessages.tooEarly(inDays(1)),
      min_date: inDays(1),
    })
  })

  it('refuses blackout dates and sold-out days, and says how many places are left', async () => {
    await t.database.db.insert(activityBlackoutDates).values({ activityId: tour.id, day: inDays(20) })
    expect(await refusal({ pud: inDays(20) })).toBe(BookingMessages.blackout(inDays(20)))

    await t.database.db.update(activities).set({ dailyCapacity: 4 }).where(eq(activities.id, tour.id))
    await t.database.db.insert(availabilityDays).values([
      { activityId: tour.id, day: inDays(21), bookedPax: 4 },
      { activityId: tour.id, day: inDays(22), bookedPax: 2 },
      { activityId: tour.id, day: inDays(23), bookedPax: 4, capacity: 10 },
    ])
    try {
      expect(await refusal({ pud: inDays(21) })).toBe(BookingMessages.soldOut(inDays(21)))
      expect(await refusal({ pud: inDays(22) })).toBe(BookingMessages.fewLeft(inDays(22), 2))
      expect((await cost({ pud: inDays(22), na: 2, nc: 0 })).statusCode).toBe(200)
      expect((await cost({ pud: inDays(23) })).statusCode).toBe(200)
    } finally {
      await t.database.db.update(activities).set({ dailyCapacity: null }).where(eq(activities.id, tour.id))
    }
  })

  it('refuses traveller types the tour does not take and counts outside 0..15', async () => {
    expect(await refusal({ ni: 1 })).toBe(BookingMessages.noInfants)
    // Issue 30: a group of 5 adults books (the old cap was 4 of each type).
    const five = await cost({ na: 5, nc: 0 })
    expect(five.statusCode).toBe(200)
    expect(five.json().amount_cents).toBe(5 * 4500)
    expect(await refusal({ na: 16 })).toBe(BookingMessages.countsOutOfRange)
    expect(await refusal({ na: 1.5 })).toBe(BookingMessages.countsOutOfRange)
    expect(await refusal({ na: 'many' })).toBe(BookingMessages.countsOutOfRange)
  })

  it('refuses unknown, inactive and malformed tours with 404', async () => {
    for (const aid of [999_999, 'abc', -1, null]) {
      const response = await cost({ aid })
      expect(response.statusCode).toBe(404)
      expect(response.json().message).toBe(BookingMessages.tourUnavailable)
    }
    await t.database.db.update(activities).set({ status: 0 }).where(eq(activities.id, tour.id))
    try {
      expect((await cost({})).statusCode).toBe(404)
    } finally {
      await t.database.db.update(activities).set({ status: 1 }).where(eq(activities.id, tour.id))
    }
  })

  it('refuses a tour without a price rather than quoting zero', async () => {
    await t.database.db
      .update(activityPrices)
      .set({ adultPriceCents: 0, childPriceCents: 0 })
      .where(eq(activityPrices.activityId, tour.id))
    try {
      expect(await refusal({})).toBe(BookingMessages.tourUnavailable)
    } finally {
      await t.database.db
        .update(activityPrices)
        .set({ adultPriceCents: 4500, childPriceCents: 2250 })
        .where(eq(activityPrices.activityId, tour.id))
    }
  })

  it('answers bad JSON types with a 400 and never a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/activity/cost',
      payload: { aid: { $ne: 1 } },
    })
    expect(response.statusCode).toBe(400)
  })
})
