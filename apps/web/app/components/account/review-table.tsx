import { cutText, TextCut } from '@serendib/domain/text'
import { Link } from 'react-router'
import { useTranslator } from '../../lib/i18n'
import { canReview, isReviewed, type ReviewEntry } from '../../lib/reviews'
import { StarRating } from '../ui/star-rating'

const reviewNowButton =
  'inline-flex h-10 items-center justify-center rounded-lg bg-brand-700 px-4 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-800'
const viewButton =
  'inline-flex h-10 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold whitespace-nowrap text-slate-800 hover:bg-slate-50'

const cut = (text: string) => cutText(text, TextCut.reviewTableOverview)

/** Spec §2 Reviews & Ratings: a table from the medium breakpoint, one card per tour below it. */
export function ReviewTable({
  entries,
  onOpen,
}: {
  entries: ReviewEntry[]
  onOpen: (entry: ReviewEntry) => void
}) {
  const { t, date } = useTranslator()
  return (
    <>
      <div className="hidden overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('acct.reviewsCaption')}</caption>
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                {t('acct.col.tour')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('acct.col.date')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('acct.col.rating')}
              </th>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">{t('acct.col.action')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {entries.map((entry) => (
              <tr key={entry.booking.id} className="align-middle">
                <td className="px-4 py-3">
                  <TourCell entry={entry} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                  {date(entry.booking.start_date)}
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <Rating entry={entry} />
                </td>
                <td className="px-4 py-3 text-right">
                  <Action entry={entry} onOpen={onOpen} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden">
        {entries.map((entry) => (
          <li key={entry.booking.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <TourCell entry={entry} />
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-slate-500">{t('acct.col.date')}</dt>
                <dd className="font-medium text-slate-800">{date(entry.booking.start_date)}</dd>
              </div>
              <div>
                <dt className="text-slate-500">{t('acct.col.rating')}</dt>
                <dd>
                  <Rating entry={entry} />
                </dd>
              </div>
            </dl>
            <div className="mt-3">
              <Action entry={entry} onOpen={onOpen} />
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}

function TourCell({ entry }: { entry: ReviewEntry }) {
  const { activity } = entry
  const image = activity.cover_image
  const { lp } = useTranslator()
  return (
    <div className="flex items-center gap-3">
      <div className="h-14 w-16 shrink-0 overflow-hidden rounded-lg bg-slate-200">
        {image ? (
          <img
            src={image.url}
            srcSet={image.srcset || undefined}
            sizes="64px"
            alt=""
            width={64}
            height={56}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      <div className="min-w-0">
        <Link
          to={lp(activity.full_seo_url)}
          title={activity.title}
          className="font-semibold text-slate-900 hover:text-brand-800 hover:underline"
        >
          {cut(activity.title)}
        </Link>
        {activity.overview ? <p className="text-slate-600">{cut(activity.overview)}</p> : null}
        <p className="text-slate-600">{activity.supplier_name}</p>
      </div>
    </div>
  )
}

function Rating({ entry }: { entry: ReviewEntry }) {
  const { t } = useTranslator()
  return isReviewed(entry.reviews) ? (
    <StarRating rating={entry.reviews.rating} count={1} showCount={false} />
  ) : (
    <span className="text-sm text-slate-600">{t('acct.notRatedYet')}</span>
  )
}

function Action({ entry, onOpen }: { entry: ReviewEntry; onOpen: (entry: ReviewEntry) => void }) {
  const open = () => onOpen(entry)
  const { t } = useTranslator()
  // The tour's title makes each button's name unique for screen readers.
  const named = (action: string) => t('acct.actionOn', { action, tour: entry.activity.title })
  if (canReview(entry)) {
    return (
      <button
        type="button"
        onClick={open}
        aria-label={named(t('acct.reviewNow'))}
        className={reviewNowButton}
      >
        {t('acct.reviewNow')}
      </button>
    )
  }
  if (isReviewed(entry.reviews)) {
    return (
      <button type="button" onClick={open} aria-label={named(t('acct.view'))} className={viewButton}>
        {t('acct.view')}
      </button>
    )
  }
  return <span className="text-sm text-slate-500">{t('acct.notOpenForReviews')}</span>
}
