import type { ActivityCard, Paginated } from '@serendib/domain/catalogue-api'

/**
 * The line above the results: "12 tours found", "Showing 13–24 of 140 tours". Past the count's
 * cap the total is a floor and says so: "Showing 1–12 of 1,000+ tours" (decision 072).
 */
export function summaryText(
  results: Paginated<ActivityCard> | null,
  withCarousels: boolean,
  transfers: boolean,
): string {
  if (!results) return ''
  const { total, from, to } = results
  if (total === 0) return transfers ? 'No transfers found' : 'No tours found'
  const noun = transfers ? (total === 1 ? 'transfer' : 'transfers') : total === 1 ? 'tour' : 'tours'
  const count = results.total_capped ? `${total.toLocaleString('en-US')}+` : String(total)
  // Above the carousels "Showing 1–12" would describe cards further down the page.
  if (withCarousels || results.last_page <= 1 || from === null || to === null) return `${count} ${noun} found`
  return `Showing ${from}–${to} of ${count} ${noun}`
}
