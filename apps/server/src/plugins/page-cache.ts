import type { Readable } from 'node:stream'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

interface CachedPage {
  expires: number
  html: string
  /** The CSP nonce the page was rendered with; swapped for each response's own nonce. */
  nonce: string
  status: number
  headers: Record<string, string>
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
    // Review links carry a single-use token.
    !request.url.startsWith('/tour/review/') &&
    // Single-use links (reset password) must not linger as cache keys in memory.
    !request.url.includes('token=')
  )
}

const key = (request: FastifyRequest) => `${request.protocol}://${request.host}${request.url}`

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk))
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * Keeps rendered public pages for a short while (CATALOGUE_CACHE_SECONDS, decision 008), so a
 * popular tour page is rendered once per interval, not once per visitor. Each response still
 * gets its own CSP nonce: the cached HTML's nonce is replaced by the fresh one.
 */
export default fp(
  async function pageCache(app: FastifyInstance, options: { ttlMs: number }) {
    // Insertion-ordered: when full, the oldest page goes first.
    const stored = new Map<string, CachedPage>()
    const MAX_PAGES = 2000
    // An admin's edit: every stored page may show it (plugins/catalogue-changes.ts).
    app.catalogueChanges.onChange(() => stored.clear())

    app.addHook('onRequest', async (request, reply) => {
      if (!cacheable(request)) return
      const page = stored.get(key(request))
      if (!page || page.expires <= Date.now()) return
      const fresh = reply.cspNonce?.script ?? ''
      for (const [name, value] of Object.entries(page.headers)) reply.header(name, value)
      reply.header('x-page-cache', 'hit')
      return reply.status(page.status).send(page.nonce ? page.html.replaceAll(page.nonce, fresh) : page.html)
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
      }
      stored.delete(key(request))
      stored.set(key(request), page)
      if (stored.size > MAX_PAGES) stored.delete(stored.keys().next().value!)
      return html
    })
  },
  { name: 'page-cache', dependencies: ['security', 'catalogue-changes'] },
)
