import type { TravelInspiration } from '@serendib/domain/catalogue-api'
import type { MessagePrefix } from '@serendib/domain/i18n/message-areas'
import { Link } from 'react-router'
import type { Route } from './+types/travel-inspiration'
import { Breadcrumbs } from '../components/info/breadcrumbs'
import { InspirationCard } from '../components/info/inspiration-card'
import { apiContext } from '../lib/api-context'
import { useTranslator } from '../lib/i18n'
import { loadMain } from '../lib/load-main'
import { routeMessages } from '../lib/message-catalogue'
import { absoluteUrl, canonicalUrl, largestSource, pageMeta } from '../lib/page-meta'
import { pageTitle } from '../lib/seo'
import { metaText } from '../lib/meta-i18n'
import { splitLocale } from '@serendib/domain/i18n/locales'
import { withLang } from '../lib/content-lang'

const TITLE = 'Travel Inspirations'
const DESCRIPTION =
  'Ideas for your trip to Sri Lanka: when to go, where to stay, what to eat and the experiences worth planning around.'

/** The home page set: the API keeps inspirations per page and `page` names the set. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const inspirations = await loadMain(
    context.get(apiContext),
    // The cards in the page's language where the admin translated them (decision 086).
    withLang('/api/travel/inspiration?page=home', splitLocale(new URL(request.url).pathname).locale),
    (body: { inspirations?: TravelInspiration[] }) => body.inspirations,
  )
  const first = inspirations[0]
  return {
    inspirations,
    canonical: canonicalUrl(request.url, '/travel-inspiration'),
    shareImage: first ? absoluteUrl(request.url, largestSource(first.image_srcset, first.image_url)) : null,
    messages: routeMessages(new URL(request.url).pathname, handle.messages),
  }
}

// This page exists in every traveller language (decision 071, routes.ts).
export const handle = {
  translated: true,
  // The catalogue areas this page's modules use, sent by its loader (decision 071, split per area).
  messages: ['content', 'crumb', 'place'] satisfies MessagePrefix[],
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  return pageMeta({
    title: pageTitle(metaText(matches, 'title.inspiration', TITLE)),
    description: metaText(matches, 'title.inspirationDescription', DESCRIPTION),
    canonical: loaderData.canonical,
    image: loaderData.shareImage,
  })
}

export default function TravelInspirationPage({ loaderData }: Route.ComponentProps) {
  const { inspirations } = loaderData
  const { t, lp } = useTranslator()
  const title = t('place.inspirations')
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <Breadcrumbs items={[{ label: title }]} className="mb-4" />
      <h1 className="mb-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mb-8 max-w-2xl text-lg text-slate-700">{t('place.inspirationsIntro')}</p>
      {inspirations.length > 0 ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {inspirations.map((item, index) => (
            <li key={item.id}>
              <InspirationCard item={item} priority={index === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center">
          <p className="mb-4 text-lg font-semibold text-slate-900">{t('place.inspirationsEmpty')}</p>
          <Link
            to={lp('/search')}
            className="inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            {t('place.browseAll')}
          </Link>
        </div>
      )}
    </div>
  )
}
