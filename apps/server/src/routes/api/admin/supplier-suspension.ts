import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  adminSupplierDetailResponseSchema,
  adminSupplierReinstateBodySchema,
  adminSupplierSuspendBodySchema,
  adminSupplierSuspensionResponseSchema,
} from '@serendib/domain/api/admin-suppliers'
import { apiErrorSchema, idParamsSchema, success, successMessage } from '@serendib/domain/api/envelope'
import { SupplierApprovalMessages } from '@serendib/domain/supplier-approval'
import { requestActor } from '../../../services/audit/record-audit.ts'
import { supplierDetail } from '../../../services/admin/supplier-detail.ts'
import { reinstateSupplier, suspendSupplier } from '../../../services/admin/supplier-suspension.ts'

const errors = { 404: apiErrorSchema, 422: apiErrorSchema }

/**
 * One supplier's page (issue 15): its profile, commission and tours; suspend (its tours go off
 * sale, bookings stay) and reinstate (decision 048). Both change what is on sale.
 */
const adminSupplierSuspensionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/suppliers/:id',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: adminSupplierDetailResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request) => success(await supplierDetail(app.database.db, request.params.id)),
  )

  app.post(
    '/suppliers/:id/suspend',
    {
      schema: {
        params: idParamsSchema,
        body: adminSupplierSuspendBodySchema,
        response: { 200: adminSupplierSuspensionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const data = await suspendSupplier(
        app.database,
        requestActor(request, 'admin'),
        request.params.id,
        request.body.reason,
        app.config.publicUrl,
      )
      app.catalogueChanges.changed()
      return successMessage(SupplierApprovalMessages.suspendedNotice, data)
    },
  )

  app.post(
    '/suppliers/:id/reinstate',
    {
      schema: {
        params: idParamsSchema,
        body: adminSupplierReinstateBodySchema,
        response: { 200: adminSupplierSuspensionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const data = await reinstateSupplier(
        app.database,
        requestActor(request, 'admin'),
        request.params.id,
        request.body?.reason ?? '',
        app.config.publicUrl,
      )
      app.catalogueChanges.changed()
      return successMessage(SupplierApprovalMessages.reinstatedNotice, data)
    },
  )
}
export default adminSupplierSuspensionRoutes
