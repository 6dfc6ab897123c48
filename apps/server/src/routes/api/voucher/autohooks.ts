import type { FastifyInstance } from 'fastify'
import { noStore } from '../../../contract/no-store.ts'
import { documentBearer, signedIn } from '../../../plugins/auth.ts'

/** /api/voucher/**: any signed-in user; the service answers 404 unless it is their booking. */
export default async function voucherArea(app: FastifyInstance) {
  app.addHook('onRequest', signedIn)
  app.addHook('onSend', noStore)
  app.addHook('onRoute', documentBearer)
}
