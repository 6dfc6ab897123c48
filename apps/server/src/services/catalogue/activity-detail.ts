import type { TourOption } from '@serendib/domain/api/tour-options'
import { and, eq, getTableColumns, sql } from 'drizzle-orm'
import type { Database } from '@serendib/db/client'
import { preparedRows } from '@serendib/db/client'
import { activities, activityPrices } from '@serendib/db/schema/activities'
import { supplierProfiles } from '@serendib/db/schema/users'
import type { ActivityDetail, ClientReview } from '@serendib/domain/catalogue-api'
import { NotFoundError } from '@serendib/domain/errors'
import { imageSources } from '@serendib/domain/images'
import { TourStatus } from '@serendib/domain/tour-status'
import { TRAVELLER_COUNT_OPTIONS } from '@serendib/domain/travellers'
import { loadActivityCards, toImageRef } from './activity-cards.ts'

type Db = Database['db']

/** The tour's own columns the page needs; the search vector and text columns stay behind. */
const { searchVector: _vector, searchPlaces: _places, ...detailColumns } = getTableColumns(activities)

/** How many reviews the detail page carries; the rest are summarised by the rating. */
const DETAIL_REVIEW_LIMIT = 20

interface DetailLists extends Record<string, unknown> {
  tour_options: TourOption[]
  images: Array<{ id: number; key: string; widths: number[]; alt_text: string }>
  itinerary: Array<{ label: string; summary: string; day_number: number | null }>
  places: Array<{ location_id: number; name: string }>
  pickups: Array<{
    location_id: number
    name: string
    pickup_time: string | null
    minutes_before_start: number | null
    airport: boolean
  }>
  reviews: Array<{
    id: number
    rating: number
    feedback: string
    created_at: string
    first_name: string
    last_name: string
    images: Array<{ key: string; widths: number[] }> | null
  }>
}

/** $1: the activity id; $2: how many reviews. */
const LISTS_SQL = `select
  (select coalesce(json_agg(json_build_object('id', i.id, 'key', i.key, 'widths', i.widths,
       'alt_text', i.alt_text) order by i.sort_order, i.id), '[]')
     from activity_images i where i.activity_id = $1) as images,
  (select coalesce(json_agg(json_build_object('label', t.label, 'summary', t.summary,
       'day_number', t.day_number) order by t.sort_order, t.id), '[]')
     from activity_itinerary_items t where t.activity_id = $1) as itinerary,
  (select coalesce(json_agg(json_build_object('location_id', l.id, 'name', l.name)
       order by al.sort_order, al.location_id), '[]')
     from activity_locations al join locations l on l.id = al.location_id
     where al.activity_id = $1) as places,
  (select coalesce(json_agg(json_build_object('location_id', l.id, 'name', l.name,
       'pickup_time', case when st.timed then null else to_char(p.pickup_time, 'HH24:MI') end,
       'minutes_before_start', case when st.timed then p.minutes_before_start end,
       'airport', l.kind = 'airport') order by p.sort_order, l.name), '[]')
     from activity_pickup_locations p join locations l on l.id = p.location_id
     cross join (select exists (select 1 from activity_start_times where activity_id = $1) as timed) st
     where p.activity_id = $1) as pickups,
  (select coalesce(json_agg(r order by r.created_at desc, r.id desc), '[]') from (
     select v.id, v.rating, v.feedback, v.created_at, u.first_name, u.last_name,
       (select json_agg(json_build_object('key', ri.key, 'widths', ri.widths) order by ri.id)
          from review_images ri where ri.review_id = v.id) as images
     from reviews v join users u on u.id = v.user_id
     where v.activity_id = $1 and not v.hidden
     order by v.created_at desc, v.id desc limit $2) r) as reviews,
  (select coalesce(json_agg(json_build_object('id', o.id, 'name', o.name, 'description', o.description,
       'kind', case o.kind when 2 then 'private' else 'shared' end,
       'max_vehicles_per_booking', o.max_vehicles_per_booking,
       'tiers', (select coalesce(json_agg(json_build_object('name', t.name, 'seats', t.seats,
                   'price_cents', t.price_cents) order by t.sort_order, t.id), '[]')
                   from activity_option_tiers t where t.option_id = o.id))
       order by o.sort_order, o.id), '[]')
     from activity_options o where o.activity_id = $1) as tour_options`

/**
 * Images, itinerary, places, pick-ups and the latest reviews in one named statement: six round
 * trips and six plans cost more than the rows (decision 018). Each list keeps the order it had as its
 * own query.
 */
async function loadLists(db: Db, id: number): Promise<DetailLists> {
  const [row] = await preparedRows<DetailLists>(db, 'activity_detail_lists', LISTS_SQL, [
    id,
    DETAIL_REVIEW_LIMIT,
  ])
  return row!
}

function toClientReview(row: DetailLists['reviews'][number]): ClientReview {
  return {
    id: row.id,
    review_rating: row.rating,
    review_feedback: row.feedback,
    review_datetime: new Date(row.created_at).toISOString(),
    profile: { first_name: row.first_name, last_name: row.last_name.slice(0, 1) },
    images: (row.images ?? []).map((image) => ({
      name: image.key,
      ...imageSources(image.key, image.widths),
    })),
  }
}

const detailRows = new WeakMap<Db, ReturnType<typeof prepareDetailRow>>()

/** The tour's row, price and supplier: a named statement on PostgreSQL (drizzle's prepare). */
function prepareDetailRow(db: Db) {
  return db
    .select({ activity: detailColumns, price: activityPrices, supplier: supplierProfiles })
    .from(activities)
    .leftJoin(activityPrices, eq(activityPrices.activityId, activities.id))
    .leftJoin(supplierProfiles, eq(supplierProfiles.userId, activities.supplierUserId))
    .where(and(eq(activities.id, sql.placeholder('id')), eq(activities.status, TourStatus.active)))
    .prepare('activity_detail_row')
}

function detailRow(db: Db) {
  let prepared = detailRows.get(db)
  if (!prepared) detailRows.set(db, (prepared = prepareDetailRow(db)))
  return prepared
}

/** The row of a tour in any status: the admin's review shows a tour before it is on sale. */
function anyStatusRow(db: Db, id: number) {
  return db
    .select({ activity: detailColumns, price: activityPrices, supplier: supplierProfiles })
    .from(activities)
    .leftJoin(activityPrices, eq(activityPrices.activityId, activities.id))
    .leftJoin(supplierProfiles, eq(supplierProfiles.userId, activities.supplierUserId))
    .where(eq(activities.id, id))
}

/**
 * Everything the tour detail page shows. Unknown and non-active tours are not found, unless
 * `anyStatus` (the admin's review of a tour as travellers will see it).
 */
export async function getActivityDetail(
  db: Db,
  id: number,
  { anyStatus = false }: { anyStatus?: boolean } = {},
): Promise<ActivityDetail> {
  // Three statements at once (on PostgreSQL, three connections): the tour's own columns (not
  // its search vector), its card, and its lists.
  const [[row], [card], lists] = await Promise.all([
    anyStatus ? anyStatusRow(db, id) : detailRow(db).execute({ id }),
    loadActivityCards(db, [id]),
    loadLists(db, id),
  ])
  if (!row) throw new NotFoundError('Tour not found')
  const { activity, price, supplier } = row
  const { images, itinerary, places, pickups } = lists
  const clientReviews = lists.reviews.map(toClientReview)
  if (!card) throw new NotFoundError('Tour not found')

  const options = (included: boolean) => (included ? [...TRAVELLER_COUNT_OPTIONS] : [])
  return {
    ...card,
    images: images.map((image) => toImageRef({ ...image, altText: image.alt_text })),
    seo_title: activity.seoTitle,
    seo_description: activity.seoDescription,
    itinery: itinerary.map((item) => ({
      label: item.label,
      summery: item.summary,
      day_number: item.day_number,
    })),
    inclusion: activity.inclusion,
    exclision: activity.exclusion,
    know_policy: activity.knowPolicy,
    know: { know_policy: activity.knowPolicy },
    condtions: activity.conditions,
    cancel_policy: activity.cancelPolicy,
    contact_number: activity.contactNumber,
    meeting_point: activity.meetingPoint,
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
      loc_id: p.location_id,
      location_name: p.name,
    })),
    pickup_locations: pickups.map((p) => ({
      id: p.location_id,
      location_name: p.name,
      pickup_time: p.pickup_time,
      minutes_before_start: p.minutes_before_start,
      airport: p.airport,
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
    tour_options: lists.tour_options,
  }
}
