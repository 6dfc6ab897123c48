import type { ReviewBrowse } from '@serendib/domain/api/review-browse'
import type { ClientReview } from '@serendib/domain/catalogue-api'
import type { ReviewFilter } from '@serendib/domain/review-browse'
import { ReviewFilters, ReviewGallery, ReviewPages } from './review-filters'
import { useTranslator } from '../../lib/i18n'
import { reviewDisplayDate, reviewerName } from '../../lib/tour-page'
import { usePhotoViewer } from '../ui/photo-viewer'
import { StarRating } from '../ui/star-rating'

interface Props {
  reviews: ClientReview[]
  averageRating: number | null
  ratingCount: number
  /** The filtered, paged reviews (issue 18); null when that call failed: the latest are shown. */
  browse: ReviewBrowse | null
  filter: ReviewFilter
}

/**
 * Spec §2 customer reviews: first name and last initial, date (dd/MM/yyyy, Sri Lankan
 * calendar), stars, feedback and photos. The API sends the latest reviews; the summary at the
 * top counts them all.
 */
export function ReviewsSection({ reviews: latest, averageRating, ratingCount, browse, filter }: Props) {
  const reviews = browse ? browse.reviews : latest
  const { t } = useTranslator()
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-28">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h2 id="reviews-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
          {t('tour.reviewsHeading')}
        </h2>
        {/* Without ratings the empty state below already says so; once is enough. */}
        {ratingCount > 0 ? <StarRating rating={averageRating} count={ratingCount} /> : null}
      </div>
      {browse && browse.total > 0 ? (
        <div className="mb-6 flex flex-col gap-5">
          <ReviewFilters browse={browse} filter={filter} />
          <ReviewGallery photos={browse.gallery} />
        </div>
      ) : null}
      {ratingCount === 0 && (!browse || browse.total === 0) ? (
        <p className="rounded-xl bg-slate-50 p-4 text-slate-700">{t('rating.none')}</p>
      ) : reviews.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-4 text-slate-700">{t('tour.noReviewsMatch')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200">
          {reviews.map((review) => (
            <li key={review.id} className="py-4 first:pt-0">
              <Review review={review} />
            </li>
          ))}
        </ul>
      )}
      {browse ? <ReviewPages browse={browse} filter={filter} /> : null}
    </section>
  )
}

function Review({ review }: { review: ClientReview }) {
  const { t } = useTranslator()
  const name = reviewerName(review.profile)
  const photoAlt = (index: number) => t('tour.reviewPhoto', { number: index + 1, name })
  const { openAt, viewer } = usePhotoViewer(
    review.images.map((image, index) => ({ ...image, alt: photoAlt(index) })),
    t('tour.reviewPhotos', { name }),
  )
  return (
    <article aria-label={t('tour.reviewBy', { name })} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span
          aria-hidden="true"
          className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
        >
          {name.slice(0, 1)}
        </span>
        <p className="font-semibold text-slate-900">{name}</p>
        <p className="text-sm text-slate-600">
          <time dateTime={review.review_datetime}>{reviewDisplayDate(review.review_datetime)}</time>
        </p>
      </div>
      <StarRating rating={review.review_rating} count={1} showCount={false} />
      {review.review_feedback ? <p className="text-slate-800">{review.review_feedback}</p> : null}
      {review.images.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('tour.reviewPhotos', { name })}>
          {review.images.map((image, index) => (
            <li key={image.name}>
              <a
                href={image.url}
                onClick={openAt(index)}
                className="block h-20 w-20 overflow-hidden rounded-lg ring-1 ring-slate-200"
              >
                <img
                  src={image.url}
                  srcSet={image.srcset || undefined}
                  sizes="80px"
                  alt={photoAlt(index)}
                  width={80}
                  height={80}
                  loading="lazy"
                  decoding="async"
                  className="h-full w-full object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {review.images.length > 0 ? viewer : null}
    </article>
  )
}
