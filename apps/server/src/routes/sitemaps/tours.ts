import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { plainText, xmlDocument } from '@serendib/domain/api/envelope'
import { tourSitemapParamsSchema } from '@serendib/domain/api/system'
import { countTourSitemaps, tourSitemapEntries, urlsetXml } from '../../services/catalogue/sitemap.ts'

/** /sitemaps/tours-{n}.xml: active tours by canonical URL, 40,000 to a file. */
const tourSitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tours-:n.xml',
    {
      schema: {
        params: tourSitemapParamsSchema,
        response: { 200: xmlDocument('Active tours'), 404: plainText('Not found: no such sitemap') },
      },
    },
    async (request, reply) => {
      const n = Number(request.params.n)
      if (!Number.isInteger(n) || n < 1 || n > (await countTourSitemaps(app.catalogueReads.db))) {
        return reply.status(404).type('text/plain').send('Not found')
      }
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(urlsetXml(app.config.publicUrl, await tourSitemapEntries(app.catalogueReads.db, n)))
    },
  )
}
export default tourSitemapRoutes
