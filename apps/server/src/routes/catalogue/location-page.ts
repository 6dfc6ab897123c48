import type { FastifyInstance } from 'fastify'
import type { LruCache } from '../../services/lru-cache.ts'
import { getLocationPage, listInstagramPosts } from '../../services/catalogue/location-page.ts'
import { activityCardSchema, success } from './response-schemas.ts'

const str = { type: 'string' } as const
const int = { type: 'integer' } as const
const nullableStr = { type: ['string', 'null'] } as const

const locationPageSchema = {
  type: 'object',
  properties: {
    id: int,
    location: str,
    title: str,
    description: str,
    seo_title: str,
    seo_description: str,
    seo_url: str,
    full_seo_url: str,
    location_data: { type: 'object', properties: { id: int, name: str } },
    aktivity_count: int,
    image_name: nullableStr,
    image_srcset: nullableStr,
    image_alt: str,
    activities: { type: 'array', items: activityCardSchema },
  },
} as const

/** GET /api/location/page?id= and GET /api/instagram/get (spec §7). */
export default async function locationPageRoutes(
  app: FastifyInstance,
  { cache }: { cache: LruCache<unknown> },
) {
  app.get<{ Querystring: { id: number } }>(
    '/location/page',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
          required: ['id'],
        },
        response: { 200: success(locationPageSchema) },
      },
    },
    async (request) => ({
      status: 'success',
      data: await cache.get(`location:${request.query.id}`, () =>
        getLocationPage(app.database.db, request.query.id),
      ),
    }),
  )

  app.get(
    '/instagram/get',
    {
      schema: {
        response: {
          200: success({
            type: 'array',
            items: {
              type: 'object',
              properties: { id: int, image_url: str, image_srcset: str, caption: str, link_url: nullableStr },
            },
          }),
        },
      },
    },
    async () => ({ status: 'success', data: await listInstagramPosts(app.database.db) }),
  )
}
