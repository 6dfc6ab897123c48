/** The supplier's own tours, newest change first (the portal's tour list). */
import { sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'
import type { SupplierTourRow } from '@serendib/domain/api/supplier-tours'
import { imageSources } from '@serendib/domain/images'
import {
  TourLifecycle,
  tourLifecycleLabels,
  tourLifecycleNames,
  type TourLifecycleCode,
  type TourLifecycleName,
} from '@serendib/domain/tour-lifecycle'

interface Row extends Record<string, unknown> {
  id: number
  tour_id: string
  title: string
  tour_type: 1 | 2 | 3 | 4
  status: TourLifecycleCode
  rejection_reason: string | null
  changed: boolean
  image_id: number | null
  image_key: string | null
  image_widths: number[] | null
  image_alt: string | null
  selling_price_cents: number | null
  updated_at: string
  full_seo_url: string
}

export async function listSupplierTours(
  db: DbOrTx,
  supplierId: number,
  status?: TourLifecycleName,
): Promise<SupplierTourRow[]> {
  const only = status ? sql`and a.status = ${TourLifecycle[status]}` : sql``
  const rows = await queryRows<Row>(
    db,
    sql`select a.id, a.tour_id, a.title, a.tour_type, a.status, m.rejection_reason,
               (m.changed_at is not null) as changed, i.id as image_id, i.key as image_key,
               i.widths as image_widths, i.alt_text as image_alt, p.selling_price_cents,
               a.updated_at, a.full_seo_url
          from activities a
          left join activity_moderation m on m.activity_id = a.id
          left join activity_prices p on p.activity_id = a.id
          left join lateral (select id, key, widths, alt_text from activity_images
                              where activity_id = a.id order by sort_order, id limit 1) i on true
         where a.supplier_user_id = ${supplierId} ${only}
         order by a.updated_at desc, a.id desc`,
  )
  return rows.map((r) => ({
    id: r.id,
    tour_id: r.tour_id,
    title: r.title,
    tour_type: r.tour_type,
    status: r.status,
    status_name: tourLifecycleNames[r.status],
    status_label: tourLifecycleLabels[r.status],
    rejection_reason: r.status === TourLifecycle.rejected ? r.rejection_reason : null,
    changed_since_approval: r.status === TourLifecycle.active && r.changed,
    cover_image:
      r.image_id !== null && r.image_key !== null
        ? { id: r.image_id, ...imageSources(r.image_key, r.image_widths ?? []), alt_text: r.image_alt ?? '' }
        : null,
    selling_price_cents: r.selling_price_cents ?? 0,
    updated_at: new Date(r.updated_at).toISOString(),
    full_seo_url: r.full_seo_url,
  }))
}
