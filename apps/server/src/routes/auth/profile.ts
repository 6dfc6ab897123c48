import type { FastifyInstance } from 'fastify'
import { Messages } from '@serendib/domain/messages'
import { updateProfileField, type ProfileUpdate } from '../../services/accounts/profile.ts'
import { userJson } from '../../services/accounts/user-json.ts'

/** GET /api/account/profile and POST /api/account/profile/field/update (spec §7). */
export default async function profileRoutes(app: FastifyInstance, options: { publicUrl: string }) {
  app.get('/account/profile', async (request, reply) => {
    const user = await request.requireUser()
    reply.header('cache-control', 'no-store')
    return userJson(user)
  })

  app.post<{ Body: ProfileUpdate | undefined }>(
    '/account/profile/field/update',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            field: { type: 'string', maxLength: 50 },
            value: { type: 'string', maxLength: 1024 },
            current_password: { type: 'string', maxLength: 1024 },
          },
        },
      },
    },
    async (request) => {
      const user = await request.requireUser()
      const owner = await request.tokenOwner()
      const updated = await updateProfileField(app.database, user, request.body ?? {}, {
        publicUrl: options.publicUrl,
        tokenId: owner?.tokenId ?? -1,
      })
      return { status: 'success', message: Messages.profileUpdated, data: updated }
    },
  )
}
