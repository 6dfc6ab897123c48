import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { octoErrorResponses } from '@serendib/domain/api/octo'
import {
  octoWebhookCreateBodySchema,
  octoWebhookCreatedSchema,
  octoWebhookListSchema,
  octoWebhookParamsSchema,
  octoWebhookSchema,
} from '@serendib/domain/api/octo-webhooks'
import { octoReseller } from '../../services/octo/request-reseller.ts'
import { createWebhook, deleteWebhook, listWebhooks } from '../../services/octo/webhooks.ts'

/**
 * octo/webhooks (issue 33, decision 061): a reseller's own webhooks, behind its API key like the
 * rest of /octo. The capabilities asked for with Octo-Capabilities on the create shape the
 * bookings each delivery carries. Private and loopback hosts are refused in production only.
 */
const octoWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const allowPrivate = app.config.mode !== 'production'

  app.post(
    '/webhooks',
    {
      schema: {
        body: octoWebhookCreateBodySchema,
        response: { 200: octoWebhookCreatedSchema, ...octoErrorResponses },
      },
    },
    async (request) =>
      createWebhook(
        app.database.db,
        octoReseller(request),
        request.body,
        request.octoCapabilities,
        allowPrivate,
      ),
  )

  app.get(
    '/webhooks',
    { schema: { response: { 200: octoWebhookListSchema, ...octoErrorResponses } } },
    async (request) => listWebhooks(app.database.db, octoReseller(request)),
  )

  app.delete(
    '/webhooks/:id',
    {
      schema: {
        params: octoWebhookParamsSchema,
        response: { 200: octoWebhookSchema, ...octoErrorResponses },
      },
    },
    async (request) => deleteWebhook(app.database.db, octoReseller(request), request.params.id),
  )
}
export default octoWebhookRoutes
