import type { FastifyInstance } from 'fastify'
import type { LruCache } from '../../services/lru-cache.ts'
import { dollarsToCents } from '@serendib/domain/money'
import { searchFirst, searchPage, type SearchFilters } from '../../services/catalogue/search-activities.ts'
import { activityCardSchema, paginatedCardsSchema, success } from './response-schemas.ts'

const idList = {
  type: 'string',
  pattern: '^\\s*(\\d{1,9}\\s*(,\\s*\\d{1,9}\\s*)*)?$',
  maxLength: 500,
} as const
const flag = { type: 'string', enum: ['0', '1', 'true', 'false', ''] } as const

/** Query parameters of GET /api/search (spec §7); `key` is accepted as an alias of `keyword`. */
const searchQuerySchema = {
  type: 'object',
  properties: {
    keyword: { type: 'string', maxLength: 200 },
    key: { type: 'string', maxLength: 200 },
    location: idList,
    category: idList,
    tour_type: { type: 'integer', minimum: 1, maximum: 4 },
    duration_min: { type: 'integer', minimum: 0, maximum: 365 },
    duration_max: { type: 'integer', minimum: 0, maximum: 365 },
    price_min: { type: 'number', minimum: 0, maximum: 1_000_000 },
    price_max: { type: 'number', minimum: 0, maximum: 1_000_000 },
    deals: flag,
    featured: flag,
    date: { type: 'string', maxLength: 10 },
    page: { type: 'integer', minimum: 1, maximum: 100_000 },
    limit: { type: 'integer', minimum: 1, maximum: 50 },
  },
} as const

interface SearchQuery {
  keyword?: string
  key?: string
  location?: string
  category?: string
  tour_type?: number
  duration_min?: number
  duration_max?: number
  price_min?: number
  price_max?: number
  deals?: string
  featured?: string
  date?: string
  page?: number
  limit?: number
}

function ids(list: string | undefined): number[] | undefined {
  if (!list?.trim()) return undefined
  return [...new Set(list.split(',').map((part) => Number(part.trim())))]
}

const isOn = (value: string | undefined) => value === '1' || value === 'true'

export function toSearchFilters(query: SearchQuery): SearchFilters {
  return {
    keyword: (query.keyword ?? query.key)?.slice(0, 200),
    locationIds: ids(query.location),
    categoryIds: ids(query.category),
    tourType: query.tour_type,
    durationMinDays: query.duration_min,
    durationMaxDays: query.duration_max,
    priceMinCents: query.price_min === undefined ? undefined : (dollarsToCents(query.price_min) ?? undefined),
    priceMaxCents: query.price_max === undefined ? undefined : (dollarsToCents(query.price_max) ?? undefined),
    deals: isOn(query.deals),
    featured: isOn(query.featured),
  }
}

export default async function searchRoutes(app: FastifyInstance, { cache }: { cache: LruCache<unknown> }) {
  app.get<{ Querystring: SearchQuery }>(
    '/search',
    {
      schema: {
        querystring: searchQuerySchema,
        response: {
          200: success({
            type: 'object',
            properties: {
              results: { anyOf: [paginatedCardsSchema, { type: 'array', items: activityCardSchema }] },
            },
          }),
        },
      },
    },
    async (request, reply) => {
      const filters = toSearchFilters(request.query)
      const { limit, page } = request.query
      // The cache keeps the serialised answer: a hit is a string write, not 12 cards through
      // the schema serialiser again (decision 008).
      const body = await cache.get(request.url, async () => {
        const results = limit
          ? await searchFirst(app.database.db, filters, limit)
          : await searchPage(app.database.db, filters, page ?? 1)
        return reply.serialize({ status: 'success', data: { results } })
      })
      return reply.type('application/json; charset=utf-8').send(body)
    },
  )
}
