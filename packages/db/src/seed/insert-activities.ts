/** Inserts the demo activities with their prices, pictures, itinerary, categories and places. */
import { TourType } from '@serendib/domain/tour-types'
import type { Tx } from '../client.ts'
import { activities, activityPrices } from '../schema/activities.ts'
import {
  activityCategories,
  activityImages,
  activityItineraryItems,
  activityLocations,
  activityPickupLocations,
} from '../schema/activity-details.ts'
import { activities as seedActivities } from './content/activities.ts'
import { suppliers as seedSuppliers } from './content/suppliers.ts'
import type { SeedActivity } from './content/types.ts'
import type { CatalogueIds } from './insert-catalogue.ts'
import { chunks, reserveIds, type RenderedImages } from './seed-ids.ts'

const TOUR_PATH: Record<number, string> = { [TourType.round]: 'round-tours', [TourType.day]: 'day-tours' }

export function activityPath(tourType: number, seoUrl: string, id: number): string {
  return `/${TOUR_PATH[tourType] ?? 'activity'}/${seoUrl}/details/${id}`
}

/**
 * Demo payment plans (decision 075): two round tours take a 20 % deposit with the balance due 14
 * days before travel, one day tour is "reserve now, pay later" (everything due 7 days before).
 * Every other tour is paid in full.
 */
export const DEMO_PAYMENT_PLANS: Record<
  string,
  { paymentPlan: 'deposit' | 'pay_later'; depositPercent: number | null; balanceDaysBefore: number }
> = {
  'grand-tour-sri-lanka-12-days': { paymentPlan: 'deposit', depositPercent: 20, balanceDaysBefore: 14 },
  'honeymoon-island-escape-8-days': { paymentPlan: 'deposit', depositPercent: 20, balanceDaysBefore: 14 },
  'jaffna-city-islands-day': { paymentPlan: 'pay_later', depositPercent: null, balanceDaysBefore: 7 },
}

const supplierMobile = new Map(seedSuppliers.map((s) => [s.key, s.workMobile]))

export async function insertActivities(tx: Tx, ids: CatalogueIds, images: RenderedImages): Promise<void> {
  // full_seo_url carries the activity id, so ids are reserved before the insert.
  const activityIds = await reserveIds(tx, 'activities', seedActivities.length)
  seedActivities.forEach((a, i) => ids.activities.set(a.key, activityIds[i]!))
  for (const batch of chunks(seedActivities, 100)) {
    await tx.insert(activities).values(batch.map((a) => activityRow(a, ids)))
  }
  await insertActivityDetails(tx, ids, images)
}

function activityRow(a: SeedActivity, ids: CatalogueIds): typeof activities.$inferInsert {
  const id = ids.activities.get(a.key)
  const supplierUserId = ids.suppliers.get(a.supplier)
  return {
    id,
    tourId: `SER-${String(id).padStart(5, '0')}`,
    supplierUserId,
    title: a.title,
    overview: a.overview,
    tourType: a.tourType,
    durationValue: a.durationValue,
    durationUnit: a.durationUnit,
    inclusion: a.inclusions.join('\n'),
    exclusion: a.exclusions.join('\n'),
    knowPolicy: a.knowBeforeYouGo.join('\n'),
    conditions: a.conditions.join('\n'),
    cancelPolicy: a.cancelPolicy,
    // The number travellers call on the day: the supplier's mobile.
    contactNumber: supplierMobile.get(a.supplier) ?? null,
    includeAdults: a.includeAdults,
    includeChildren: a.includeChildren,
    includeInfants: a.includeInfants,
    adultsAgeFrom: a.adultAgeFrom,
    adultsAgeTo: a.adultAgeTo,
    childrenAgeFrom: a.childAgeFrom,
    childrenAgeTo: a.childAgeTo,
    infantsAgeFrom: a.infantAgeFrom,
    infantsAgeTo: a.infantAgeTo,
    pricingBasis: a.pricingBasis,
    saleType: a.saleType,
    maxGroupSize: a.maxGroupSize,
    bookingCutoffDays: a.cutoffDays,
    dailyCapacity: a.dailyCapacity,
    ...DEMO_PAYMENT_PLANS[a.key],
    status: 1,
    featured: a.featured,
    sold: a.sold,
    seoUrl: a.key,
    fullSeoUrl: activityPath(a.tourType, a.key, id),
    seoTitle: a.seoTitle,
    seoDescription: a.seoDescription,
  }
}

async function insertActivityDetails(tx: Tx, ids: CatalogueIds, images: RenderedImages): Promise<void> {
  const prices = seedActivities.map((a) => ({
    activityId: ids.activities.get(a.key),
    adultPriceCents: a.adultPriceCents,
    childPriceCents: a.childPriceCents,
    infantPriceCents: a.infantPriceCents,
    groupPriceCents: a.groupPriceCents,
    // The "from" price: the adult rate per person, the group rate per group.
    sellingPriceCents: a.adultPriceCents ?? a.groupPriceCents ?? 0,
  }))
  const imageRows = seedActivities.flatMap((a) =>
    a.images.map((image, i) => ({
      activityId: ids.activities.get(a.key),
      key: image.key,
      widths: images.widths(image.key),
      altText: image.alt,
      sortOrder: i,
    })),
  )
  const itineraryRows = seedActivities.flatMap((a) =>
    a.itinerary.map((item, i) => ({
      activityId: ids.activities.get(a.key),
      // Round tours label items 'Day N'; the day view groups by this number.
      dayNumber: a.tourType === TourType.round ? dayNumber(item.label) : null,
      label: item.label,
      summary: item.summary,
      sortOrder: i,
    })),
  )
  const categoryRows = seedActivities.flatMap((a) =>
    a.categories.map((c, i) => ({
      activityId: ids.activities.get(a.key),
      categoryId: ids.categories.get(c),
      sortOrder: i,
    })),
  )
  const locationRows = seedActivities.flatMap((a) =>
    a.startLocations.map((p, i) => ({
      activityId: ids.activities.get(a.key),
      locationId: ids.places.get(p),
      sortOrder: i,
    })),
  )
  const pickupRows = seedActivities.flatMap((a) =>
    a.pickupLocations.map((p, i) => ({
      activityId: ids.activities.get(a.key),
      locationId: ids.pickups.get(p),
      sortOrder: i,
    })),
  )
  await tx.insert(activityPrices).values(prices)
  for (const batch of chunks(imageRows)) await tx.insert(activityImages).values(batch)
  for (const batch of chunks(itineraryRows)) await tx.insert(activityItineraryItems).values(batch)
  for (const batch of chunks(categoryRows)) await tx.insert(activityCategories).values(batch)
  for (const batch of chunks(locationRows)) await tx.insert(activityLocations).values(batch)
  for (const batch of chunks(pickupRows)) await tx.insert(activityPickupLocations).values(batch)
}

function dayNumber(label: string): number | null {
  const match = /(\d+)/.exec(label)
  return match ? Number(match[1]) : null
}
