import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { xmlDocument } from '@serendib/domain/api/envelope'
import { countTourSitemaps, sitemapIndexXml } from '../services/catalogue/sitemap.ts'

/** /sitemap.xml: an index of /sitemaps/pages.xml and /sitemaps/tours-{n}.xml. */
const sitemapIndexRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sitemap.xml',
    { schema: { response: { 200: xmlDocument('The sitemap index') } } },
    async (_request, reply) => {
      const tours = await countTourSitemaps(app.catalogueReads.db)
      const paths = [
        '/sitemaps/pages.xml',
        ...Array.from({ length: tours }, (_, i) => `/sitemaps/tours-${i + 1}.xml`),
      ]
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(sitemapIndexXml(app.config.publicUrl, paths))
    },
  )
}
export default sitemapIndexRoutes
