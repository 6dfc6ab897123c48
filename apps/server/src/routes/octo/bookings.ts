import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
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
  octoVoucherPdfResponse,
  type OctoBookingView,
} from '@serendib/domain/api/octo'
import { withBookingCapabilities } from '../../services/octo/capabilities.ts'
import { octoVoucherPdf, withVoucherDelivery } from '../../services/octo/octo-voucher.ts'
import { octoAsk, octoReseller } from '../../services/octo/request-reseller.ts'
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
  updateOctoBooking,
} from '../../services/octo/octo-bookings-write.ts'
import { reserveOctoBooking } from '../../services/octo/reserve-octo-booking.ts'

const one = { 200: octoBookingSchema, ...octoErrorResponses }
const byUuid = { params: octoBookingParamsSchema }

/** OCTO bookings: reserve (ON_HOLD), confirm, extend, update, cancel, get and list (issue 16). */
const octoBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const database = app.database
  const keys = { secret: app.config.appSecret, publicUrl: app.config.publicUrl }
  /** The answers with what Octo-Capabilities asked for (decision 053) and a confirmed one's voucher. */
  const answerAll = async (request: FastifyRequest, views: OctoBookingView[]) =>
    (await withBookingCapabilities(database.db, octoAsk(request), views)).map((view) =>
      withVoucherDelivery(view, keys),
    )
  const answer = async (request: FastifyRequest, booking: Promise<OctoBookingView>) => {
    const [view] = await answerAll(request, [await booking])
    return view as OctoBookingView
  }

  app.post('/bookings', { schema: { body: octoReserveBodySchema, response: one } }, async (request) =>
    answer(request, reserveOctoBooking(database, octoReseller(request), request.body, octoAsk(request))),
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
      const list = await listOctoBookings(database.db, octoReseller(request), request.query)
      return answerAll(request, list)
    },
  )

  app.get('/bookings/:uuid', { schema: { ...byUuid, response: one } }, async (request) => {
    const reseller = octoReseller(request)
    await expireOctoHolds(database.db)
    const row = await loadOctoBooking(database.db, reseller, request.params.uuid)
    return answer(request, toOctoBooking(database.db, reseller, row))
  })

  // The voucher PDF the site mails its travellers, for the reseller to pass on (issue 33).
  app.get(
    '/bookings/:uuid/voucher.pdf',
    { schema: { ...byUuid, response: { 200: octoVoucherPdfResponse, ...octoErrorResponses } } },
    async (request, reply) => {
      const reseller = octoReseller(request)
      await expireOctoHolds(database.db)
      const pdf = await octoVoucherPdf(database.db, keys.secret, reseller, request.params.uuid)
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="voucher-${request.params.uuid}.pdf"`)
          // NOTE: bytes go out as they are; the schema only documents them (a PDF is not a string).
          .send(pdf as unknown as string)
      )
    },
  )

  app.patch(
    '/bookings/:uuid',
    { schema: { ...byUuid, body: octoUpdateBodySchema, response: one } },
    async (request) =>
      answer(
        request,
        updateOctoBooking(
          database,
          octoReseller(request),
          request.params.uuid,
          request.body,
          octoAsk(request),
        ),
      ),
  )

  app.post(
    '/bookings/:uuid/confirm',
    { schema: { ...byUuid, body: octoConfirmBodySchema, response: one } },
    async (request) =>
      answer(
        request,
        confirmOctoBooking(
          database,
          octoReseller(request),
          request.params.uuid,
          request.body,
          app.config.publicUrl,
          new Date(),
          octoAsk(request),
        ),
      ),
  )

  app.post(
    '/bookings/:uuid/extend',
    { schema: { ...byUuid, body: octoExtendBodySchema, response: one } },
    async (request) =>
      answer(
        request,
        extendOctoBooking(
          database,
          octoReseller(request),
          request.params.uuid,
          request.body.expirationMinutes,
        ),
      ),
  )

  app.post(
    '/bookings/:uuid/cancel',
    { schema: { ...byUuid, body: octoCancelBodySchema, response: one } },
    async (request) =>
      answer(
        request,
        cancelOctoBooking(
          database,
          octoReseller(request),
          request.params.uuid,
          request.body,
          app.config.publicUrl,
        ),
      ),
  )
}
export default octoBookingRoutes
