import type {
  ApiSuccess,
  FeaturedCategory,
  SearchResponse,
  Slider,
  TravelInspiration,
} from '@serendib/domain/catalogue-api'
import {
  languageAlternates,
  languageTag,
  localizedPath,
  splitLocale,
  suggestedLocale,
} from '@serendib/domain/i18n/locales'
import { RequestLimit } from '@serendib/domain/site'
import { data, Link } from 'react-router'
import type { MessagePrefix } from '@serendib/domain/i18n/message-areas'
import type { Route } from './+types/home'
import { ActivityCarouselSection } from '../components/home/activity-carousel-section'
import { FeaturedCategories } from '../components/home/featured-categories'
import { HeroSlider } from '../components/home/hero-slider'
import { HighlightsStrip } from '../components/home/highlights-strip'
import { HomeSearchBar } from '../components/home/home-search-bar'
import { InspirationsSection } from '../components/home/inspirations-section'
import { apiContext } from '../lib/api-context'
import { withLang } from '../lib/content-lang'
import { useTranslator } from '../lib/i18n'
import { routeMessages, translate } from '../lib/message-catalogue'
import { loadSoft } from '../lib/load-soft'
import { searchResults } from '../lib/search-results'
import { pageTitle } from '../lib/seo'

/** Every section loads in parallel and fails on its own: a missing section, never a broken page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = context.get(apiContext)
  const url = new URL(request.url)
  const { locale } = splitLocale(url.pathname)
  const search = (query: string) =>
    loadSoft(api, withLang(`/api/search?${query}`, locale), (body: SearchResponse) => searchResults(body))
  const [sliders, categories, madeForYou, topSelling, deals, inspirations] = await Promise.all([
    loadSoft(api, withLang('/api/sliders/get', locale), (body: ApiSuccess<Slider[]>) => body.data),
    loadSoft(
      api,
      withLang('/api/featured/categories/get', locale),
      (body: ApiSuccess<FeaturedCategory[]>) => body.data,
    ),
    search(`featured=1&limit=${RequestLimit.featured}`),
    search(`limit=${RequestLimit.topSelling}`),
    search(`deals=1&limit=${RequestLimit.deals}`),
    loadSoft(
      api,
      withLang('/api/travel/inspiration?page=home', locale),
      (body: { inspirations?: TravelInspiration[] }) => body.inspirations,
    ),
  ])
  // Only `/` may suggest another language from Accept-Language, as a link (decision 071);
  // what every URL shows never depends on the header.
  const suggested = url.pathname === '/' ? suggestedLocale(request.headers.get('accept-language')) : null
  return data(
    {
      sliders: sliders ?? [],
      categories: categories ?? [],
      madeForYou: madeForYou ?? [],
      topSelling: topSelling ?? [],
      deals: deals ?? [],
      inspirations: inspirations ?? [],
      origin: url.origin,
      messages: routeMessages(url.pathname, handle.messages),
      // The admin's site settings are English; other languages name the site from the catalogue.
      title: locale === 'en' ? null : translate(locale, 'site.homeTitle'),
      description: locale === 'en' ? null : translate(locale, 'site.description'),
      suggestion: suggested
        ? {
            to: localizedPath('/', suggested),
            lang: languageTag(suggested),
            text: translate(suggested, 'site.languageSuggestion'),
          }
        : null,
    },
    url.pathname === '/' ? { headers: { vary: 'Accept-Language' } } : undefined,
  )
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

// The home page exists in every traveller language (decision 071).
export const handle = {
  translated: true,
  // The catalogue areas this page's modules use, sent by its loader (decision 071, split per area).
  messages: ['home', 'promise', 'card', 'content'] satisfies MessagePrefix[],
}

// No manual preload for the LCP hero image: React 19 already emits a <link rel="preload"> in
// <head> for an <img fetchPriority="high"> rendered in the shell, and a second one duplicated it.
export function meta({ matches, loaderData, location }: Route.MetaArgs) {
  const settings = matches[0]?.loaderData?.settings
  const origin = loaderData?.origin ?? ''
  const path = localizedPath('/', splitLocale(location.pathname).locale)
  return [
    { title: loaderData?.title || settings?.title || pageTitle() },
    {
      name: 'description',
      content:
        loaderData?.description ||
        settings?.description ||
        'Book tours and activities in Sri Lanka, with prices in USD.',
    },
    ...(settings?.keywords ? [{ name: 'keywords', content: settings.keywords }] : []),
    { tagName: 'link', rel: 'canonical', href: `${origin}${path}` },
    ...languageAlternates(path).map((alternate) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: alternate.hreflang,
      href: `${origin}${alternate.path}`,
    })),
  ]
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { sliders, categories, madeForYou, topSelling, deals, inspirations, suggestion } = loaderData
  const { t, lp } = useTranslator()
  return (
    <>
      {suggestion ? (
        <p lang={suggestion.lang} className="bg-brand-50 px-4 py-2 text-center text-sm text-slate-800">
          <Link
            to={suggestion.to}
            hrefLang={suggestion.lang}
            className="font-semibold text-brand-800 underline"
          >
            {suggestion.text}
          </Link>
        </p>
      ) : null}
      <div className="relative">
        <HeroSlider slides={sliders} />
        <div className="relative z-10 mx-auto -mt-20 max-w-6xl px-4 sm:-mt-24 sm:px-6">
          <div className="rounded-2xl bg-white p-4 shadow-xl ring-1 ring-slate-900/5 sm:p-6">
            <h1 id="home-search-title" className="mb-4 text-lg font-bold text-slate-900 sm:text-xl">
              {t('home.title')}
            </h1>
            <HomeSearchBar />
            <p className="mt-3 text-sm text-slate-600">
              {t('home.popular')}{' '}
              <Link
                to={lp('/round-tours')}
                className="font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                {t('home.roundTours')}
              </Link>
              {' · '}
              <Link
                to={lp('/day-tours')}
                className="font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                {t('home.dayTours')}
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
          title={t('home.madeForYou')}
          subtitle={t('home.madeForYouSubtitle')}
          activities={madeForYou}
          viewAll={{ to: lp('/search?featured=1'), label: t('home.viewMore') }}
        />
      ) : null}
      {topSelling.length > 0 ? (
        <ActivityCarouselSection
          id="top-selling"
          title={t('home.topSelling')}
          subtitle={t('home.topSellingSubtitle')}
          activities={topSelling}
        />
      ) : null}
      {deals.length > 0 ? (
        <ActivityCarouselSection
          id="deals"
          title={t('home.deals')}
          subtitle={t('home.dealsSubtitle')}
          activities={deals}
          viewAll={{ to: lp('/search?deals=1'), label: t('home.viewMore') }}
        />
      ) : null}
      {inspirations.length > 0 ? <InspirationsSection inspirations={inspirations} /> : null}
    </>
  )
}
