import type { SupplierTour, TourEditorFields } from '@serendib/domain/api/supplier-tours'
import type { ReactNode } from 'react'
import { usePortalI18n } from '../../../lib/supplier/portal-i18n'
import { useTourWords } from '../../../lib/supplier/tour-words'

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

function fromPrice(f: TourEditorFields): number | null {
  const rates = [f.rates, ...f.price_periods].flatMap((r) =>
    f.pricing_basis === 2 ? [r.group_price_cents] : [r.adult_price_cents],
  )
  const known = rates.filter((r): r is number => r !== null && r > 0)
  return known.length > 0 ? Math.min(...known) : null
}

/**
 * What travellers will see, as the supplier types: the public page's parts (photo, title, facts,
 * overview, itinerary in its two views, includes and excludes). `itinerary` is the public page's
 * own component, passed in by the route (features do not import each other).
 */
export function TourPreview({
  tour,
  fields: f,
  categories,
  itinerary,
}: {
  tour: SupplierTour
  fields: TourEditorFields
  categories: { id: number; name: string }[] | null
  itinerary: ReactNode
}) {
  const { t, money } = usePortalI18n()
  const words = useTourWords()
  const cover = tour.images.find((i) => i.cover) ?? tour.images[0]
  const names = (categories ?? []).filter((c) => f.category_ids.includes(c.id)).map((c) => c.name)
  const price = fromPrice(f)
  return (
    <section
      aria-labelledby="preview-title"
      className="rounded-xl border-2 border-dashed border-brand-300 bg-white p-4 sm:p-5"
    >
      <p className="mb-3 text-xs font-semibold tracking-wide text-brand-800 uppercase">
        {t('preview.label')}
      </p>
      {cover ? (
        <img
          src={cover.url}
          srcSet={cover.srcset}
          sizes="(min-width: 1024px) 700px, 100vw"
          alt={cover.alt_text}
          className="mb-4 aspect-[16/9] w-full rounded-lg object-cover"
        />
      ) : (
        <div className="mb-4 grid aspect-[16/9] w-full place-items-center rounded-lg bg-slate-100 text-sm text-slate-500">
          {t('preview.noPhoto')}
        </div>
      )}
      <p className="text-sm text-slate-600">
        {words.type(f.tour_type)} · {words.duration(f.duration_value, f.duration_unit)}
        {names.length > 0
          ? ` · ${names[0]}${names.length > 1 ? ` ${t('preview.more', { count: names.length - 1 })}` : ''}`
          : ''}
      </p>
      <h2 id="preview-title" className="mt-1 text-2xl font-bold text-slate-900">
        {f.title || t('common.untitledTour')}
      </h2>
      <p className="mt-1 font-semibold text-brand-800">
        {price !== null ? t('preview.from', { price: money(price) }) : t('preview.noPrice')}
      </p>
      {f.overview ? <p className="mt-3 whitespace-pre-line text-slate-700">{f.overview}</p> : null}
      <h3 className="mt-5 mb-2 text-lg font-bold">{t('preview.itinerary')}</h3>
      {itinerary}
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        {(
          [
            [t('details.inclusion'), f.inclusion],
            [t('details.exclision'), f.exclision],
          ] as const
        ).map(([title, text]) => (
          <div key={title}>
            <h3 className="mb-1 font-bold">{title}</h3>
            {lines(text).length > 0 ? (
              <ul className="list-disc pl-5 text-sm text-slate-700">
                {lines(text).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-500">{t('preview.nothing')}</p>
            )}
          </div>
        ))}
      </div>
    </section>
  )
}
