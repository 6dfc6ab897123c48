/**
 * Unpaid orders past expires_at expire: the order becomes 2 expired, its bookings are soft-deleted
 * and their travellers given back to availability_days, all in one statement. Orders are claimed
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
import { recordAvailabilityChange } from '../services/octo/webhook-outbox.ts'

const EVERY_MS = 60 * 1000
const BATCH = 200

export interface ExpiryResult {
  orders: number
  bookings: number
}

export async function expireUnpaidOrders(database: Database, now = new Date()): Promise<ExpiryResult> {
  const at = now.toISOString()
  // One transaction: the seats given back and what resellers' availability_update webhooks are
  // owed for them (decision 061) commit together.
  return database.db.transaction(async (tx) => {
    const [row] = await queryRows<{
      orders: number
      bookings: number
      days_freed: { activity_id: number; day: string }[]
    }>(
      tx,
      sql`
    with due as (
      select id from orders
       where status = ${OrderStatus.awaitingPayment} and expires_at <= ${at}::timestamptz
       order by expires_at
       limit ${BATCH}
       for update skip locked
    ),
    expired as (
      update orders o set status = ${OrderStatus.expired}, updated_at = ${at}::timestamptz
        from due where o.id = due.id
      returning o.id
    ),
    released as (
      update bookings b set deleted_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
        from expired where b.order_id = expired.id and b.deleted_at is null
      returning b.activity_id, b.start_date, b.start_time_id, b.num_adults + b.num_children + b.num_infants as pax
    ),
    per_slot as (
      select activity_id, start_date, start_time_id, sum(pax)::int as pax from released
       where start_time_id is not null group by activity_id, start_date, start_time_id
    ),
    slot_seats as (
      -- Bookings of a fixed start also give back the start's seats (decision 035).
      update availability_slots s set booked_pax = greatest(s.booked_pax - per_slot.pax, 0)
        from per_slot where s.activity_id = per_slot.activity_id and s.day = per_slot.start_date
                        and s.start_time_id = per_slot.start_time_id
      returning 1
    ),
    per_day as (
      select activity_id, start_date, sum(pax)::int as pax from released group by activity_id, start_date
    ),
    seats as (
      update availability_days d set booked_pax = greatest(d.booked_pax - per_day.pax, 0)
        from per_day where d.activity_id = per_day.activity_id and d.day = per_day.start_date
      returning 1
    )
    select (select count(*) from expired)::int as orders,
           (select count(*) from released)::int as bookings,
           (select count(*) from seats)::int as days,
           (select count(*) from slot_seats)::int as slots,
           (select coalesce(json_agg(json_build_object('activity_id', activity_id, 'day', start_date::text)), '[]'::json)
              from per_day) as days_freed`,
    )
    for (const freed of row?.days_freed ?? [])
      await recordAvailabilityChange(tx, freed.activity_id, freed.day)
    return { orders: row?.orders ?? 0, bookings: row?.bookings ?? 0 }
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
