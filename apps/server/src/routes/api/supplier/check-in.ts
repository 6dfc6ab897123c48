import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { success, successMessage } from '@serendib/domain/api/envelope'
import {
  checkInBodySchema,
  checkInResponseSchema,
  recentStartsResponseSchema,
} from '@serendib/domain/api/vouchers'
import { requestActor } from '../../../services/audit/record-audit.ts'
import { recentStarts } from '../../../services/supplier/attendance/recent-starts.ts'
import { checkIn } from '../../../services/vouchers/check-in.ts'

/** Check-in by a scanned voucher code or a typed reference (issue 14). */
const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/check-in',
    { schema: { body: checkInBodySchema, response: { 200: checkInResponseSchema } } },
    async (request) => {
      const actor = { ...requestActor(request, 'supplier'), userId: request.user.id }
      const done = await checkIn(app.database, app.config.appSecret, actor, {
        code: request.body.code,
        confirmOtherDay: request.body.confirm_other_day,
      })
      return successMessage(done.message, done.result)
    },
  )
  // The no-show window's bookings (decision 049): who started in the last 24 h, and who came.
  app.get(
    '/check-in/recent',
    { schema: { response: { 200: recentStartsResponseSchema } } },
    async (request) => success(await recentStarts(app.database.db, request.user.id)),
  )
}
export default checkInRoutes
