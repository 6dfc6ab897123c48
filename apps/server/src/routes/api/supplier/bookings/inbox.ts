import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idParamsSchema, success } from '@serendib/domain/api/envelope'
import {
  supplierBookingActionResponseSchema,
  supplierBookingDetailResponseSchema,
  supplierBookingsQuerySchema,
  supplierBookingsResponseSchema,
  supplierCancelBodySchema,
  supplierRejectBodySchema,
} from '@serendib/domain/api/supplier-bookings'
import { operationsSummaryResponseSchema } from '@serendib/domain/api/supplier-operations'
import { supplierCancelReasonText } from '@serendib/domain/supplier-bookings'
import { requestActor } from '../../../../services/audit/record-audit.ts'
import { paymentProviders } from '../../../../services/payments/payment-provider.ts'
import { reportNoShow } from '../../../../services/supplier/attendance/report-no-show.ts'
import { supplierBookingDetail } from '../../../../services/supplier/bookings/booking-detail.ts'
import { decideBooking, type Decision } from '../../../../services/supplier/bookings/decide-booking.ts'
import { listSupplierBookings } from '../../../../services/supplier/bookings/list-bookings.ts'
import { operationsSummary } from '../../../../services/supplier/bookings/operations-summary.ts'

/** The supplier's bookings inbox (issue 14): list, detail, confirm, reject, cancel. Others' bookings are 404. */
const supplierBookings: FastifyPluginAsyncZod = async (app) => {
  const providers = paymentProviders(app.config)
  const db = () => app.database.db

  app.get(
    '/',
    {
      config: { staff: 'bookings' },
      schema: { querystring: supplierBookingsQuerySchema, response: { 200: supplierBookingsResponseSchema } },
    },
    async (request) => success(await listSupplierBookings(db(), request.supplierId, request.query)),
  )

  app.get(
    '/summary',
    { config: { staff: 'bookings' }, schema: { response: { 200: operationsSummaryResponseSchema } } },
    async (request) => success(await operationsSummary(db(), request.supplierId)),
  )

  app.get(
    '/:id',
    {
      config: { staff: 'bookings' },
      schema: { params: idParamsSchema, response: { 200: supplierBookingDetailResponseSchema } },
    },
    async (request) => success(await supplierBookingDetail(db(), request.supplierId, request.params.id)),
  )

  const decide = async (request: FastifyRequest, d: Omit<Decision, 'actor' | 'scope'>) => {
    const message = await decideBooking(
      { database: app.database, providers, publicUrl: app.config.publicUrl, log: request.log },
      { ...d, actor: requestActor(request, 'supplier'), scope: { supplierId: request.supplierId } },
    )
    return {
      status: 'success' as const,
      message,
      data: await supplierBookingDetail(db(), request.supplierId, d.bookingId),
    }
  }

  app.post(
    '/:id/confirm',
    {
      config: { staff: 'bookings' },
      schema: { params: idParamsSchema, response: { 200: supplierBookingActionResponseSchema } },
    },
    (request) => decide(request, { bookingId: request.params.id, action: 'confirm', reason: '' }),
  )

  app.post(
    '/:id/reject',
    {
      config: { staff: 'bookings' },
      schema: {
        params: idParamsSchema,
        body: supplierRejectBodySchema,
        response: { 200: supplierBookingActionResponseSchema },
      },
    },
    (request) =>
      decide(request, { bookingId: request.params.id, action: 'reject', reason: request.body.reason }),
  )

  // A no-show within 24 h after the start (decision 049); beside the status, audited.
  app.post(
    '/:id/no-show',
    {
      config: { staff: 'bookings' },
      schema: { params: idParamsSchema, response: { 200: supplierBookingActionResponseSchema } },
    },
    async (request) => {
      const actor = { ...requestActor(request, 'supplier'), userId: request.supplierId }
      const message = await reportNoShow(app.database, actor, request.params.id)
      return {
        status: 'success' as const,
        message,
        data: await supplierBookingDetail(db(), request.supplierId, request.params.id),
      }
    },
  )

  app.post(
    '/:id/cancel',
    {
      config: { staff: 'bookings' },
      schema: {
        params: idParamsSchema,
        body: supplierCancelBodySchema,
        response: { 200: supplierBookingActionResponseSchema },
      },
    },
    (request) =>
      decide(request, {
        bookingId: request.params.id,
        action: 'cancel',
        reason: supplierCancelReasonText(request.body.reason_code, request.body.reason),
      }),
  )
}
export default supplierBookings
