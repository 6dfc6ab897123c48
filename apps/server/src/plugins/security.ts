import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet from '@fastify/helmet'

/**
 * Security headers for pages and API: a nonce-based CSP for scripts (React Router's inline
 * hydration scripts carry the nonce), no sniffing, frame denial, and HSTS only when the request
 * really arrived over TLS (behind a proxy that says so), so a plain-HTTP laptop demo still works.
 */
export default fp(
  async (app: FastifyInstance, options: { development: boolean }) => {
    await app.register(helmet, {
      enableCSPNonces: !options.development,
      contentSecurityPolicy: options.development
        ? false
        : {
            useDefaults: false,
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'"],
              styleSrc: ["'self'", "'unsafe-inline'"],
              imgSrc: ["'self'", 'data:', 'blob:'],
              fontSrc: ["'self'", 'data:'],
              connectSrc: ["'self'"],
              formAction: ["'self'"],
              frameAncestors: ["'none'"],
              objectSrc: ["'none'"],
              baseUri: ["'self'"],
            },
          },
      hsts: false,
      frameguard: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
    })
    app.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https') {
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains')
      }
    })
  },
  { name: 'security' },
)
