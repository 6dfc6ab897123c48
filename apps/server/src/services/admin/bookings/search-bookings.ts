/** Every booking, searchable by reference, e-mail, supplier, tour, customer, status and dates. */
import { and, count, desc, eq, gte, ilike, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '@serendib/db/client'
import { activities } from '@serendib/db/schema/activities'
import { bookings } from '@serendib/db/schema/bookings'
import { OrderStatus } from '@serendib/db/schema/orders'
import { supplierProfiles, users } from '@serendib/db/schema/users'
import { consoleStatusLabel } from '@serendib/domain/admin-guards'
import type { AdminBookingRow, AdminBookingsQuery } from '@serendib/domain/api/admin-bookings'
import { BookingStatus } from '@serendib/domain/booking-status'
import { containsPattern, pageOf, pageWindow, type Page } from '../paging.ts'

const customers = alias(users, 'customers')
const suppliers = alias(users, 'suppliers')

/**
 * Paid in: a card payment, a paid order or a reseller's confirmation (paid on account, decision
 * 045). A status-0 booking without any is a hold nobody paid for (issue 29: two names for 0).
 */
const paidSql = sql<boolean>`(${bookings.paymentAmountCents} > 0
  or exists (select 1 from orders o where o.id = ${bookings.orderId} and o.status = ${OrderStatus.paid})
  or exists (select 1 from octo_bookings ob where ob.booking_id = ${bookings.id}
                and ob.reseller_confirmed_at is not null))`

export const bookingRowColumns = {
  booking: bookings,
  paid: paidSql,
  tourTitle: activities.title,
  supplierEmail: suppliers.email,
  supplierFirst: suppliers.firstName,
  supplierLast: suppliers.lastName,
  workName: supplierProfiles.workName,
  customerEmail: customers.email,
}

export function bookingRowsFrom(db: DbOrTx) {
  return db
    .select(bookingRowColumns)
    .from(bookings)
    .innerJoin(activities, eq(activities.id, bookings.activityId))
    .leftJoin(customers, eq(customers.id, bookings.userId))
    .innerJoin(suppliers, eq(suppliers.id, bookings.supplierUserId))
    .leftJoin(supplierProfiles, eq(supplierProfiles.userId, bookings.supplierUserId))
}

type Row = Awaited<ReturnType<ReturnType<typeof bookingRowsFrom>['where']>>[number]

export function bookingRowJson(r: Row): AdminBookingRow {
  const b = r.booking
  return {
    id: b.id,
    booking_reference: b.bookingReference,
    status: b.status,
    status_label: consoleStatusLabel(b.status, r.paid),
    paid: r.paid,
    start_date: b.startDate,
    created_at: b.createdAt.toISOString(),
    tour: { id: b.activityId, title: r.tourTitle },
    supplier: {
      id: b.supplierUserId,
      name: r.workName || `${r.supplierFirst} ${r.supplierLast}`.trim() || r.supplierEmail,
      email: r.supplierEmail,
    },
    customer: b.userId !== null && r.customerEmail !== null ? { id: b.userId, email: r.customerEmail } : null,
    contact_name: `${b.contactFirstname} ${b.contactLastname}`.trim(),
    contact_email: b.contactEmail,
    booking_amount_cents: b.bookingAmountCents,
    payment_amount_cents: b.paymentAmountCents,
    channel: b.channel,
  }
}

function conditions(q: AdminBookingsQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [isNull(bookings.deletedAt)]
  if (q.q) {
    const p = containsPattern(q.q)
    parts.push(
      or(
        ilike(bookings.bookingReference, p),
        ilike(bookings.contactEmail, p),
        ilike(customers.email, p),
        ilike(bookings.contactLastname, p),
        ilike(activities.title, p),
        ilike(supplierProfiles.workName, p),
      ),
    )
  }
  if (q.supplier) parts.push(eq(bookings.supplierUserId, q.supplier))
  if (q.tour) parts.push(eq(bookings.activityId, q.tour))
  if (q.user) parts.push(eq(bookings.userId, q.user))
  if (q.status === 'awaiting_payment')
    parts.push(and(eq(bookings.status, BookingStatus.pending), not(paidSql)))
  else if (q.status === 'awaiting_supplier')
    parts.push(and(eq(bookings.status, BookingStatus.pending), paidSql))
  else if (q.status !== undefined) parts.push(eq(bookings.status, q.status))
  if (q.from) parts.push(gte(bookings.startDate, q.from))
  if (q.to) parts.push(lte(bookings.startDate, q.to))
  return and(...parts)
}

export async function searchBookings(db: DbOrTx, q: AdminBookingsQuery): Promise<Page<AdminBookingRow>> {
  const where = conditions(q)
  const { limit, offset } = pageWindow(q.page)
  const [rows, [total]] = await Promise.all([
    bookingRowsFrom(db)
      .where(where)
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(bookings)
      .innerJoin(activities, eq(activities.id, bookings.activityId))
      .leftJoin(customers, eq(customers.id, bookings.userId))
      .leftJoin(supplierProfiles, eq(supplierProfiles.userId, bookings.supplierUserId))
      .where(where),
  ])
  return pageOf(rows.map(bookingRowJson), total?.n ?? 0, q.page)
}
