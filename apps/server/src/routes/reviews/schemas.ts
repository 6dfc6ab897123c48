/**
 * Request and response schemas of the reviews area (docs/account-area-api.md). Fastify
 * serialises with the response schemas, so a field missing here never leaves the server.
 */
import { imageRefSchema } from '../catalogue/response-schemas.ts'

const str = { type: 'string' } as const
const int = { type: 'integer' } as const
const nullable = (type: string) => ({ type: [type, 'null'] }) as const
export const objectOf = (properties: Record<string, object>) => ({ type: 'object', properties }) as const

/** A path id: within PostgreSQL's integer, so a huge number is a 400 and never a database error. */
export const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
  required: ['id'],
} as const

export const messageReply = objectOf({ status: str, message: str })

export const reviewImagesSchema = {
  type: 'array',
  items: objectOf({ id: int, name: str, url: str }),
} as const

export const tokenPageSchema = objectOf({
  status: str,
  data: objectOf({
    activity: objectOf({
      id: int,
      title: str,
      tour_type: int,
      full_seo_url: str,
      cover_image: { anyOf: [imageRefSchema, { type: 'null' }] },
    }),
    booking: objectOf({
      id: int,
      booking_reference: str,
      start_date: str,
      user_id: int,
      supplier_user_id: int,
      activity_id: int,
    }),
    images: reviewImagesSchema,
  }),
})

export const dealsSchema = objectOf({
  status: str,
  data: {
    type: 'array',
    items: objectOf({
      id: int,
      image: nullable('string'),
      image_srcset: nullable('string'),
      discount: int,
      title: str,
      num_activities: int,
      starts_on: str,
      ends_on: str,
    }),
  },
})

const num = { type: 'number' } as const
const bool = { type: 'boolean' } as const

/** BookingActivityJson (packages/domain/src/booking-json.ts). */
export const bookingActivitySchema = objectOf({
  id: int,
  title: str,
  tour_type: int,
  full_seo_url: str,
  cover_image: { anyOf: [imageRefSchema, { type: 'null' }] },
  duration_value: int,
  duration_unit: int,
  supplier_name: str,
  sale_type: int,
  tour_id: str,
  contact_number: nullable('string'),
})

export const bookingReviewSchema = objectOf({ id: int, rating: int, feedback: str, created_at: str })

/** BookingJson as lists show it (no travellers or amendments). */
export const bookingListSchema = objectOf({
  id: int,
  booking_reference: str,
  booking_ref: str,
  status: int,
  status_label: str,
  start_date: str,
  end_date: str,
  created_at: str,
  deleted_at: { type: 'null' },
  booking_amount: num,
  booking_amount_cents: int,
  payment_amount: num,
  payment_amount_cents: int,
  payment_reference: nullable('string'),
  num_adults: int,
  num_children: int,
  num_infants: int,
  location_id: nullable('integer'),
  contact_firstname: str,
  contact_lastname: str,
  contact_email: str,
  contact_phone: str,
  hotel_name: nullable('string'),
  hotel_address: nullable('string'),
  pickup_location: str,
  flight_no: nullable('string'),
  flight_time: nullable('string'),
  other: nullable('string'),
  remarks: nullable('string'),
  alert_client: int,
  contactable: int,
  can_amend_or_cancel: bool,
  pickup: objectOf({ location_name: nullable('string'), pickup_time: nullable('string') }),
  activity_id: int,
  activity: bookingActivitySchema,
  review: { anyOf: [bookingReviewSchema, { type: 'null' }] },
})

export const accountReviewsSchema = objectOf({
  status: str,
  data: objectOf({
    reviews: {
      type: 'array',
      items: objectOf({
        booking: bookingListSchema,
        activity: objectOf({ ...bookingActivitySchema.properties, overview: str }),
        reviews: { anyOf: [bookingReviewSchema, { type: 'null' }] },
      }),
    },
  }),
})
