import type { FastifyInstance } from 'fastify'
import type { LruCache } from '../../services/lru-cache.ts'
import { suggest } from '../../services/catalogue/suggestions.ts'
import { success } from './response-schemas.ts'

const str = { type: 'string' } as const
const int = { type: 'integer' } as const

/**
 * GET /api/search/get?key=&location=&date= (spec §7): suggestions for the search boxes.
 * `tour_type` (comma list) narrows them, e.g. the home keyword box asks for round and day tours.
 */
export default async function suggestionRoutes(
  app: FastifyInstance,
  { cache }: { cache: LruCache<unknown> },
) {
  app.get<{ Querystring: { key?: string; tour_type?: string } }>(
    '/search/get',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            key: { type: 'string', maxLength: 200 },
            location: { type: 'string', maxLength: 500 },
            date: { type: 'string', maxLength: 10 },
            tour_type: { type: 'string', pattern: '^[1-4](,[1-4])*$' },
          },
        },
        response: {
          200: success({
            type: 'object',
            properties: {
              locations: { type: 'array', items: { type: 'object', properties: { value: int, label: str } } },
              activities: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { id: int, title: str, tour_type: int, full_seo_url: str },
                },
              },
            },
          }),
        },
      },
    },
    async (request) => {
      const keyword = (request.query.key ?? '').trim().slice(0, 100)
      const types = request.query.tour_type?.split(',').map(Number)
      const data = await cache.get(`suggest:${keyword.toLowerCase()}:${types?.join(',') ?? ''}`, () =>
        suggest(app.database.db, keyword, types),
      )
      return { status: 'success', data }
    },
  )
}
