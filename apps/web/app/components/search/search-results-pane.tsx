import { splitLocale } from '@serendib/domain/i18n/locales'
import type { ActivityCard, Paginated } from '@serendib/domain/catalogue-api'
import { Messages } from '@serendib/domain/messages'
import { useSpecMessage } from '../../lib/spec-message'
import { TourType } from '@serendib/domain/tour-types'
import { Link, useNavigation } from 'react-router'
import { fixedTypeForPath, NO_FILTERS, searchHref, type SearchQuery } from '../../lib/search-query'
import { summaryText } from '../../lib/search-summary'
import { ResultsList } from './results-list'
import { ResultsToolbar } from './results-toolbar'
import { SearchCarousels, type SearchCarousel } from './search-carousels'
import { SearchPagination } from './search-pagination'
import { useTranslator } from '../../lib/i18n'

interface Props {
  query: SearchQuery
  /** Null when the search call failed. */
  results: Paginated<ActivityCard> | null
  carousels: SearchCarousel[] | null
  /** False on the transfers tab, which has no filter column (nor its phone button). */
  filters?: boolean
}

/** Search paths whose results this pane shows: navigating between them dims the old results. */
function isSearchPath(pathname: string): boolean {
  return fixedTypeForPath(pathname) !== null || splitLocale(pathname).path.replace(/\/+$/, '') === '/search'
}

export function SearchResultsPane({ query, results, carousels, filters = true }: Props) {
  const translator = useTranslator()
  const { lp, t } = translator
  const tm = useSpecMessage()
  const navigation = useNavigation()
  // Dim only for a search-to-search navigation; leaving for a tour page keeps the list as it is.
  const busy = navigation.state === 'loading' && isSearchPath(navigation.location.pathname)
  const showCarousels = carousels !== null && carousels.some((c) => c.activities.length > 0)
  // The tour type stays: /day-tours fixes it.
  const clearHref = lp(searchHref({ ...query, ...NO_FILTERS }))

  return (
    <div
      aria-busy={busy}
      className={`min-w-0 transition-opacity duration-200 ${busy ? 'pointer-events-none opacity-50' : ''}`}
    >
      <ResultsToolbar
        query={query}
        summary={summaryText(results, showCarousels, query.type === TourType.transport, translator)}
        filters={filters}
      />
      {showCarousels ? <SearchCarousels carousels={carousels} /> : null}
      <section aria-labelledby="results-title" className={showCarousels ? 'mt-10' : 'mt-5'}>
        <h2
          id="results-title"
          className={showCarousels ? 'mb-4 text-xl font-bold text-slate-900' : 'sr-only'}
        >
          {showCarousels ? t('search.allToursAndActivities') : t('search.searchResults')}
        </h2>
        {results === null ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-800">
            <p className="font-semibold">{tm(Messages.loadFailed)}</p>
            <Link
              to={lp(searchHref(query))}
              reloadDocument
              className="mt-2 inline-block font-semibold underline"
            >
              {t('search.tryAgain')}
            </Link>
          </div>
        ) : results.data.length === 0 ? (
          <div className="rounded-xl border border-slate-200 bg-slate-50 p-8 text-center">
            <p className="text-lg font-semibold text-slate-900">{tm(Messages.noResults)}</p>
            <p className="mt-2 text-slate-700">{t('search.tryAnother')}</p>
            <Link
              to={clearHref}
              className="mt-4 inline-flex h-10 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
            >
              {t('search.clearFilters')}
            </Link>
          </div>
        ) : (
          <ResultsList
            activities={results.data}
            view={query.view}
            priorityFirst={!showCarousels}
            date={query.date}
          />
        )}
        {results ? <SearchPagination query={query} lastPage={results.last_page} /> : null}
      </section>
    </div>
  )
}
