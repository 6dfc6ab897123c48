import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { success } from '@serendib/domain/api/envelope'
import {
  searchQuerySchema,
  searchResponseSchema,
  suggestionsQuerySchema,
  suggestionsReplySchema,
} from '@serendib/domain/api/catalogue'
import { sendCached } from '../../plugins/catalogue-cache.ts'
import { translateCards } from '../../services/catalogue/content-translations.ts'
import { searchFirst, searchPage } from '../../services/catalogue/search-activities.ts'
import { toSearchFilters } from '../../services/catalogue/search-filters.ts'
import { suggest } from '../../services/catalogue/suggestions.ts'

/** GET /api/search (results) and GET /api/search/get (suggestions for the search boxes), spec §7. */
const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    { schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema } } },
    async (request, reply) => {
      const filters = toSearchFilters(request.query)
      const { limit, page, lang } = request.query
      const db = app.catalogueReads.db
      return sendCached(app, reply, request.url, async () => {
        if (limit)
          return success({ results: await translateCards(db, await searchFirst(db, filters, limit), lang) })
        const results = await searchPage(db, filters, page ?? 1)
        return success({ results: { ...results, data: await translateCards(db, results.data, lang) } })
      })
    },
  )

  // `tour_type` (comma list) narrows them: the home keyword box asks for round and day tours.
  app.get(
    '/search/get',
    { schema: { querystring: suggestionsQuerySchema, response: { 200: suggestionsReplySchema } } },
    async (request, reply) => {
      const keyword = (request.query.key ?? '').trim().slice(0, 100)
      const types = request.query.tour_type?.split(',').map(Number)
      const lang = request.query.lang ?? 'en'
      const key = `suggest:${lang}:${keyword.toLowerCase()}:${types?.join(',') ?? ''}`
      return sendCached(app, reply, key, async () =>
        success(await suggest(app.catalogueReads.db, keyword, types, lang)),
      )
    },
  )
}
export default searchRoutes
