/**
 * Unpaid orders past expires_at expire: the order becomes 2 expired, and the booking core expires
 * its bookings' holds (soft-deleted, travellers given back to availability_days and slots). Orders are claimed
 * with FOR UPDATE SKIP LOCKED, so processes running it at once never release the same seats
 * twice, and a payment being settled (which locks its order) is never expired under it. A
 * payment that still arrives later is settled by settlePayment (revived or refunded).
 */
import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { queryRows, type Database } from '@serendib/db/client'
import { OrderStatus } from '@serendib/db/schema/orders'
import { schedulePeriodicJob } from './periodic-job.ts'
import { expireOctoHolds } from '../services/octo/octo-bookings-read.ts'
import { expireHeldBookings } from '../services/booking-core/holds.ts'

const EVERY_MS = 60 * 1000
const BATCH = 200

export interface ExpiryResult {
  orders: number
  bookings: number
}

export async function expireUnpaidOrders(database: Database, now = new Date()): Promise<ExpiryResult> {
  const at = now.toISOString()
  // One transaction: the orders, their bookings, the seats given back and what resellers'
  // availability_update webhooks are owed for them (decision 061) commit together.
  return database.db.transaction(async (tx) => {
    const expired = await queryRows<{ id: number }>(
      tx,
      sql`
    with due as (
      select id from orders
       where status = ${OrderStatus.awaitingPayment} and expires_at <= ${at}::timestamptz
       order by expires_at
       limit ${BATCH}
       for update skip locked
    )
    update orders o set status = ${OrderStatus.expired}, updated_at = ${at}::timestamptz
      from due where o.id = due.id
    returning o.id`,
    )
    const orderIds = expired.map((o) => o.id)
    // The booking core's hold expiry: soft-deleted, seats back through the one seat release.
    const bookings = await expireHeldBookings(tx, { orderIds }, now)
    return { orders: orderIds.length, bookings }
  })
}

/** Runs every minute in every process; safe in parallel (see above). */
export default async function orderExpiryJob(app: FastifyInstance) {
  schedulePeriodicJob(app, {
    name: 'order-expiry',
    everyMs: EVERY_MS,
    exclusive: false,
    run: async () => {
      const orders = await expireUnpaidOrders(app.database)
      // Resellers' holds that ran out give their seats back too, even if no reseller calls again.
      const octoHolds = await expireOctoHolds(app.database.db)
      return { ...orders, octoHolds }
    },
  })
}
