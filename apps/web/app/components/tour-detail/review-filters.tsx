import type { ReviewBrowse } from '@serendib/domain/api/review-browse'
import type { MessageId } from '@serendib/domain/i18n/messages/en'
import {
  reviewFilterParams,
  reviewSorts,
  type ReviewFilter,
  type ReviewSort,
} from '@serendib/domain/review-browse'
import { Link } from 'react-router'
import { useTranslator } from '../../lib/i18n'
import { usePhotoViewer } from '../ui/photo-viewer'

/** The sorts' names in the page's language (English: the domain's ReviewSortLabels). */
const SORT_LABELS = {
  newest: 'tour.sortNewest',
  highest: 'tour.sortHighest',
} as const satisfies Record<ReviewSort, MessageId>

/** A link to the same tour page with another review filter; page 1 unless said otherwise. */
export function reviewsHref(filter: ReviewFilter, change: Partial<ReviewFilter>) {
  const params = reviewFilterParams({ ...filter, page: 1, ...change })
  const query = params.toString()
  return `${query ? `?${query}` : '?'}#reviews`
}

const chip = (active: boolean) =>
  `inline-flex h-9 items-center rounded-full border px-3 text-sm font-semibold ${
    active
      ? 'border-brand-700 bg-brand-700 text-white'
      : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600'
  }`

/**
 * Rating breakdown (5 to 1 stars with counts), each bar a link that filters by its stars, then
 * "With photos" and the sort. Links, not a script: they work before and without JavaScript.
 */
export function ReviewFilters({ browse, filter }: { browse: ReviewBrowse; filter: ReviewFilter }) {
  const { t } = useTranslator()
  const widest = Math.max(1, ...browse.breakdown.map((b) => b.count))
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={t('tour.ratingBreakdown')} className="flex max-w-md flex-col gap-1">
        {browse.breakdown.map(({ stars, count }) => (
          <li key={stars}>
            <Link
              to={reviewsHref(filter, { stars: filter.stars === stars ? null : stars })}
              preventScrollReset
              aria-current={filter.stars === stars ? 'true' : undefined}
              data-stars-filter={stars}
              className={`grid grid-cols-[4.5rem_1fr_2.5rem] items-center gap-2 rounded-md px-1 py-0.5 text-sm hover:bg-slate-50 ${
                filter.stars === stars ? 'bg-brand-50 font-bold' : ''
              }`}
            >
              <span className="text-slate-800">
                {t('tour.stars', { count: stars })}
                <span className="sr-only">:</span>
              </span>
              <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-slate-200">
                <span
                  className="block h-full rounded-full bg-amber-500"
                  style={{ width: `${(count / widest) * 100}%` }}
                />
              </span>
              {/* The name is the visible text plus the word, so a spoken "5 stars" finds the link. */}
              <span className="text-right text-slate-700">
                {count}
                <span className="sr-only"> {t('tour.reviewsSr', { count })}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={reviewsHref(filter, { stars: null, photos: false })}
          preventScrollReset
          className={chip(filter.stars === null && !filter.photos)}
        >
          {t('tour.allReviews', { count: browse.total })}
        </Link>
        <Link
          to={reviewsHref(filter, { photos: !filter.photos })}
          preventScrollReset
          aria-current={filter.photos ? 'true' : undefined}
          data-photos-filter
          className={chip(filter.photos)}
        >
          {t('tour.withPhotos', { count: browse.with_photos })}
        </Link>
        <span className="ml-auto flex items-center gap-2 text-sm text-slate-700">
          {t('tour.sort')}
          {reviewSorts.map((sort) => (
            <Link
              key={sort}
              to={reviewsHref(filter, { sort })}
              preventScrollReset
              aria-current={filter.sort === sort ? 'true' : undefined}
              className={chip(filter.sort === sort)}
            >
              {t(SORT_LABELS[sort])}
            </Link>
          ))}
        </span>
      </div>
    </div>
  )
}

/** Travellers' photos of the tour, newest first, each opening the full image. */
export function ReviewGallery({ photos }: { photos: ReviewBrowse['gallery'] }) {
  const { t } = useTranslator()
  const { openAt, viewer } = usePhotoViewer(
    photos.map((photo, index) => ({ ...photo, alt: t('tour.travellerPhoto', { number: index + 1 }) })),
    t('tour.travellerPhotos'),
  )
  if (photos.length === 0) return null
  return (
    <div>
      <h3 className="mb-2 font-bold text-slate-900">{t('tour.travellerPhotos')}</h3>
      <ul
        aria-label={t('tour.travellerPhotos')}
        data-review-gallery
        className="flex gap-2 overflow-x-auto pb-2"
      >
        {photos.map((photo, index) => (
          <li key={`${photo.review_id}-${photo.name}`} className="shrink-0">
            <a
              href={photo.url}
              onClick={openAt(index)}
              className="block h-24 w-24 overflow-hidden rounded-lg ring-1 ring-slate-200"
            >
              <img
                src={photo.url}
                srcSet={photo.srcset || undefined}
                sizes="96px"
                alt={t('tour.travellerPhoto', { number: index + 1 })}
                width={96}
                height={96}
                loading="lazy"
                decoding="async"
                className="h-full w-full object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
      {viewer}
    </div>
  )
}

/** Page links under the reviews, kept to the current filter. */
export function ReviewPages({ browse, filter }: { browse: ReviewBrowse; filter: ReviewFilter }) {
  const { t } = useTranslator()
  if (browse.last_page <= 1) return null
  const link =
    'inline-flex h-10 items-center rounded-lg border border-slate-300 px-4 font-semibold text-brand-800 hover:border-brand-600'
  return (
    <nav aria-label={t('tour.reviewPages')} className="flex items-center justify-between gap-3 pt-2">
      {browse.page > 1 ? (
        <Link
          to={reviewsHref(filter, { page: browse.page - 1 })}
          preventScrollReset
          rel="prev"
          className={link}
        >
          {t('tour.pagePrevious')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-700">
        {t('tour.pageOf', { page: browse.page, last: browse.last_page })}
      </span>
      {browse.page < browse.last_page ? (
        <Link
          to={reviewsHref(filter, { page: browse.page + 1 })}
          preventScrollReset
          rel="next"
          className={link}
        >
          {t('tour.pageNext')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
