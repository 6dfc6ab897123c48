import { and, asc, eq, gte, lte, sql } from 'drizzle-orm'
import type { Db } from '@serendib/db/client'
import { deals } from '@serendib/db/schema/deals'
import type { DealCard } from '@serendib/domain/api/account'
import { todayInColombo } from '@serendib/domain/dates'
import { imageSources } from '@serendib/domain/images'
import { TourStatus } from '@serendib/domain/tour-status'

/**
 * Deals running today in Asia/Colombo (inclusive dates), ending soonest first. num_activities
 * counts only active tours, the ones a traveller can actually book at the discount.
 */
export async function runningDeals(db: Db, today = todayInColombo()): Promise<DealCard[]> {
  const rows = await db
    .select({
      id: deals.id,
      title: deals.title,
      discount: deals.discountPercent,
      imageKey: deals.imageKey,
      imageWidths: deals.imageWidths,
      startsOn: deals.startsOn,
      endsOn: deals.endsOn,
      // deals.id spelled out: drizzle writes a bare "id" here, ambiguous inside the subquery.
      numActivities: sql<number>`(select count(*)::int from deal_subscriptions s
        join activities a on a.id = s.activity_id
        where s.deal_id = deals.id and a.status = ${TourStatus.active})`,
    })
    .from(deals)
    .where(and(eq(deals.active, true), lte(deals.startsOn, today), gte(deals.endsOn, today)))
    .orderBy(asc(deals.endsOn), asc(deals.id))
  return rows.map((row) => {
    const image = row.imageKey ? imageSources(row.imageKey, row.imageWidths) : null
    return {
      id: row.id,
      image: image?.url ?? null,
      image_srcset: image?.srcset ?? null,
      discount: row.discount,
      title: row.title,
      num_activities: Number(row.numActivities),
      starts_on: row.startsOn,
      ends_on: row.endsOn,
    }
  })
}
