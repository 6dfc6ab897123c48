import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet from '@fastify/helmet'

function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Inline style attributes (image aspect boxes, slider offsets) are harmless; scripts are not.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ')
}

/**
 * Security headers for pages and API: a nonce-based CSP for scripts, no sniffing, frame denial,
 * and HSTS only when the request really arrived over TLS (behind a trusted proxy), so a
 * plain-HTTP laptop demo still works. Development (Vite's inline HMR client) skips the CSP.
 */
export default fp(
  async (app: FastifyInstance, options: { development: boolean }) => {
    await app.register(helmet, {
      contentSecurityPolicy: false,
      hsts: false,
      frameguard: { action: 'deny' },
      // "no-referrer" makes Chromium send `Origin: null` on plain form POSTs, which React
      // Router's CSRF check refuses; same-origin requests keep their origin this way.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    })
    // @fastify/helmet declares reply.cspNonce ({ script, style }); we fill it ourselves so the
    // nonce goes into script-src only (a style nonce would switch off inline style attributes).
    app.addHook('onRequest', async (request, reply) => {
      const nonce = randomBytes(16).toString('base64')
      reply.cspNonce = { script: nonce, style: '' }
      if (!options.development) reply.header('content-security-policy', contentSecurityPolicy(nonce))
      if (request.protocol === 'https') {
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains')
      }
    })
  },
  { name: 'security' },
)
