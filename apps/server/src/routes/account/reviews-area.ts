import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.ts'

/** Reviews, favourites, deals and review-by-token routes (filled in shortly). */
export default async function reviewsAreaRoutes(_app: FastifyInstance, _options: { config: Config }) {}
