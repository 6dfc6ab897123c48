import { cutText, TextCut } from '@serendib/domain/text'
import { Link } from 'react-router'
import { useTranslator } from '../../lib/i18n'
import { canReview, isReviewed, type ReviewEntry } from '../../lib/reviews'
import { StarRating } from '../ui/star-rating'
import { DashboardCard, DashboardThumb } from './dashboard-card'

/**
 * Spec §2 Dashboard "How is your last Activity?": the latest completed tour with its stars, or
 * a 'Review Now' button while it has no review (or a rating of 0).
 */
export function DashboardLastActivity({
  entry,
  onOpen,
}: {
  entry: ReviewEntry
  onOpen: (entry: ReviewEntry) => void
}) {
  const reviewed = isReviewed(entry.reviews)
  const { t, lp, date } = useTranslator()
  return (
    <DashboardCard title={t('msg.dashboardLastActivity')} headingId="last-activity-heading">
      <div className="flex gap-4">
        <DashboardThumb image={entry.activity.cover_image} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <Link
            to={lp(entry.activity.full_seo_url)}
            title={entry.activity.title}
            className="font-semibold text-slate-900 hover:text-brand-800 hover:underline"
          >
            {cutText(entry.activity.title, TextCut.modal)}
          </Link>
          <p className="text-sm text-slate-600">
            {t('acct.touredOn', { date: date(entry.booking.start_date) })}
          </p>
          {reviewed && entry.reviews ? (
            <StarRating rating={entry.reviews.rating} count={1} showCount={false} />
          ) : (
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <span aria-hidden="true" className="text-base leading-none tracking-tight text-slate-300">
                ★★★★★
              </span>
              {t('acct.notRatedYet')}
            </p>
          )}
        </div>
      </div>
      <div className="mt-4">
        {canReview(entry) ? (
          <button
            type="button"
            onClick={() => onOpen(entry)}
            className="inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            {t('acct.reviewNow')}
          </button>
        ) : reviewed ? (
          <button
            type="button"
            onClick={() => onOpen(entry)}
            className="inline-flex h-11 items-center rounded-lg border border-slate-300 bg-white px-5 font-semibold text-slate-800 hover:bg-slate-50"
          >
            {t('acct.viewYourReview')}
          </button>
        ) : null}
      </div>
    </DashboardCard>
  )
}
