/** The dashboard's work queues: counts of what needs a person, and the on-request bookings waiting. */
import { sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'
import { OutboxStatus } from '@serendib/db/schema/outbox'
import { PaymentKind, PaymentStatus } from '@serendib/db/schema/payments'
import type { Dashboard } from '@serendib/domain/api/admin-dashboard'
import { BookingStatus } from '@serendib/domain/booking-status'
import { SupplierApproval } from '@serendib/domain/supplier-approval'
import { TourLifecycle } from '@serendib/domain/tour-lifecycle'
import { TourStatus } from '@serendib/domain/tour-status'
import { UserType } from '@serendib/domain/user-types'

/** A paid booking of a tour sold on request, still waiting for its supplier. */
const onRequestWaiting = sql`b.status = ${BookingStatus.pending} and b.deleted_at is null
  and b.payment_amount_cents > 0 and a.sale_type <> 1`

/**
 * Suppliers waiting for their first decision (decision 037) and active tours edited since their
 * approval (decision 034); the dashboard links each to its screen. Never null since the portal.
 */
export async function supplierQueueCounts(
  db: DbOrTx,
): Promise<Pick<Dashboard['queues'], 'suppliers_awaiting_approval' | 'tours_changed_since_approval'>> {
  const [row] = await queryRows<{ suppliers: number; changed: number }>(
    db,
    sql`select
          (select count(*)::int from users
            where user_type = ${UserType.supplier} and approval_status = ${SupplierApproval.pending}) as suppliers,
          (select count(*)::int from activities a join activity_moderation m on m.activity_id = a.id
            where a.status = ${TourLifecycle.active} and m.changed_at is not null) as changed`,
  )
  return { suppliers_awaiting_approval: row?.suppliers ?? 0, tours_changed_since_approval: row?.changed ?? 0 }
}

export async function workQueues(db: DbOrTx): Promise<Pick<Dashboard, 'queues' | 'on_request'>> {
  const [[counts], waiting, supplier] = await Promise.all([
    queryRows<Omit<Dashboard['queues'], 'suppliers_awaiting_approval' | 'tours_changed_since_approval'>>(
      db,
      sql`select
            (select count(*)::int from bookings where status = ${BookingStatus.dispute} and deleted_at is null) as disputes,
            (select count(*)::int from email_outbox where status = ${OutboxStatus.failed}) as failed_emails,
            (select count(*)::int from payments where kind = ${PaymentKind.refund} and status = ${PaymentStatus.failed}) as failed_refunds,
            (select count(*)::int from bookings b join activities a on a.id = b.activity_id where ${onRequestWaiting}) as on_request_waiting,
            (select count(*)::int from activities where status = ${TourStatus.pending}) as tours_pending`,
    ),
    queryRows<{
      id: number
      booking_reference: string
      tour_title: string
      supplier_name: string
      start_date: string
      paid_at: Date | string
      waiting_hours: number
    }>(
      db,
      sql`select b.id, b.booking_reference, a.title as tour_title,
                 coalesce(nullif(sp.work_name, ''), s.email) as supplier_name, b.start_date::text as start_date,
                 coalesce(o.paid_at, b.created_at) as paid_at,
                 floor(extract(epoch from now() - coalesce(o.paid_at, b.created_at)) / 3600)::int as waiting_hours
            from bookings b
            join activities a on a.id = b.activity_id
            join users s on s.id = b.supplier_user_id
            left join supplier_profiles sp on sp.user_id = b.supplier_user_id
            left join orders o on o.id = b.order_id
           where ${onRequestWaiting}
           order by coalesce(o.paid_at, b.created_at) asc limit 10`,
    ),
    supplierQueueCounts(db),
  ])
  return {
    queues: { ...counts!, ...supplier },
    on_request: waiting.map((w) => ({ ...w, paid_at: new Date(w.paid_at).toISOString() })),
  }
}
