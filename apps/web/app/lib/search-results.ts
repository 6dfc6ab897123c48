import type { ActivityCard, SearchResponse } from '@serendib/domain/catalogue-api'

/** `/api/search` answers a page or, with `limit`, a plain list (api/catalogue.ts); cards want the list. */
export function searchResults(body: SearchResponse): ActivityCard[] {
  const { results } = body.data
  return Array.isArray(results) ? results : results.data
}
