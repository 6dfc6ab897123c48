import { and, asc, eq, inArray, lte, gte, sql } from 'drizzle-orm'
import { preparedRows } from '@serendib/db/client'
import type { Database, DbOrTx } from '@serendib/db/client'
import { activityImages } from '@serendib/db/schema/activity-details'
import { dealSubscriptions, deals } from '@serendib/db/schema/deals'
import type { ActivityCard, ImageRef } from '@serendib/domain/catalogue-api'
import type { DurationUnitCode } from '@serendib/domain/duration'
import { imageSources } from '@serendib/domain/images'
import { centsToDollars } from '@serendib/domain/money'
import type { TourTypeCode } from '@serendib/domain/tour-types'
import { todayInColombo } from '@serendib/domain/dates'

type Db = Database['db']

export function toImageRef(row: { id: number; key: string; widths: number[]; altText: string }): ImageRef {
  return { id: row.id, ...imageSources(row.key, row.widths), alt_text: row.altText }
}

/** The first image of each tour, as cards show it. */
export async function coversOf(db: DbOrTx, activityIds: number[]): Promise<Map<number, ImageRef>> {
  if (activityIds.length === 0) return new Map()
  const rows = await db
    .selectDistinctOn([activityImages.activityId], {
      activityId: activityImages.activityId,
      id: activityImages.id,
      key: activityImages.key,
      widths: activityImages.widths,
      altText: activityImages.altText,
    })
    .from(activityImages)
    .where(inArray(activityImages.activityId, activityIds))
    .orderBy(activityImages.activityId, asc(activityImages.sortOrder), asc(activityImages.id))
  return new Map(rows.map((row) => [row.activityId, toImageRef(row)]))
}

/** Best discount of each activity's deals running today (Asia/Colombo), in whole percent. */
export async function activeDiscounts(db: Db, activityIds: number[]): Promise<Map<number, number>> {
  if (activityIds.length === 0) return new Map()
  const today = todayInColombo()
  const rows = await db
    .select({
      activityId: dealSubscriptions.activityId,
      discount: sql<number>`max(${deals.discountPercent})::int`,
    })
    .from(dealSubscriptions)
    .innerJoin(deals, eq(deals.id, dealSubscriptions.dealId))
    .where(
      and(
        inArray(dealSubscriptions.activityId, activityIds),
        eq(deals.active, true),
        lte(deals.startsOn, today),
        gte(deals.endsOn, today),
      ),
    )
    .groupBy(dealSubscriptions.activityId)
  return new Map(rows.map((row) => [row.activityId, Number(row.discount)]))
}

interface CardRow extends Record<string, unknown> {
  id: number
  tour_id: string
  title: string
  overview: string
  tour_type: number
  duration_value: number
  duration_unit: number
  seo_url: string
  full_seo_url: string
  average_rating: string | number | null
  rating_count: number
  sold: number
  featured: boolean
  selling_price_cents: number | null
  cover: { id: number; key: string; widths: number[]; alt_text: string } | null
  categories: Array<{ id: number; name: string }> | null
  location_name: string | null
  discount: number | null
  guide_languages: string[]
}

/** $1: the activity ids; $2: today in Asia/Colombo (deals running today). */
const CARDS_SQL = `select a.id, a.tour_id, a.title, a.overview, a.tour_type, a.duration_value, a.duration_unit,
    a.seo_url, a.full_seo_url, a.average_rating, a.rating_count, a.sold, a.featured,
    a.guide_languages, p.selling_price_cents,
    (select json_build_object('id', i.id, 'key', i.key, 'widths', i.widths, 'alt_text', i.alt_text)
       from activity_images i where i.activity_id = a.id
       order by i.sort_order, i.id limit 1) as cover,
    (select json_agg(json_build_object('id', c.id, 'name', c.name) order by ac.sort_order, c.id)
       from activity_categories ac join categories c on c.id = ac.category_id
       where ac.activity_id = a.id) as categories,
    (select l.name from activity_locations al join locations l on l.id = al.location_id
       where al.activity_id = a.id order by al.sort_order, al.location_id limit 1) as location_name,
    (select max(d.discount_percent)::int from deal_subscriptions ds join deals d on d.id = ds.deal_id
       where ds.activity_id = a.id and d.active and d.starts_on <= $2::date and d.ends_on >= $2::date) as discount
  from activities a left join activity_prices p on p.activity_id = a.id
  where a.id = any($1::int[])`

/**
 * Hydrates activity ids into cards, keeping the order of `ids`: one named statement whatever
 * the page size (a round trip and a plan each for cover, categories, place and deal cost more
 * than the rows themselves on the database path, decision 018).
 */
export async function loadActivityCards(db: Db, ids: number[]): Promise<ActivityCard[]> {
  if (ids.length === 0) return []
  const rows = await preparedRows<CardRow>(db, 'activity_cards', CARDS_SQL, [
    `{${ids.join(',')}}`,
    todayInColombo(),
  ])
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    if (!row) return []
    const priceCents = row.selling_price_cents ?? 0
    return [
      {
        id: row.id,
        tour_id: row.tour_id,
        title: row.title,
        overview: row.overview,
        tour_type: row.tour_type as TourTypeCode,
        duration_value: row.duration_value,
        duration_unit: row.duration_unit as DurationUnitCode,
        cover_image: row.cover ? toImageRef({ ...row.cover, altText: row.cover.alt_text }) : null,
        seo_url: row.seo_url,
        full_seo_url: row.full_seo_url,
        average_rating: row.average_rating === null ? null : Number(row.average_rating),
        rating_count: row.rating_count,
        sold: row.sold,
        featured: row.featured,
        price: { selling_price: centsToDollars(priceCents), selling_price_cents: priceCents },
        discount: row.discount ?? null,
        category: (row.categories ?? []).map((cat) => ({
          category_id: cat.id,
          name: cat.name,
          category: { id: cat.id, name: cat.name },
        })),
        location_name: row.location_name,
        guide_languages: row.guide_languages,
      },
    ]
  })
}
