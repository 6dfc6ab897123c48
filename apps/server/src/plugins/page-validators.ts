import { createHash } from 'node:crypto'
import type { Readable } from 'node:stream'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

/** The home page and the four spellings of a tour page (apps/web/app/routes.ts). */
const PUBLIC_PAGE = /^\/(?:(?:activity|day-tours|round-tours)\/(?:[^/]+\/)?details\/\d+\/?)?$/

export function isPublicPage(url: string): boolean {
  return PUBLIC_PAGE.test(url.split('?')[0]!)
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk))
  return Buffer.concat(chunks)
}

/**
 * Weak: the bytes differ by the CSP nonce from one response to the next; the content does not.
 * Hashed as bytes, the nonce's occurrences skipped: the nonce is ASCII, so this is the hash of
 * the page's text without it, with no decoding and re-encoding of the whole page.
 */
export function pageEtag(html: Buffer, nonce: string): string {
  const hash = createHash('sha1')
  let from = 0
  if (nonce) {
    for (let at = html.indexOf(nonce, 0, 'latin1'); at !== -1; at = html.indexOf(nonce, from, 'latin1')) {
      hash.update(html.subarray(from, at))
      from = at + nonce.length
    }
  }
  hash.update(html.subarray(from))
  return `W/"${hash.digest('base64url')}"`
}

function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match']
  if (!header) return false
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.slice(2))
}

/**
 * ETag and Cache-Control for the home page and tour pages (decision 018), so a proxy or CDN can
 * serve repeat views and a browser revalidates with a 304. The HTML is the same for every
 * visitor (login state lives in the browser, decision 008), so it may be shared; lifetimes are
 * short so an admin's or supplier's change is everywhere within `sharedSeconds` plus one request.
 */
export default fp(
  async function pageValidators(app: FastifyInstance, options: { sharedSeconds: number }) {
    const shared = options.sharedSeconds
    const publicControl =
      shared > 0
        ? `public, max-age=0, s-maxage=${shared}, stale-while-revalidate=${shared}`
        : 'public, no-cache'

    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return payload
      if (reply.statusCode !== 200 || !isPublicPage(request.url)) return payload
      if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload
      // A page-cache hit brings its ETag, hashed once when the page was stored (decision 068).
      const stored = reply.getHeader('etag')
      if (typeof stored === 'string') return validated(request, reply, stored) ? '' : payload
      // Kept as bytes: the page goes out as it came in, without a round trip through a string.
      const html =
        typeof payload === 'string'
          ? Buffer.from(payload)
          : Buffer.isBuffer(payload)
            ? payload
            : payload && typeof (payload as Readable).pipe === 'function'
              ? await readAll(payload as Readable)
              : null
      if (html === null) return payload
      const etag = pageEtag(html, reply.cspNonce?.script ?? '')
      return validated(request, reply, etag) ? '' : html
    })

    /** Sets the ETag and Cache-Control; true when the request's copy is current (a 304 then). */
    function validated(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
      reply.header('etag', etag)
      // A request with credentials is answered the same, but no shared cache should keep it.
      const credentials = Boolean(request.headers.authorization || request.headers.cookie)
      reply.header('cache-control', credentials ? 'private, no-cache' : publicControl)
      if (!matches(request, etag)) return false
      // The stored copy keeps its own nonce: a fresh CSP header on the 304 would replace the
      // stored one and block the stored page's scripts.
      reply.removeHeader('content-security-policy')
      reply.removeHeader('content-type')
      reply.removeHeader('content-encoding')
      reply.code(304)
      return true
    }
  },
  { name: 'page-validators', dependencies: ['security'] },
)
