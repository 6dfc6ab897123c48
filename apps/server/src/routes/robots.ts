import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { plainText } from '@serendib/domain/api/envelope'

/** /robots.txt: everything public may be crawled; the account areas and the API may not. */
const robotsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/robots.txt',
    { schema: { response: { 200: plainText('robots.txt') } } },
    async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(
          [
            'User-agent: *',
            'Allow: /',
            'Disallow: /account',
            'Disallow: /cart',
            'Disallow: /checkout',
            'Disallow: /payment/',
            'Disallow: /api/',
            'Disallow: /supplier',
            'Disallow: /admin',
            `Sitemap: ${app.config.publicUrl}/sitemap.xml`,
            '',
          ].join('\n'),
        ),
  )
}
export default robotsRoutes
