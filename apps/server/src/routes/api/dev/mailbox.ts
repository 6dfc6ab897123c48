import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { mailboxQuerySchema, mailboxReplySchema } from '@serendib/domain/api/system'
import { privatePage } from '../../../contract/private-page.ts'
import { mailJson, newestMails } from '../../../services/email/dev-mailbox.ts'

/** GET /api/dev/mailbox: the dev mailbox as JSON (browser journeys read their links here). */
const devMailboxApi: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.devMailbox) return

  app.get(
    '/mailbox',
    { schema: { querystring: mailboxQuerySchema, response: { 200: mailboxReplySchema } } },
    async (request, reply) => {
      const mails = await newestMails(app.database.db, request.query.to || undefined)
      privatePage(reply)
      return { data: mails.map(mailJson) }
    },
  )
}
export default devMailboxApi
