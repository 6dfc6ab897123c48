import { changedSearchHref, type SearchQuery } from '../../lib/search-query'
import { Pagination } from '../ui/pagination'
import { useTranslator } from '../../lib/i18n'

/** Page links of the results (spec §2: only when last_page is above 1). */
export function SearchPagination({ query, lastPage }: { query: SearchQuery; lastPage: number }) {
  const { lp, t } = useTranslator()
  return (
    <Pagination
      label={t('search.pages')}
      current={Math.min(query.page, lastPage)}
      last={lastPage}
      href={(page) => lp(changedSearchHref(query, { page }))}
      className="mt-8"
      showWords
    />
  )
}
