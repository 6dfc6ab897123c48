import type { UsedTokenReviewJson } from '@serendib/domain/api/reviews'
import { formatDisplayDate } from '@serendib/domain/dates'
import { useTranslator } from '../../lib/i18n'
import { Link } from 'react-router'
import { StarRating } from '../ui/star-rating'

const TITLE_SLOT = '\u0000'

/**
 * A review link that was already used (issue 18): says so and shows the review it led to,
 * instead of the 404 page a traveller would take for a broken link.
 */
export function UsedReviewLink({ data }: { data: UsedTokenReviewJson }) {
  const { activity, review } = data
  const { t, lp } = useTranslator()
  // The sentence in the page's language, the tour's title a link where the language puts it.
  const [before, after = ''] = t('review.linkUsed', { title: TITLE_SLOT }).split(TITLE_SLOT)
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t('review.alreadyReviewed')}
      </h1>
      <p className="mt-2 text-slate-700">
        {before}
        <Link to={lp(activity.full_seo_url)} className="font-semibold text-brand-800 underline">
          {activity.title}
        </Link>
        {after}
      </p>
      <figure
        className="mt-5 flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        data-used-review
      >
        <div className="flex flex-wrap items-center gap-3">
          <StarRating rating={review.rating} count={1} showCount={false} />
          <span className="text-sm text-slate-600">{formatDisplayDate(review.created_at.slice(0, 10))}</span>
        </div>
        {review.feedback ? (
          <blockquote className="break-words whitespace-pre-line text-slate-800">
            {review.feedback}
          </blockquote>
        ) : null}
        {review.images.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={t('review.yourPhotos')}>
            {review.images.map((image) => (
              <li key={image.id}>
                <img
                  src={image.url}
                  alt={t('review.yourPhoto')}
                  width={112}
                  height={84}
                  className="h-21 w-28 rounded-lg object-cover"
                />
              </li>
            ))}
          </ul>
        ) : null}
      </figure>
      <Link
        to={lp('/search')}
        className="mt-6 inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        {t('review.findNextTour')}
      </Link>
    </>
  )
}
