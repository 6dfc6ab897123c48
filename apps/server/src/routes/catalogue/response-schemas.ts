/**
 * JSON schemas of catalogue responses (packages/domain/src/catalogue-api.ts). Fastify serialises
 * with them, so a field missing here never leaves the server.
 */
const nullable = (type: string) => ({ type: [type, 'null'] })

export const imageRefSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    url: { type: 'string' },
    srcset: { type: 'string' },
    alt_text: { type: 'string' },
  },
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
      items: {
        type: 'object',
        properties: {
          category_id: { type: 'integer' },
          name: { type: 'string' },
          category: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } },
        },
      },
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

const str = { type: 'string' } as const
const int = { type: 'integer' } as const
const bool = { type: 'boolean' } as const
const objectOf = (properties: Record<string, object>) => ({ type: 'object', properties }) as const
const listOf = (properties: Record<string, object>) =>
  ({ type: 'array', items: objectOf(properties) }) as const
const countOptions = listOf({ id: int, label: str })

export const activityDetailSchema = objectOf({
  ...activityCardSchema.properties,
  images: { type: 'array', items: imageRefSchema },
  seo_title: str,
  seo_description: str,
  itinery: listOf({ label: str, summery: str, day_number: nullable('integer') }),
  inclusion: str,
  exclision: str,
  know_policy: str,
  know: objectOf({ know_policy: str }),
  condtions: str,
  cancel_policy: str,
  contact_number: nullable('string'),
  clientReviews: listOf({
    id: int,
    review_rating: int,
    review_feedback: str,
    review_datetime: str,
    profile: objectOf({ first_name: str, last_name: str }),
    images: listOf({ name: str, url: str, srcset: str }),
  }),
  supplier_name: str,
  supplier: objectOf({
    id: int,
    supplier_profile: objectOf({ work_name: str, work_mobile: nullable('string') }),
  }),
  pricing_basis: int,
  status: int,
  sale_type: int,
  include_adults: bool,
  include_children: bool,
  include_infants: bool,
  adults_age_from: int,
  adults_age_to: int,
  children_age_from: int,
  children_age_to: int,
  infant_age_from: int,
  infant_age_to: int,
  adults: countOptions,
  children: countOptions,
  infants: countOptions,
  available_locations: listOf({ id: int, loc_id: int, location_name: str }),
  pickup_locations: listOf({ id: int, location_name: str, pickup_time: nullable('string') }),
  rates: objectOf({
    adult_cents: nullable('integer'),
    child_cents: nullable('integer'),
    infant_cents: nullable('integer'),
    group_cents: nullable('integer'),
    max_group_size: nullable('integer'),
  }),
  deals: {
    anyOf: [objectOf({ subscription: objectOf({ deals: objectOf({ discount: int }) }) }), { type: 'null' }],
  },
  booking_cutoff_days: int,
})
