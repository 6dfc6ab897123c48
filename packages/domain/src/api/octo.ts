/**
 * The OCTO core contract (issue 16, decision 045): requests and responses of `/octo/**` as zod,
 * shaped like OCTO's own schemas. The bottom of the file checks at compile time that every
 * response type is assignable to `@octocloud/types`, so a field we drop or mistype fails
 * `npm run typecheck`, not a reseller's integration.
 */
import { z } from 'zod'
import type * as Octo from '@octocloud/types'
import { octoOptionContentFields, octoProductContentFields, octoUnitContentFields } from './octo-content.ts'
import { octoAnswerInputsSchema, octoQuestionAnswerSchema, octoQuestionSchema } from './octo-questions.ts'

const nullableString = z.string().nullable()
const deliveryFormat = z.enum(['PDF_URL', 'QRCODE', 'CODE128', 'PKPASS_URL', 'AZTECCODE'])
const redemptionMethod = z.enum(['DIGITAL', 'PRINT', 'MANIFEST'])

// ---- Errors -------------------------------------------------------------------------------

export const octoErrorCodes = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'INVALID_PRODUCT_ID',
  'INVALID_OPTION_ID',
  'INVALID_UNIT_ID',
  'INVALID_AVAILABILITY_ID',
  'INVALID_BOOKING_UUID',
  'UNPROCESSABLE_ENTITY',
  'TOO_MANY_REQUESTS',
  'INTERNAL_SERVER_ERROR',
] as const
export type OctoErrorCode = (typeof octoErrorCodes)[number]

export const octoErrorSchema = z.object({
  error: z.enum(octoErrorCodes),
  errorMessage: z.string(),
  productId: z.string().optional(),
  optionId: z.string().optional(),
  unitId: z.string().optional(),
  availabilityId: z.string().optional(),
  uuid: z.string().optional(),
})
export type OctoErrorBody = z.output<typeof octoErrorSchema>

/** Every error answer a route under /octo may give. */
export const octoErrorResponses = {
  400: octoErrorSchema,
  401: octoErrorSchema,
  403: octoErrorSchema,
  429: octoErrorSchema,
}

// ---- Capabilities: octo/pricing and octo/pickups (decision 053) -----------------------------

/** OCTO's Pricing: integer minor units (USD cents), retail for the traveller, net for the reseller. */
export const octoPricingSchema = z.object({
  original: z.number().int(),
  retail: z.number().int(),
  net: z.number().int().nullable(),
  currency: z.string(),
  currencyPrecision: z.number().int(),
  includedTaxes: z.array(
    z.object({
      name: z.string(),
      retail: z.number().int(),
      original: z.number().int(),
      net: z.number().int().nullable(),
    }),
  ),
})
export const octoUnitPricingSchema = octoPricingSchema.extend({ unitId: z.string() })

/** A place the tour collects travellers (docs.octo.travel, octo/pickups). */
export const octoPickupPointSchema = z.object({
  id: z.string(),
  name: z.string(),
  directions: nullableString,
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  googlePlaceId: nullableString,
  street: nullableString,
  postalCode: nullableString,
  locality: nullableString,
  state: nullableString,
  country: nullableString,
})
/** On an availability: the point with its pick-up time that day (null when the supplier sets it later). */
export const octoAvailabilityPickupPointSchema = octoPickupPointSchema.extend({
  localDateTime: nullableString,
  localDateTimeTo: nullableString,
})
const pickupFields = {
  pickupAvailable: z.boolean().optional(),
  pickupRequired: z.boolean().optional(),
}
/** The currency a request may name; we sell in USD only. */
const currencyInput = z.string().max(3).nullish()
const pickupRequestFields = {
  pickupRequested: z.boolean().optional(),
  pickupPointId: z.string().max(20).nullish(),
  pickupHotel: z.string().max(200).nullish(),
  pickupHotelRoom: z.string().max(40).nullish(),
}

// ---- Supplier and products ------------------------------------------------------------------

export const octoSupplierSchema = z.object({
  id: z.string(),
  name: z.string(),
  endpoint: z.string(),
  contact: z.object({
    website: nullableString,
    email: nullableString,
    telephone: nullableString,
    address: nullableString,
  }),
})

const unitTypes = [
  'ADULT',
  'YOUTH',
  'CHILD',
  'INFANT',
  'FAMILY',
  'SENIOR',
  'STUDENT',
  'MILITARY',
  'OTHER',
] as const

export const octoUnitSchema = z.object({
  id: z.string(),
  internalName: z.string(),
  reference: nullableString,
  type: z.enum(unitTypes),
  restrictions: z.object({
    minAge: z.number().int(),
    maxAge: z.number().int(),
    idRequired: z.boolean(),
    minQuantity: z.number().int().nullable(),
    maxQuantity: z.number().int().nullable(),
    paxCount: z.number().int(),
    accompaniedBy: z.array(z.string()),
  }),
  requiredContactFields: z.array(z.enum(['firstName', 'lastName', 'emailAddress', 'phoneNumber'])),
  pricingFrom: z.array(octoPricingSchema).optional(),
  /** octo/questions: what each traveller of this unit is asked (decision 062). */
  questions: z.array(octoQuestionSchema).optional(),
  ...octoUnitContentFields,
})

export const octoOptionSchema = z.object({
  id: z.string(),
  default: z.boolean(),
  internalName: z.string(),
  reference: nullableString,
  availabilityLocalStartTimes: z.array(z.string()),
  cancellationCutoff: z.string(),
  cancellationCutoffAmount: z.number().int(),
  cancellationCutoffUnit: z.enum(['minute', 'hour', 'day']),
  requiredContactFields: z.array(z.enum(['firstName', 'lastName', 'emailAddress', 'phoneNumber'])),
  restrictions: z.object({ minUnits: z.number().int().nullable(), maxUnits: z.number().int().nullable() }),
  units: z.array(octoUnitSchema),
  pricingFrom: z.array(octoPricingSchema).optional(),
  ...pickupFields,
  pickupPoints: z.array(octoPickupPointSchema).optional(),
  /** octo/questions: asked once per booking. */
  questions: z.array(octoQuestionSchema).optional(),
  ...octoOptionContentFields,
})

export const octoProductSchema = z.object({
  id: z.string(),
  internalName: z.string(),
  reference: nullableString,
  locale: z.string(),
  timeZone: z.string(),
  allowFreesale: z.boolean(),
  instantConfirmation: z.boolean(),
  instantDelivery: z.boolean(),
  availabilityRequired: z.boolean(),
  availabilityType: z.enum(['START_TIME', 'OPENING_HOURS']),
  deliveryFormats: z.array(deliveryFormat),
  deliveryMethods: z.array(z.enum(['VOUCHER', 'TICKET'])),
  redemptionMethod,
  options: z.array(octoOptionSchema),
  defaultCurrency: z.string(),
  availableCurrencies: z.array(z.string()),
  pricingPer: z.enum(['UNIT', 'BOOKING']).optional(),
  ...pickupFields,
  pickupPoints: z.array(octoPickupPointSchema).optional(),
  /** octo/questions: the option's per-booking questions, repeated on the product. */
  questions: z.array(octoQuestionSchema).optional(),
  ...octoProductContentFields,
})
export const octoProductsSchema = z.array(octoProductSchema)
export const octoProductParamsSchema = z.object({ id: z.string().max(100) })

// ---- Availability ---------------------------------------------------------------------------

/** A calendar date that exists (2026-02-30 is refused here, not by the database). */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date (YYYY-MM-DD)')
  .refine((value) => {
    const at = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value
  }, 'a date that exists (YYYY-MM-DD)')
const availabilityUnit = z.object({ id: z.string(), quantity: z.number().int().min(0).max(1000) })

export const octoCalendarBodySchema = z.object({
  productId: z.string(),
  optionId: z.string(),
  localDateStart: isoDate,
  localDateEnd: isoDate,
  units: z.array(availabilityUnit).optional(),
  currency: currencyInput,
})

/** OCTO: exactly one of localDate, localDateStart with localDateEnd, or availabilityIds. */
export const octoAvailabilityBodySchema = z.object({
  productId: z.string(),
  optionId: z.string(),
  localDate: isoDate.optional(),
  localDateStart: isoDate.optional(),
  localDateEnd: isoDate.optional(),
  availabilityIds: z.array(z.string()).max(100).optional(),
  units: z.array(availabilityUnit).optional(),
  currency: currencyInput,
})
export type OctoAvailabilityBody = z.output<typeof octoAvailabilityBodySchema>

const availabilityStatus = z.enum(['AVAILABLE', 'FREESALE', 'SOLD_OUT', 'LIMITED', 'CLOSED'])
const openingHours = z.array(z.object({ from: z.string(), to: z.string() }))

export const octoCalendarDaySchema = z.object({
  localDate: z.string(),
  available: z.boolean(),
  status: availabilityStatus,
  vacancies: z.number().int().nullable(),
  capacity: z.number().int().nullable(),
  openingHours,
  unitPricingFrom: z.array(octoUnitPricingSchema).optional(),
})
export const octoCalendarSchema = z.array(octoCalendarDaySchema)

export const octoAvailabilitySchema = z.object({
  id: z.string(),
  localDateTimeStart: z.string(),
  localDateTimeEnd: z.string(),
  utcCutoffAt: z.string(),
  allDay: z.boolean(),
  available: z.boolean(),
  status: availabilityStatus,
  vacancies: z.number().int().nullable(),
  capacity: z.number().int().nullable(),
  maxUnits: z.number().int().nullable(),
  openingHours,
  unitPricing: z.array(octoUnitPricingSchema).optional(),
  ...pickupFields,
  pickupPoints: z.array(octoAvailabilityPickupPointSchema).optional(),
})
export const octoAvailabilityListSchema = z.array(octoAvailabilitySchema)

// ---- Bookings -------------------------------------------------------------------------------

export const octoBookingContactInputSchema = z.object({
  fullName: z.string().max(200).nullish(),
  firstName: z.string().max(120).nullish(),
  lastName: z.string().max(120).nullish(),
  emailAddress: z.string().max(254).nullish(),
  phoneNumber: z.string().max(40).nullish(),
  locales: z.array(z.string().max(35)).max(20).optional(),
  country: z.string().max(2).nullish(),
  notes: z.string().max(2000).nullish(),
})
export type OctoContactInput = z.output<typeof octoBookingContactInputSchema>

const unitItemInput = z.object({
  uuid: z.uuid().optional(),
  unitId: z.string().max(40),
  resellerReference: z.string().max(100).optional(),
  /** octo/questions: this traveller's answers. */
  questionAnswers: octoAnswerInputsSchema.optional(),
})
export type OctoUnitItemInput = z.output<typeof unitItemInput>

export const octoReserveBodySchema = z.object({
  /** OCTO's idempotency key: a UUID the reseller makes; we make one when it is missing. */
  uuid: z.uuid().optional(),
  productId: z.string(),
  optionId: z.string(),
  availabilityId: z.string().max(100),
  expirationMinutes: z.number().int().min(1).max(1440).optional(),
  notes: z.string().max(2000).nullish(),
  unitItems: z.array(unitItemInput).max(100),
  resellerReference: z.string().max(100).optional(),
  contact: octoBookingContactInputSchema.optional(),
  currency: currencyInput,
  ...pickupRequestFields,
  /** octo/questions: answers to the per-booking questions. */
  questionAnswers: octoAnswerInputsSchema.optional(),
})
export type OctoReserveBody = z.output<typeof octoReserveBodySchema>

export const octoConfirmBodySchema = z.object({
  resellerReference: z.string().max(100).optional(),
  contact: octoBookingContactInputSchema,
  emailReceipt: z.boolean().optional(),
  /** OCTO: every unit item the booking should have; more or fewer than held changes the count. */
  unitItems: z.array(unitItemInput).max(100).optional(),
  questionAnswers: octoAnswerInputsSchema.optional(),
})
export type OctoConfirmBody = z.output<typeof octoConfirmBodySchema>

export const octoUpdateBodySchema = z.object({
  resellerReference: z.string().max(100).optional(),
  notes: z.string().max(2000).nullish(),
  contact: octoBookingContactInputSchema.optional(),
  expirationMinutes: z.number().int().min(1).max(1440).optional(),
  emailReceipt: z.boolean().optional(),
  /** A rebooking: another product, option or departure (the seats move, the price is quoted again). */
  productId: z.string().max(100).optional(),
  optionId: z.string().max(100).optional(),
  availabilityId: z.string().max(100).optional(),
  /** OCTO: the booking's unit items after the change; an item left out is removed. */
  unitItems: z.array(unitItemInput).max(100).optional(),
  ...pickupRequestFields,
  questionAnswers: octoAnswerInputsSchema.optional(),
})
export type OctoUpdateBody = z.output<typeof octoUpdateBodySchema>

export const octoExtendBodySchema = z.object({
  expirationMinutes: z.number().int().min(1).max(1440).optional(),
})
export const octoCancelBodySchema = z.object({
  reason: z.string().max(2000).nullish(),
  force: z.boolean().optional(),
})
export const octoBookingParamsSchema = z.object({ uuid: z.string().min(1).max(100) })
/** OCTO: one of resellerReference, supplierReference, localDate, or localDateStart with localDateEnd. */
export const octoBookingsQuerySchema = z.object({
  resellerReference: z.string().max(100).optional(),
  supplierReference: z.string().max(100).optional(),
  localDate: isoDate.optional(),
  localDateStart: isoDate.optional(),
  localDateEnd: isoDate.optional(),
  productId: z.string().max(100).optional(),
  optionId: z.string().max(100).optional(),
})
export type OctoBookingsQuery = z.output<typeof octoBookingsQuerySchema>

const bookingStatus = z.enum([
  'ON_HOLD',
  'CONFIRMED',
  'EXPIRED',
  'CANCELLED',
  'REDEEMED',
  'PENDING',
  'REJECTED',
])
export type OctoBookingStatus = z.output<typeof bookingStatus>

const contactSchema = z.object({
  fullName: nullableString,
  firstName: nullableString,
  lastName: nullableString,
  emailAddress: nullableString,
  phoneNumber: nullableString,
  locales: z.array(z.string()),
  postalCode: nullableString,
  country: nullableString,
  notes: nullableString,
})

/** OCTO's Ticket: how the booking's voucher is redeemed and where it is delivered. */
export const octoTicketSchema = z.object({
  redemptionMethod,
  utcRedeemedAt: nullableString,
  deliveryOptions: z.array(z.object({ deliveryFormat, deliveryValue: z.string() })),
})

export const octoUnitItemSchema = z.object({
  uuid: z.string(),
  resellerReference: nullableString,
  supplierReference: nullableString,
  unitId: z.string(),
  status: bookingStatus,
  utcRedeemedAt: nullableString,
  contact: contactSchema,
  ticket: z.null(),
  pricing: octoPricingSchema.optional(),
  questionAnswers: z.array(octoQuestionAnswerSchema).optional(),
})

export const octoBookingSchema = z.object({
  id: z.string(),
  uuid: z.string(),
  testMode: z.boolean(),
  resellerReference: nullableString,
  supplierReference: nullableString,
  status: bookingStatus,
  utcCreatedAt: z.string(),
  utcUpdatedAt: z.string(),
  utcExpiresAt: nullableString,
  utcRedeemedAt: nullableString,
  utcConfirmedAt: nullableString,
  productId: z.string(),
  optionId: z.string(),
  cancellable: z.boolean(),
  cancellation: z
    .object({
      refund: z.enum(['FULL', 'PARTIAL', 'NONE']),
      reason: nullableString,
      utcCancelledAt: z.string(),
    })
    .nullable(),
  freesale: z.boolean(),
  availabilityId: nullableString,
  availability: octoAvailabilitySchema.nullable(),
  contact: contactSchema,
  notes: nullableString,
  deliveryMethods: z.array(z.enum(['VOUCHER', 'TICKET'])),
  voucher: octoTicketSchema.nullable(),
  unitItems: z.array(octoUnitItemSchema),
  pricing: octoPricingSchema.optional(),
  pickupRequested: z.boolean().optional(),
  pickupPointId: nullableString.optional(),
  pickupHotel: nullableString.optional(),
  pickupHotelRoom: nullableString.optional(),
  pickupPoint: octoPickupPointSchema.nullable().optional(),
  /** octo/questions: the answers to the per-booking questions (each unit item carries its own). */
  questionAnswers: z.array(octoQuestionAnswerSchema).optional(),
})
export type OctoBookingView = z.output<typeof octoBookingSchema>
/** The voucher PDF: bytes the handler sends itself (never serialised), documented as a PDF file. */
export const octoVoucherPdfResponse = {
  description: "A confirmed booking's voucher",
  content: { 'application/pdf': { schema: z.string().describe('PDF file') } },
}
export const octoBookingListSchema = z.array(octoBookingSchema)

// ---- Compile-time conformance with @octocloud/types ----------------------------------------

/** OCTO's types use TypeScript enums; ours are their string values (`${Enum}`). */
type Plain<T> = T extends string
  ? `${T}`
  : T extends readonly (infer U)[]
    ? Plain<U>[]
    : T extends object
      ? { [K in keyof T]: Plain<T[K]> }
      : T
type Conforms<Ours extends Plain<Theirs>, Theirs> = [Ours, Theirs]
export type OctoConformance = [
  Conforms<z.output<typeof octoSupplierSchema>, Octo.Supplier>,
  Conforms<z.output<typeof octoProductSchema>, Octo.Product>,
  Conforms<z.output<typeof octoCalendarDaySchema>, Octo.AvailabilityCalendar>,
  Conforms<z.output<typeof octoAvailabilitySchema>, Octo.Availability>,
  Conforms<OctoBookingView, Octo.Booking>,
  Conforms<z.output<typeof octoErrorSchema>, Octo.BaseError>,
  Conforms<z.output<typeof octoPricingSchema>, Octo.Pricing>,
  Conforms<z.output<typeof octoUnitPricingSchema>, Octo.PricingUnit>,
  Conforms<z.output<typeof octoTicketSchema>, Octo.Ticket>,
]
