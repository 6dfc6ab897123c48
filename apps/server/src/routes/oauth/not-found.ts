import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiErrorSchema } from '@serendib/domain/api/envelope'

/** Unknown OAuth paths answer in the API's error shape, not with the HTML 404 page. */
const oauthNotFound: FastifyPluginAsyncZod = async (app) => {
  app.all('/*', { schema: { hide: true, response: { 404: apiErrorSchema } } }, async (_request, reply) =>
    reply.status(404).send({ status: 'error', message: 'Not found' }),
  )
}
export default oauthNotFound
