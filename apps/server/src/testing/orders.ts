/**
 * Test helper: an order as checkout leaves it (seats held, bookings unpaid, one pending charge),
 * written directly so payment tests do not depend on the checkout service.
 */
import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '@serendib/db/client'
import { activities } from '@serendib/db/schema/activities'
import { bookings, bookingTravellers } from '@serendib/db/schema/bookings'
import { orders } from '@serendib/db/schema/orders'
import { users } from '@serendib/db/schema/users'
import type { Payment } from '@serendib/db/schema/payments'
import { createCharge } from '../services/payments/charges.ts'

export interface TestOrderItem {
  activityId: number
  pickupLocationId: number
  day: string
  adults: number
  children?: number
  amountCents: number
}

export interface TestOrder {
  orderId: number
  reference: string
  bookingIds: number[]
  bookingReferences: string[]
  contactEmail: string
  payment: Payment
  totalCents: number
}

const code = () => randomBytes(6).toString('hex').toUpperCase()

export async function createTestOrder(
  database: Database,
  {
    items,
    provider = 'sandbox',
    expiresAt = new Date(Date.now() + 30 * 60_000),
    returnUrl = 'http://shop.test',
  }: { items: TestOrderItem[]; provider?: string; expiresAt?: Date; returnUrl?: string },
): Promise<TestOrder> {
  const contactEmail = `traveller-${code().toLowerCase()}@example.com`
  const totalCents = items.reduce((sum, i) => sum + i.amountCents, 0)
  return database.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ userType: 3, firstName: 'Nimal', lastName: 'Perera', email: contactEmail })
      .returning({ id: users.id })
    const reference = `T${code()}`
    const [order] = await tx
      .insert(orders)
      .values({ reference, userId: user!.id, totalCents, returnUrl, expiresAt })
      .returning({ id: orders.id })
    const bookingIds: number[] = []
    const bookingReferences: string[] = []
    for (const item of items) {
      const pax = item.adults + (item.children ?? 0)
      await tx.execute(
        sql`insert into availability_days (activity_id, day, booked_pax) values (${item.activityId}, ${item.day}::date, ${pax})
            on conflict (activity_id, day) do update set booked_pax = availability_days.booked_pax + ${pax}`,
      )
      const [activity] = await tx
        .select({ supplierUserId: activities.supplierUserId })
        .from(activities)
        .where(eq(activities.id, item.activityId))
      const bookingReference = `B${code()}`
      const [booking] = await tx
        .insert(bookings)
        .values({
          bookingReference,
          orderId: order!.id,
          userId: user!.id,
          activityId: item.activityId,
          supplierUserId: activity!.supplierUserId,
          startDate: item.day,
          endDate: item.day,
          numAdults: item.adults,
          numChildren: item.children ?? 0,
          bookingAmountCents: item.amountCents,
          locationId: item.pickupLocationId,
          pickupType: 'hotel',
          hotelName: 'Cinnamon Grand',
          hotelAddress: '77 Galle Road, Colombo 3',
          contactFirstname: 'Nimal',
          contactLastname: 'Perera',
          contactEmail,
          contactPhone: '+94 77 123 4567',
        })
        .returning({ id: bookings.id })
      await tx.insert(bookingTravellers).values(
        Array.from({ length: pax }, (_, i) => ({
          bookingId: booking!.id,
          firstName: i === 0 ? 'Nimal' : `Guest${i}`,
          lastName: 'Perera',
          leadTraveller: i === 0,
          sortOrder: i,
        })),
      )
      bookingIds.push(booking!.id)
      bookingReferences.push(bookingReference)
    }
    const payment = await createCharge(tx, { orderId: order!.id, amountCents: totalCents, provider })
    return { orderId: order!.id, reference, bookingIds, bookingReferences, contactEmail, payment, totalCents }
  })
}

/** The state a payment test checks: the order, its bookings, the charge, mail and seats. */
export async function orderState(database: Database, order: TestOrder) {
  const [o] = await database.execute<{ status: number; paid_at: string | null }>(
    sql`select status, paid_at from orders where id = ${order.orderId}`,
  )
  const rows = await database.execute<{
    id: number
    status: number
    payment_amount_cents: number
    payment_reference: string | null
    deleted_at: string | null
    confirmed_at: string | null
  }>(
    sql`select id, status, payment_amount_cents, payment_reference, deleted_at, confirmed_at
          from bookings where order_id = ${order.orderId} order by id`,
  )
  const [p] = await database.execute<{
    status: number
    provider_reference: string | null
    failure_reason: string | null
  }>(sql`select status, provider_reference, failure_reason from payments where id = ${order.payment.id}`)
  const [mail] = await database.execute<{ receipts: number; supplier: number }>(
    sql`select count(*) filter (where template = 'booking-receipt' and to_address = ${order.contactEmail})::int as receipts,
               count(*) filter (where template = 'supplier-new-booking'
                                  and text like ${`%${order.bookingReferences[0]}%`})::int as supplier
          from email_outbox`,
  )
  const [events] = await database.execute<{ n: number }>(
    sql`select count(*)::int as n from payment_events where payment_id = ${order.payment.id}`,
  )
  return {
    order: o!,
    bookings: rows,
    payment: p!,
    receipts: mail!.receipts,
    supplierMails: mail!.supplier,
    events: events!.n,
  }
}
