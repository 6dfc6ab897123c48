import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiErrorSchema, success, successMessage } from '@serendib/domain/api/envelope'
import {
  createTourBodySchema,
  fieldErrorsResponseSchema,
  supplierTourActionResponseSchema,
  supplierTourListResponseSchema,
  supplierTourParamsSchema,
  supplierTourResponseSchema,
  supplierToursQuerySchema,
  updateTourBodySchema,
} from '@serendib/domain/api/supplier-tours'
import { TourLifecycleMessages } from '@serendib/domain/tour-lifecycle'
import { requestActor } from '../../../../services/audit/record-audit.ts'
import { isSupplierApproved } from '../../../../services/supplier-tours/approval.ts'
import { throwFieldErrors } from '../../../../services/supplier-tours/field-errors.ts'
import { listSupplierTours } from '../../../../services/supplier-tours/list-tours.ts'
import { ownTour } from '../../../../services/supplier-tours/own-tour.ts'
import { createDraft, updateTour } from '../../../../services/supplier-tours/save-tour.ts'
import { supplierTourJson } from '../../../../services/supplier-tours/tour-json.ts'

const refusals = { 404: apiErrorSchema, 422: fieldErrorsResponseSchema }

/** The supplier's tours: list, create a draft, read, autosave (issue 13). Only its own: others 404. */
const supplierTours: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { querystring: supplierToursQuerySchema, response: { 200: supplierTourListResponseSchema } } },
    async (request) => {
      const db = app.database.db
      const status = request.query.status || undefined
      const [tours, approved] = await Promise.all([
        listSupplierTours(db, request.user.id, status),
        isSupplierApproved(db, request.user.id),
      ])
      return success({ tours, supplier_approved: approved })
    },
  )

  app.post(
    '/',
    {
      attachValidation: true,
      schema: {
        body: createTourBodySchema,
        response: { 201: supplierTourActionResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      throwFieldErrors(request)
      const actor = requestActor(request, 'supplier')
      const tour = await app.database.transaction((tx) =>
        createDraft(tx, request.user.id, request.body ?? {}, actor),
      )
      return reply.status(201).send(successMessage(TourLifecycleMessages.saved, tour))
    },
  )

  app.get(
    '/:id',
    {
      schema: {
        params: supplierTourParamsSchema,
        response: { 200: supplierTourResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const db = app.database.db
      return success(await supplierTourJson(db, await ownTour(db, request.user.id, request.params.id)))
    },
  )

  app.patch(
    '/:id',
    {
      attachValidation: true,
      schema: {
        params: supplierTourParamsSchema,
        body: updateTourBodySchema,
        response: { 200: supplierTourActionResponseSchema, ...refusals },
      },
    },
    async (request) => {
      throwFieldErrors(request)
      const actor = requestActor(request, 'supplier')
      const result = await updateTour(app.database, request.user.id, request.params.id, request.body, actor)
      // An active tour's edit is public at once (it stays on sale).
      if (result.publicChange) app.catalogueChanges.changed()
      return successMessage(TourLifecycleMessages.saved, result.tour)
    },
  )
}
export default supplierTours
