import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { Database } from '@serendib/db/client'
import { activities, activityPrices } from '@serendib/db/schema/activities'
import {
  activityImages,
  activityItineraryItems,
  activityLocations,
  activityPickupLocations,
} from '@serendib/db/schema/activity-details'
import { locations } from '@serendib/db/schema/catalogue'
import { reviewImages, reviews } from '@serendib/db/schema/reviews'
import { supplierProfiles, users } from '@serendib/db/schema/users'
import type { ActivityDetail, ClientReview } from '@serendib/domain/catalogue-api'
import { NotFoundError } from '@serendib/domain/errors'
import { imageSources } from '@serendib/domain/images'
import { TourStatus } from '@serendib/domain/tour-status'
import { TRAVELLER_COUNT_OPTIONS } from '@serendib/domain/travellers'
import { loadActivityCards, toImageRef } from './activity-cards.ts'

type Db = Database['db']

/** How many reviews the detail page carries; the rest are summarised by the rating. */
const DETAIL_REVIEW_LIMIT = 20

async function loadReviews(db: Db, activityId: number): Promise<ClientReview[]> {
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      feedback: reviews.feedback,
      createdAt: reviews.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.activityId, activityId), eq(reviews.hidden, false)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(DETAIL_REVIEW_LIMIT)
  const images = rows.length
    ? await db
        .select()
        .from(reviewImages)
        .where(
          inArray(
            reviewImages.reviewId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(reviewImages.id))
    : []
  return rows.map((row) => ({
    id: row.id,
    review_rating: row.rating,
    review_feedback: row.feedback,
    review_datetime: row.createdAt.toISOString(),
    profile: { first_name: row.firstName, last_name: row.lastName.slice(0, 1) },
    images: images
      .filter((image) => image.reviewId === row.id)
      .map((image) => ({ name: image.key, ...imageSources(image.key, image.widths) })),
  }))
}

/** Everything the tour detail page shows. Unknown and non-active tours are not found. */
export async function getActivityDetail(db: Db, id: number): Promise<ActivityDetail> {
  const [row] = await db
    .select({ activity: activities, price: activityPrices, supplier: supplierProfiles })
    .from(activities)
    .leftJoin(activityPrices, eq(activityPrices.activityId, activities.id))
    .leftJoin(supplierProfiles, eq(supplierProfiles.userId, activities.supplierUserId))
    .where(and(eq(activities.id, id), eq(activities.status, TourStatus.active)))
  if (!row) throw new NotFoundError('Tour not found')
  const { activity, price, supplier } = row

  const [[card], images, itinerary, places, pickups, clientReviews] = await Promise.all([
    loadActivityCards(db, [id]),
    db
      .select()
      .from(activityImages)
      .where(eq(activityImages.activityId, id))
      .orderBy(asc(activityImages.sortOrder), asc(activityImages.id)),
    db
      .select()
      .from(activityItineraryItems)
      .where(eq(activityItineraryItems.activityId, id))
      .orderBy(asc(activityItineraryItems.sortOrder), asc(activityItineraryItems.id)),
    db
      .select({ locationId: locations.id, name: locations.name })
      .from(activityLocations)
      .innerJoin(locations, eq(locations.id, activityLocations.locationId))
      .where(eq(activityLocations.activityId, id))
      .orderBy(asc(activityLocations.sortOrder)),
    db
      .select({
        locationId: locations.id,
        name: locations.name,
        pickupTime: activityPickupLocations.pickupTime,
      })
      .from(activityPickupLocations)
      .innerJoin(locations, eq(locations.id, activityPickupLocations.locationId))
      .where(eq(activityPickupLocations.activityId, id))
      .orderBy(asc(activityPickupLocations.sortOrder), asc(locations.name)),
    loadReviews(db, id),
  ])
  if (!card) throw new NotFoundError('Tour not found')

  const options = (included: boolean) => (included ? [...TRAVELLER_COUNT_OPTIONS] : [])
  return {
    ...card,
    images: images.map(toImageRef),
    seo_title: activity.seoTitle,
    seo_description: activity.seoDescription,
    itinery: itinerary.map((item) => ({
      label: item.label,
      summery: item.summary,
      day_number: item.dayNumber,
    })),
    inclusion: activity.inclusion,
    exclision: activity.exclusion,
    know_policy: activity.knowPolicy,
    know: { know_policy: activity.knowPolicy },
    condtions: activity.conditions,
    cancel_policy: activity.cancelPolicy,
    contact_number: activity.contactNumber,
    clientReviews,
    supplier_name: supplier?.workName ?? '',
    supplier: {
      id: activity.supplierUserId,
      supplier_profile: { work_name: supplier?.workName ?? '', work_mobile: supplier?.workMobile ?? null },
    },
    pricing_basis: activity.pricingBasis === 2 ? 2 : 1,
    status: activity.status,
    sale_type: activity.saleType,
    include_adults: activity.includeAdults,
    include_children: activity.includeChildren,
    include_infants: activity.includeInfants,
    adults_age_from: activity.adultsAgeFrom,
    adults_age_to: activity.adultsAgeTo,
    children_age_from: activity.childrenAgeFrom,
    children_age_to: activity.childrenAgeTo,
    infant_age_from: activity.infantsAgeFrom,
    infant_age_to: activity.infantsAgeTo,
    adults: options(activity.includeAdults),
    children: options(activity.includeChildren),
    infants: options(activity.includeInfants),
    available_locations: places.map((p, index) => ({
      id: index + 1,
      loc_id: p.locationId,
      location_name: p.name,
    })),
    pickup_locations: pickups.map((p) => ({
      id: p.locationId,
      location_name: p.name,
      pickup_time: p.pickupTime,
    })),
    rates: {
      adult_cents: price?.adultPriceCents ?? null,
      child_cents: price?.childPriceCents ?? null,
      infant_cents: price?.infantPriceCents ?? null,
      group_cents: price?.groupPriceCents ?? null,
      max_group_size: activity.maxGroupSize,
    },
    deals: card.discount ? { subscription: { deals: { discount: card.discount } } } : null,
    booking_cutoff_days: activity.bookingCutoffDays,
  }
}
