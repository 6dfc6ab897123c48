/** The inbox's filters live in the page's URL; the API call carries the same names (issue 14). */
export const INBOX_FILTERS = ['q', 'status', 'tour', 'channel', 'from', 'to', 'sort', 'page'] as const

/** `/api/supplier/bookings?…` from the page's search params, keeping only known, non-empty filters. */
export function inboxApiPath(params: URLSearchParams, today?: string): string {
  const out = new URLSearchParams()
  for (const name of INBOX_FILTERS) {
    const value = params.get(name)?.trim()
    if (value) out.set(name, value)
  }
  // Upcoming travel by default: the day's work, not last season's completed tours.
  if (today && params.get('when') !== 'all' && !out.has('from') && !out.has('to')) out.set('from', today)
  const query = out.toString()
  return `/api/supplier/bookings${query ? `?${query}` : ''}`
}

/** The same filters on another page number (pagination links). */
export function withPage(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params)
  if (page <= 1) next.delete('page')
  else next.set('page', String(page))
  const query = next.toString()
  return query ? `?${query}` : '.'
}

/** "in 5 h" / "in 2 days" / "overdue" for a request's response deadline. */
export function deadlineText(iso: string, now = Date.now()): string {
  const hours = Math.floor((new Date(iso).getTime() - now) / 3_600_000)
  if (hours < 0) return 'overdue'
  if (hours < 48) return `in ${Math.max(hours, 1)} h`
  return `in ${Math.floor(hours / 24)} days`
}
