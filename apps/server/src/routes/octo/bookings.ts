import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  octoBookingListSchema,
  octoBookingParamsSchema,
  octoBookingSchema,
  octoBookingsQuerySchema,
  octoCancelBodySchema,
  octoConfirmBodySchema,
  octoErrorResponses,
  octoExtendBodySchema,
  octoReserveBodySchema,
  octoUpdateBodySchema,
} from '@serendib/domain/api/octo'
import { octoReseller } from '../../services/octo/request-reseller.ts'
import {
  expireOctoHolds,
  listOctoBookings,
  loadOctoBooking,
  toOctoBooking,
} from '../../services/octo/octo-bookings-read.ts'
import {
  cancelOctoBooking,
  confirmOctoBooking,
  extendOctoBooking,
  reserveOctoBooking,
  updateOctoBooking,
} from '../../services/octo/octo-bookings-write.ts'

const one = { 200: octoBookingSchema, ...octoErrorResponses }
const byUuid = { params: octoBookingParamsSchema }

/** OCTO bookings: reserve (ON_HOLD), confirm, extend, update, cancel, get and list (issue 16). */
const octoBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const database = app.database

  app.post('/bookings', { schema: { body: octoReserveBodySchema, response: one } }, async (request) =>
    reserveOctoBooking(database, octoReseller(request), request.body),
  )

  app.get(
    '/bookings',
    {
      schema: {
        querystring: octoBookingsQuerySchema,
        response: { 200: octoBookingListSchema, ...octoErrorResponses },
      },
    },
    async (request) => {
      await expireOctoHolds(database.db)
      return listOctoBookings(database.db, octoReseller(request), request.query)
    },
  )

  app.get('/bookings/:uuid', { schema: { ...byUuid, response: one } }, async (request) => {
    const reseller = octoReseller(request)
    await expireOctoHolds(database.db)
    return toOctoBooking(
      database.db,
      reseller,
      await loadOctoBooking(database.db, reseller, request.params.uuid),
    )
  })

  app.patch(
    '/bookings/:uuid',
    { schema: { ...byUuid, body: octoUpdateBodySchema, response: one } },
    async (request) => updateOctoBooking(database, octoReseller(request), request.params.uuid, request.body),
  )

  app.post(
    '/bookings/:uuid/confirm',
    { schema: { ...byUuid, body: octoConfirmBodySchema, response: one } },
    async (request) => confirmOctoBooking(database, octoReseller(request), request.params.uuid, request.body),
  )

  app.post(
    '/bookings/:uuid/extend',
    { schema: { ...byUuid, body: octoExtendBodySchema, response: one } },
    async (request) =>
      extendOctoBooking(database, octoReseller(request), request.params.uuid, request.body.expirationMinutes),
  )

  app.post(
    '/bookings/:uuid/cancel',
    { schema: { ...byUuid, body: octoCancelBodySchema, response: one } },
    async (request) => cancelOctoBooking(database, octoReseller(request), request.params.uuid, request.body),
  )
}
export default octoBookingRoutes
