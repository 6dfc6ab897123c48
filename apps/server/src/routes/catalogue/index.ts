import type { FastifyInstance } from 'fastify'
import contactRoutes from './contact.ts'
import contentRoutes from './content.ts'
import searchRoutes from './search.ts'

/** The public catalogue API (spec §7 "Search and catalogue"), mounted under /api. */
export default async function catalogueRoutes(app: FastifyInstance, options: { adminEmail: string }) {
  await app.register(searchRoutes)
  await app.register(contentRoutes)
  await app.register(contactRoutes, options)
}
