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
import { ownTripsOnly } from '../../../services/staff/staff-member.ts'

/** Check-in by a scanned voucher code or a typed reference (issue 14). */
const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/check-in',
    {
      config: { staff: 'check-in' },
      schema: { body: checkInBodySchema, response: { 200: checkInResponseSchema } },
    },
    async (request) => {
      // The staff member is the audit's actor; the bookings are their supplier's (decision 074).
      const actor = { ...requestActor(request, 'supplier'), userId: request.user.id }
      const done = await checkIn(app.database, app.config.appSecret, actor, {
        code: request.body.code,
        confirmOtherDay: request.body.confirm_other_day,
        scope: { supplierId: request.supplierId, ...ownTripsOnly(request) },
      })
      return successMessage(done.message, done.result)
    },
  )
  // The no-show window's bookings (decision 049): who started in the last 24 h, and who came.
  app.get(
    '/check-in/recent',
    { config: { staff: 'bookings' }, schema: { response: { 200: recentStartsResponseSchema } } },
    async (request) => success(await recentStarts(app.database.db, request.supplierId)),
  )
}
export default checkInRoutes
