/** One supplier as the console's detail page shows it: profile, commission, bookings and tours. */
import { and, eq, sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'
import { users } from '@serendib/db/schema/users'
import type { AdminSupplierDetail } from '@serendib/domain/api/admin-suppliers'
import { DEFAULT_COMMISSION_BPS } from '@serendib/domain/earnings'
import { NotFoundError } from '@serendib/domain/errors'
import { SupplierApprovalMessages } from '@serendib/domain/supplier-approval'
import { TourLifecycle, tourLifecycleLabels, type TourLifecycleCode } from '@serendib/domain/tour-lifecycle'
import { UserType } from '@serendib/domain/user-types'
import { loadSupplierProfile } from '../supplier/profile.ts'

interface TourRow extends Record<string, unknown> {
  id: number
  tour_id: string
  title: string
  status: TourLifecycleCode
  featured: boolean
  changed: boolean
}

export async function supplierDetail(db: DbOrTx, supplierId: number): Promise<AdminSupplierDetail> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, supplierId), eq(users.userType, UserType.supplier)))
  if (!user) throw new NotFoundError(SupplierApprovalMessages.notASupplier)
  const [profile, [money], tours] = await Promise.all([
    loadSupplierProfile(db, supplierId),
    queryRows<{ commission_bps: number | null; bookings: number }>(
      db,
      sql`select (select commission_bps from supplier_profiles where user_id = ${supplierId}) as commission_bps,
                 (select count(*)::int from bookings where supplier_user_id = ${supplierId} and deleted_at is null) as bookings`,
    ),
    queryRows<TourRow>(
      db,
      sql`select a.id, a.tour_id, a.title, a.status, a.featured, (m.changed_at is not null) as changed
            from activities a left join activity_moderation m on m.activity_id = a.id
           where a.supplier_user_id = ${supplierId}
           order by a.status, a.id desc limit 200`,
    ),
  ])
  return {
    profile,
    commission_bps: money?.commission_bps ?? null,
    default_commission_bps: DEFAULT_COMMISSION_BPS,
    bookings: money?.bookings ?? 0,
    tours: tours.map((t) => ({
      id: t.id,
      tour_id: t.tour_id,
      title: t.title,
      status: t.status,
      status_label: tourLifecycleLabels[t.status],
      featured: t.featured,
      changed_since_approval: t.status === TourLifecycle.active && t.changed,
    })),
  }
}
