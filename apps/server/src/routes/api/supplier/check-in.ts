import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { successMessage } from '@serendib/domain/api/envelope'
import { checkInBodySchema, checkInResponseSchema } from '@serendib/domain/api/vouchers'
import { requestActor } from '../../../services/audit/record-audit.ts'
import { checkIn } from '../../../services/vouchers/check-in.ts'

/** Check-in by a scanned voucher code or a typed reference (issue 14). */
const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/check-in',
    { schema: { body: checkInBodySchema, response: { 200: checkInResponseSchema } } },
    async (request) => {
      const actor = { ...requestActor(request, 'supplier'), userId: request.user.id }
      const done = await checkIn(app.database, app.config.appSecret, actor, request.body.code)
      return successMessage(done.message, done.result)
    },
  )
}
export default checkInRoutes
