import { TourType } from '@serendib/domain/tour-types'
import { Link } from 'react-router'
import { changedSearchHref, type SearchQuery, type SearchTourType } from '../../lib/search-query'
import type { MessageId } from '@serendib/domain/i18n/messages/en'
import { useTranslator } from '../../lib/i18n'

const TYPES: Array<SearchTourType | null> = [null, TourType.round, TourType.day, TourType.activity]

/** Links, not a form: each type is its own page (/round-tours, /day-tours), kept filters and all. */
export function TourTypeLinks({ query }: { query: SearchQuery }) {
  const { lp, t } = useTranslator()
  return (
    <nav aria-labelledby="tour-type-title">
      <h3 id="tour-type-title" className="text-sm font-bold text-slate-900">
        {t('search.tourType')}
      </h3>
      <ul className="mt-2 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {TYPES.map((type) => {
          const current = query.type === type
          return (
            <li key={type ?? 'all'}>
              <Link
                to={lp(changedSearchHref(query, { type }))}
                preventScrollReset
                aria-current={current ? 'page' : undefined}
                className={`flex min-h-9 items-center rounded-full px-3 text-sm font-medium lg:rounded-lg ${
                  current
                    ? 'bg-brand-700 text-white'
                    : 'text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 lg:ring-0'
                }`}
              >
                {t(type === null ? 'search.allTypes' : (`search.type${type}` as MessageId))}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
