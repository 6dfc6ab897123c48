import type { ActivityCard, SearchResponse } from '@serendib/domain/catalogue-api'

/** `/api/search` answers a page or, with `limit`, a plain list (catalogue-api.ts); cards want the list. */
export function searchResults(body: SearchResponse): ActivityCard[] | null {
  const results = body.data?.results
  if (!results) return null
  return Array.isArray(results) ? results : results.data
}
