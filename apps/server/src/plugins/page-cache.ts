import type { Readable } from 'node:stream'
import zlib from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { suggestedLocale } from '@serendib/domain/i18n/locales'
import { isPublicPage, pageEtag } from './page-validators.ts'
import { contentSecurityPolicy } from './security.ts'

type Encoding = 'br' | 'gzip' | 'deflate' | 'zstd'

interface CachedPage {
  expires: number
  html: string
  /** The CSP nonce the page was rendered with; every hit is sent with it (decision 068). */
  nonce: string
  status: number
  headers: Record<string, string>
  /** The page compressed for each encoding asked for so far: compressed once, sent many times. */
  encoded: Partial<Record<Encoding, Buffer>>
  etag?: string
}

/** Public pages only: what the server renders is the same for every visitor (login lives in the browser). */
function cacheable(request: FastifyRequest): boolean {
  return (
    request.method === 'GET' &&
    !request.headers.authorization &&
    !request.headers.cookie &&
    !request.url.startsWith('/api/') &&
    !request.url.startsWith('/oauth/') &&
    !request.url.startsWith('/media/') &&
    !request.url.startsWith('/assets/') &&
    // The dev mailbox lists mail as it arrives; a 30-second-old copy would hide a fresh link.
    !request.url.startsWith('/dev/') &&
    // Payment pages change the moment a charge settles or an order expires.
    !request.url.startsWith('/payments/') &&
    // Review links carry a single-use token (in every language: /de/tour/review/…).
    !/^(\/[a-z]{2})?\/tour\/review\//.test(request.url) &&
    // Single-use links (reset password) must not linger as cache keys in memory.
    !request.url.includes('token=')
  )
}

const address = (request: FastifyRequest) => `${request.protocol}://${request.host}${request.url}`

/**
 * The cache key. Pages that answered `Vary: Accept-Language` (`/` suggests another language from
 * it, decision 071) are kept once per suggested language, never one visitor's suggestion for
 * everyone; the header is reduced to the suggestion, so the variants stay few.
 */
function key(request: FastifyRequest, languageVaried: ReadonlySet<string>): string {
  const url = address(request)
  if (!languageVaried.has(url)) return url
  return `${url}\n${suggestedLocale(request.headers['accept-language']) ?? ''}`
}

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk))
  return Buffer.concat(chunks).toString('utf8')
}

/** The server's order among equally acceptable encodings, as @fastify/compress has it. */
const PREFERENCE: Encoding[] = ['zstd', 'br', 'gzip', 'deflate']

/**
 * The encoding @fastify/compress would pick for this accept-encoding (highest q, then the
 * server's order), or null for none: the page goes out as it is.
 */
export function negotiateEncoding(header: string | undefined): Encoding | null {
  if (!header) return null
  const q = new Map<string, number>()
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    q.set(name === 'x-gzip' ? 'gzip' : name!.trim(), weight ? Number(weight.slice(2)) : 1)
  }
  let best: Encoding | null = null
  let bestQ = 0
  for (const encoding of PREFERENCE) {
    if (encoding === 'zstd' && !zlib.zstdCompressSync) continue
    const weight = q.get(encoding) ?? q.get('*') ?? 0
    if (weight > bestQ) [best, bestQ] = [encoding, weight]
  }
  // An explicit preference for no encoding at all wins over a lower-rated one.
  if (best && (q.get('identity') ?? 0) > bestQ) return null
  return best
}

/**
 * A stored page is compressed once per encoding, harder than a page rendered for one visitor
 * (measured in decision 068): the cost is paid once per page and lifetime, the bytes saved on
 * every hit.
 */
function compress(html: string, encoding: Encoding): Buffer {
  const input = Buffer.from(html)
  switch (encoding) {
    case 'br':
      return zlib.brotliCompressSync(input, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
        },
      })
    case 'gzip':
      return zlib.gzipSync(input, { level: 6 })
    case 'deflate':
      return zlib.deflateSync(input, { level: 6 })
    case 'zstd':
      return zlib.zstdCompressSync(input)
  }
}

function sendStored(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  for (const [name, value] of Object.entries(page.headers)) reply.header(name, value)
  reply.header('x-page-cache', 'hit')
  // The stored page's scripts carry the nonce it was rendered with; its CSP names that nonce.
  reply.cspNonce = { script: page.nonce, style: reply.cspNonce?.style ?? '' }
  if (page.nonce && reply.hasHeader('content-security-policy'))
    reply.header('content-security-policy', contentSecurityPolicy(page.nonce))
  // Its validator, hashed once (plugins/page-validators.ts sets cache-control and answers 304s).
  if (page.status === 200 && isPublicPage(request.url)) {
    page.etag ??= pageEtag(Buffer.from(page.html), page.nonce)
    reply.header('etag', page.etag)
  }
  const encoding = negotiateEncoding(request.headers['accept-encoding'])
  reply.status(page.status)
  if (!encoding || Buffer.byteLength(page.html) < 1024) return reply.send(page.html)
  const body = (page.encoded[encoding] ??= compress(page.html, encoding))
  reply.header('vary', page.headers.vary ? `${page.headers.vary}, accept-encoding` : 'accept-encoding')
  reply.header('content-encoding', encoding)
  return reply.send(body)
}

/**
 * Keeps rendered public pages for a short while (CATALOGUE_CACHE_SECONDS, decision 008), so a
 * popular tour page is rendered once per interval, not once per visitor, and compressed once per
 * encoding (decision 068). A hit is the stored bytes with the stored page's CSP nonce, as a
 * shared cache in front of us would send them (decision 018).
 */
export default fp(
  async function pageCache(app: FastifyInstance, options: { ttlMs: number }) {
    // Insertion-ordered: when full, the oldest page goes first.
    const stored = new Map<string, CachedPage>()
    const MAX_PAGES = 2000
    // Addresses whose page varies by Accept-Language (see key()).
    const languageVaried = new Set<string>()
    // An admin's edit: every stored page may show it (plugins/catalogue-changes.ts).
    app.catalogueChanges.onChange(() => stored.clear())

    app.addHook('onRequest', async (request, reply) => {
      if (!cacheable(request)) return
      const page = stored.get(key(request, languageVaried))
      if (!page || page.expires <= Date.now()) return
      return sendStored(request, reply, page)
    })

    app.addHook('onSend', async (request, reply, payload) => {
      if (!cacheable(request) || reply.getHeader('x-page-cache')) return payload
      const type = String(reply.getHeader('content-type') ?? '')
      const status = reply.statusCode
      if (!type.startsWith('text/html') || (status !== 200 && status !== 404)) return payload
      if (!payload || typeof (payload as Readable).pipe !== 'function') return payload
      const html = await readAll(payload as Readable)
      const page: CachedPage = {
        expires: Date.now() + options.ttlMs,
        html,
        nonce: reply.cspNonce?.script ?? '',
        status,
        headers: {
          'content-type': type,
          'cache-control': String(reply.getHeader('cache-control') ?? 'no-cache'),
        },
        encoded: {},
      }
      const vary = reply.getHeader('vary')
      if (vary) page.headers.vary = String(vary)
      if (/accept-language/i.test(String(vary ?? ''))) languageVaried.add(address(request))
      stored.delete(key(request, languageVaried))
      stored.set(key(request, languageVaried), page)
      if (stored.size > MAX_PAGES) stored.delete(stored.keys().next().value!)
      return html
    })
  },
  { name: 'page-cache', dependencies: ['security', 'catalogue-changes'] },
)
