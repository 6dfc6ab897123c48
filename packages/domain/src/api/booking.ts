/**
 * Price quotes, checkout and the order a payment belongs to (spec §7 "Booking",
 * docs/booking-api.md). The booking rules (pricing.ts, checkout.ts) refuse a bad item with the
 * spec's message and a 422, so the request schemas here only fix types and sizes.
 */
import { z } from 'zod'
import { questionAnswerInputSchema } from './booking-questions.ts'
import { bookingStatusSchema } from './account.ts'
import { apiSuccess } from './envelope.ts'
import { availableTimeSchema } from './supplier-tours.ts'

const int = z.number().int()

/** An id, count or date as the booking panel sends it: a number, a numeric text, or nothing. */
const quoteField = z.union([z.number(), z.string().max(40), z.null()])

/** One vehicle tier of a booking or a quote: "Van (up to 8) × 1" at price_cents each. */
export const bookedVehicleSchema = z.object({
  name: z.string(),
  seats: int,
  count: int,
  price_cents: int,
})
/** The option of a booking or quote (decision 073); `label` is how every page names it. */
export const bookedOptionSchema = z.object({
  id: int,
  name: z.string(),
  vehicles: z.array(bookedVehicleSchema),
  label: z.string(),
})
export type BookedOption = z.output<typeof bookedOptionSchema>

// ---- POST /api/activity/cost ----------------------------------------------------------------

/** Spec §7: aid activity, pud pick-up date (yyyy-MM-dd), pul pick-up location, na/nc/ni counts. */
export const quoteRequestSchema = z.object({
  aid: quoteField.optional(),
  pud: quoteField.optional(),
  pul: quoteField.optional(),
  na: quoteField.optional(),
  nc: quoteField.optional(),
  ni: quoteField.optional(),
  /** "HH:MM": one of the tour's start times (tours with start times, issue 13). */
  start_time: quoteField.optional(),
  /** The tour's option (decision 073): its id; absent or "DEFAULT" is the tour's first. */
  option_id: quoteField.optional(),
  /** Ours (decision 088): the page's language, for the option's and vehicles' names; English if absent or unknown. */
  lang: z.string().max(8).optional(),
})
export type QuoteRequest = z.output<typeof quoteRequestSchema>

/** The estimate; `amount_formatted` is also sent as `amountFormatted` (spec §7 saw both). */
export const quoteReplySchema = z.object({
  amount: z.number(),
  amount_cents: int,
  amount_formatted: z.string(),
  amountFormatted: z.string(),
  discount: int,
  /** Ours: the amount before the deal (equals amount_cents without one), for "You save". */
  list_amount_cents: int,
  /** The earliest bookable date, yyyy-MM-dd. */
  min_date: z.string(),
  /** Tours with start times: the chosen start ("HH:MM"), null until one is chosen. */
  start_time: z.string().nullable().optional(),
  /** Tours with start times: every start of the date, with seats left and whether it can be booked. */
  available_times: z.array(availableTimeSchema).optional(),
  /**
   * Ours (decision 075): the tour's payment plan for this date. 'full' pays amount_cents today;
   * 'deposit' and 'pay_later' pay pay_today_cents now and balance_cents by balance_due_date.
   */
  payment_plan: z.enum(['full', 'deposit', 'pay_later']).optional(),
  pay_today_cents: int.optional(),
  balance_cents: int.optional(),
  balance_due_date: z.string().nullable().optional(),
  /** Tours with options: the option priced, and for a private one the vehicles (decision 073). */
  option: bookedOptionSchema.optional(),
})
export type QuoteReply = z.output<typeof quoteReplySchema>

/** A refused estimate: the message to show, and the earliest date when the tour is known. */
export const quoteErrorSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  min_date: z.string().optional(),
  available_times: z.array(availableTimeSchema).optional(),
})

// ---- POST /api/booking/checkout -------------------------------------------------------------

const text = z.string()
const countOrId = z.union([z.number(), z.string()])

export const checkoutTravellerSchema = z.object({
  firstname: text.optional(),
  lastname: text.optional(),
  email: text.optional(),
  phone: text.optional(),
  /** The first traveller is the lead, whatever this says (spec §9). */
  lead_traveller: z.union([z.number(), z.boolean()]).optional(),
})
export type CheckoutTraveller = z.output<typeof checkoutTravellerSchema>

/** The booking object of a cart item (spec §3), as the checkout page sends it. */
export const checkoutBookingSchema = z.object({
  start_date: text.optional(),
  activity_id: countOrId.optional(),
  num_adults: countOrId.optional(),
  num_children: countOrId.optional(),
  num_infants: countOrId.optional(),
  remarks: text.optional(),
  /** Ignored: the server prices every item again. */
  booking_amount: countOrId.optional(),
  /** hotel, airport or other. */
  pickup_location: text.optional(),
  /** The pick-up point chosen in the booking panel (spec Cart item location_id). */
  location_id: countOrId.optional(),
  hotel_name: text.optional(),
  hotel_address: text.optional(),
  flight_no: text.optional(),
  flight_time: text.optional(),
  other: text.optional(),
  contact_firstname: text.optional(),
  contact_lastname: text.optional(),
  contact_email: text.optional(),
  contact_phone: text.optional(),
  travellers: z.array(checkoutTravellerSchema).optional(),
  /** "HH:MM": required for tours with start times (issue 13). */
  start_time: text.optional(),
  /** The tour's option (decision 073); absent: the tour's first. */
  option_id: countOrId.optional(),
  /** Answers to the tour's booking questions (GET /api/activity/questions, decision 062). */
  question_answers: z.array(questionAnswerInputSchema).max(1_000).optional(),
})
export type CheckoutBooking = z.output<typeof checkoutBookingSchema>

/**
 * Spec §7 POST /api/booking/checkout: `{ booking, url }`. `booking` is the list of cart items;
 * a cart of any other shape is refused by the checkout rules themselves (422 with the spec's
 * message, e.g. 'Your cart is empty'), not here, so the union keeps it as sent.
 */
export const checkoutBodySchema = z
  .object({
    booking: z
      .union([z.array(checkoutBookingSchema), z.unknown()])
      .optional()
      .describe('The cart items (at most 10), each a CheckoutBooking'),
    /** The site origin the payment provider sends the browser back to. */
    url: z.string().max(2048).optional(),
    locale: z
      .string()
      .max(16)
      .optional()
      .describe(
        'The traveller language the booking is made in (en, de, fr, ru, zh, hi, ja; decision 077): its mails, voucher and return page use it. Anything else is English',
      ),
    altcha: z
      .string()
      .max(10_000)
      .optional()
      .describe(
        'The solved ALTCHA payload (GET /api/captcha/challenge); needed only after an answer with captcha_required',
      ),
  })
  .optional()

export const checkoutResultSchema = z.object({
  payment_link: z.string(),
  order_reference: z.string(),
  total: z.number(),
  total_cents: int,
  bookings: z.array(
    z.object({
      booking_reference: z.string(),
      amount_cents: int,
      /** Ours (decision 075): charged now, left to pay, and the last day to pay it. */
      pay_today_cents: int.optional(),
      balance_cents: int.optional(),
      balance_due_date: z.string().nullable().optional(),
    }),
  ),
})
export type CheckoutResult = z.output<typeof checkoutResultSchema>

export const checkoutReplySchema = apiSuccess(checkoutResultSchema)

/**
 * A refused checkout. `captcha_required`: a visitor's address already holds unpaid orders
 * (decision 032); solve the captcha and send the same checkout again with `altcha`.
 */
export const checkoutErrorSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  captcha_required: z.literal(true).optional(),
})
export type CheckoutReply = z.output<typeof checkoutReplySchema>

// ---- GET /api/booking/order/:reference ------------------------------------------------------

export const orderStatusNameSchema = z.enum(['awaiting_payment', 'paid', 'expired', 'failed'])
export type OrderStatusName = z.output<typeof orderStatusNameSchema>

export const orderParamsSchema = z.object({ reference: z.string().min(1).max(64) })

/**
 * What /payment/complete shows about an order. Knowing the (random) reference is enough, so it
 * carries no personal data: references, tours, dates, amounts and statuses only.
 */
export const orderViewSchema = z.object({
  reference: z.string(),
  status: orderStatusNameSchema,
  total: z.number(),
  total_cents: int,
  currency: z.string(),
  expires_at: z.string(),
  paid_at: z.string().nullable(),
  bookings: z.array(
    z.object({
      /** For the signed-in owner's link to /account/booking/detail/:id (decision 063). */
      booking_id: int,
      booking_reference: z.string(),
      activity_id: int,
      title: z.string(),
      start_date: z.string(),
      /** "HH:mm" of the start booked (tours with start times), else null. */
      start_time: z.string().nullable(),
      /** "HH:mm" the travellers are collected (decision 058), null until the supplier says. */
      pickup_time: z.string().nullable(),
      amount_cents: int,
      amount: z.number(),
      status: bookingStatusSchema,
    }),
  ),
})
export type OrderView = z.output<typeof orderViewSchema>

export const orderReplySchema = apiSuccess(orderViewSchema)

/** GET /api/booking/order/:reference/calendar.ics: ?booking= narrows the file to one booking. */
export const orderCalendarQuerySchema = z.object({ booking: z.string().min(1).max(64).optional() })
/** An iCalendar file (text/calendar, RFC 5545), one VEVENT per live booking. */
export const orderCalendarResponseSchema = z.string().describe('iCalendar file (RFC 5545), UTF-8')
