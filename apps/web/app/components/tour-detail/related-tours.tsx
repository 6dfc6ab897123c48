import type { ActivityCard as ActivityCardData } from '@serendib/domain/catalogue-api'
import { TextCut } from '@serendib/domain/text'
import { useTranslator } from '../../lib/i18n'
import { ActivityCard } from '../ui/activity-card'

/** Spec §2 Related Tours: up to three cards, title cut to 50 characters and overview to 75. */
export function RelatedTours({ tours }: { tours: ActivityCardData[] }) {
  const { t } = useTranslator()
  if (tours.length === 0) return null
  return (
    <section aria-labelledby="related-heading">
      <h2 id="related-heading" className="mb-4 text-xl font-bold text-slate-900 sm:text-2xl">
        {t('tour.related')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tours.map((tour) => (
          <li key={tour.id}>
            <ActivityCard
              activity={tour}
              titleCut={TextCut.relatedTitle}
              overviewCut={TextCut.relatedOverview}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
