import type { FastifyInstance } from 'fastify'
import { AreaMessages } from '@serendib/domain/messages/areas'
import { UserType } from '@serendib/domain/user-types'
import { noStore } from '../../../contract/no-store.ts'
import { documentBearer, requireUserType } from '../../../plugins/auth.ts'

/** The one guard of /api/admin/**: admins only (anonymous 401, others 403); never cached. */
export default async function adminArea(app: FastifyInstance) {
  app.addHook('onRequest', requireUserType([UserType.admin], AreaMessages.adminsOnly))
  app.addHook('onSend', noStore)
  app.addHook('onRoute', documentBearer)
}
