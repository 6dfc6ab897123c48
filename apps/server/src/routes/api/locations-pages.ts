import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { locationTagsResponseSchema, type LocationTag } from '@serendib/domain/api/site-content'
import { listLocationTags } from '../../services/catalogue/site-content.ts'
import { createLruCache } from '../../services/lru-cache.ts'

/** GET /api/locationsPages/tags (spec §7): the footer's destinations; the list is `locationPage`. */
const locationsPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every page's footer asks for these; on a large catalogue the counts cost a full scan.
  const tags = createLruCache<LocationTag[]>({ max: 1, ttlMs: 60_000 })
  app.catalogueChanges.onChange(() => tags.clear())

  app.get(
    '/locationsPages/tags',
    { schema: { response: { 200: locationTagsResponseSchema } } },
    async () => ({
      status: 'success' as const,
      locationPage: await tags.get('tags', () => listLocationTags(app.catalogueReads.db)),
    }),
  )
}
export default locationsPagesRoutes
