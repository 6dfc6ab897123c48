import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiMessageSchema, successMessage } from '@serendib/domain/api/envelope'
import { inquiryBodySchema, subscriptionBodySchema } from '@serendib/domain/api/site-content'
import { Messages } from '@serendib/domain/messages'
import { submitInquiry, subscribeToDeals } from '../../services/catalogue/contact.ts'

/**
 * POST /api/email/inquiry and /api/email/sub (spec §7 "Other"): mailed to the admins, limited
 * per address, with a honeypot field (services/catalogue/contact.ts).
 */
const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/email/inquiry',
    { schema: { body: inquiryBodySchema, response: { 200: apiMessageSchema } } },
    async (request) => {
      await submitInquiry(app.database.db, request.body, app.config.adminEmail, {
        ip: request.ip,
        honeypot: request.body.website,
      })
      return successMessage(Messages.inquirySuccess)
    },
  )

  app.post(
    '/email/sub',
    { schema: { body: subscriptionBodySchema, response: { 200: apiMessageSchema } } },
    async (request) => {
      await subscribeToDeals(app.database.db, request.body.email, app.config.adminEmail, {
        ip: request.ip,
        honeypot: request.body.website,
      })
      return successMessage(Messages.subscribeSuccess)
    },
  )
}
export default emailRoutes
