import type { FastifyInstance } from 'fastify'
import { SITE_CONTENT_SECTIONS } from '@serendib/domain/catalogue-api'
import { NotFoundError } from '@serendib/domain/errors'
import {
  getSiteContent,
  getSiteSettings,
  listCategories,
  listFeaturedCategories,
  listLocations,
  listLocationTags,
  listSliders,
  listTravelInspirations,
  searchLocations,
} from '../../services/catalogue/site-content.ts'
import type { LocationTag } from '@serendib/domain/catalogue-api'
import { createLruCache } from '../../services/lru-cache.ts'
import { success } from './response-schemas.ts'

const str = { type: 'string' } as const
const int = { type: 'integer' } as const
const list = (properties: Record<string, object>) =>
  ({ type: 'array', items: { type: 'object', properties } }) as const

const sliderSchema = list({ id: int, image_name: str, image_srcset: str, title: str, sub_text: str })
const featuredSchema = list({
  id: int,
  image_name: str,
  image_srcset: str,
  title: str,
  description: str,
  categories: { type: 'array', items: int },
})
const inspirationSchema = list({ id: int, image_url: str, image_srcset: str, title: str, description: str })
const tagSchema = list({ id: int, location: str, title: str, full_seo_url: str, aktivity_count: int })
const optionSchema = list({ value: int, label: str })
const categorySchema = list({ id: int, name: str })
const settingsSchema = {
  type: 'object',
  properties: { title: str, description: str, keywords: str, featured: { type: 'array', items: int } },
} as const
const contentSchema = {
  type: 'object',
  properties: Object.fromEntries(
    SITE_CONTENT_SECTIONS.flatMap((s) => [s, `${s}_title`, `${s}_meta_title`, `${s}_meta_description`]).map(
      (k) => [k, str],
    ),
  ),
} as const

/** Reference and editorial data of the public site (spec §7, "GET /api/…/get" calls). */
export default async function contentRoutes(app: FastifyInstance) {
  const db = () => app.database.db
  // Every page's footer asks for these; on a large catalogue the counts cost a full scan.
  const locationTags = createLruCache<LocationTag[]>({ max: 1, ttlMs: 60_000 })

  app.get('/sliders/get', { schema: { response: { 200: success(sliderSchema) } } }, async () => ({
    status: 'success',
    data: await listSliders(db()),
  }))

  app.get(
    '/featured/categories/get',
    { schema: { response: { 200: success(featuredSchema) } } },
    async () => ({
      status: 'success',
      data: await listFeaturedCategories(db()),
    }),
  )

  app.get<{ Querystring: { page?: string } }>(
    '/travel/inspiration',
    {
      schema: {
        querystring: { type: 'object', properties: { page: { type: 'string', maxLength: 50 } } },
        response: { 200: { type: 'object', properties: { status: str, inspirations: inspirationSchema } } },
      },
    },
    async (request) => ({
      status: 'success',
      inspirations: await listTravelInspirations(db(), request.query.page || 'home'),
    }),
  )

  app.get(
    '/locationsPages/tags',
    {
      schema: { response: { 200: { type: 'object', properties: { status: str, locationPage: tagSchema } } } },
    },
    async () => ({
      status: 'success',
      locationPage: await locationTags.get('tags', () => listLocationTags(db())),
    }),
  )

  app.get('/settings/site/get', { schema: { response: { 200: success(settingsSchema) } } }, async () => {
    const settings = await getSiteSettings(db())
    if (!settings) throw new NotFoundError('Site settings are not set up')
    return { status: 'success', data: settings }
  })

  app.get('/content/site/get', { schema: { response: { 200: success(contentSchema) } } }, async () => ({
    status: 'success',
    data: await getSiteContent(db()),
  }))

  app.get('/categories/get', { schema: { response: { 200: success(categorySchema) } } }, async () => ({
    status: 'success',
    data: await listCategories(db()),
  }))

  app.get('/locations/get', { schema: { response: { 200: success(optionSchema) } } }, async () => ({
    status: 'success',
    data: await listLocations(db()),
  }))

  app.get<{ Querystring: { keyword?: string } }>(
    '/locations/search',
    {
      schema: {
        querystring: { type: 'object', properties: { keyword: { type: 'string', maxLength: 100 } } },
        response: { 200: success(optionSchema) },
      },
    },
    async (request) => {
      const keyword = request.query.keyword?.trim() ?? ''
      return { status: 'success', data: keyword ? await searchLocations(db(), keyword) : [] }
    },
  )
}
