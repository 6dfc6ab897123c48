import type { TravelInspiration } from '@serendib/domain/catalogue-api'
import { englishLang, ShownInEnglish } from '../ui/content-language'
import { InspirationTitle } from '../ui/inspiration-title'

/** Three cards a row on wide screens, two on tablets, one on phones. */
const CARD_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 92vw'

/** `priority` for the first card: its photo is the largest thing above the fold on phones. */
export function InspirationCard({ item, priority = false }: { item: TravelInspiration; priority?: boolean }) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm focus-within:shadow-md hover:shadow-md">
      <img
        src={item.image_url}
        srcSet={item.image_srcset || undefined}
        sizes={CARD_SIZES}
        // The title under it says what the photo shows; repeating it would be read twice.
        alt=""
        width={1200}
        height={800}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className="aspect-[3/2] w-full bg-slate-200 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <h2
          className="mb-2 text-lg font-bold text-slate-900"
          {...englishLang(Boolean(item.untranslated?.includes('title')))}
        >
          <InspirationTitle item={item} />
        </h2>
        <p className="text-slate-700" {...englishLang(Boolean(item.untranslated?.includes('description')))}>
          {item.description}
        </p>
        {item.untranslated?.length ? <ShownInEnglish className="mt-2" /> : null}
      </div>
    </article>
  )
}
