import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminListQuerySchema } from '@serendib/domain/api/admin-common'
import {
  adminInquiriesResponseSchema,
  adminSubscribersResponseSchema,
  csvResponseSchema,
} from '@serendib/domain/api/admin-people'
import {
  inquiriesCsv,
  listInquiries,
  listSubscribers,
  subscribersCsv,
} from '../../../services/admin/contacts.ts'

const csvQuery = adminListQuerySchema.pick({ q: true })

/** Inquiries and newsletter subscribers, each a paginated list and a CSV of the whole (filtered) list. */
const adminContactRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db
  app.get(
    '/inquiries',
    { schema: { querystring: adminListQuerySchema, response: { 200: adminInquiriesResponseSchema } } },
    async (request) => ({
      status: 'success' as const,
      data: await listInquiries(db(), request.query.page, request.query.q),
    }),
  )
  app.get(
    '/subscribers',
    { schema: { querystring: adminListQuerySchema, response: { 200: adminSubscribersResponseSchema } } },
    async (request) => ({
      status: 'success' as const,
      data: await listSubscribers(db(), request.query.page, request.query.q),
    }),
  )
  for (const [name, build] of [
    ['inquiries', inquiriesCsv],
    ['subscribers', subscribersCsv],
  ] as const) {
    app.get(
      `/${name}.csv`,
      { schema: { querystring: csvQuery, response: { 200: csvResponseSchema } } },
      async (request, reply) => {
        const csv = await build(db(), request.query.q)
        // A string with a non-JSON type is sent as it is, not serialised.
        return reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
          )
          .send(csv)
      },
    )
  }
}
export default adminContactRoutes
