import type {
  ApiSuccess,
  FeaturedCategory,
  SearchResponse,
  Slider,
  TravelInspiration,
} from '@serendib/domain/catalogue-api'
import { RequestLimit } from '@serendib/domain/site'
import { Link } from 'react-router'
import type { Route } from './+types/home'
import { ActivityCarouselSection } from '../components/home/activity-carousel-section'
import { FeaturedCategories } from '../components/home/featured-categories'
import { HeroSlider } from '../components/home/hero-slider'
import { HighlightsStrip } from '../components/home/highlights-strip'
import { HomeSearchBar } from '../components/home/home-search-bar'
import { InspirationsSection } from '../components/home/inspirations-section'
import { apiContext } from '../lib/api-context'
import { loadSoft } from '../lib/load-soft'
import { searchResults } from '../lib/search-results'
import { pageTitle } from '../lib/seo'

/** Every section loads in parallel and fails on its own: a missing section, never a broken page. */
export async function loader({ context }: Route.LoaderArgs) {
  const api = context.get(apiContext)
  const search = (query: string) =>
    loadSoft(api, `/api/search?${query}`, (body: SearchResponse) => searchResults(body))
  const [sliders, categories, madeForYou, topSelling, deals, inspirations] = await Promise.all([
    loadSoft(api, '/api/sliders/get', (body: ApiSuccess<Slider[]>) => body.data),
    loadSoft(api, '/api/featured/categories/get', (body: ApiSuccess<FeaturedCategory[]>) => body.data),
    search(`featured=1&limit=${RequestLimit.featured}`),
    search(`limit=${RequestLimit.topSelling}`),
    search(`deals=1&limit=${RequestLimit.deals}`),
    loadSoft(
      api,
      '/api/travel/inspiration?page=home',
      (body: { inspirations?: TravelInspiration[] }) => body.inspirations,
    ),
  ])
  return {
    sliders: sliders ?? [],
    categories: categories ?? [],
    madeForYou: madeForYou ?? [],
    topSelling: topSelling ?? [],
    deals: deals ?? [],
    inspirations: inspirations ?? [],
  }
}

// No manual preload for the LCP hero image: React 19 already emits a <link rel="preload"> in
// <head> for an <img fetchPriority="high"> rendered in the shell, and a second one duplicated it.
export function meta({ matches }: Route.MetaArgs) {
  const settings = matches[0]?.loaderData?.settings
  return [
    { title: settings?.title || pageTitle() },
    {
      name: 'description',
      content: settings?.description || 'Book tours and activities in Sri Lanka, with prices in USD.',
    },
    ...(settings?.keywords ? [{ name: 'keywords', content: settings.keywords }] : []),
  ]
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { sliders, categories, madeForYou, topSelling, deals, inspirations } = loaderData
  return (
    <>
      <div className="relative">
        <HeroSlider slides={sliders} />
        <div className="relative z-10 mx-auto -mt-20 max-w-6xl px-4 sm:-mt-24 sm:px-6">
          <div className="rounded-2xl bg-white p-4 shadow-xl ring-1 ring-slate-900/5 sm:p-6">
            <h1 id="home-search-title" className="mb-4 text-lg font-bold text-slate-900 sm:text-xl">
              Find tours and activities in Sri Lanka
            </h1>
            <HomeSearchBar />
            <p className="mt-3 text-sm text-slate-600">
              Popular:{' '}
              <Link
                to="/round-tours"
                className="font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                Round tours
              </Link>
              {' · '}
              <Link
                to="/day-tours"
                className="font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                Day tours
              </Link>
            </p>
          </div>
        </div>
      </div>
      <HighlightsStrip />
      {categories.length > 0 ? <FeaturedCategories categories={categories} /> : null}
      {madeForYou.length > 0 ? (
        <ActivityCarouselSection
          id="made-for-you"
          title="Made for you"
          subtitle="Our favourite experiences this season"
          activities={madeForYou}
          viewAll={{ to: '/search?featured=1', label: 'View more' }}
        />
      ) : null}
      {topSelling.length > 0 ? (
        <ActivityCarouselSection
          id="top-selling"
          title="Top Selling"
          subtitle="What travellers book the most"
          activities={topSelling}
        />
      ) : null}
      {deals.length > 0 ? (
        <ActivityCarouselSection
          id="deals"
          title="Deals & Discount"
          subtitle="Limited-time prices on great tours"
          activities={deals}
          viewAll={{ to: '/search?deals=1', label: 'View more' }}
        />
      ) : null}
      {inspirations.length > 0 ? <InspirationsSection inspirations={inspirations} /> : null}
    </>
  )
}
