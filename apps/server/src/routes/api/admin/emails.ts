import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  adminEmailActionResponseSchema,
  adminEmailDetailResponseSchema,
  adminEmailsQuerySchema,
  adminEmailsResponseSchema,
  PeopleMessages,
} from '@serendib/domain/api/admin-people'
import { idParamsSchema } from '@serendib/domain/api/envelope'
import { requestActor } from '../../../services/audit/record-audit.ts'
import { emailDetail, listEmails, retryEmail } from '../../../services/admin/outbox.ts'

/** The e-mail outbox: every mail and its state; a failed one can be queued again. */
const adminEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/emails',
    { schema: { querystring: adminEmailsQuerySchema, response: { 200: adminEmailsResponseSchema } } },
    async (request) => ({
      status: 'success' as const,
      data: await listEmails(app.database.db, request.query),
    }),
  )
  app.get(
    '/emails/:id',
    { schema: { params: idParamsSchema, response: { 200: adminEmailDetailResponseSchema } } },
    async (request) => ({
      status: 'success' as const,
      data: await emailDetail(app.database.db, request.params.id),
    }),
  )
  app.post(
    '/emails/:id/retry',
    { schema: { params: idParamsSchema, response: { 200: adminEmailActionResponseSchema } } },
    async (request) => ({
      status: 'success' as const,
      message: PeopleMessages.emailRetried,
      data: await retryEmail(app.database, requestActor(request, 'admin'), request.params.id),
    }),
  )
}
export default adminEmailRoutes
