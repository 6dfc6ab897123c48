import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray, like } from 'drizzle-orm'
import { testDatabases } from '@serendib/db/testing'
import { bookings } from '@serendib/db/schema/bookings'
import { emailOutbox } from '@serendib/db/schema/outbox'
import { reviewTokens } from '@serendib/db/schema/reviews'
import { BookingStatus } from '@serendib/domain/booking-status'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { REVIEW_TOKEN_DAYS } from '@serendib/domain/reviews'
import { hashToken } from '../services/accounts/tokens.ts'
import type { TestApp } from '../test-app.ts'
import { linkIn } from '../testing/accounts.ts'
import { insertBooking, type Logins } from '../testing/reviews.ts'
import { loginsSuite, type LoginsSuite } from '../testing/suites.ts'
import { completeFinishedBookings } from './booking-completion.ts'

const PUBLIC_URL = 'https://serendib.example'

describe.each(testDatabases())('booking completion job on %s', (kind) => {
  let t: TestApp
  let who: Logins
  let tour: LoginsSuite['tour']

  beforeAll(async () => {
    ;({ t, who, tour } = await loginsSuite(kind, { tour: 6 }))
  })
  afterAll(async () => t?.close())

  let n = 0
  const booking = (status: number, startOffset: number, days = 1, extra: { deleted?: boolean } = {}) =>
    insertBooking(t.database, {
      userId: who.customerId,
      activityId: tour.id,
      supplierUserId: tour.supplierUserId,
      status,
      startOffset,
      days,
      contactEmail: `traveller-${kind}-${++n}@example.com`,
      ...extra,
    })
  const statusOf = async (id: number) =>
    (await t.database.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]
      ?.status
  const mailsTo = (to: string) => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to))

  it('completes confirmed bookings that ended before today and mails each a working review link', async () => {
    const ended = await booking(BookingStatus.confirmed, -2)
    const endsToday = await booking(BookingStatus.confirmed, -2, 3)
    const running = await booking(BookingStatus.confirmed, -1, 4)
    const pending = await booking(BookingStatus.pending, -5)
    const canceled = await booking(BookingStatus.canceled, -5)
    const deleted = await booking(BookingStatus.confirmed, -5, 1, { deleted: true })
    const before = new Date()

    expect(await completeFinishedBookings(t.database, { publicUrl: PUBLIC_URL })).toBe(1)

    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, ended.id))
    expect(row?.status).toBe(BookingStatus.completed)
    expect(row?.completedAt?.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000)
    for (const [b, status] of [
      [endsToday, BookingStatus.confirmed],
      [running, BookingStatus.confirmed],
      [pending, BookingStatus.pending],
      [canceled, BookingStatus.canceled],
      [deleted, BookingStatus.confirmed],
    ] as const) {
      expect(await statusOf(b.id), `booking ${b.id}`).toBe(status)
    }

    const mails = await mailsTo(ended.contactEmail)
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail).toMatchObject({ template: 'review-request', subject: `How was ${tour.title}?` })
    expect(mail!.text).toContain(ended.bookingReference)
    const link = linkIn(mail, '/tour/review/')
    expect(link.origin).toBe(PUBLIC_URL)
    const token = decodeURIComponent(link.pathname.slice('/tour/review/'.length))
    expect(mail!.html).toContain(`${PUBLIC_URL}/tour/review/${token}`)

    // Stored hashed, for 60 days, unused; and it opens the review page of this booking.
    const [stored] = await t.database.db
      .select()
      .from(reviewTokens)
      .where(eq(reviewTokens.bookingId, ended.id))
    expect(stored?.tokenHash).toBe(hashToken(token))
    expect(stored?.tokenHash).not.toContain(token)
    expect(stored?.usedAt).toBeNull()
    const days = (stored!.expiresAt.getTime() - before.getTime()) / 86_400_000
    expect(days).toBeGreaterThan(REVIEW_TOKEN_DAYS - 0.01)
    expect(days).toBeLessThan(REVIEW_TOKEN_DAYS + 0.01)
    const page = await t.app.inject({ method: 'POST', url: '/api/review/booking', payload: { token } })
    expect(page.statusCode, page.body).toBe(200)
    expect(page.json().data.booking.id).toBe(ended.id)

    // Nothing was mailed for the others.
    for (const b of [endsToday, running, pending, canceled, deleted])
      expect(await mailsTo(b.contactEmail)).toEqual([])
  })

  it("links a German booking's review request to the German review page", async () => {
    const ended = await booking(BookingStatus.confirmed, -2)
    await t.database.db.update(bookings).set({ locale: 'de' }).where(eq(bookings.id, ended.id))
    await completeFinishedBookings(t.database, { publicUrl: PUBLIC_URL })
    const [mail] = await mailsTo(ended.contactEmail)
    const link = linkIn(mail, '/de/tour/review/')
    expect(link.origin).toBe(PUBLIC_URL)
    expect(link.pathname).toMatch(/^\/de\/tour\/review\/[^/]+$/)
  })

  it('does nothing twice', async () => {
    const ended = await booking(BookingStatus.confirmed, -3)
    expect(await completeFinishedBookings(t.database, { publicUrl: PUBLIC_URL })).toBe(1)
    expect(await completeFinishedBookings(t.database, { publicUrl: PUBLIC_URL })).toBe(0)
    expect(await mailsTo(ended.contactEmail)).toHaveLength(1)
    expect(
      await t.database.db.select().from(reviewTokens).where(eq(reviewTokens.bookingId, ended.id)),
    ).toHaveLength(1)
  })

  it('takes "today" (Asia/Colombo) from its caller when given', async () => {
    const later = await booking(BookingStatus.confirmed, 1, 2)
    expect(await completeFinishedBookings(t.database, { publicUrl: PUBLIC_URL })).toBe(0)
    // Ends tomorrow: due once "today" is three days on (with the first test's unfinished tours).
    const today = addDays(todayInColombo(), 3)
    expect(
      await completeFinishedBookings(t.database, { publicUrl: PUBLIC_URL, today }),
    ).toBeGreaterThanOrEqual(1)
    expect(await statusOf(later.id)).toBe(BookingStatus.completed)
    expect(await mailsTo(later.contactEmail)).toHaveLength(1)
  })

  it('completes and mails each booking exactly once when processes run it at the same time', async () => {
    const due = await Promise.all(Array.from({ length: 130 }, () => booking(BookingStatus.confirmed, -4)))
    const runs = await Promise.all([
      completeFinishedBookings(t.database, { publicUrl: PUBLIC_URL }),
      completeFinishedBookings(t.database, { publicUrl: PUBLIC_URL }),
      completeFinishedBookings(t.database, { publicUrl: PUBLIC_URL }),
    ])
    expect(runs.reduce((a, b) => a + b, 0)).toBe(130)
    const ids = due.map((b) => b.id)
    const statuses = await t.database.db
      .select({ status: bookings.status })
      .from(bookings)
      .where(inArray(bookings.id, ids))
    expect(statuses.every((s) => s.status === BookingStatus.completed)).toBe(true)
    const mails = await t.database.db
      .select({ to: emailOutbox.to })
      .from(emailOutbox)
      .where(like(emailOutbox.to, `traveller-${kind}-%`))
    const dueMails = mails.filter((m) => due.some((b) => b.contactEmail === m.to))
    expect(dueMails).toHaveLength(130)
    expect(new Set(dueMails.map((m) => m.to)).size).toBe(130)
    expect(
      await t.database.db.select().from(reviewTokens).where(inArray(reviewTokens.bookingId, ids)),
    ).toHaveLength(130)
  })
})
