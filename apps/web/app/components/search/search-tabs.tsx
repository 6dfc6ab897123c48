import { TourType } from '@serendib/domain/tour-types'
import { Link } from 'react-router'
import { DEFAULT_QUERY, searchHref, type SearchQuery } from '../../lib/search-query'
import { useTranslator } from '../../lib/i18n'

/**
 * Tours and activities, or transfers (issue 30): two links, each its own search. The day travels
 * between them; every other choice belongs to one tab.
 */
export function SearchTabs({ query }: { query: SearchQuery }) {
  const { lp, t } = useTranslator()
  const transfers = query.type === TourType.transport
  const day = { date: query.date, dateText: query.dateText, dateProblem: query.dateProblem }
  const tabs = [
    { label: t('search.tabTours'), current: !transfers, to: lp(searchHref({ ...DEFAULT_QUERY, ...day })) },
    {
      label: t('search.tabTransfers'),
      current: transfers,
      to: lp(searchHref({ ...DEFAULT_QUERY, ...day, type: TourType.transport })),
    },
  ]
  return (
    <nav aria-label={t('search.whatToSearch')} className="mt-4">
      <ul className="flex gap-1 border-b border-slate-200">
        {tabs.map((tab) => (
          <li key={tab.label}>
            <Link
              to={tab.to}
              aria-current={tab.current ? 'page' : undefined}
              className={`-mb-px flex min-h-11 items-center border-b-2 px-4 text-sm font-semibold ${
                tab.current
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900'
              }`}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
