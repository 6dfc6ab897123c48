import type { FastifyInstance } from 'fastify'
import {
  countTourSitemaps,
  pageSitemapEntries,
  sitemapIndexXml,
  tourSitemapEntries,
  urlsetXml,
} from '../services/catalogue/sitemap.ts'

/**
 * /robots.txt and the sitemaps: /sitemap.xml is an index of /sitemaps/pages.xml (static and
 * location pages) and /sitemaps/tours-{n}.xml (active tours by canonical URL).
 */
export default async function seoRoutes(app: FastifyInstance, options: { publicUrl: string }) {
  const base = options.publicUrl
  const xml = 'application/xml; charset=utf-8'

  app.get('/robots.txt', async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600')
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /account',
      'Disallow: /cart',
      'Disallow: /checkout',
      'Disallow: /payment/',
      'Disallow: /api/',
      'Disallow: /supplier',
      'Disallow: /admin',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ].join('\n')
  })

  app.get('/sitemap.xml', async (_request, reply) => {
    const tours = await countTourSitemaps(app.database.db)
    const paths = [
      '/sitemaps/pages.xml',
      ...Array.from({ length: tours }, (_, i) => `/sitemaps/tours-${i + 1}.xml`),
    ]
    return reply.type(xml).header('cache-control', 'public, max-age=3600').send(sitemapIndexXml(base, paths))
  })

  app.get('/sitemaps/pages.xml', async (_request, reply) =>
    reply
      .type(xml)
      .header('cache-control', 'public, max-age=3600')
      .send(urlsetXml(base, await pageSitemapEntries(app.database.db))),
  )

  app.get<{ Params: { n: string } }>('/sitemaps/tours-:n.xml', async (request, reply) => {
    const n = Number(request.params.n)
    if (!Number.isInteger(n) || n < 1 || n > (await countTourSitemaps(app.database.db))) {
      return reply.status(404).type('text/plain').send('Not found')
    }
    return reply
      .type(xml)
      .header('cache-control', 'public, max-age=3600')
      .send(urlsetXml(base, await tourSitemapEntries(app.database.db, n)))
  })
}
