import type { FastifyInstance } from 'fastify'
import { noStore } from '../../../contract/no-store.ts'

/**
 * /api/review/**: the review-by-token page's calls. No login (the e-mailed link is the key, and
 * each service checks it), but what a link shows is personal: never in a shared cache.
 */
export default async function reviewLinkArea(app: FastifyInstance) {
  app.addHook('onSend', noStore)
}
