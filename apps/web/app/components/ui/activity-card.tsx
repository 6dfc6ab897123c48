import type { ActivityCard as ActivityCardData } from '@serendib/domain/catalogue-api'
import { DurationUnit, minutesText } from '@serendib/domain/duration'
import { applyDiscount } from '@serendib/domain/money'
import { TextCut, cutText } from '@serendib/domain/text'
import { Link } from 'react-router'
import { useTranslator } from '../../lib/i18n'
import type { ReactNode } from 'react'
import { englishLang, ShownInEnglish } from './content-language'
import { FavouriteHeart } from './favourite-heart'
import { ClockIcon, MapPinIcon } from './icons'
import { StarRating } from './star-rating'
import { LocalPrice } from './local-price'

/** Cards are a quarter of the row on wide screens and most of the width on phones. */
const CARD_SIZES = '(min-width: 1024px) 300px, (min-width: 640px) 45vw, 85vw'
/** Row layout (search list view): the image takes about a third of the results column. */
const ROW_SIZES = '(min-width: 1024px) 320px, (min-width: 640px) 38vw, 100vw'

/**
 * One tour in carousels and result lists. The title link is stretched over the card so the
 * whole card is clickable while screen readers hear a single link.
 */
export function ActivityCard({
  activity,
  headingLevel = 3,
  layout = 'card',
  imageLoading = 'lazy',
  titleCut = TextCut.cardTitle,
  overviewCut = TextCut.cardOverview,
  linkQuery = '',
  footnote = null,
}: {
  activity: ActivityCardData
  headingLevel?: 2 | 3
  /** 'row' puts the image beside the text from small screens up (search list view). */
  layout?: 'card' | 'row'
  /**
   * 'eager' for cards in the first visible row; 'priority' also fetches the image first, for
   * the one card whose image is the page's likely LCP element.
   */
  imageLoading?: 'lazy' | 'eager' | 'priority'
  /** Text cuts of spec §9; related tours on the detail page use 50 and 75. */
  titleCut?: number
  overviewCut?: number
  /** Appended to the tour's link: a search's `?date=` for the booking panel. */
  linkQuery?: string
  /** A line above the price (search results: the guides' languages, decision 076). */
  footnote?: ReactNode
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const { t, lp } = useTranslator()
  const { duration_value: length, duration_unit: unit } = activity
  const image = activity.cover_image
  const row = layout === 'row'
  // On a page in another language, a tour without a translation keeps its English text (decision 076).
  const english = activity.content_locale === 'en'
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md ${row ? 'sm:flex-row' : ''}`}
    >
      <div
        className={`relative aspect-[4/3] shrink-0 bg-slate-200 ${row ? 'sm:aspect-auto sm:min-h-48 sm:w-[38%]' : ''}`}
      >
        {image ? (
          <img
            src={image.url}
            srcSet={image.srcset || undefined}
            sizes={row ? ROW_SIZES : CARD_SIZES}
            alt={image.alt_text || activity.title}
            width={800}
            height={600}
            loading={imageLoading === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={imageLoading === 'priority' ? 'high' : undefined}
            decoding="async"
            className={`h-full w-full object-cover ${row ? 'sm:absolute sm:inset-0' : ''}`}
          />
        ) : null}
        {activity.discount ? (
          <span className="absolute top-3 left-3 rounded-full bg-accent-700 px-2.5 py-1 text-xs font-bold text-white">
            {t('card.discount', { percent: activity.discount })}
          </span>
        ) : null}
        {/* Spec §6 favourites; client-only, so the server's card HTML is the same for everyone. */}
        <FavouriteHeart activityId={activity.id} title={activity.title} />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {/* Under the image, not over it: photos often carry their own text near the edges. */}
        <p className="text-xs font-bold tracking-wide text-brand-700 uppercase">
          {t(`card.tourType${activity.tour_type}`)}
        </p>
        <Heading className="text-base leading-snug font-bold text-slate-900">
          <Link
            to={lp(`${activity.full_seo_url}${linkQuery}`)}
            {...englishLang(english)}
            className="after:absolute after:inset-0 after:rounded-xl after:content-[''] group-hover:text-brand-800 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-brand-600"
          >
            {cutText(activity.title, titleCut)}
          </Link>
        </Heading>
        <p className="text-sm text-slate-600" {...englishLang(english)}>
          {cutText(activity.overview, overviewCut)}
        </p>
        {english ? <ShownInEnglish /> : null}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
          <span className="flex items-center gap-1">
            <ClockIcon width={16} height={16} />
            {/* "1 Day", "3 Hours" (spec §9) in the page's language; minutes as "3 h 30 min". */}
            {unit === DurationUnit.minutes
              ? minutesText(length)
              : t(unit === DurationUnit.days ? 'card.days' : 'card.hours', { count: length })}
          </span>
          {activity.location_name ? (
            <span className="flex items-center gap-1">
              <MapPinIcon width={16} height={16} />
              {activity.location_name}
            </span>
          ) : null}
        </div>
        {footnote}
        <RatingAndPrice activity={activity} />
      </div>
    </article>
  )
}

/** The foot of a tour card (here and on My Favorites): its stars and its starting price. */
export function RatingAndPrice({ activity }: { activity: ActivityCardData }) {
  // A deal's "from" price is what one adult really pays; the list price is struck through.
  // The domain's applyDiscount directly, not deal-price/deal-amount: on the home page those
  // would be one more script to load (bench/startup.ts budget).
  const { t, money } = useTranslator()
  const list = activity.price.selling_price_cents
  const price = applyDiscount(list, activity.discount ?? 0)
  return (
    <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-2">
      <StarRating rating={activity.average_rating} count={activity.rating_count} />
      <p className="text-sm text-slate-700" data-card-price>
        {t('card.from')}{' '}
        {price < list ? (
          <s className="font-normal text-slate-600" data-was-price>
            <span className="sr-only">{t('card.was')} </span>
            {money(list)}
          </s>
        ) : null}{' '}
        <span className="text-lg font-bold text-slate-900">{money(price)}</span>{' '}
        <LocalPrice cents={price} className="block text-right text-xs text-slate-600" />
      </p>
    </div>
  )
}
