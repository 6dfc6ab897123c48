/**
 * A tour's published reviews as the tour page browses them (issue 18, decision 046): the
 * star breakdown, the photo gallery and one filtered, sorted page, in one statement.
 */
import type { Database } from '@serendib/db/client'
import type { ReviewBrowse, ReviewBrowseQuery } from '@serendib/domain/api/review-browse'
import { imageSources } from '@serendib/domain/images'
import {
  lastPage,
  ratingBreakdown,
  REVIEW_GALLERY_SIZE,
  REVIEWS_PAGE_SIZE,
} from '@serendib/domain/review-browse'

interface ImageRow {
  key: string
  widths: number[]
}
interface BrowseRow extends Record<string, unknown> {
  breakdown: Array<{ stars: number; count: number }> | string | null
  with_photos: number
  gallery: Array<ImageRow & { review_id: number }> | string | null
  matching: number
  reviews:
    | Array<{
        id: number
        rating: number
        feedback: string
        created_at: string
        first_name: string
        last_name: string
        images: ImageRow[] | null
      }>
    | string
    | null
}

/**
 * $1 tour, $2 stars (0 = any), $3 only with photos, $4 sort ('newest' | 'highest'), $5 limit,
 * $6 offset, $7 gallery size. Hidden reviews are never counted nor shown.
 */
const BROWSE_SQL = `
  with published as (
    select v.id, v.rating, v.feedback, v.created_at, v.user_id,
           exists (select 1 from review_images ri where ri.review_id = v.id) as has_photos
      from reviews v where v.activity_id = $1::int and not v.hidden),
  matching as (
    select * from published
     where ($2::int = 0 or rating = $2::int) and (not $3::boolean or has_photos))
  select
    (select json_agg(json_build_object('stars', rating, 'count', n)) from
       (select rating, count(*)::int as n from published group by rating) b) as breakdown,
    (select count(*)::int from published where has_photos) as with_photos,
    (select json_agg(g) from (
       select ri.review_id, ri.key, ri.widths from review_images ri join published p on p.id = ri.review_id
        order by p.created_at desc, ri.id limit $7::int) g) as gallery,
    (select count(*)::int from matching) as matching,
    (select json_agg(r) from (
       select m.id, m.rating, m.feedback, m.created_at, u.first_name, u.last_name,
              (select json_agg(json_build_object('key', ri.key, 'widths', ri.widths) order by ri.id)
                 from review_images ri where ri.review_id = m.id) as images
         from matching m join users u on u.id = m.user_id
        order by case when $4::text = 'highest' then m.rating end desc nulls last, m.created_at desc, m.id desc
        limit $5::int offset $6::int) r) as reviews`

const parsed = <T>(value: T | string | null): T | null =>
  value === null ? null : typeof value === 'string' ? (JSON.parse(value) as T) : value

export async function browseReviews(database: Database, query: ReviewBrowseQuery): Promise<ReviewBrowse> {
  const [row] = await database.prepared<BrowseRow>('browse_reviews', BROWSE_SQL, [
    query.id,
    query.stars ?? 0,
    query.photos === '1',
    query.sort,
    REVIEWS_PAGE_SIZE,
    (query.page - 1) * REVIEWS_PAGE_SIZE,
    REVIEW_GALLERY_SIZE,
  ])
  const breakdown = ratingBreakdown(parsed(row!.breakdown) ?? [])
  return {
    breakdown,
    total: breakdown.reduce((sum, b) => sum + b.count, 0),
    with_photos: row!.with_photos,
    gallery: (parsed(row!.gallery) ?? []).map((image) => ({
      review_id: image.review_id,
      name: image.key,
      ...imageSources(image.key, image.widths),
    })),
    reviews: (parsed(row!.reviews) ?? []).map((review) => ({
      id: review.id,
      review_rating: review.rating,
      review_feedback: review.feedback,
      review_datetime: new Date(review.created_at).toISOString(),
      profile: { first_name: review.first_name, last_name: review.last_name.slice(0, 1) },
      images: (review.images ?? []).map((image) => ({
        name: image.key,
        ...imageSources(image.key, image.widths),
      })),
    })),
    matching: row!.matching,
    page: query.page,
    last_page: lastPage(row!.matching),
  }
}
