import { and, asc, eq, inArray, lte, gte, sql } from 'drizzle-orm'
import type { Database, DbOrTx } from '@serendib/db/client'
import { activities, activityPrices } from '@serendib/db/schema/activities'
import { activityCategories, activityImages, activityLocations } from '@serendib/db/schema/activity-details'
import { categories, locations } from '@serendib/db/schema/catalogue'
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

/**
 * Hydrates activity ids into cards, keeping the order of `ids`. A handful of indexed queries
 * whatever the page size, instead of one query per card.
 */
export async function loadActivityCards(db: Db, ids: number[]): Promise<ActivityCard[]> {
  if (ids.length === 0) return []
  const [rows, coverByActivity, cats, places, discounts] = await Promise.all([
    db
      .select({
        id: activities.id,
        tourId: activities.tourId,
        title: activities.title,
        overview: activities.overview,
        tourType: activities.tourType,
        durationValue: activities.durationValue,
        durationUnit: activities.durationUnit,
        seoUrl: activities.seoUrl,
        fullSeoUrl: activities.fullSeoUrl,
        averageRating: activities.averageRating,
        ratingCount: activities.ratingCount,
        sold: activities.sold,
        featured: activities.featured,
        sellingPriceCents: activityPrices.sellingPriceCents,
      })
      .from(activities)
      .leftJoin(activityPrices, eq(activityPrices.activityId, activities.id))
      .where(inArray(activities.id, ids)),
    coversOf(db, ids),
    db
      .select({ activityId: activityCategories.activityId, categoryId: categories.id, name: categories.name })
      .from(activityCategories)
      .innerJoin(categories, eq(categories.id, activityCategories.categoryId))
      .where(inArray(activityCategories.activityId, ids))
      .orderBy(asc(activityCategories.sortOrder), asc(categories.id)),
    db
      .selectDistinctOn([activityLocations.activityId], {
        activityId: activityLocations.activityId,
        name: locations.name,
      })
      .from(activityLocations)
      .innerJoin(locations, eq(locations.id, activityLocations.locationId))
      .where(inArray(activityLocations.activityId, ids))
      .orderBy(activityLocations.activityId, asc(activityLocations.sortOrder)),
    activeDiscounts(db, ids),
  ])

  const placeByActivity = new Map(places.map((place) => [place.activityId, place.name]))
  const categoriesByActivity = new Map<number, ActivityCard['category']>()
  for (const cat of cats) {
    const list = categoriesByActivity.get(cat.activityId) ?? []
    list.push({
      category_id: cat.categoryId,
      name: cat.name,
      category: { id: cat.categoryId, name: cat.name },
    })
    categoriesByActivity.set(cat.activityId, list)
  }
  const byId = new Map(rows.map((row) => [row.id, row]))

  return ids.flatMap((id) => {
    const row = byId.get(id)
    if (!row) return []
    const priceCents = row.sellingPriceCents ?? 0
    return [
      {
        id: row.id,
        tour_id: row.tourId,
        title: row.title,
        overview: row.overview,
        tour_type: row.tourType as TourTypeCode,
        duration_value: row.durationValue,
        duration_unit: row.durationUnit as DurationUnitCode,
        cover_image: coverByActivity.get(id) ?? null,
        seo_url: row.seoUrl,
        full_seo_url: row.fullSeoUrl,
        average_rating: row.averageRating === null ? null : Number(row.averageRating),
        rating_count: row.ratingCount,
        sold: row.sold,
        featured: row.featured,
        price: { selling_price: centsToDollars(priceCents), selling_price_cents: priceCents },
        discount: discounts.get(id) ?? null,
        category: categoriesByActivity.get(id) ?? [],
        location_name: placeByActivity.get(id) ?? null,
      },
    ]
  })
}
