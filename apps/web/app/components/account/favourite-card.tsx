import type { ActivityCard } from '@serendib/domain/catalogue-api'
import { cutText, TextCut } from '@serendib/domain/text'
import { Link } from 'react-router'
import { useTranslator } from '../../lib/i18n'
import { RatingAndPrice } from '../ui/activity-card'
import { HeartIcon } from '../ui/icons'

/**
 * Spec §2 Favourites card: image, title, overview (90 characters), tour type, stars, starting
 * price, 'View Tour Now' and remove. Transport, which search never shows, can be here (spec §1).
 */
export function FavouriteCard({
  activity,
  removing,
  onRemove,
}: {
  activity: ActivityCard
  removing: boolean
  onRemove: () => void
}) {
  const image = activity.cover_image
  const { t, lp } = useTranslator()
  const type = [1, 2, 3, 4].includes(activity.tour_type)
    ? t(`card.tourType${activity.tour_type}` as 'card.tourType1')
    : null
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-[4/3] bg-slate-200">
        {image ? (
          <img
            src={image.url}
            srcSet={image.srcset || undefined}
            sizes="(min-width: 1280px) 300px, (min-width: 640px) 45vw, 90vw"
            alt={image.alt_text || activity.title}
            width={800}
            height={600}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-bold tracking-wide text-brand-700 uppercase">{type}</p>
        <h2 className="text-base leading-snug font-bold text-slate-900">
          {cutText(activity.title, TextCut.cardTitle)}
        </h2>
        <p className="text-sm text-slate-600">{cutText(activity.overview, TextCut.favouritesOverview)}</p>
        <RatingAndPrice activity={activity} />
        <div className="flex gap-2 pt-2">
          <Link
            to={lp(activity.full_seo_url)}
            aria-label={t('acct.viewTourNowNamed', { tour: activity.title })}
            className="inline-flex h-11 flex-1 items-center justify-center rounded-lg bg-brand-700 px-3 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-800"
          >
            {t('acct.viewTourNow')}
          </Link>
          <button
            type="button"
            onClick={onRemove}
            disabled={removing}
            aria-label={t('acct.removeFavourite', { tour: activity.title })}
            className="inline-flex h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-red-50 hover:text-red-800 disabled:opacity-60"
          >
            <HeartIcon width={18} height={18} fill="currentColor" className="text-accent-700" />
            {t('acct.remove')}
          </button>
        </div>
      </div>
    </article>
  )
}
