import { randomBytes } from 'node:crypto'
import type { Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet from '@fastify/helmet'
import { isInternalRequest } from '../inject-api-client.ts'

export function contentSecurityPolicy(nonce: string): string {
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
    // TRACE echoes the request (cross-site tracing); TRACK is IIS's alias. Neither is served.
    app.addHook('onRequest', async (request, reply) => {
      if (request.raw.method === 'TRACE' || request.raw.method === 'TRACK') {
        return reply
          .status(405)
          .header('allow', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
          .send({ status: 'error', message: 'Method not allowed' })
      }
    })
    // @fastify/helmet declares reply.cspNonce ({ script, style }); we fill it ourselves so the
    // nonce goes into script-src only (a style nonce would switch off inline style attributes).
    app.addHook('onRequest', async (request, reply) => {
      // A JSON answer to server rendering in this process is never a document (decision 068).
      if (isInternalRequest(request)) return
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

const clientErrorAnswer = (status: string, body: string) =>
  `HTTP/1.1 ${status}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`

/**
 * Fastify's clientErrorHandler (requests Node's parser refuses before any route sees them).
 * Node does not know the method TRACK at all, so it would answer 400; we answer 405 like TRACE.
 * Everything else as Fastify's default does: 408, 431 or 400, then close.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  // Node hands the refused bytes as a Buffer (Fastify's type says otherwise).
  const raw: unknown = (error as { rawPacket?: unknown }).rawPacket
  const track =
    error.code === 'HPE_INVALID_METHOD' && Buffer.isBuffer(raw) && raw.subarray(0, 6).toString() === 'TRACK '
  const status = track
    ? '405 Method Not Allowed'
    : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? '408 Request Timeout'
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? '431 Request Header Fields Too Large'
        : '400 Bad Request'
  const message = track ? 'Method not allowed' : 'Bad request'
  if (socket.writable) socket.write(clientErrorAnswer(status, JSON.stringify({ status: 'error', message })))
  socket.destroy()
}
