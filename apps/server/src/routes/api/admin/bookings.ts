import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  adminBookingActionResponseSchema,
  adminBookingDetailResponseSchema,
  adminBookingsQuerySchema,
  adminBookingsResponseSchema,
  adminRefundBodySchema,
  adminTransitionBodySchema,
} from '@serendib/domain/api/admin-bookings'
import { idParamsSchema } from '@serendib/domain/api/envelope'
import { requestActor } from '../../../services/audit/record-audit.ts'
import { adminBookingDetail } from '../../../services/admin/bookings/booking-detail.ts'
import { refundBookingByAdmin } from '../../../services/admin/bookings/refunds.ts'
import { searchBookings } from '../../../services/admin/bookings/search-bookings.ts'
import { transitionByAdmin } from '../../../services/admin/bookings/transition.ts'
import { paymentProviders } from '../../../services/payments/payment-provider.ts'

/** Every booking: search, open, move through the state graph, refund (issue 15, decision 027). */
const adminBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const providers = paymentProviders(app.config)
  const ctx = (log: typeof app.log) => ({
    database: app.database,
    providers,
    publicUrl: app.config.publicUrl,
    log,
  })
  const db = () => app.database.db

  app.get(
    '/bookings',
    { schema: { querystring: adminBookingsQuerySchema, response: { 200: adminBookingsResponseSchema } } },
    async (request) => ({ status: 'success' as const, data: await searchBookings(db(), request.query) }),
  )

  app.get(
    '/bookings/:id',
    { schema: { params: idParamsSchema, response: { 200: adminBookingDetailResponseSchema } } },
    async (request) => ({
      status: 'success' as const,
      data: await adminBookingDetail(db(), request.params.id),
    }),
  )

  app.post(
    '/bookings/:id/transition',
    {
      schema: {
        params: idParamsSchema,
        body: adminTransitionBodySchema,
        response: { 200: adminBookingActionResponseSchema },
      },
    },
    async (request) => {
      const done = await transitionByAdmin(
        ctx(request.log),
        requestActor(request, 'admin'),
        request.params.id,
        request.body,
      )
      return {
        status: 'success' as const,
        message: done.message,
        data: await adminBookingDetail(db(), request.params.id),
      }
    },
  )

  app.post(
    '/bookings/:id/refunds',
    {
      schema: {
        params: idParamsSchema,
        body: adminRefundBodySchema,
        response: { 200: adminBookingActionResponseSchema },
      },
    },
    async (request) => {
      const done = await refundBookingByAdmin(
        ctx(request.log),
        requestActor(request, 'admin'),
        request.params.id,
        request.body,
      )
      return {
        status: 'success' as const,
        message: done.message,
        data: await adminBookingDetail(db(), request.params.id),
      }
    },
  )
}
export default adminBookingRoutes
