import { localizedPath, splitLocale } from '@serendib/domain/i18n/locales'
import type { MessageId } from '@serendib/domain/i18n/messages/en'
import type { ApiMessage } from '@serendib/domain/api/envelope'
import type { ApiSuccess, Category, LocationOption, SearchResponse } from '@serendib/domain/catalogue-api'
import { HONEYPOT_FIELD, subscriptionEmailError } from '@serendib/domain/contact-forms'
import { Messages } from '@serendib/domain/messages'
import { RequestLimit } from '@serendib/domain/site'
import { TourType } from '@serendib/domain/tour-types'
import { redirect, type ShouldRevalidateFunctionArgs } from 'react-router'
import type { MessagePrefix } from '@serendib/domain/i18n/message-areas'
import type { Route } from './+types/search'
import { withLang } from '../lib/content-lang'
import type { SubscriptionResult } from '../components/search/deals-subscription'
import type { SearchCarousel } from '../components/search/search-carousels'
import { SearchResultsPane } from '../components/search/search-results-pane'
import { SearchFilters } from '../components/search/search-filters'
import { SearchBar } from '../components/search/search-bar'
import { SearchTabs } from '../components/search/search-tabs'
import { apiContext } from '../lib/api-context'
import { loadSoft } from '../lib/load-soft'
import { routeMessages, translate } from '../lib/message-catalogue'
import { useTranslator } from '../lib/i18n'
import { categoryNames, locationNames, searchHeading, searchMeta } from '../lib/search-meta'
import {
  DEFAULT_QUERY,
  apiSearchParams,
  fixedTypeForPath,
  isPlainSearch,
  parseSearchQuery,
  searchHref,
  type SearchQuery,
} from '../lib/search-query'
import { bodyMessage } from '../lib/reply-messages'
import { searchResults } from '../lib/search-results'
import { metaTranslator } from '../lib/meta-i18n'

/**
 * /search, /day-tours and /round-tours (spec §2). The URL is the whole state: the loader reads
 * it leniently, asks the API, and every filter is a link or a GET form back to this loader.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const api = context.get(apiContext)
  // `url`, not `request.url`: client navigations fetch /day-tours.data, and only the normalised
  // URL still says /day-tours.
  const parsed = parseSearchQuery(url.searchParams, fixedTypeForPath(url.pathname))
  const { locale } = splitLocale(url.pathname)
  const t = (id: MessageId, values?: Record<string, unknown>) => translate(locale, id, values)
  const [locations, categories] = await Promise.all([
    loadSoft(api, '/api/locations/get', (body: ApiSuccess<LocationOption[]>) => body.data),
    loadSoft(api, withLang('/api/categories/get', locale), (body: ApiSuccess<Category[]>) => body.data),
  ])
  // Ids the catalogue does not know would only empty the results: drop them (when the lists loaded).
  const query: SearchQuery = {
    ...parsed,
    locations: locations
      ? parsed.locations.filter((id) => locations.some((l) => l.value === id))
      : parsed.locations,
    categories: categories
      ? parsed.categories.filter((id) => categories.some((c) => c.id === id))
      : parsed.categories,
  }

  const carouselsWanted = isPlainSearch(query) && query.view === 'grid' && query.page === 1
  const list = (changes: Partial<SearchQuery>) =>
    loadSoft(
      api,
      `/api/search?${apiSearchParams({ ...DEFAULT_QUERY, ...changes }, RequestLimit.searchCarousels, locale)}`,
      (body: SearchResponse) => searchResults(body),
    )
  const [results, madeForYou, dayTours, roundTours] = await Promise.all([
    loadSoft(api, `/api/search?${apiSearchParams(query, undefined, locale)}`, (body: SearchResponse) =>
      Array.isArray(body.data?.results) ? null : body.data?.results,
    ),
    carouselsWanted ? list({ featured: true }) : null,
    carouselsWanted ? list({ type: TourType.day }) : null,
    carouselsWanted ? list({ type: TourType.round }) : null,
  ])

  // A page past the end (an old bookmark, a hand-edited URL) goes to the last real page.
  if (results && results.total > 0 && query.page > results.last_page) {
    throw redirect(localizedPath(searchHref({ ...query, page: results.last_page }), locale))
  }

  const carousels: SearchCarousel[] | null = carouselsWanted
    ? [
        {
          id: 'made-for-you',
          title: t('search.madeForYou'),
          to: '/search?featured=1',
          activities: madeForYou ?? [],
        },
        { id: 'popular-day', title: t('search.popularDay'), to: '/day-tours', activities: dayTours ?? [] },
        {
          id: 'popular-round',
          title: t('search.popularRound'),
          to: '/round-tours',
          activities: roundTours ?? [],
        },
      ]
    : null

  return {
    query,
    heading: searchHeading(
      query.type,
      locationNames(query.locations, locations ?? []),
      categoryNames(query.categories, categories ?? []),
      locale === 'en' ? undefined : t,
    ),
    locations: locations ?? [],
    categories: categories ?? [],
    results,
    carousels,
    origin: url.origin,
    messages: routeMessages(url.pathname, handle.messages),
  }
}

/** Deals e-mail subscription (spec §2 filters column); a form post, so it works without JavaScript. */
export async function action({ request, context }: Route.ActionArgs): Promise<SubscriptionResult> {
  const form = await request.formData()
  const email = String(form.get('email') ?? '').trim()
  const invalid = subscriptionEmailError(email)
  if (invalid) return { ok: false, message: invalid, field: true }
  const honeypot = String(form.get(HONEYPOT_FIELD) ?? '')
  const reply = await context
    .get(apiContext)
    .post<ApiMessage>('/api/email/sub', { email, ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}) })
  if (reply.ok) return { ok: true, message: Messages.subscribeSuccess, field: false }
  const message = bodyMessage(reply.body)
  // The API checks the address again; its own validation wording is about the field.
  if (message === Messages.subscribeEmailInvalid || message === Messages.subscribeEmailRequired) {
    return { ok: false, message, field: true }
  }
  return { ok: false, message: Messages.subscribeFailed, field: false }
}

// A subscription changes no result: do not search again after it.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod !== 'GET' ? false : defaultShouldRevalidate
}

// This page exists in every traveller language (decision 071, routes.ts).
export const handle = {
  translated: true,
  // The catalogue areas this page's modules use, sent by its loader (decision 071, split per area).
  messages: ['search', 'card', 'content', 'pagination', 'msg'] satisfies MessagePrefix[],
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { heading, query, results, origin } = loaderData
  return searchMeta({
    heading,
    query,
    total: results?.total ?? null,
    origin,
    image: results?.data[0]?.cover_image?.url ?? null,
    locale: splitLocale(location.pathname).locale,
    t: metaTranslator(matches)?.t,
  })
}

export default function SearchPage({ loaderData, actionData }: Route.ComponentProps) {
  const { query, heading, results, carousels, locations, categories } = loaderData
  const { t, date } = useTranslator()
  // The transfers tab has its own fields (from, to, date, passengers) and no tour filters.
  const transfers = query.type === TourType.transport
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-12 sm:px-6 lg:pt-8">
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{heading}</h1>
      {query.key || query.date ? (
        <p className="mt-1 text-slate-700">
          {query.key ? (
            <>
              {t('search.resultsFor')} <span className="font-semibold text-slate-900">“{query.key}”</span>
            </>
          ) : null}
          {query.key && query.date ? ' · ' : null}
          {query.date ? t('search.travelDate', { date: date(query.date) }) : null}
        </p>
      ) : null}
      <SearchTabs query={query} />
      <SearchBar query={query} />
      {transfers ? (
        <div className="mt-6">
          <SearchResultsPane query={query} results={results} carousels={null} filters={false} />
        </div>
      ) : (
        <div className="mt-6 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start lg:gap-8 xl:grid-cols-[17rem_minmax(0,1fr)]">
          <SearchFilters
            query={query}
            locations={locations}
            categories={categories}
            total={results?.total ?? null}
            subscription={actionData}
          />
          <SearchResultsPane query={query} results={results} carousels={carousels} />
        </div>
      )}
    </div>
  )
}
