import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  adminResellerCreateSchema,
  adminResellerDetailResponseSchema,
  adminResellerUpdateSchema,
  adminTourOptionsQuerySchema,
  adminTourOptionsResponseSchema,
  adminResellerKeyParamsSchema,
  adminResellerKeyResponseSchema,
  adminResellerKeyRevokeResponseSchema,
  adminResellerResponseSchema,
  adminResellersResponseSchema,
} from '@serendib/domain/api/admin-resellers'
import { apiErrorSchema, idParamsSchema, success } from '@serendib/domain/api/envelope'
import { requestActor } from '../../../services/audit/record-audit.ts'
import {
  createReseller,
  issueApiKey,
  listResellers,
  resellerView,
  revokeApiKey,
} from '../../../services/octo/resellers.ts'
import { getReseller, sellableTourOptions, updateReseller } from '../../../services/octo/update-reseller.ts'

/** OCTO resellers: create one, issue API keys (shown once) and revoke them (issue 16). */
const adminResellerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get('/resellers', { schema: { response: { 200: adminResellersResponseSchema } } }, async () => ({
    status: 'success' as const,
    data: await listResellers(db),
  }))

  app.post(
    '/resellers',
    { schema: { body: adminResellerCreateSchema, response: { 200: adminResellerResponseSchema } } },
    async (request) => {
      const body = request.body
      const reseller = await db.transaction((tx) =>
        createReseller(
          tx,
          {
            name: body.name,
            contactEmail: body.contactEmail,
            commissionPercent: body.commissionPercent,
            allowedActivityIds: body.allowedActivityIds ?? null,
          },
          requestActor(request, 'admin'),
        ),
      )
      return { status: 'success' as const, message: 'Reseller created', data: resellerView(reseller, []) }
    },
  )

  app.get(
    '/resellers/:id',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: adminResellerDetailResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request) => success(await getReseller(db, request.params.id)),
  )

  app.put(
    '/resellers/:id',
    {
      schema: {
        params: idParamsSchema,
        body: adminResellerUpdateSchema,
        response: { 200: adminResellerResponseSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const body = request.body
      const reseller = await db.transaction((tx) =>
        updateReseller(
          tx,
          request.params.id,
          {
            name: body.name,
            contactEmail: body.contactEmail,
            commissionPercent: body.commissionPercent,
            allowedActivityIds: body.allowedActivityIds ?? null,
          },
          requestActor(request, 'admin'),
        ),
      )
      return { status: 'success' as const, message: 'Reseller saved', data: reseller }
    },
  )

  app.get(
    '/tour-options',
    {
      schema: { querystring: adminTourOptionsQuerySchema, response: { 200: adminTourOptionsResponseSchema } },
    },
    async (request) => success(await sellableTourOptions(db, request.query.q)),
  )

  app.post(
    '/resellers/:id/keys',
    { schema: { params: idParamsSchema, response: { 200: adminResellerKeyResponseSchema } } },
    async (request) => ({
      status: 'success' as const,
      message: 'Copy this key now: it is not shown again',
      data: await db.transaction((tx) => issueApiKey(tx, request.params.id, requestActor(request, 'admin'))),
    }),
  )

  app.post(
    '/resellers/:id/keys/:keyId/revoke',
    {
      schema: {
        params: adminResellerKeyParamsSchema,
        response: { 200: adminResellerKeyRevokeResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'Key revoked',
      data: await db.transaction((tx) =>
        revokeApiKey(tx, request.params.id, request.params.keyId, requestActor(request, 'admin')),
      ),
    }),
  )
}
export default adminResellerRoutes
