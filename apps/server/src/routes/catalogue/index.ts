import type { FastifyInstance } from 'fastify'
import activityRoutes from './activity.ts'
import contactRoutes from './contact.ts'
import contentRoutes from './content.ts'
import locationPageRoutes from './location-page.ts'
import searchRoutes from './search.ts'
import suggestionRoutes from './suggestions.ts'

/** The public catalogue API (spec §7 "Search and catalogue"), mounted under /api. */
export default async function catalogueRoutes(app: FastifyInstance, options: { adminEmail: string }) {
  await app.register(searchRoutes)
  await app.register(activityRoutes)
  await app.register(suggestionRoutes)
  await app.register(contentRoutes)
  await app.register(locationPageRoutes)
  await app.register(contactRoutes, { adminEmail: options.adminEmail })
}
