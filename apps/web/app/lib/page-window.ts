/**
 * Page numbers to show for `current` of `last`: the first, the last, and the current one with
 * its neighbours; null marks a gap ("…"). Short ranges are shown whole, since a gap that
 * hides one page saves nothing.
 */
export function pageWindow(current: number, last: number): Array<number | null> {
  if (last <= 7) return Array.from({ length: last }, (_, i) => i + 1)
  let start = Math.max(2, Math.min(current - 1, last - 4))
  let end = Math.min(last - 1, Math.max(current + 1, 5))
  if (start === 3) start = 2
  if (end === last - 2) end = last - 1
  const pages: Array<number | null> = [1]
  if (start > 2) pages.push(null)
  for (let page = start; page <= end; page++) pages.push(page)
  if (end < last - 1) pages.push(null)
  pages.push(last)
  return pages
}
