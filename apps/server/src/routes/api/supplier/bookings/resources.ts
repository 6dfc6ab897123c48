import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idParamsSchema, success, successMessage } from '@serendib/domain/api/envelope'
import {
  assignmentBodySchema,
  assignmentReadSchema,
  assignmentResponseSchema,
} from '@serendib/domain/api/supplier-resources'
import { ResourceMessages } from '@serendib/domain/resources'
import { autoAssignOwn, setAssignment } from '../../../../services/resources/assign-resources.ts'
import { bookingAssignment } from '../../../../services/resources/booking-assignment.ts'

/** A booking's vehicle and driver-guide (decision 074), on the booking page: the supplier and office staff. */
const bookingResourceRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { staff: 'resources' } as const

  app.get(
    '/:id/resources',
    { config, schema: { params: idParamsSchema, response: { 200: assignmentReadSchema } } },
    async (request) =>
      success(await bookingAssignment(app.database.db, request.supplierId, request.params.id)),
  )

  app.put(
    '/:id/resources',
    {
      config,
      schema: {
        params: idParamsSchema,
        body: assignmentBodySchema,
        response: { 200: assignmentResponseSchema },
      },
    },
    async (request) =>
      successMessage(
        ResourceMessages.assigned,
        await app.database.transaction((tx) =>
          setAssignment(tx, request.supplierId, request.params.id, request.body),
        ),
      ),
  )

  // "Assign automatically": whatever is free and big enough, for what the booking still lacks.
  app.post(
    '/:id/resources/auto',
    { config, schema: { params: idParamsSchema, response: { 200: assignmentResponseSchema } } },
    async (request) =>
      successMessage(
        ResourceMessages.assigned,
        await app.database.transaction((tx) => autoAssignOwn(tx, request.supplierId, request.params.id)),
      ),
  )
}
export default bookingResourceRoutes
