import type { ActivityCard as ActivityCardData } from '@serendib/domain/catalogue-api'
import { Link } from 'react-router'
import { useTranslator } from '../../lib/i18n'
import { ActivityCard } from '../ui/activity-card'
import { Carousel } from '../ui/carousel'

export interface SearchCarousel {
  id: string
  title: string
  /** "View more" target: the full, paginated search behind the carousel. */
  to: string
  activities: ActivityCardData[]
}

/**
 * Spec §2: without a keyword the grid opens with 'Made for you', 'Most Popular Day Tours' and
 * 'Most Popular Round Tours', each with 'View more'. Empty carousels are left out.
 */
export function SearchCarousels({ carousels }: { carousels: SearchCarousel[] }) {
  const { lp, t } = useTranslator()
  return (
    <>
      {carousels
        .filter((carousel) => carousel.activities.length > 0)
        .map(({ id, title, to, activities }, index) => (
          <section key={id} aria-labelledby={id} className="mt-6 first:mt-4">
            <div className="mb-3 flex items-end justify-between gap-4">
              <h2 id={id} className="text-xl font-bold text-slate-900">
                {title}
              </h2>
              <Link
                to={lp(to)}
                className="shrink-0 rounded font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {t('search.viewMore')}
                {/* "View more" alone is an ambiguous link name for screen readers and SEO audits. */}
                <span className="sr-only"> {title}</span>
              </Link>
            </div>
            <Carousel
              items={activities}
              label={title}
              getKey={(activity) => activity.id}
              // Off-screen cards skip layout and paint until scrolled near (45 cards in three rows).
              itemClassName="w-[82%] [contain-intrinsic-size:auto_20rem_auto_26rem] [content-visibility:auto] sm:w-[45%] xl:w-[calc(33.333%-0.7rem)]"
              renderItem={(activity) => (
                <ActivityCard
                  activity={activity}
                  imageLoading={firstImages(index, activities.indexOf(activity))}
                />
              )}
            />
          </section>
        ))}
    </>
  )
}

/** The first carousel is at the top of the page: its first row loads at once, its first image first. */
function firstImages(carousel: number, card: number): 'priority' | 'eager' | 'lazy' {
  if (carousel > 0 || card >= 3) return 'lazy'
  return card === 0 ? 'priority' : 'eager'
}
