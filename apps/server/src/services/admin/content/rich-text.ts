/**
 * Rich text from the console's editor is cleaned with sanitize-html before it is stored (issue
 * 15): only the tags the public pages style (RICH_TEXT_TAGS), links only to a site path or an
 * https address. The public pages sanitise again when they render (apps/web lib/sanitize-html.ts),
 * so a row written some other way is still safe to show.
 */
import sanitizeHtml from 'sanitize-html'
import { ContentMessages, RICH_TEXT_TAGS } from '@serendib/domain/admin-content'

const options: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Headings the public pages do not style become the nearest they do.
  transformTags: { h1: 'h2', h4: 'h3', h5: 'h3', h6: 'h3', b: 'strong', i: 'em', div: 'p' },
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'template', 'svg', 'math'],
}

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

export function cleanRichText(html: string): string {
  // An anchor whose href was refused comes out as a bare <a>: keep its text, drop the tag.
  return sanitizeHtml(html, options)
    .replace(/<a>([\s\S]*?)<\/a>/g, '$1')
    .trim()
}
