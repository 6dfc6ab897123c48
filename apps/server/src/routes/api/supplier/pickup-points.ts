import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { success } from '@serendib/domain/api/envelope'
import { pickupPointsResponseSchema } from '@serendib/domain/api/supplier-pickup-points'
import { listPickupPoints } from '../../../services/supplier-tours/pickup-points.ts'

/** GET /api/supplier/pickup-points: what the tour editor's pick-up step offers (issue 13). */
const supplierPickupPointsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/pickup-points', { schema: { response: { 200: pickupPointsResponseSchema } } }, async () =>
    success(await listPickupPoints(app.database.db)),
  )
}
export default supplierPickupPointsRoutes
