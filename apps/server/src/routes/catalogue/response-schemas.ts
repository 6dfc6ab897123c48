/**
 * JSON schemas of catalogue responses (packages/domain/src/catalogue-api.ts). Fastify serialises
 * with them, so a field missing here never leaves the server.
 */
const nullable = (type: string) => ({ type: [type, 'null'] })

export const imageRefSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, url: { type: 'string' }, srcset: { type: 'string' }, alt_text: { type: 'string' } },
} as const

export const activityCardSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    tour_id: { type: 'string' },
    title: { type: 'string' },
    overview: { type: 'string' },
    tour_type: { type: 'integer' },
    duration_value: { type: 'integer' },
    duration_unit: { type: 'integer' },
    cover_image: { anyOf: [imageRefSchema, { type: 'null' }] },
    seo_url: { type: 'string' },
    full_seo_url: { type: 'string' },
    average_rating: nullable('number'),
    rating_count: { type: 'integer' },
    sold: { type: 'integer' },
    featured: { type: 'boolean' },
    price: {
      type: 'object',
      properties: { selling_price: { type: 'number' }, selling_price_cents: { type: 'integer' } },
    },
    discount: nullable('integer'),
    category: {
      type: 'array',
      items: { type: 'object', properties: { category_id: { type: 'integer' }, name: { type: 'string' } } },
    },
    location_name: nullable('string'),
  },
} as const

export const paginatedCardsSchema = {
  type: 'object',
  properties: {
    data: { type: 'array', items: activityCardSchema },
    current_page: { type: 'integer' },
    last_page: { type: 'integer' },
    per_page: { type: 'integer' },
    total: { type: 'integer' },
    from: nullable('integer'),
    to: nullable('integer'),
  },
} as const

export function success(dataSchema: object) {
  return { type: 'object', properties: { status: { type: 'string' }, data: dataSchema } } as const
}
