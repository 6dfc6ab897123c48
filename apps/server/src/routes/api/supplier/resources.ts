import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idParamsSchema, success, successMessage } from '@serendib/domain/api/envelope'
import {
  dayOffParamsSchema,
  resourceBodySchema,
  resourceResponseSchema,
  resourcesResponseSchema,
} from '@serendib/domain/api/supplier-resources'
import { apiMessageSchema } from '@serendib/domain/api/envelope'
import { ResourceMessages } from '@serendib/domain/resources'
import {
  addDayOff,
  archiveResource,
  createResource,
  listResources,
  removeDayOff,
  updateResource,
} from '../../../services/resources/supplier-resources.ts'

/** Vehicles and driver-guides with their days off (decision 074): the supplier and office staff. */
const supplierResourceRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { staff: 'resources' } as const
  const tx = app.database.transaction.bind(app.database)

  app.get('/resources', { config, schema: { response: { 200: resourcesResponseSchema } } }, async (request) =>
    success(await listResources(app.database.db, request.supplierId)),
  )

  app.post(
    '/resources',
    { config, schema: { body: resourceBodySchema, response: { 200: resourceResponseSchema } } },
    async (request) =>
      successMessage(
        ResourceMessages.saved,
        await tx((t) => createResource(t, request.supplierId, request.body)),
      ),
  )

  app.put(
    '/resources/:id',
    {
      config,
      schema: { params: idParamsSchema, body: resourceBodySchema, response: { 200: resourceResponseSchema } },
    },
    async (request) =>
      successMessage(
        ResourceMessages.saved,
        await tx((t) => updateResource(t, request.supplierId, request.params.id, request.body)),
      ),
  )

  app.delete(
    '/resources/:id',
    { config, schema: { params: idParamsSchema, response: { 200: apiMessageSchema } } },
    async (request) => {
      await tx((t) => archiveResource(t, request.supplierId, request.params.id))
      return successMessage(ResourceMessages.saved)
    },
  )

  app.put(
    '/resources/:id/days-off/:day',
    { config, schema: { params: dayOffParamsSchema, response: { 200: resourceResponseSchema } } },
    async (request) =>
      successMessage(
        ResourceMessages.saved,
        await tx((t) => addDayOff(t, request.supplierId, request.params.id, request.params.day)),
      ),
  )

  app.delete(
    '/resources/:id/days-off/:day',
    { config, schema: { params: dayOffParamsSchema, response: { 200: resourceResponseSchema } } },
    async (request) =>
      successMessage(
        ResourceMessages.saved,
        await tx((t) => removeDayOff(t, request.supplierId, request.params.id, request.params.day)),
      ),
  )
}
export default supplierResourceRoutes
