import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { success } from '@serendib/domain/api/envelope'
import { instagramReplySchema } from '@serendib/domain/api/catalogue'
import { listInstagramPosts } from '../../services/catalogue/location-page.ts'

/** GET /api/instagram/get (spec §7): the admin-managed gallery. */
const instagramRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/instagram/get', { schema: { response: { 200: instagramReplySchema } } }, async () =>
    success(await listInstagramPosts(app.catalogueReads.db)),
  )
}
export default instagramRoutes
