/**
 * Reviews that help decide (issue 18, decision 046): how the tour page filters, sorts and pages
 * its reviews. The same names serve the API's query and the page's URL (?stars=&photos=…), so a
 * filtered page is a link that works without JavaScript.
 */

/** Reviews per page on the tour page: the first few (enough to read on a phone), then page links. */
export const REVIEWS_PAGE_SIZE = 3

/** Travellers' photos in the gallery above the reviews. */
export const REVIEW_GALLERY_SIZE = 12

export const reviewSorts = ['newest', 'highest'] as const
export type ReviewSort = (typeof reviewSorts)[number]

export const ReviewSortLabels: Record<ReviewSort, string> = {
  newest: 'Newest first',
  highest: 'Highest rated',
}

export interface ReviewFilter {
  /** Only reviews with exactly this many stars; null = all. */
  stars: number | null
  /** Only reviews with at least one photo. */
  photos: boolean
  sort: ReviewSort
  page: number
}

export const defaultReviewFilter: ReviewFilter = { stars: null, photos: false, sort: 'newest', page: 1 }

/** Reads a filter from URL parameters, forgiving: anything unknown falls back to the default. */
export function reviewFilterFrom(params: URLSearchParams): ReviewFilter {
  const stars = Number(params.get('stars'))
  const page = Number(params.get('page'))
  const sort = params.get('sort')
  return {
    stars: Number.isInteger(stars) && stars >= 1 && stars <= 5 ? stars : null,
    photos: params.get('photos') === '1',
    sort: reviewSorts.includes(sort as ReviewSort) ? (sort as ReviewSort) : 'newest',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  }
}

/** The URL parameters of a filter; defaults are left out so the plain page keeps its plain URL. */
export function reviewFilterParams(filter: ReviewFilter): URLSearchParams {
  const params = new URLSearchParams()
  if (filter.stars !== null) params.set('stars', String(filter.stars))
  if (filter.photos) params.set('photos', '1')
  if (filter.sort !== 'newest') params.set('sort', filter.sort)
  if (filter.page > 1) params.set('page', String(filter.page))
  return params
}

/** Counts per star, 5 down to 1, zeros included, from whatever rows the database returned. */
export function ratingBreakdown(rows: ReadonlyArray<{ stars: number; count: number }>) {
  return [5, 4, 3, 2, 1].map((stars) => ({
    stars,
    count: rows.find((row) => row.stars === stars)?.count ?? 0,
  }))
}

export const lastPage = (total: number, size = REVIEWS_PAGE_SIZE) => Math.max(1, Math.ceil(total / size))
