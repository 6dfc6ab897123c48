import type { ActivityCard as ActivityCardData } from '@serendib/domain/catalogue-api'
import { ActivityCard } from '../ui/activity-card'
import { Carousel } from '../ui/carousel'
import { HomeSection } from './home-section'

interface Props {
  id: string
  title: string
  subtitle?: string
  activities: ActivityCardData[]
  viewAll?: { to: string; label: string }
}

export function ActivityCarouselSection({ id, title, subtitle, activities, viewAll }: Props) {
  return (
    <HomeSection id={id} title={title} subtitle={subtitle} viewAll={viewAll}>
      <Carousel
        items={activities}
        label={title}
        getKey={(activity) => activity.id}
        renderItem={(activity) => <ActivityCard activity={activity} />}
      />
    </HomeSection>
  )
}
