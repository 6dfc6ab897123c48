import { SEARCH_PAGE_SIZE } from '@serendib/domain/site'

/** A page's ids and how many tours match, counted up to the page's cap + 1. */
export interface CountedIds {
  ids: number[]
  total: number
}

/**
 * How far a search page counts its matches (decision 072): exactly up to `totalCap` (1,000),
 * and a page further on counts to its own last row, so its "Showing 1,189–1,200 of 1,200+"
 * never says less than the page shows. A count of cap + 1 means "more than cap".
 */
export function countCap(totalCap: number, page: number): number {
  return Math.max(totalCap, page * SEARCH_PAGE_SIZE)
}
