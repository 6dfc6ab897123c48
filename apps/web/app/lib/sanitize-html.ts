/**
 * Allow-list HTML sanitiser for the admin-managed site content (about, privacy, disclaimers,
 * cookie policy). The content is our own, but it is edited in a browser form and shown with
 * dangerouslySetInnerHTML, so one stolen admin session must not become script on every visitor.
 *
 * Why not DOMParser or a library: this runs in loaders on the server (no DOM) and only ever
 * sees a handful of simple tags, so a strict tokenizer that rebuilds every tag from scratch
 * (never copying input markup through) is small and easy to audit.
 *
 * Output guarantees: only the tags below; no attributes except `href` on `a`, and only a
 * same-site path (`/…`, not `//…`) or an `https://` URL; text is escaped; tags are balanced.
 */
const ALLOWED_TAGS = new Set(['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br'])

/** Elements whose content is code or widgets, never reading text: dropped with everything inside. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'title',
  'select',
  'svg',
  'math',
  'xmp',
  'plaintext',
])

/** A start or end tag; quoted attribute values may contain `>`. */
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/y
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g
const ENTITY = /&(?:#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/y

function escapeText(text: string): string {
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (c === '&') {
      // Keep well-formed entities (`&amp;`, `&#8217;`) so admin text renders as written.
      ENTITY.lastIndex = i
      const entity = ENTITY.exec(text)
      if (entity) {
        out += entity[0]
        i += entity[0].length - 1
      } else out += '&amp;'
    } else if (c === '<') out += '&lt;'
    else if (c === '>') out += '&gt;'
    else out += c
  }
  return out
}

const NAMED: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' }

function decodeAttribute(value: string): string {
  return value.replace(/&(#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z]+);/g, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
    }
    return NAMED[body.toLowerCase()] ?? whole
  })
}

/**
 * The href as the browser would read it, or null when it is not a same-site path or https.
 * Browsers drop tabs and newlines inside URLs, so `/\t/evil.example` would become the
 * protocol-relative `//evil.example`; they also read `/\` like `//`. Any control character
 * rejects the link outright.
 */
export function safeHref(raw: string): string | null {
  const value = decodeAttribute(raw).trim()
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we look for
  if (/[\u0000-\u001f\u007f]/.test(value)) return null
  if (/^\/(?![/\\])/.test(value) || /^https:\/\/[^/\\]/i.test(value)) return value
  return null
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

function openAnchor(attributes: string): string | null {
  for (const match of attributes.matchAll(ATTRIBUTE)) {
    if (match[1]?.toLowerCase() !== 'href') continue
    const href = safeHref(match[2] ?? match[3] ?? match[4] ?? '')
    return href === null ? null : `<a href="${escapeAttribute(href)}">`
  }
  return null
}

/** Index just past the end tag of a dropped element, or the end of input when it is never closed. */
function skipElement(html: string, from: number, name: string): number {
  const close = new RegExp(`</${name}[\\s/>]`, 'ig')
  close.lastIndex = from
  const found = close.exec(html)
  if (!found) return html.length
  const end = html.indexOf('>', found.index)
  return end === -1 ? html.length : end + 1
}

export function sanitizeHtml(html: string): string {
  let out = ''
  const open: string[] = []
  let i = 0
  while (i < html.length) {
    const lt = html.indexOf('<', i)
    if (lt === -1) {
      out += escapeText(html.slice(i))
      break
    }
    out += escapeText(html.slice(i, lt))
    i = lt

    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4)
      i = end === -1 ? html.length : end + 3
      continue
    }
    TAG.lastIndex = i
    const tag = TAG.exec(html)
    if (!tag) {
      if (html[i + 1] === '!' || html[i + 1] === '?') {
        // Doctype, CDATA or processing instruction: nothing a reader should see.
        const end = html.indexOf('>', i)
        i = end === -1 ? html.length : end + 1
      } else {
        out += '&lt;'
        i += 1
      }
      continue
    }
    i = TAG.lastIndex
    const closing = tag[1] === '/'
    const name = tag[2]!.toLowerCase()
    const attributes = tag[3] ?? ''

    if (!closing && DROPPED_WITH_CONTENT.has(name)) {
      // Browsers ignore the slash of `<script/>` and read on as script; only SVG and MathML
      // really self-close, so only their `<svg/>` leaves the following text alone.
      const selfClosed = /\/\s*$/.test(attributes) && (name === 'svg' || name === 'math')
      if (!selfClosed) i = skipElement(html, i, name)
      continue
    }
    if (!ALLOWED_TAGS.has(name)) continue // unknown wrapper: drop the tag, keep its text

    if (name === 'br') {
      if (!closing) out += '<br>'
    } else if (!closing) {
      const start = name === 'a' ? openAnchor(attributes) : `<${name}>`
      // An anchor without a safe href is dropped; its text stays and its end tag finds no match.
      if (start !== null) {
        out += start
        open.push(name)
      }
    } else {
      const at = open.lastIndexOf(name)
      if (at === -1) continue // stray end tag
      // Close anything left open inside it so the output stays well nested.
      while (open.length > at) out += `</${open.pop()}>`
    }
  }
  while (open.length > 0) out += `</${open.pop()}>`
  return out
}
