import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { xmlDocument } from '@serendib/domain/api/envelope'
import { pageSitemapEntries, urlsetXml } from '../../services/catalogue/sitemap.ts'

/** /sitemaps/pages.xml: the static pages and every location page. */
const pagesSitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pages.xml',
    { schema: { response: { 200: xmlDocument('Static and location pages') } } },
    async (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(urlsetXml(app.config.publicUrl, await pageSitemapEntries(app.catalogueReads.db))),
  )
}
export default pagesSitemapRoutes
