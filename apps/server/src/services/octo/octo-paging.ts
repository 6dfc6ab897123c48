/**
 * Products in pages (issue 33, decision 060). OCTO has no paging: GET /octo/products answers
 * every product. Ours is an extension a reseller opts into with `limit` and/or `offset`; the
 * body stays OCTO's array, and the headers say where the rest is: `X-Total-Count` and an RFC
 * 8288 `Link` with `rel="next"` and `rel="prev"` (GitHub's and many APIs' way), so a reseller
 * that does not know them still reads a valid OCTO answer.
 */
import type { FastifyReply } from 'fastify'

export interface ProductsPage {
  /** Products per page; null when only an offset was given (the rest from there). */
  limit: number | null
  offset: number
  /** Products in this page. */
  count: number
  total: number
}

const pageUrl = (base: string, limit: number | null, offset: number) =>
  `${base}?${limit === null ? '' : `limit=${limit}&`}offset=${offset}`

export function pageHeaders(reply: FastifyReply, base: string, page: ProductsPage): void {
  const { limit, offset, count, total } = page
  const links: string[] = []
  if (limit !== null && offset + count < total)
    links.push(`<${pageUrl(base, limit, offset + limit)}>; rel="next"`)
  if (offset > 0) {
    const previous = limit === null ? 0 : Math.max(0, offset - limit)
    links.push(`<${pageUrl(base, limit, Math.min(previous, total))}>; rel="prev"`)
  }
  reply.header('x-total-count', String(total))
  if (links.length) reply.header('link', links.join(', '))
}
