import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  octoErrorResponses,
  octoProductParamsSchema,
  octoProductSchema,
  octoProductsSchema,
  octoSupplierSchema,
} from '@serendib/domain/api/octo'
import { withProductCapabilities } from '../../services/octo/capabilities.ts'
import { octoAsk, octoReseller } from '../../services/octo/request-reseller.ts'
import { loadTour, loadTours, toOctoProduct } from '../../services/octo/products.ts'

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
    { schema: { response: { 200: octoProductsSchema, ...octoErrorResponses } } },
    async (request) => {
      const tours = await loadTours(app.database.db, octoReseller(request))
      return withProductCapabilities(app.database.db, octoAsk(request), tours, tours.map(toOctoProduct))
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
      const [product] = await withProductCapabilities(
        app.database.db,
        octoAsk(request),
        [tour],
        [toOctoProduct(tour)],
      )
      return product as ReturnType<typeof toOctoProduct>
    },
  )
}
export default octoCatalogueRoutes
