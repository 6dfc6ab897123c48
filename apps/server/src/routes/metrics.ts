import { timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { plainText } from '@serendib/domain/api/envelope'
import { ForbiddenError } from '@serendib/domain/errors'

const LOOPBACK = /^(?:127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/

function sameSecret(given: string, wanted: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(wanted)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Decision 041: with METRICS_TOKEN set, a bearer of it; without, only a scraper on this host
 * talking to the process directly: the socket is loopback and no proxy header says the request
 * came from elsewhere through nginx (which also refuses /metrics itself).
 */
function mayRead(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const header = request.headers.authorization ?? ''
    return header.startsWith('Bearer ') && sameSecret(header.slice(7), token)
  }
  const direct = !request.headers['x-forwarded-for'] && !request.headers['x-real-ip']
  return direct && LOOPBACK.test(request.socket.remoteAddress ?? '')
}

/** GET /metrics: this process's figures in Prometheus' text format (plugins/metrics.ts). */
const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/metrics',
    {
      schema: {
        hide: true,
        response: { 200: plainText('Prometheus text exposition format 0.0.4') },
      },
    },
    async (request, reply) => {
      if (!mayRead(request, app.config.metricsToken)) throw new ForbiddenError()
      const body = await app.metrics.metrics()
      return reply.type(app.metrics.contentType).header('cache-control', 'no-store').send(body)
    },
  )
}
export default metricsRoutes
