import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiErrorSchema } from '@serendib/domain/api/envelope'

/** Unknown API paths answer in the API's error shape, not with the HTML 404 page. */
const apiNotFound: FastifyPluginAsyncZod = async (app) => {
  app.all('/*', { schema: { hide: true, response: { 404: apiErrorSchema } } }, async (_request, reply) =>
    reply.status(404).send({ status: 'error', message: 'Not found' }),
  )
}
export default apiNotFound
