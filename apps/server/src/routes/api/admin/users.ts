import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminDoneSchema } from '@serendib/domain/api/admin-common'
import {
  adminUserActionResponseSchema,
  adminUserReasonBodySchema,
  adminUserResponseSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  PeopleMessages,
} from '@serendib/domain/api/admin-people'
import { idParamsSchema } from '@serendib/domain/api/envelope'
import { requestActor } from '../../../services/audit/record-audit.ts'
import {
  adminUser,
  resendUserVerification,
  searchUsers,
  setUserDisabled,
} from '../../../services/admin/users.ts'

/** Users: search, open, disable (every token revoked), enable, resend verification. */
const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    { schema: { querystring: adminUsersQuerySchema, response: { 200: adminUsersResponseSchema } } },
    async (request) => ({
      status: 'success' as const,
      data: await searchUsers(app.database.db, request.query),
    }),
  )
  app.get(
    '/users/:id',
    { schema: { params: idParamsSchema, response: { 200: adminUserResponseSchema } } },
    async (request) => ({
      status: 'success' as const,
      data: await adminUser(app.database.db, request.params.id),
    }),
  )
  for (const [verb, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(
      `/users/:id/${verb}`,
      {
        schema: {
          params: idParamsSchema,
          body: adminUserReasonBodySchema.nullish(),
          response: { 200: adminUserActionResponseSchema },
        },
      },
      async (request) => ({
        status: 'success' as const,
        message: disabled ? PeopleMessages.userDisabled : PeopleMessages.userEnabled,
        data: await setUserDisabled(
          app.database,
          requestActor(request, 'admin'),
          request.params.id,
          disabled,
          request.body?.reason ?? '',
        ),
      }),
    )
  }
  app.post(
    '/users/:id/resend-verification',
    { schema: { params: idParamsSchema, response: { 200: adminDoneSchema } } },
    async (request) => {
      await resendUserVerification(app.database, request.params.id, app.config.publicUrl)
      return { status: 'success' as const, message: PeopleMessages.verificationSent }
    },
  )
}
export default adminUserRoutes
