/**
 * Response shapes of the account area's booking calls (docs/account-area-api.md). The server
 * builds exactly these; the web reads exactly these. `*_amount` fields are USD for display,
 * `*_cents` the exact integers.
 */
import type { BookingStatusCode } from './booking-status.ts'
import type { ImageRef, Paginated } from './catalogue-api.ts'
import type { PickupType } from './checkout.ts'
import type { DurationUnitCode } from './duration.ts'
import type { TourTypeCode } from './tour-types.ts'

export interface BookingActivityJson {
  id: number
  title: string
  tour_type: TourTypeCode
  full_seo_url: string
  cover_image: ImageRef | null
  duration_value: number
  duration_unit: DurationUnitCode
  supplier_name: string
  sale_type: number
  /** The product code the detail shows. */
  tour_id: string
  /** The tour's contact number for the detail (spec: supplier and contact). */
  contact_number: string | null
}

export interface BookingTravellerJson {
  firstname: string
  lastname: string
  email: string | null
  phone: string | null
  lead_traveller: 1 | 0
}

export interface AmendmentJson {
  id: number
  /** dd/MM/yyyy */
  formatted_pickup_date: string
  start_date: string
  pickup_info: { location: { id: number | null; name: string | null } }
  num_adults: number
  num_children: number
  num_infants: number
  ammend_amount: number
  ammend_amount_cents: number
  balance_amount: number
  balance_amount_cents: number
  /** 0 pending, 1 accepted, 2 rejected. */
  status: number
  status_label: string
  /** Only while the balance can still be paid: accepted, unpaid, booking still 0/1. */
  pay_link: string | null
  paid: boolean
  created_at: string
}

export interface BookingReviewJson {
  id: number
  rating: number
  feedback: string
  created_at: string
}

export interface BookingJson {
  id: number
  booking_reference: string
  booking_ref: string
  status: BookingStatusCode
  status_label: string
  start_date: string
  end_date: string
  created_at: string
  deleted_at: null
  booking_amount: number
  booking_amount_cents: number
  payment_amount: number
  payment_amount_cents: number
  payment_reference: string | null
  num_adults: number
  num_children: number
  num_infants: number
  location_id: number | null
  contact_firstname: string
  contact_lastname: string
  contact_email: string
  contact_phone: string
  hotel_name: string | null
  hotel_address: string | null
  pickup_location: PickupType
  flight_no: string | null
  flight_time: string | null
  other: string | null
  remarks: string | null
  alert_client: 1 | 0
  contactable: 1 | 0
  can_amend_or_cancel: boolean
  pickup: { location_name: string | null; pickup_time: string | null }
  activity_id: number
  activity: BookingActivityJson
  /** Show only. */
  travellers?: BookingTravellerJson[]
  /** Show only. */
  ammendments?: AmendmentJson[]
  review: BookingReviewJson | null
}

export type BookingsPage = Paginated<BookingJson>

export interface CancelPreviewJson {
  refund_amount: number
  refund_amount_cents: number
  full_refund: boolean
  message: string
}

export type MessageRoleName = 'customer' | 'supplier' | 'admin'

export interface BookingMessageJson {
  id: number
  /** '*Removed by admin' in place of the text once hidden (admins see the text). */
  message: string
  hidden: 1 | 0
  created_at: string
  user: { user_role: MessageRoleName; first_name: string }
}

/** A photo attached to a token review: `name` is the stored key, `url` a mid-size WebP. */
export interface ReviewImageJson {
  id: number
  name: string
  url: string
}

/** POST /api/review/booking → data: the booking behind a live review link (no login). */
export interface TokenReviewJson {
  activity: Pick<BookingActivityJson, 'id' | 'title' | 'tour_type' | 'full_seo_url' | 'cover_image'>
  booking: {
    id: number
    booking_reference: string
    start_date: string
    user_id: number
    supplier_user_id: number
    activity_id: number
  }
  images: ReviewImageJson[]
}
