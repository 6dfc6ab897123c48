import type { ActivityCard } from '@serendib/domain/catalogue-api'
import { cutText, TextCut } from '@serendib/domain/text'
import { tourTypeLabels } from '@serendib/domain/tour-types'
import { Link } from 'react-router'
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
        <p className="text-xs font-bold tracking-wide text-brand-700 uppercase">
          {tourTypeLabels[activity.tour_type]}
        </p>
        <h2 className="text-base leading-snug font-bold text-slate-900">
          {cutText(activity.title, TextCut.cardTitle)}
        </h2>
        <p className="text-sm text-slate-600">{cutText(activity.overview, TextCut.favouritesOverview)}</p>
        <RatingAndPrice activity={activity} />
        <div className="flex gap-2 pt-2">
          <Link
            to={activity.full_seo_url}
            aria-label={`View Tour Now: ${activity.title}`}
            className="inline-flex h-11 flex-1 items-center justify-center rounded-lg bg-brand-700 px-3 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-800"
          >
            View Tour Now
          </Link>
          <button
            type="button"
            onClick={onRemove}
            disabled={removing}
            aria-label={`Remove ${activity.title} from favourites`}
            className="inline-flex h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-red-50 hover:text-red-800 disabled:opacity-60"
          >
            <HeartIcon width={18} height={18} fill="currentColor" className="text-accent-700" />
            Remove
          </button>
        </div>
      </div>
    </article>
  )
}
