import type { ActivityCard as ActivityCardData } from '@serendib/domain/catalogue-api'
import { GuideLanguages } from '../ui/guide-languages'
import { Link } from 'react-router'
import { useTranslator } from '../../lib/i18n'
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
  const { t, lp } = useTranslator()
  const title = t('place.activitiesFrom', { name: locationName })
  return (
    <section aria-labelledby="location-activities" className="mt-12 sm:mt-16">
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id="location-activities" className="text-2xl font-bold text-slate-900">
          {title}
        </h2>
        {total > activities.length ? (
          <Link
            to={lp(searchHref)}
            className="shrink-0 rounded font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t('place.viewAll')}
            <span className="sr-only"> {t('place.viewAllSr', { name: locationName })}</span>
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
  const { t, lp } = useTranslator()
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center">
      <CompassIcon width={40} height={40} className="mb-3 text-brand-700" />
      <p className="mb-1 text-lg font-semibold text-slate-900">
        {t('place.emptyTitle', { name: locationName })}
      </p>
      <p className="mb-5 text-slate-600">{t('place.emptyText')}</p>
      <Link
        to={lp('/search')}
        className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        {t('place.browseAll')}
      </Link>
    </div>
  )
}
