import type { ActivityCard as ActivityCardData } from '@serendib/domain/catalogue-api'
import { formatDuration } from '@serendib/domain/duration'
import { formatUsd } from '@serendib/domain/money'
import { TextCut, cutText } from '@serendib/domain/text'
import { tourTypeLabels } from '@serendib/domain/tour-types'
import { Link } from 'react-router'
import { ClockIcon, MapPinIcon } from './icons'
import { StarRating } from './star-rating'

/** Cards are a quarter of the row on wide screens and most of the width on phones. */
const CARD_SIZES = '(min-width: 1024px) 300px, (min-width: 640px) 45vw, 85vw'

/**
 * One tour in carousels and result lists. The title link is stretched over the card so the
 * whole card is clickable while screen readers hear a single link.
 */
export function ActivityCard({
  activity,
  headingLevel = 3,
}: {
  activity: ActivityCardData
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const image = activity.cover_image
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="relative aspect-[4/3] bg-slate-200">
        {image ? (
          <img
            src={image.url}
            srcSet={image.srcset || undefined}
            sizes={CARD_SIZES}
            alt={image.alt_text || activity.title}
            width={800}
            height={600}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
          />
        ) : null}
        {activity.discount ? (
          <span className="absolute top-3 left-3 rounded-full bg-accent-700 px-2.5 py-1 text-xs font-bold text-white">
            {activity.discount}% off
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {/* Under the image, not over it: photos often carry their own text near the edges. */}
        <p className="text-xs font-bold tracking-wide text-brand-700 uppercase">
          {tourTypeLabels[activity.tour_type]}
        </p>
        <Heading className="text-base leading-snug font-bold text-slate-900">
          <Link
            to={activity.full_seo_url}
            className="after:absolute after:inset-0 after:rounded-xl after:content-[''] group-hover:text-brand-800 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-brand-600"
          >
            {cutText(activity.title, TextCut.cardTitle)}
          </Link>
        </Heading>
        <p className="text-sm text-slate-600">{cutText(activity.overview, TextCut.cardOverview)}</p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
          <span className="flex items-center gap-1">
            <ClockIcon width={16} height={16} />
            {formatDuration(activity.duration_value, activity.duration_unit)}
          </span>
          {activity.location_name ? (
            <span className="flex items-center gap-1">
              <MapPinIcon width={16} height={16} />
              {activity.location_name}
            </span>
          ) : null}
        </div>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-2">
          <StarRating rating={activity.average_rating} count={activity.rating_count} />
          <p className="text-sm text-slate-700">
            From{' '}
            <span className="text-lg font-bold text-slate-900">
              {formatUsd(activity.price.selling_price_cents)}
            </span>
          </p>
        </div>
      </div>
    </article>
  )
}
