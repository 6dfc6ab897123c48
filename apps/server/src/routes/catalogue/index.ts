import type { FastifyInstance } from 'fastify'
import { createLruCache } from '../../services/lru-cache.ts'
import activityRoutes from './activity.ts'
import contactRoutes from './contact.ts'
import contentRoutes from './content.ts'
import locationPageRoutes from './location-page.ts'
import searchRoutes from './search.ts'
import suggestionRoutes from './suggestions.ts'

/** The public catalogue API (spec §7 "Search and catalogue"), mounted under /api. */
export default async function catalogueRoutes(
  app: FastifyInstance,
  options: { adminEmail: string; cacheTtlMs: number },
) {
  // Read-mostly answers keyed by their URL; see docs/decisions/008-catalogue-cache.md.
  const cache = createLruCache<unknown>({ max: 5000, ttlMs: options.cacheTtlMs })
  await app.register(searchRoutes, { cache })
  await app.register(activityRoutes, { cache })
  await app.register(suggestionRoutes, { cache })
  await app.register(contentRoutes)
  await app.register(locationPageRoutes, { cache })
  await app.register(contactRoutes, { adminEmail: options.adminEmail })
}
