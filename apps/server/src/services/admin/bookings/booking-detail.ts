/** One booking with everything an admin needs to judge it: order, money, amendments, thread, trail. */
import { asc, eq } from 'drizzle-orm'
import type { DbOrTx } from '@serendib/db/client'
import { bookingStatusChanges } from '@serendib/db/schema/audit'
import { amendments, bookings } from '@serendib/db/schema/bookings'
import { locations } from '@serendib/db/schema/catalogue'
import { orders } from '@serendib/db/schema/orders'
import type { AdminBookingDetail } from '@serendib/domain/api/admin-bookings'
import { bookingActionsFor, type BookingStatusCode } from '@serendib/domain/booking-status'
import { adminActionsOn } from '@serendib/domain/admin-guards'
import { todayInColombo } from '@serendib/domain/dates'
import { NotFoundError } from '@serendib/domain/errors'
import { bookingThread } from '../../account/bookings/comments.ts'
import { auditTrail } from '../audit-log.ts'
import { bookingMoney } from './money.ts'
import { bookingPayments } from './payments-json.ts'
import { bookingRowJson, bookingRowsFrom } from './search-bookings.ts'

export async function adminBookingDetail(db: DbOrTx, bookingId: number): Promise<AdminBookingDetail> {
  const [row] = await bookingRowsFrom(db).where(eq(bookings.id, bookingId))
  if (!row) throw new NotFoundError('Booking not found')
  const b = row.booking
  const [order, place, money, payments, changes, history, messages, audit] = await Promise.all([
    b.orderId ? db.select().from(orders).where(eq(orders.id, b.orderId)) : Promise.resolve([]),
    b.locationId
      ? db.select({ name: locations.name }).from(locations).where(eq(locations.id, b.locationId))
      : [],
    bookingMoney(db, b.id),
    bookingPayments(db, b.id),
    db.select().from(amendments).where(eq(amendments.bookingId, b.id)).orderBy(asc(amendments.id)),
    db
      .select()
      .from(bookingStatusChanges)
      .where(eq(bookingStatusChanges.bookingId, b.id))
      .orderBy(asc(bookingStatusChanges.at), asc(bookingStatusChanges.id)),
    bookingThread(db, b.id, 'admin'),
    auditTrail(db, 'booking', b.id),
  ])
  const o = order[0]
  return {
    ...bookingRowJson(row),
    end_date: b.endDate,
    num_adults: b.numAdults,
    num_children: b.numChildren,
    num_infants: b.numInfants,
    contact_phone: b.contactPhone,
    remarks: b.remarks,
    pickup: [place[0]?.name, b.hotelName, b.pickupOther].filter(Boolean).join(' · ') || null,
    order: o ? { id: o.id, reference: o.reference, status: o.status, total_cents: o.totalCents } : null,
    money,
    payments,
    amendments: changes.map((a) => ({
      id: a.id,
      status: a.status,
      start_date: a.startDate,
      amend_amount_cents: a.amendAmountCents,
      balance_amount_cents: a.balanceAmountCents,
      created_at: a.createdAt.toISOString(),
      paid_at: a.paidAt?.toISOString() ?? null,
    })),
    messages: messages.map((m) => ({
      id: m.id,
      message: m.message,
      hidden: m.hidden,
      created_at: m.created_at,
      user: { user_role: m.user.user_role, first_name: m.user.first_name ?? '' },
    })),
    status_history: history.map((h) => ({
      from_status: h.fromStatus,
      to_status: h.toStatus,
      action: h.action,
      actor_role: h.actorRole,
      reason: h.reason,
      at: h.at.toISOString(),
    })),
    audit,
    // "Mark completed" is offered only once the tour is over (issue 29); the server refuses it too.
    actions: b.deletedAt
      ? []
      : adminActionsOn(
          bookingActionsFor(b.status as BookingStatusCode, 'admin'),
          b.endDate,
          todayInColombo(),
        ),
  }
}
