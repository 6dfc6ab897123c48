import type { TravelInspiration } from '@serendib/domain/catalogue-api'
import { Link } from 'react-router'
import type { Route } from './+types/travel-inspiration'
import { Breadcrumbs } from '../components/info/breadcrumbs'
import { InspirationCard } from '../components/info/inspiration-card'
import { apiContext } from '../lib/api-context'
import { loadMain } from '../lib/load-main'
import { absoluteUrl, canonicalUrl, largestSource, pageMeta } from '../lib/page-meta'
import { pageTitle } from '../lib/seo'

const TITLE = 'Travel Inspirations'
const DESCRIPTION =
  'Ideas for your trip to Sri Lanka: when to go, where to stay, what to eat and the experiences worth planning around.'

/** The home page set: the API keeps inspirations per page and `page` names the set. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const inspirations = await loadMain(
    context.get(apiContext),
    '/api/travel/inspiration?page=home',
    (body: { inspirations?: TravelInspiration[] }) => body.inspirations,
  )
  const first = inspirations[0]
  return {
    inspirations,
    canonical: canonicalUrl(request.url, '/travel-inspiration'),
    shareImage: first ? absoluteUrl(request.url, largestSource(first.image_srcset, first.image_url)) : null,
  }
}

// This page exists in every traveller language (decision 071, routes.ts).
export const handle = { translated: true }

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return pageMeta({
    title: pageTitle(TITLE),
    description: DESCRIPTION,
    canonical: loaderData.canonical,
    image: loaderData.shareImage,
  })
}

export default function TravelInspirationPage({ loaderData }: Route.ComponentProps) {
  const { inspirations } = loaderData
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: TITLE }]} className="mb-4" />
      <h1 className="mb-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{TITLE}</h1>
      <p className="mb-8 max-w-2xl text-lg text-slate-700">{DESCRIPTION}</p>
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
          <p className="mb-4 text-lg font-semibold text-slate-900">
            New travel ideas are on their way. In the meantime, see what you can book today.
          </p>
          <Link
            to="/search"
            className="inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            Browse all tours
          </Link>
        </div>
      )}
    </div>
  )
}
