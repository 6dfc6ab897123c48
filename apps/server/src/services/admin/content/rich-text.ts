/**
 * What a console save says about links: cleaning (domain/rich-text.ts, the one cleaner the public
 * pages use too) drops any link that is not a site path or https, and the admin is told which.
 */
import { ContentMessages } from '@serendib/domain/admin-content'
import { cleanRichText } from '@serendib/domain/rich-text'

export { cleanRichText }

const HREF = /<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi

/** The hrefs of `html`'s links, as written. */
function hrefsOf(html: string): string[] {
  return [...html.matchAll(HREF)].map((m) => (m[1] ?? m[2] ?? m[3] ?? '').trim())
}

/**
 * The links cleanRichText drops (javascript:, mailto:, http:, protocol-relative…), as written, so
 * the console can say so (issue 29 point 8); a link kept is one whose href survives cleaning.
 */
export function droppedLinks(html: string): string[] {
  const kept = new Set(hrefsOf(cleanRichText(html)))
  return hrefsOf(html).filter((href) => !kept.has(href) && !kept.has(href.replace(/&/g, '&amp;')))
}

/** What a console save says: that it is saved, and which links it dropped, if any. */
export function savedMessage(input: { body?: unknown }): string {
  const dropped = typeof input.body === 'string' ? droppedLinks(input.body) : []
  return dropped.length > 0 ? ContentMessages.linksDropped(dropped) : ContentMessages.saved
}
