import { Link } from 'react-router'
import {
  activeFilterCount,
  changedSearchHref,
  type ResultsView,
  type SearchQuery,
} from '../../lib/search-query'
import { runDialogCommand } from '../../lib/dialog-commands'
import { FilterIcon, GridIcon, ListIcon } from '../ui/icons-more'
import { FILTERS_ID } from './search-filters'
import { useTranslator } from '../../lib/i18n'

interface Props {
  query: SearchQuery
  summary: string
  /** Whether the page has the filter column (the phone's Filters button opens it). */
  filters?: boolean
}

const VIEWS: Array<{ view: ResultsView; label: 'search.grid' | 'search.list'; Icon: typeof GridIcon }> = [
  { view: 'grid', label: 'search.grid', Icon: GridIcon },
  { view: 'list', label: 'search.list', Icon: ListIcon },
]

/** Result count, the phone's "Filters" button and the grid/list toggle (view= in the URL). */
export function ResultsToolbar({ query, summary, filters: withFilters = true }: Props) {
  const { lp, t } = useTranslator()
  const filters = activeFilterCount(query)
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {/* Polite live region: after a filter change, screen readers hear the new count. */}
      <p aria-live="polite" className="text-sm font-medium text-slate-700">
        {summary}
      </p>
      <div className="flex items-center gap-2">
        {withFilters ? (
          <button
            type="button"
            commandfor={FILTERS_ID}
            command="show-modal"
            onClick={() => runDialogCommand(FILTERS_ID, 'show-modal')}
            className="flex h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 lg:hidden"
          >
            <FilterIcon width={20} height={20} />
            {t('search.filters')}
            {filters > 0 ? (
              <span className="rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white">
                <span className="sr-only">, </span>
                {filters}
                <span className="sr-only">{t('search.active')}</span>
              </span>
            ) : null}
          </button>
        ) : null}
        <div
          role="group"
          aria-label={t('search.showResultsAs')}
          className="flex rounded-lg border border-slate-300 bg-white p-0.5"
        >
          {VIEWS.map(({ view, label, Icon }) => {
            const current = query.view === view
            return (
              <Link
                key={view}
                to={lp(changedSearchHref(query, { view, page: query.page }))}
                preventScrollReset
                rel="nofollow"
                aria-current={current ? 'true' : undefined}
                className={`flex h-9 items-center gap-1.5 rounded-md px-3 text-sm font-semibold ${
                  current ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'
                }`}
              >
                <Icon width={18} height={18} />
                {t(label)}
              </Link>
            )
          })}
        </div>
      </div>
    </div>
  )
}
