import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * One structured line per request (docs/decisions/041-observability.md), as JSON through pino:
 * the request id, method, path (never the query string, which may carry a single-use token),
 * the route pattern it matched, status and duration in milliseconds.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', async (request, reply) => {
      const status = reply.statusCode
      const line = {
        method: request.method,
        path: request.url.split('?', 1)[0],
        route: request.routeOptions.url ?? null,
        status,
        ms: Math.round(reply.elapsedTime * 100) / 100,
      }
      if (status >= 500) request.log.error(line, 'request')
      else request.log.info(line, 'request')
    })
  },
  { name: 'request-log' },
)
