/**
 * The one cleaner for rich text an admin writes in the console (about, help, articles…), run when
 * the console stores it and again when a public page renders it (defence in depth: a row written
 * some other way is still safe to show). sanitize-html (htmlparser2 underneath) parses the markup
 * the way a browser would; we decide only what survives:
 * - the tags the public pages style (RICH_TEXT_TAGS); headings and wrappers they do not style
 *   become the nearest they do; other tags go and keep their text;
 * - elements that are code or widgets (script, style, svg…) go with everything inside them;
 * - no attribute but `href` on `a`, and only a same-site path (`/…`, never `//…` or `/\…`) or an
 *   `https://` address (`safeHref`); a link refused keeps its text.
 * Server-only: the web calls it in route loaders only, which React Router strips from browser
 * bundles with their imports.
 */
import sanitizeHtml from 'sanitize-html'
import { RICH_TEXT_TAGS } from './admin-content.ts'

/**
 * The href as a browser reads it, or null unless it is a same-site path or https. Browsers drop
 * tabs and newlines inside URLs (`/\t/evil.example` would become `//evil.example`) and read `/\`
 * like `//`, so any control character refuses the link outright.
 */
export function safeHref(value: string): string | null {
  const href = value.trim()
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we look for
  if (/[\u0000-\u001f\u007f]/.test(href)) return null
  if (/^\/(?![/\\])/.test(href) || /^https:\/\/[^/\\]/i.test(href)) return href
  return null
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: ['href'] },
  // Our own check decides (safeHref, in transformTags); this is the library's second guard.
  allowedSchemes: ['https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: {
    h1: 'h2',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    b: 'strong',
    i: 'em',
    div: 'p',
    // Attributes arrive decoded (`&#106;avascript:` is `javascript:` here).
    a: (tagName, attribs) => {
      const href = attribs.href === undefined ? null : safeHref(attribs.href)
      const kept: sanitizeHtml.Attributes = href === null ? {} : { href }
      return { tagName, attribs: kept }
    },
  },
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'select',
    'noscript',
    'noembed',
    'noframes',
    'iframe',
    'object',
    'template',
    'title',
    'svg',
    'math',
    'xmp',
    'plaintext',
  ],
}

export function cleanRichText(html: string): string {
  // An anchor whose href was refused comes out as a bare <a>: keep its text, drop the tag.
  return sanitizeHtml(html, options)
    .replace(/<a>([\s\S]*?)<\/a>/g, '$1')
    .trim()
}
