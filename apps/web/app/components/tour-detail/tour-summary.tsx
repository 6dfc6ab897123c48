import type { ActivityDetail, CategoryRef } from '@serendib/domain/catalogue-api'
import { DurationUnit, minutesText } from '@serendib/domain/duration'
import { isInstantConfirmation } from '@serendib/domain/sale-types'
import { Link } from 'react-router'
import { oneDecimal, useTranslator } from '../../lib/i18n'
import { ClockIcon, TagIcon } from '../ui/icons'
import { HashIcon, UsersIcon } from '../ui/icons-more'
import { englishLang, ShownInEnglish } from '../ui/content-language'
import { GuideLanguages } from '../ui/guide-languages'

/** Title block of spec §2: categories, h1, rating badge, tour id, duration and sold count. */
export function TourSummary({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslator()
  const { duration_value: length, duration_unit: unit } = activity
  return (
    <div className="flex flex-col gap-3">
      <Categories categories={activity.category} />
      <h1
        className="text-2xl leading-tight font-extrabold text-slate-900 sm:text-3xl"
        {...englishLang(Boolean(activity.untranslated?.includes('title')))}
      >
        {activity.title}
      </h1>
      {activity.untranslated?.includes('title') ? <ShownInEnglish className="-mt-2" /> : null}
      <ul className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-700">
        <li>
          <RatingBadge rating={activity.average_rating} count={activity.rating_count} />
        </li>
        <li className="flex items-center gap-1.5">
          <HashIcon width={16} height={16} className="text-slate-500" />
          <span>
            <span className="sr-only">{t('tour.id')} </span>
            {activity.tour_id}
          </span>
        </li>
        <li className="flex items-center gap-1.5">
          <ClockIcon width={16} height={16} className="text-slate-500" />
          <span>
            <span className="sr-only">{t('tour.duration')} </span>
            {unit === DurationUnit.minutes
              ? minutesText(length)
              : t(unit === DurationUnit.days ? 'card.days' : 'card.hours', { count: length })}
          </span>
        </li>
        <li className="flex items-center gap-1.5">
          <UsersIcon width={16} height={16} className="text-slate-500" />
          <span>{t('tour.sold', { count: activity.sold })}</span>
        </li>
        <li>
          <span
            data-confirmation-badge
            className={`rounded-full px-3 py-1 text-xs font-semibold ring-1 ${isInstantConfirmation(activity.sale_type) ? 'bg-emerald-50 text-emerald-900 ring-emerald-200' : 'bg-slate-100 text-slate-800 ring-slate-300'}`}
          >
            {t(
              isInstantConfirmation(activity.sale_type)
                ? 'tour.instantConfirmation'
                : 'tour.confirmationWithin',
            )}
          </span>
        </li>
      </ul>
      <GuideLanguages languages={activity.guide_languages} />
    </div>
  )
}

/** Average to one decimal (spec §9); jumps to the reviews, which carry the detail. */
function RatingBadge({ rating, count }: { rating: number | null; count: number }) {
  const { t, tag } = useTranslator()
  if (rating == null || count === 0) {
    return (
      <span className="rounded-full bg-slate-100 px-3 py-1 font-medium text-slate-700">
        {t('rating.none')}
      </span>
    )
  }
  const shown = oneDecimal(tag, rating)
  const reviews = t('tour.reviews', { count })
  return (
    <a
      href="#reviews"
      className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 font-semibold text-slate-900 ring-1 ring-amber-200 hover:bg-amber-100"
    >
      <span aria-hidden="true" className="text-amber-500">
        ★
      </span>
      <span className="sr-only">{t('tour.rated')} </span>
      {shown}
      <span className="sr-only"> {t('tour.outOf5')}</span>
      <span className="font-normal text-slate-700">({reviews})</span>
    </a>
  )
}

const chip =
  'inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-200'

/**
 * Spec §2: the first category plus "+N more". The rest open in place with <details>, which
 * needs no script and keeps every category link in the server HTML for crawlers.
 */
function Categories({ categories }: { categories: CategoryRef[] }) {
  const { t } = useTranslator()
  const [first, ...more] = categories
  if (!first) return null
  return (
    <div className="flex flex-wrap items-center gap-2">
      <CategoryLink category={first} />
      {more.length > 0 ? (
        <details className="group relative">
          <summary
            className={`${chip} cursor-pointer list-none bg-white hover:bg-brand-50 [&::-webkit-details-marker]:hidden`}
          >
            {t('tour.moreCategories', { count: more.length })}
            <span className="sr-only"> {t('tour.categoriesSr', { count: more.length })}</span>
          </summary>
          <ul className="absolute top-full left-0 z-20 mt-2 flex w-max max-w-72 flex-wrap gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-lg">
            {more.map((category) => (
              <li key={category.category_id}>
                <CategoryLink category={category} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  )
}

function CategoryLink({ category }: { category: CategoryRef }) {
  const { lp } = useTranslator()
  return (
    <Link to={lp(`/search?category=${category.category_id}`)} className={`${chip} hover:bg-brand-100`}>
      <TagIcon width={12} height={12} />
      {category.name}
    </Link>
  )
}
