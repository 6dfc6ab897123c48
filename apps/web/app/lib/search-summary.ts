import type { ActivityCard, Paginated } from '@serendib/domain/catalogue-api'
import { numberFormat, type Translator } from './i18n'

/**
 * The line above the results: "12 tours found", "Showing 13–24 of 140 tours". Past the count's
 * cap the total is a floor and says so: "Showing 1–12 of 1,000+ tours" (decision 072).
 */
export function summaryText(
  results: Paginated<ActivityCard> | null,
  withCarousels: boolean,
  transfers: boolean,
  translator?: Pick<Translator, 't' | 'locale' | 'tag'>,
): string {
  if (!results) return ''
  const { total, from, to } = results
  // Other languages (decision 077): the same lines from the catalogue, numbers through Intl.
  if (translator && translator.locale !== 'en') {
    const { t } = translator
    if (total === 0) return t(transfers ? 'search.noTransfers' : 'search.noTours')
    const number = numberFormat(translator.tag)
    const counted = `${number.format(total)}${results.total_capped ? '+' : ''}`
    if (withCarousels || results.last_page <= 1 || from === null || to === null)
      return t(transfers ? 'search.transfersFound' : 'search.toursFound', { count: total, total: counted })
    return t(transfers ? 'search.showingTransfers' : 'search.showingTours', {
      count: total,
      total: counted,
      from: number.format(from),
      to: number.format(to),
    })
  }
  if (total === 0) return transfers ? 'No transfers found' : 'No tours found'
  const noun = transfers ? (total === 1 ? 'transfer' : 'transfers') : total === 1 ? 'tour' : 'tours'
  const count = results.total_capped ? `${total.toLocaleString('en-US')}+` : String(total)
  // Above the carousels "Showing 1–12" would describe cards further down the page.
  if (withCarousels || results.last_page <= 1 || from === null || to === null) return `${count} ${noun} found`
  return `Showing ${from}–${to} of ${count} ${noun}`
}
