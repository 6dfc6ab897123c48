import type { LocationPageDetail } from '@serendib/domain/catalogue-api'
import { Link } from 'react-router'
import { useTranslator } from '../../lib/i18n'
import { paragraphs } from '../../lib/paragraphs'
import { MapPinIcon } from '../ui/icons'
import { englishLang, ShownInEnglish } from '../ui/content-language'
import { Breadcrumbs } from './breadcrumbs'

/** The hero is about half the row on wide screens and the full width on phones. */
const HERO_SIZES = '(min-width: 1280px) 608px, (min-width: 1024px) 48vw, 100vw'

/** `searchHref` lists every tour from this place (spec: /search?location={location_data.id}). */
export function LocationHero({ page, searchHref }: { page: LocationPageDetail; searchHref: string }) {
  const count = page.aktivity_count
  const name = page.location_data.name
  const { t, lp } = useTranslator()
  return (
    <>
      <Breadcrumbs items={[{ label: name }]} className="mb-4" />
      <div className="grid items-center gap-6 lg:grid-cols-2 lg:gap-12">
        <div>
          <h1
            className="mb-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
            {...englishLang(Boolean(page.untranslated?.includes('title')))}
          >
            {page.title}
          </h1>
          <div
            className="space-y-4 leading-relaxed text-slate-700"
            {...englishLang(Boolean(page.untranslated?.includes('description')))}
          >
            {paragraphs(page.description).map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
          {page.untranslated?.length ? <ShownInEnglish className="mt-3" /> : null}
          {count > 0 ? (
            <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3">
              <p className="flex items-center gap-1.5 font-semibold text-slate-800">
                <MapPinIcon width={20} height={20} className="text-brand-700" />
                {t('place.toursFrom', { count, name })}
              </p>
              <Link
                to={lp(searchHref)}
                className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
              >
                {t('place.browseFrom', { name })}
              </Link>
            </div>
          ) : null}
        </div>
        {/* First on phones: the photo sets the scene before the text; after it on wide screens. */}
        {page.image_name ? (
          <img
            src={page.image_name}
            srcSet={page.image_srcset || undefined}
            sizes={HERO_SIZES}
            alt={page.image_alt || name}
            width={1200}
            height={800}
            loading="eager"
            fetchPriority="high"
            decoding="async"
            className="order-first aspect-[3/2] w-full rounded-2xl bg-slate-200 object-cover shadow-sm lg:order-none"
          />
        ) : null}
      </div>
    </>
  )
}
