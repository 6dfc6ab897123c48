import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.ts'
import reviewImageRoutes from '../reviews/review-images.ts'
import tokenReviewRoutes from '../reviews/token-review.ts'
import dealsRoutes from './deals.ts'
import favouritesRoutes from './favourites.ts'
import accountReviewRoutes from './reviews.ts'

/**
 * Reviews, favourites and deals of the account area, and the review-by-token page's calls
 * (docs/account-area-api.md). Full /api/... paths; encapsulated, so the multipart parser and
 * the no-store header stay with these routes.
 */
export default async function reviewsAreaRoutes(app: FastifyInstance, { config }: { config: Config }) {
  // Personal answers (and token-page data) must never sit in a shared cache.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store')
    return payload
  })
  await app.register(accountReviewRoutes)
  await app.register(favouritesRoutes)
  await app.register(dealsRoutes)
  await app.register(tokenReviewRoutes)
  await app.register(reviewImageRoutes, { mediaDir: config.mediaDir })
}
