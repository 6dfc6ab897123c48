import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { htmlPage, idParamsSchema } from '@serendib/domain/api/envelope'
import { mailboxQuerySchema } from '@serendib/domain/api/system'
import { privatePage } from '../../contract/private-page.ts'
import { MAIL_BODY_CSP, mailboxPage, mailHtml, newestMails } from '../../services/email/dev-mailbox.ts'

/**
 * The dev mailbox page (/dev/mailbox) and each mail's own HTML (/dev/mailbox/:id). Only without
 * SMTP_URL (DEV_MAILBOX): it shows every mail to anyone who can reach the server.
 */
const devMailboxPages: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.devMailbox) return
  app.log.warn(
    'The dev mailbox is on (/dev/mailbox): it shows every e-mail to anyone who can reach the server. ' +
      'Set SMTP_URL in production.',
  )

  app.get(
    '/mailbox',
    { schema: { querystring: mailboxQuerySchema, response: { 200: htmlPage('The newest 50 mails') } } },
    async (request, reply) => {
      const to = request.query.to || undefined
      const mails = await newestMails(app.database.db, to)
      return privatePage(reply).type('text/html; charset=utf-8').send(mailboxPage(mails, to))
    },
  )

  app.get(
    '/mailbox/:id',
    {
      schema: {
        params: idParamsSchema,
        response: {
          200: htmlPage("The mail's own HTML, sandboxed by its Content-Security-Policy"),
          404: htmlPage('No such mail'),
        },
      },
    },
    async (request, reply) => {
      const html = await mailHtml(app.database.db, request.params.id)
      privatePage(reply).type('text/html; charset=utf-8')
      if (html === null)
        return reply.status(404).send('<!doctype html><title>Not found</title><p>No such mail.</p>')
      return reply.header('content-security-policy', MAIL_BODY_CSP).send(html)
    },
  )
}
export default devMailboxPages
