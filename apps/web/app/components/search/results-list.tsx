import type { ActivityCard as ActivityCardData } from '@serendib/domain/catalogue-api'
import { GuideLanguages } from '../ui/guide-languages'
import type { ResultsView } from '../../lib/search-query'
import { ActivityCard } from '../ui/activity-card'

/** Cards in the first row load at once (the likely LCP image); the rest wait until scrolled near. */
const EAGER_CARDS: Record<ResultsView, number> = { grid: 3, list: 2 }

interface Props {
  activities: ActivityCardData[]
  view: ResultsView
  /** False when carousels sit above the list: then the first carousel holds the LCP image. */
  priorityFirst: boolean
  /** The search's day (yyyy-MM-dd): the tour page's booking panel starts on it. */
  date?: string | null
}

export function ResultsList({ activities, view, priorityFirst, date = null }: Props) {
  // Below the carousels even the first row is off screen.
  const eager = priorityFirst ? EAGER_CARDS[view] : 0
  return (
    <ul className={view === 'grid' ? 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3' : 'flex flex-col gap-4'}>
      {activities.map((activity, index) => (
        <li key={activity.id}>
          <ActivityCard
            activity={activity}
            linkQuery={date ? `?date=${date}` : ''}
            layout={view === 'list' ? 'row' : 'card'}
            imageLoading={index === 0 && priorityFirst ? 'priority' : index < eager ? 'eager' : 'lazy'}
            footnote={<GuideLanguages languages={activity.guide_languages} className="text-xs" />}
          />
        </li>
      ))}
    </ul>
  )
}
