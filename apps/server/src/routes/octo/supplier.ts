import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  octoErrorResponses,
  octoProductParamsSchema,
  octoProductSchema,
  octoProductsSchema,
  octoSupplierSchema,
} from '@serendib/domain/api/octo'
import { octoProductsQuerySchema } from '@serendib/domain/api/octo-content'
import { withProductCapabilities } from '../../services/octo/capabilities.ts'
import { octoAsk, octoReseller } from '../../services/octo/request-reseller.ts'
import { countTours, loadTour, loadTours, toOctoProduct } from '../../services/octo/products.ts'
import { withProductContent } from '../../services/octo/octo-content.ts'
import { pageHeaders } from '../../services/octo/octo-paging.ts'

/** OCTO core: who we are, and our active tours as products (issue 16). */
const octoCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/supplier',
    { schema: { response: { 200: octoSupplierSchema, ...octoErrorResponses } } },
    async () => ({
      id: 'serendib',
      name: 'Serendib',
      endpoint: `${app.config.publicUrl}/octo`,
      contact: {
        website: app.config.publicUrl,
        email: /<([^>]+)>/.exec(app.config.mailFrom)?.[1] ?? app.config.mailFrom,
        telephone: null,
        address: 'Sri Lanka',
      },
    }),
  )

  app.get(
    '/products',
    {
      schema: {
        querystring: octoProductsQuerySchema,
        response: { 200: octoProductsSchema, ...octoErrorResponses },
      },
    },
    async (request, reply) => {
      const db = app.database.db
      const reseller = octoReseller(request)
      const { limit, offset = 0 } = request.query
      const tours = await loadTours(db, reseller, { limit, offset })
      // Paging is ours (decision 060): without limit and offset, every product, as OCTO has it.
      if (request.query.limit !== undefined || request.query.offset !== undefined)
        pageHeaders(reply, `${app.config.publicUrl}/octo/products`, {
          limit: limit ?? null,
          offset,
          count: tours.length,
          total: await countTours(db, reseller),
        })
      const ask = octoAsk(request)
      const products = await withProductCapabilities(db, ask, tours, tours.map(toOctoProduct))
      return withProductContent(db, ask, app.config.publicUrl, tours, products)
    },
  )

  app.get(
    '/products/:id',
    {
      schema: {
        params: octoProductParamsSchema,
        response: { 200: octoProductSchema, ...octoErrorResponses },
      },
    },
    async (request) => {
      const tour = await loadTour(app.database.db, octoReseller(request), request.params.id)
      const ask = octoAsk(request)
      const products = await withProductCapabilities(app.database.db, ask, [tour], [toOctoProduct(tour)])
      const [product] = await withProductContent(app.database.db, ask, app.config.publicUrl, [tour], products)
      return product as ReturnType<typeof toOctoProduct>
    },
  )
}
export default octoCatalogueRoutes
