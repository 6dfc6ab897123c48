import type { FastifyInstance } from 'fastify'
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm'
import type { Db } from '@serendib/db/client'
import { deals } from '@serendib/db/schema/deals'
import { todayInColombo } from '@serendib/domain/dates'
import { imageSources } from '@serendib/domain/images'
import { TourStatus } from '@serendib/domain/tour-status'
import { UserType } from '@serendib/domain/user-types'
import { dealsSchema } from '../reviews/schemas.ts'

export interface DealCard {
  id: number
  image: string | null
  image_srcset: string | null
  discount: number
  title: string
  num_activities: number
  starts_on: string
  ends_on: string
}

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

/** GET /api/account/all/deals (spec §7, auth): the Deals & Discounts cards. */
export default async function dealsRoutes(app: FastifyInstance) {
  app.get('/api/account/all/deals', { schema: { response: { 200: dealsSchema } } }, async (request) => {
    await request.requireUser(UserType.customer)
    return { status: 'success', data: await runningDeals(app.database.db) }
  })
}
