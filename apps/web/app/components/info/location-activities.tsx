import type { ActivityCard as ActivityCardData } from '@serendib/domain/catalogue-api'
import { GuideLanguages } from '../ui/guide-languages'
import { Link } from 'react-router'
import { ActivityCard } from '../ui/activity-card'
import { Carousel } from '../ui/carousel'
import { CompassIcon } from '../ui/icons'

interface Props {
  locationName: string
  activities: ActivityCardData[]
  /** Total tours from this place; the carousel holds at most 16 of them. */
  total: number
  searchHref: string
}

/** Spec §9: the location carousel shows 4 cards on wide screens and 1 on small ones. */
const ITEM_WIDTH = 'w-full md:w-[calc(50%-0.5rem)] lg:w-[calc(25%-0.75rem)]'

export function LocationActivities({ locationName, activities, total, searchHref }: Props) {
  const title = `Tours and activities from ${locationName}`
  return (
    <section aria-labelledby="location-activities" className="mt-12 sm:mt-16">
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id="location-activities" className="text-2xl font-bold text-slate-900">
          {title}
        </h2>
        {total > activities.length ? (
          <Link
            to={searchHref}
            className="shrink-0 rounded font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            View all<span className="sr-only"> tours from {locationName}</span>
          </Link>
        ) : null}
      </div>
      {activities.length > 0 ? (
        <Carousel
          items={activities}
          label={title}
          getKey={(activity) => activity.id}
          renderItem={(activity) => (
            <ActivityCard
              activity={activity}
              footnote={<GuideLanguages languages={activity.guide_languages} className="text-xs" />}
            />
          )}
          itemClassName={ITEM_WIDTH}
        />
      ) : (
        <EmptyLocation locationName={locationName} />
      )}
    </section>
  )
}

function EmptyLocation({ locationName }: { locationName: string }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center">
      <CompassIcon width={40} height={40} className="mb-3 text-brand-700" />
      <p className="mb-1 text-lg font-semibold text-slate-900">
        No tours start from {locationName} just yet.
      </p>
      <p className="mb-5 text-slate-600">
        New experiences are added all the time. Until then, there is plenty to discover elsewhere on the
        island.
      </p>
      <Link
        to="/search"
        className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        Browse all tours
      </Link>
    </div>
  )
}
