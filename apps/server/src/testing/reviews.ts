/**
 * Test helpers of the reviews area: logins of every kind, bookings in any state, review links,
 * real pictures made with sharp, and multipart bodies as a browser sends them.
 */
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Database } from '@serendib/db/client'
import { activities } from '@serendib/db/schema/activities'
import { bookings, type Booking } from '@serendib/db/schema/bookings'
import { reviewTokens } from '@serendib/db/schema/reviews'
import { users } from '@serendib/db/schema/users'
import { DEMO_ADMIN_EMAIL, DEMO_CUSTOMER_EMAIL } from '@serendib/db/seed/insert-demo-people'
import { DEMO_PASSWORD } from '@serendib/db/seed/seed-demo'
import { BookingStatus } from '@serendib/domain/booking-status'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { TourStatus } from '@serendib/domain/tour-status'
import { UserType } from '@serendib/domain/user-types'
import { hashToken } from '../services/accounts/tokens.ts'
import { accessToken } from './accounts.ts'

export interface Logins {
  customerId: number
  customer: string
  /** A second customer, with the demo password. */
  otherId: number
  other: string
  supplier: string
  admin: string
}

/** Signs in the demo customer, a second customer made here, a demo supplier and the admin. */
export async function logins(app: FastifyInstance, database: Database): Promise<Logins> {
  const db = database.db
  const [customer] = await db.select().from(users).where(eq(users.email, DEMO_CUSTOMER_EMAIL))
  const [supplier] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.userType, UserType.supplier), sql`${users.passwordHash} is not null`))
    .orderBy(asc(users.id))
    .limit(1)
  if (!customer || !supplier) throw new Error('the demo seed has no customer or supplier')
  const otherEmail = `other-${randomBytes(4).toString('hex')}@example.com`
  // The demo customer's hash: the same password without paying for another scrypt run.
  const [other] = await db
    .insert(users)
    .values({
      userType: UserType.customer,
      firstName: 'Other',
      lastName: 'Customer',
      email: otherEmail,
      passwordHash: customer.passwordHash,
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id })
  return {
    customerId: customer.id,
    customer: await accessToken(app, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD),
    otherId: other!.id,
    other: await accessToken(app, otherEmail, DEMO_PASSWORD),
    supplier: await accessToken(app, supplier.email, DEMO_PASSWORD),
    admin: await accessToken(app, DEMO_ADMIN_EMAIL, DEMO_PASSWORD),
  }
}

/** The n-th active tour (by id) with its supplier. */
export async function activeTour(database: Database, n = 0) {
  const [row] = await database.db
    .select({ id: activities.id, supplierUserId: activities.supplierUserId, title: activities.title })
    .from(activities)
    .where(eq(activities.status, TourStatus.active))
    .orderBy(asc(activities.id))
    .limit(1)
    .offset(n)
  if (!row) throw new Error('no active tour in the seed')
  return row
}

export interface BookingFixture {
  userId: number
  activityId: number
  supplierUserId: number
  status?: number
  /** Days from today (Asia/Colombo); the tour lasts one day unless `days` says otherwise. */
  startOffset?: number
  days?: number
  contactEmail?: string
  deleted?: boolean
}

/** A paid booking written straight to the table (status, dates and owner as asked). */
export async function insertBooking(database: Database, f: BookingFixture): Promise<Booking> {
  const startDate = addDays(todayInColombo(), f.startOffset ?? -3)
  const [row] = await database.db
    .insert(bookings)
    .values({
      bookingReference: `TR${randomBytes(5).toString('hex').toUpperCase()}`,
      userId: f.userId,
      activityId: f.activityId,
      supplierUserId: f.supplierUserId,
      status: f.status ?? BookingStatus.completed,
      startDate,
      endDate: addDays(startDate, (f.days ?? 1) - 1),
      numAdults: 2,
      bookingAmountCents: 9000,
      paymentAmountCents: 9000,
      contactFirstname: 'Nimali',
      contactLastname: 'Perera',
      contactEmail: f.contactEmail ?? 'nimali@example.com',
      contactPhone: '+94 77 123 4567',
      deletedAt: f.deleted ? new Date() : null,
    })
    .returning()
  return row!
}

/** A review link for a booking, stored as the completion job stores it. */
export async function insertReviewToken(
  database: Database,
  bookingId: number,
  { expiresAt, usedAt }: { expiresAt?: Date; usedAt?: Date } = {},
): Promise<string> {
  const token = `test-${randomBytes(16).toString('hex')}`
  await database.db.insert(reviewTokens).values({
    bookingId,
    tokenHash: hashToken(token),
    expiresAt: expiresAt ?? new Date(Date.now() + 24 * 60 * 60 * 1000),
    usedAt: usedAt ?? null,
  })
  return token
}

/** A real picture of the given format, drawn by sharp. */
export async function picture(format: 'png' | 'gif' | 'jpeg', width = 640, height = 480): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 15, g: 118, b: 110 } },
  })
  if (format === 'png') return image.png().toBuffer()
  if (format === 'gif') return image.gif().toBuffer()
  return image.jpeg().toBuffer()
}

export interface FilePart {
  name: string
  filename: string
  contentType: string
  bytes: Buffer
}

/** A multipart/form-data body for app.inject(): text fields and files in the order given. */
export function multipart(parts: Array<[name: string, value: string] | FilePart>) {
  const boundary = `----serendib${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`))
    if (Array.isArray(part)) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part[0]}"\r\n\r\n${part[1]}\r\n`))
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType}\r\n\r\n`,
        ),
        part.bytes,
        Buffer.from('\r\n'),
      )
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}
