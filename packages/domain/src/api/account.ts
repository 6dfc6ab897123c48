/**
 * The customer's account area (docs/account-area-api.md): bookings, cancel, messages,
 * favourites, deals and reviews. `*_amount` fields are USD for display, `*_cents` the exact
 * integers. Amend lives at the spec's path, POST /api/booking/ammend, with its schema here.
 */
import { z } from 'zod'
import { activityCardSchema, durationUnitSchema, imageRefSchema, tourTypeSchema } from './catalogue.ts'
import { apiSuccess, apiSuccessWithMessage, intText, MAX_ID, paginated } from './envelope.ts'
import { BOOKING_LISTS } from '../booking-status.ts'

const int = z.number().int()
const str = z.string()
const flag = z.literal([0, 1])

/** Booking statuses of spec §4: 0 Pending … 5 Dispute. */
export const bookingStatusSchema = z.literal([0, 1, 2, 3, 4, 5])

export const bookingActivitySchema = z.object({
  id: int,
  title: str,
  tour_type: tourTypeSchema,
  full_seo_url: str,
  cover_image: imageRefSchema.nullable(),
  duration_value: int,
  duration_unit: durationUnitSchema,
  supplier_name: str,
  sale_type: int,
  /** The product code the detail shows. */
  tour_id: str,
  /** The tour's contact number for the detail (spec: supplier and contact). */
  contact_number: str.nullable(),
})
export type BookingActivityJson = z.output<typeof bookingActivitySchema>

export const bookingTravellerSchema = z.object({
  firstname: str,
  lastname: str,
  email: str.nullable(),
  phone: str.nullable(),
  lead_traveller: flag,
})
export type BookingTravellerJson = z.output<typeof bookingTravellerSchema>

export const amendmentSchema = z.object({
  id: int,
  /** dd/MM/yyyy */
  formatted_pickup_date: str,
  start_date: str,
  pickup_info: z.object({ location: z.object({ id: int.nullable(), name: str.nullable() }) }),
  num_adults: int,
  num_children: int,
  num_infants: int,
  ammend_amount: z.number(),
  ammend_amount_cents: int,
  balance_amount: z.number(),
  balance_amount_cents: int,
  /** 0 pending, 1 accepted, 2 rejected, 3 withdrawn (its booking ended first, decision 064). */
  status: int,
  status_label: str,
  /** Only while the balance can still be paid: accepted, unpaid, booking still 0/1. */
  pay_link: str.nullable(),
  paid: z.boolean(),
  created_at: str,
})
export type AmendmentJson = z.output<typeof amendmentSchema>

export const bookingReviewSchema = z.object({ id: int, rating: int, feedback: str, created_at: str })
export type BookingReviewJson = z.output<typeof bookingReviewSchema>

/** The Booking object of the account area; travellers and amendments only when shown alone. */
export const bookingSchema = z.object({
  id: int,
  booking_reference: str,
  booking_ref: str,
  status: bookingStatusSchema,
  status_label: str,
  start_date: str,
  /** "HH:MM" for tours with start times (issue 13), else null (always sent; optional for older fixtures). */
  start_time: str.nullable().optional(),
  /** The option and its vehicles (decision 073), e.g. "Private: Van (up to 8) × 1"; null for a tour's one way. */
  option_label: str.nullable().optional(),
  end_date: str,
  created_at: str,
  deleted_at: z.null(),
  booking_amount: z.number(),
  booking_amount_cents: int,
  payment_amount: z.number(),
  payment_amount_cents: int,
  payment_reference: str.nullable(),
  num_adults: int,
  num_children: int,
  num_infants: int,
  location_id: int.nullable(),
  contact_firstname: str,
  contact_lastname: str,
  contact_email: str,
  contact_phone: str,
  hotel_name: str.nullable(),
  hotel_address: str.nullable(),
  pickup_location: z.enum(['hotel', 'airport', 'other']),
  flight_no: str.nullable(),
  flight_time: str.nullable(),
  other: str.nullable(),
  remarks: str.nullable(),
  alert_client: flag,
  contactable: flag,
  can_amend_or_cancel: z.boolean(),
  pickup: z.object({ location_name: str.nullable(), pickup_time: str.nullable() }),
  activity_id: int,
  activity: bookingActivitySchema,
  /** Show only. */
  travellers: z.array(bookingTravellerSchema).optional(),
  /** Show only. */
  ammendments: z.array(amendmentSchema).optional(),
  /** Show only: why the supplier (or the response deadline) rejected or canceled it (issue 14). */
  status_reason: str.nullable().optional(),
  /** Ours, the customer's show only (issue 18): charged, refunded, refund pending, oldest first. */
  payment_history: z
    .array(
      z.object({
        kind: z.enum(['charged', 'refunded', 'refund_pending']),
        label: str,
        amount_cents: int,
        at: str,
        /** A refund's reason (issue 29 point 8). */
        reason: str.optional(),
      }),
    )
    .optional(),
  review: bookingReviewSchema.nullable(),
  /** Ours (decision 075): how it is paid: in full, a deposit, or reserved to pay later. */
  payment_plan: z.enum(['full', 'deposit', 'pay_later']).optional(),
  /**
   * Ours (decision 075): the balance left to pay, its last day (yyyy-MM-dd, Sri Lanka) and the
   * link that pays it; null when nothing is left or the booking is closed.
   */
  balance: z.object({ amount_cents: int, due_date: str, pay_link: str }).nullable().optional(),
})
export type BookingJson = z.output<typeof bookingSchema>

// ---- GET /api/account/my-bookings, show, cancel ---------------------------------------------

export const bookingsQuerySchema = z.object({
  page: intText(1, 100_000).default(1),
  /**
   * My Bookings' lists (decision 064): upcoming (0/1 whose tour has not ended, soonest first),
   * completed (4/5, and 0/1 whose tour has ended until the completion job runs), canceled (2/3);
   * all when absent.
   */
  status: z.enum(BOOKING_LISTS).optional(),
})

export const bookingsPageSchema = paginated(bookingSchema)
export type BookingsPage = z.output<typeof bookingsPageSchema>

export const bookingsReplySchema = apiSuccess(z.object({ bookings: bookingsPageSchema }))
export const bookingReplySchema = apiSuccess(bookingSchema)

/** What the cancel dialog says before the customer confirms (24-hour rule). */
export const cancelPreviewSchema = z.object({
  refund_amount: z.number(),
  refund_amount_cents: int,
  full_refund: z.boolean(),
  message: str,
})
export type CancelPreviewJson = z.output<typeof cancelPreviewSchema>

export const cancelPreviewReplySchema = apiSuccess(cancelPreviewSchema)
export const cancelReplySchema = apiSuccessWithMessage(bookingSchema)

// ---- POST /api/booking/ammend ---------------------------------------------------------------

const changeField = z.union([z.number(), z.string().max(40), z.null()])

/** Spec §7: `{ booking, ammendData: { aid, pud, pul, na, nc, ni, amount } }`; the server prices it. */
export const amendBodySchema = z.object({
  booking: z.coerce.number().int().min(1).max(MAX_ID),
  ammendData: z.object({
    aid: changeField.optional(),
    pud: changeField.optional(),
    pul: changeField.optional(),
    na: changeField.optional(),
    nc: changeField.optional(),
    ni: changeField.optional(),
    /** "HH:MM": the new start, required for tours with start times (issue 13). */
    start_time: changeField.optional(),
    /** Ignored: the server prices the change. */
    amount: changeField.optional(),
  }),
})
export type AmendBody = z.output<typeof amendBodySchema>

export const amendReplySchema = apiSuccessWithMessage(amendmentSchema)

/**
 * POST /api/booking/ammend/quote (ours, issue 30): the amend dialog's price before sending, with
 * the same body. The amount is the booking's own price plus the change only; balance = amount −
 * paid (0 when nothing changes).
 */
export const amendQuoteSchema = z.object({
  amount_cents: int,
  balance_amount_cents: int,
  /** True when the body asks for the booking as it stands (a request would be refused). */
  unchanged: z.boolean(),
  /**
   * Ours (decision 075): on a deposit or pay-later booking whose balance is still open, the change
   * goes onto that balance instead of being charged now: the difference (negative: it comes off),
   * the balance afterwards and its (possibly moved) last day, yyyy-MM-dd. Null otherwise.
   */
  to_balance: z.object({ difference_cents: int, balance_cents: int, due_date: str }).nullable().optional(),
})
export type AmendQuoteJson = z.output<typeof amendQuoteSchema>
export const amendQuoteReplySchema = apiSuccess(amendQuoteSchema)

// ---- Messages: /api/{account/my-bookings,supplier/bookings,admin/bookings}/:id/comments -----

export const messageRoleSchema = z.enum(['customer', 'supplier', 'admin'])
export type MessageRoleName = z.output<typeof messageRoleSchema>

export const bookingMessageSchema = z.object({
  id: int,
  /** '*Removed by admin' in place of the text once hidden (admins see the text). */
  message: str,
  hidden: flag,
  created_at: str,
  user: z.object({ user_role: messageRoleSchema, first_name: str }),
})
export type BookingMessageJson = z.output<typeof bookingMessageSchema>

/** A new message; its rules (1..2000 characters) are the domain's, so the 422 wording is ours. */
export const messageBodySchema = z.object({
  message: z.string().max(20_000).optional(),
  /** The customer's choice of recipient: supplier or admin. Suppliers and admins answer the customer. */
  visible: z.string().max(20).optional(),
})
export type MessageBody = z.output<typeof messageBodySchema>

export const threadReplySchema = apiSuccess(z.array(bookingMessageSchema))
export const messageReplySchema = apiSuccessWithMessage(bookingMessageSchema)

// ---- Favourites, deals ----------------------------------------------------------------------

export const favouriteSchema = z.object({ id: int, activity: activityCardSchema })
export type FavouriteJson = z.output<typeof favouriteSchema>

export const favouritesReplySchema = apiSuccess(z.array(favouriteSchema))
export const favouriteIdsReplySchema = apiSuccess(z.array(int))

/** A deal running today (Asia/Colombo, inclusive dates); num_activities counts its bookable tours. */
export const dealCardSchema = z.object({
  id: int,
  image: str.nullable(),
  image_srcset: str.nullable(),
  discount: int,
  title: str,
  num_activities: int,
  starts_on: str,
  ends_on: str,
})
export type DealCard = z.output<typeof dealCardSchema>

export const dealsReplySchema = apiSuccess(z.array(dealCardSchema))

// ---- Reviews & Ratings ----------------------------------------------------------------------

export const accountReviewSchema = z.object({
  booking: bookingSchema,
  /** The booking's tour plus its overview (the table cuts it to 55 characters, spec §9). */
  activity: bookingActivitySchema.extend({ overview: str }),
  reviews: bookingReviewSchema.nullable(),
})
export type AccountReviewJson = z.output<typeof accountReviewSchema>

export const accountReviewsReplySchema = apiSuccess(z.object({ reviews: z.array(accountReviewSchema) }))

/**
 * Spec §7: `{ supplier_id, activity_id, rating, feedback }`. Left untyped: the review rules
 * check them and answer with the spec's messages; supplier_id and activity_id are ignored
 * (the booking decides).
 */
export const accountReviewBodySchema = z
  .object({
    rating: z.unknown().optional().describe('1 to 5 stars'),
    feedback: z.unknown().optional().describe('Required, up to 200 characters (spec §5, decision 067)'),
    supplier_id: z.unknown().optional(),
    activity_id: z.unknown().optional(),
  })
  .nullable()

export const addedReviewReplySchema = apiSuccessWithMessage(z.object({ id: int, rating: int, feedback: str }))
