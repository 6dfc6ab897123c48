import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  adminResellerCreateSchema,
  adminResellerKeyParamsSchema,
  adminResellerKeyResponseSchema,
  adminResellerKeyRevokeResponseSchema,
  adminResellerResponseSchema,
  adminResellersResponseSchema,
} from '@serendib/domain/api/admin-resellers'
import { idParamsSchema } from '@serendib/domain/api/envelope'
import { requestActor } from '../../../services/audit/record-audit.ts'
import {
  createReseller,
  issueApiKey,
  listResellers,
  resellerView,
  revokeApiKey,
} from '../../../services/octo/resellers.ts'

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
