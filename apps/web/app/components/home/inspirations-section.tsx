import type { TravelInspiration } from '@serendib/domain/catalogue-api'
import { cutText } from '@serendib/domain/text'
import { useTranslator } from '../../lib/i18n'
import { Carousel } from '../ui/carousel'
import { InspirationTitle } from '../ui/inspiration-title'
import { englishLang, ShownInEnglish } from '../ui/content-language'
import { HomeSection } from './home-section'

/** Four cards fill one row on wide screens; the rest waits behind "View All". */
const HOME_INSPIRATIONS = 4
const DESCRIPTION_CUT = 140

export function InspirationsSection({ inspirations }: { inspirations: TravelInspiration[] }) {
  const { t, lp } = useTranslator()
  return (
    <HomeSection
      id="travel-inspirations"
      title={t('home.travelInspirations')}
      subtitle={t('home.travelInspirationsSubtitle')}
      viewAll={{ to: lp('/travel-inspiration'), label: t('home.viewAll') }}
    >
      <Carousel
        items={inspirations.slice(0, HOME_INSPIRATIONS)}
        label={t('home.travelInspirations')}
        getKey={(item) => item.id}
        renderItem={(item) => (
          <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm focus-within:shadow-md hover:shadow-md">
            <img
              src={item.image_url}
              srcSet={item.image_srcset || undefined}
              sizes="(min-width: 1024px) 300px, (min-width: 640px) 45vw, 85vw"
              alt=""
              width={800}
              height={500}
              loading="lazy"
              decoding="async"
              className="aspect-[8/5] w-full bg-slate-200 object-cover"
            />
            <div className="p-4">
              <h3
                className="mb-1 font-bold text-slate-900"
                {...englishLang(Boolean(item.untranslated?.includes('title')))}
              >
                <InspirationTitle item={item} />
              </h3>
              <p
                className="text-sm text-slate-600"
                {...englishLang(Boolean(item.untranslated?.includes('description')))}
              >
                {cutText(item.description, DESCRIPTION_CUT)}
              </p>
              {item.untranslated?.length ? <ShownInEnglish className="mt-1" /> : null}
            </div>
          </article>
        )}
      />
    </HomeSection>
  )
}
