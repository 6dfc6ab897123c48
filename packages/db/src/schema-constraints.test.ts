import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from './client.ts'
import { activities, activityPrices } from './schema/activities.ts'
import { bookings } from './schema/bookings.ts'
import { favourites } from './schema/favourites.ts'
import { paymentEvents } from './schema/payments.ts'
import { reviews } from './schema/reviews.ts'
import { subscribers } from './schema/inquiries.ts'
import { users } from './schema/users.ts'
import { openTestDatabase, testDatabases } from './testing.ts'

/** Postgres' unique_violation, whichever driver reports it (drizzle may wrap it in `cause`). */
async function expectUniqueViolation(promise: Promise<unknown>): Promise<void> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e as { code?: string; cause?: { code?: string } },
  )
  expect(error, 'expected a unique violation').not.toBeNull()
  expect(error?.code ?? error?.cause?.code).toBe('23505')
}

describe.each(testDatabases())('schema constraints on %s', (kind) => {
  let database: Database
  let customerId: number
  let supplierId: number
  let activityId: number
  let bookingId: number

  beforeAll(async () => {
    database = await openTestDatabase(kind)
    const { db } = database
    const [supplier] = await db
      .insert(users)
      .values({ userType: 2, firstName: 'Sunil', lastName: 'Perera', email: 'Sunil@Example.lk' })
      .returning()
    const [customer] = await db
      .insert(users)
      .values({ userType: 3, firstName: 'Anne', lastName: 'Smith', email: 'anne@example.com' })
      .returning()
    supplierId = supplier!.id
    customerId = customer!.id
    const [activity] = await db
      .insert(activities)
      .values({
        tourId: 'SER-T1',
        supplierUserId: supplierId,
        title: 'Sigiriya Rock Fortress Day Trip',
        tourType: 2,
        durationValue: 10,
        durationUnit: 2,
        seoUrl: 'sigiriya-rock-fortress-day-trip',
        fullSeoUrl: '/day-tours/sigiriya-rock-fortress-day-trip/details/1',
      })
      .returning()
    activityId = activity!.id
    await db.insert(activityPrices).values({ activityId, adultPriceCents: 4500, sellingPriceCents: 4500 })
    const [booking] = await db
      .insert(bookings)
      .values({
        bookingReference: 'SB-TEST-1',
        userId: customerId,
        activityId,
        supplierUserId: supplierId,
        startDate: '2026-12-01',
        endDate: '2026-12-01',
        numAdults: 2,
        bookingAmountCents: 9000,
        contactFirstname: 'Anne',
        contactLastname: 'Smith',
        contactEmail: 'anne@example.com',
        contactPhone: '+44 20 0000 0000',
      })
      .returning()
    bookingId = booking!.id
  })
  afterAll(async () => database?.close())

  it('keeps e-mail addresses unique whatever their case', async () => {
    await expectUniqueViolation(database.db.insert(users).values({ userType: 3, email: 'SUNIL@example.LK' }))
  })

  it('allows one review per booking', async () => {
    const review = {
      bookingId,
      activityId,
      userId: customerId,
      supplierUserId: supplierId,
      rating: 5,
      feedback: 'Superb',
    }
    await database.db.insert(reviews).values(review)
    await expectUniqueViolation(database.db.insert(reviews).values({ ...review, rating: 1 }))
  })

  it('allows one favourite per user and activity', async () => {
    await database.db.insert(favourites).values({ userId: customerId, activityId })
    await expectUniqueViolation(database.db.insert(favourites).values({ userId: customerId, activityId }))
    // onConflictDoNothing is how "add favourite" stays idempotent.
    await database.db.insert(favourites).values({ userId: customerId, activityId }).onConflictDoNothing()
  })

  it('keeps seo urls and tour ids unique', async () => {
    const base = {
      supplierUserId: supplierId,
      title: 'Another',
      tourType: 3,
      durationValue: 2,
      durationUnit: 2,
    }
    await expectUniqueViolation(
      database.db
        .insert(activities)
        .values({ ...base, tourId: 'SER-T2', seoUrl: 'sigiriya-rock-fortress-day-trip', fullSeoUrl: '/x' }),
    )
    await expectUniqueViolation(
      database.db
        .insert(activities)
        .values({ ...base, tourId: 'SER-T1', seoUrl: 'another', fullSeoUrl: '/y' }),
    )
  })

  it('records a payment notification once', async () => {
    const event = {
      provider: 'sandbox',
      providerEventId: 'evt_1',
      eventType: 'payment.succeeded',
      payload: { ok: true },
    }
    await database.db.insert(paymentEvents).values(event)
    const replay = await database.db.insert(paymentEvents).values(event).onConflictDoNothing().returning()
    expect(replay).toHaveLength(0)
  })

  it('keeps subscribers unique case-insensitively', async () => {
    await database.db.insert(subscribers).values({ email: 'deals@example.com' })
    await expectUniqueViolation(database.db.insert(subscribers).values({ email: 'Deals@Example.com' }))
  })

  it('rejects out-of-range codes and ratings', async () => {
    const bad = database.db.execute(sql`update bookings set status = 9 where id = ${bookingId}`)
    await expect(bad).rejects.toThrow()
  })

  it('computes duration in minutes for the duration filter', async () => {
    const [row] = await database.execute<{ duration_minutes: number }>(
      sql`select duration_minutes from activities where id = ${activityId}`,
    )
    expect(row?.duration_minutes).toBe(600)
  })
})
