import type { FastifyInstance } from 'fastify'
import { AreaMessages } from '@serendib/domain/messages/areas'
import { UserType } from '@serendib/domain/user-types'
import { noStore } from '../../../contract/no-store.ts'
import { documentBearer, requireUserType } from '../../../plugins/auth.ts'

/** The one guard of /api/supplier/**: suppliers only; their answers are never cached. */
export default async function supplierArea(app: FastifyInstance) {
  app.addHook('onRequest', requireUserType([UserType.supplier], AreaMessages.suppliersOnly))
  app.addHook('onSend', noStore)
  app.addHook('onRoute', documentBearer)
}
