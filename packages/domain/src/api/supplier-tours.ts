/**
 * The supplier portal's tour API (issue 13): `/api/supplier/tours/**`. One editor payload holds
 * every field of spec §3 "Activity" a supplier owns, grouped by the editor's steps; saves are
 * partial (autosave sends only what changed) and lists are replaced whole when sent. Field names
 * follow the public detail (`exclision`, `condtions`, `itinery[].summery`) so a preview can
 * reuse the public page. Money is integer cents. Messages come from ../supplier-tours.ts, so
 * the browser's check and the server's answer say the same thing under the same field.
 */
import { z } from 'zod'
import { TourEditorLimits as L, TourEditorMessages as M } from '../supplier-tours.ts'
import { apiSuccess, apiSuccessWithMessage, idText } from './envelope.ts'
import { MAX_MINUTES_BEFORE_START } from '../pickup-times.ts'
import { calendarDateSchema, calendarMonthSchema } from './calendar-date.ts'
import { imageRefSchema } from './catalogue.ts'
import { PAYMENT_PLAN_KINDS, paymentPlanProblem, PaymentPlanMessages } from '../payment-plans.ts'

const int = z.number().int()
const id = int.min(1)
const text = (max: number, message?: string) => z.string().trim().max(max, message)
const cents = z.number({ error: M.priceNegative }).int(M.priceNegative).min(0, M.priceNegative)
const age = z.number({ error: M.ageRange }).int(M.ageRange).min(0, M.ageRange).max(99, M.ageRange)
const isoDate = calendarDateSchema(M.blackoutDate)
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.timeFormat)
const capacity = z.number({ error: M.capacityPositive }).int(M.capacityPositive).min(1, M.capacityPositive)

// ---- the editor's steps -------------------------------------------------------------------

/** Step 1, basics. `start_location_ids` are spec §3 `available_locations`. */
export const tourBasicsSchema = z.object({
  title: text(150, M.titleTooLong),
  tour_type: z.literal([1, 2, 3, 4], { error: M.tourTypeRequired }),
  duration_value: z
    .number({ error: M.durationPositive })
    .int(M.durationPositive)
    .min(1, M.durationPositive)
    .max(1000),
  duration_unit: z.literal([1, 2, 3], { error: M.durationUnitRequired }),
  category_ids: z
    .array(z.number({ error: M.categoryUnknown }).int(M.categoryUnknown).min(1, M.categoryUnknown))
    .max(20),
  overview: text(20_000),
  start_location_ids: z
    .array(z.number({ error: M.placeUnknown }).int(M.placeUnknown).min(1, M.placeUnknown))
    .max(50),
})

/** Step 2: ordered items; round tours set `day_number`, the others label items with a time. */
export const tourItineraryItemSchema = z.object({
  /**
   * Present for an item already saved: the item keeps its row, so its translations stay with it
   * when items are reordered or edited (decision 083). Absent for a new item.
   */
  id: id.optional(),
  label: text(150),
  summery: text(5_000),
  day_number: int.min(1).max(365).nullable(),
})
export const tourItinerarySchema = z.object({
  itinery: z.array(tourItineraryItemSchema).max(L.maxItineraryItems),
})

/** Step 3: one item per line in the lists, as the public page shows them. */
export const tourDetailsSchema = z.object({
  inclusion: text(10_000),
  exclision: text(10_000),
  know_policy: text(10_000),
  condtions: text(10_000),
  cancel_policy: text(10_000),
  /** Where exactly travellers meet the guide; optional, translated in the Languages step. */
  meeting_point: text(1_000),
  contact_number: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{7,20}$/, M.contactNumberFormat)
    .nullable()
    .or(z.literal('').transform(() => null)),
})

export const ratesSchema = z.object({
  adult_price_cents: cents.nullable(),
  child_price_cents: cents.nullable(),
  infant_price_cents: cents.nullable(),
  group_price_cents: cents.nullable(),
})

/** A seasonal price period: its own rates from `starts_on` to `ends_on`, both inclusive. */
export const pricePeriodSchema = ratesSchema.extend({
  /** Present for a period already saved; absent for a new one. */
  id: id.optional(),
  label: text(60, M.periodLabelTooLong).default(''),
  starts_on: isoDate,
  ends_on: isoDate,
})
export type PricePeriod = z.output<typeof pricePeriodSchema>

/**
 * How travellers pay (decision 075): in full, a deposit (percentage or cents) with the balance
 * due some days before travel, or reserve now and pay later. The rule is paymentPlanProblem, so
 * the form and the API say the same thing under the same field.
 */
export const paymentPlanSchema = z
  .object({
    kind: z.enum(PAYMENT_PLAN_KINDS, { error: PaymentPlanMessages.kind }),
    deposit_percent: int.nullable().default(null),
    deposit_cents: int.nullable().default(null),
    balance_days_before: int.nullable().default(null),
  })
  .superRefine((p, ctx) => {
    const problem = paymentPlanProblem({
      kind: p.kind,
      depositPercent: p.kind === 'deposit' ? p.deposit_percent : null,
      depositCents: p.kind === 'deposit' ? p.deposit_cents : null,
      balanceDaysBefore: p.balance_days_before,
    })
    if (!problem) return
    const path =
      problem === PaymentPlanMessages.balanceDays
        ? 'balance_days_before'
        : problem === PaymentPlanMessages.depositCents
          ? 'deposit_cents'
          : problem === PaymentPlanMessages.kind
            ? 'kind'
            : 'deposit_percent'
    ctx.addIssue({ code: 'custom', message: problem, path: [path] })
  })
export type PaymentPlanFields = z.output<typeof paymentPlanSchema>

/** Step 5: who travels, age bands, basis, base rates, seasonal periods, sale type. */
export const tourPricesSchema = z.object({
  include_adults: z.boolean(),
  include_children: z.boolean(),
  include_infants: z.boolean(),
  adults_age_from: age,
  adults_age_to: age,
  children_age_from: age,
  children_age_to: age,
  infant_age_from: age,
  infant_age_to: age,
  /** 1 Per Person, 2 Per Group. */
  pricing_basis: z.literal([1, 2], { error: M.pricingBasisRequired }),
  rates: ratesSchema,
  max_group_size: z
    .number({ error: M.groupSizePositive })
    .int()
    .min(1, M.groupSizePositive)
    .max(1000)
    .nullable(),
  price_periods: z.array(pricePeriodSchema).max(L.maxPricePeriods),
  /** 1 instant booking; 2 on request (the supplier confirms). */
  sale_type: z.literal([1, 2], { error: M.saleTypeRequired }),
  payment_plan: paymentPlanSchema.default({
    kind: 'full',
    deposit_percent: null,
    deposit_cents: null,
    balance_days_before: null,
  }),
})

/**
 * Step 6: pick-up points served. A tour sold per day collects at each point's fixed
 * `pickup_time`; a tour with start times `minutes_before_start` before each start (decision 058).
 */
export const pickupPointSchema = z.object({
  location_id: z.number({ error: M.pickupUnknown }).int(M.pickupUnknown).min(1, M.pickupUnknown),
  pickup_time: clock.nullable(),
  minutes_before_start: z
    .number({ error: M.minutesBeforeStartRange })
    .int(M.minutesBeforeStartRange)
    .min(0, M.minutesBeforeStartRange)
    .max(MAX_MINUTES_BEFORE_START, M.minutesBeforeStartRange)
    .nullable()
    .default(null),
})
export const tourPickupSchema = z.object({ pickup_locations: z.array(pickupPointSchema).max(200) })

/** A fixed start: clock time, the weekdays it runs (ISO 1 Monday … 7 Sunday), its own capacity. */
export const startTimeSchema = z.object({
  /** Present for a start already saved (bookings point at it); absent for a new one. */
  id: id.optional(),
  time: clock,
  weekdays: z.array(int.min(1).max(7)).min(1, M.weekdaysRequired).max(7),
  /** Travellers per date at this time; null = only the daily capacity limits it. */
  capacity: capacity.nullable(),
})
export type StartTime = z.output<typeof startTimeSchema>

export const blackoutDateSchema = z.object({ day: isoDate, reason: text(200).nullable().default(null) })

/** Days: bookable from today + value days. Hours: until `value` hours before the start. */
export const cutoffSchema = z.object({
  unit: z.enum(['days', 'hours']),
  value: int.min(0).max(L.maxCutoffDays),
})

/** Step 7. No start times = any time that day, as today. */
export const tourAvailabilitySchema = z.object({
  daily_capacity: capacity.nullable(),
  start_times: z.array(startTimeSchema).max(L.maxStartTimes),
  blackout_dates: z.array(blackoutDateSchema).max(L.maxBlackoutDates),
  booking_cutoff: cutoffSchema,
})

/** Step 8. `seo_url` is unique across tours; the editor suggests suggestSeoUrl(title). */
export const tourSeoSchema = z.object({
  seo_url: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, M.seoUrlFormat)
    .min(3, M.seoUrlFormat)
    .max(120, M.seoUrlFormat),
  seo_title: text(70, M.seoTitleTooLong),
  seo_description: text(170, M.seoDescriptionTooLong),
})

/** Every editable field (photos have their own endpoints, step 4). */
export const tourEditorFieldsSchema = tourBasicsSchema
  .extend(tourItinerarySchema.shape)
  .extend(tourDetailsSchema.shape)
  .extend(tourPricesSchema.shape)
  .extend(tourPickupSchema.shape)
  .extend(tourAvailabilitySchema.shape)
  .extend(tourSeoSchema.shape)
export type TourEditorFields = z.output<typeof tourEditorFieldsSchema>

/**
 * Only the fields sent: zod 4 fills a `.default()` in even under `.partial()`, so the payment plan
 * (the one field with a default) is optional without it here, or every autosave of another field
 * sent `payment_plan: full` and a deposit plan was lost at the next step.
 */
const sentFieldsSchema = tourEditorFieldsSchema
  .partial()
  .extend({ payment_plan: paymentPlanSchema.optional() })
/** POST /api/supplier/tours: a new draft, from whatever the first step has (maybe nothing). */
export const createTourBodySchema = sentFieldsSchema
/** PATCH /api/supplier/tours/:id: an autosave; only the fields sent change. */
export const updateTourBodySchema = sentFieldsSchema
export type UpdateTourBody = z.output<typeof updateTourBodySchema>

// ---- answers ------------------------------------------------------------------------------

/** 0 Pending, 1 Active, 2 Rejected (spec §3), 3 Draft, 4 Archived (decision 034), 5 Suspended, 6 Reseller only. */
export const tourLifecycleSchema = z.literal([0, 1, 2, 3, 4, 5, 6])
export const tourLifecycleNameSchema = z.enum([
  'pending',
  'active',
  'rejected',
  'draft',
  'archived',
  'suspended',
  'resellerOnly',
])

export const supplierTourImageSchema = imageRefSchema.extend({ cover: z.boolean(), sort_order: int })
export type SupplierTourImage = z.output<typeof supplierTourImageSchema>

/** A tour as its supplier edits it: every field, its state and what submitting still needs. */
export const supplierTourSchema = tourEditorFieldsSchema.extend({
  id: int,
  tour_id: z.string(),
  status: tourLifecycleSchema,
  status_name: tourLifecycleNameSchema,
  status_label: z.string(),
  /** The admin's reason when rejected, for the supplier to fix and resubmit. */
  rejection_reason: z.string().nullable(),
  /** An active tour edited after its approval: on sale, waiting in the admin's queue. */
  changed_since_approval: z.boolean(),
  submitted_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  updated_at: z.string(),
  images: z.array(supplierTourImageSchema),
  full_seo_url: z.string(),
  /** Field path → message: what submitting needs first (empty when the tour is complete). */
  missing: z.record(z.string(), z.string()),
  /** Whether this supplier may submit now (approved account, complete tour, right status). */
  can_submit: z.boolean(),
})
export type SupplierTour = z.output<typeof supplierTourSchema>

/** One row of the supplier's tour list. */
export const supplierTourRowSchema = z.object({
  id: int,
  tour_id: z.string(),
  title: z.string(),
  tour_type: z.literal([1, 2, 3, 4], { error: M.tourTypeRequired }),
  status: tourLifecycleSchema,
  status_name: tourLifecycleNameSchema,
  status_label: z.string(),
  rejection_reason: z.string().nullable(),
  changed_since_approval: z.boolean(),
  cover_image: imageRefSchema.nullable(),
  /** Base "from" price in cents (the lowest rate of the base and current periods). */
  selling_price_cents: int,
  updated_at: z.string(),
  full_seo_url: z.string(),
})
export type SupplierTourRow = z.output<typeof supplierTourRowSchema>

export const supplierToursQuerySchema = z.object({
  status: z.union([z.literal(''), tourLifecycleNameSchema]).optional(),
})
export const supplierTourParamsSchema = z.object({ id: idText })
export const supplierTourListResponseSchema = apiSuccess(
  z.object({ tours: z.array(supplierTourRowSchema), supplier_approved: z.boolean() }),
)
export const supplierTourResponseSchema = apiSuccess(supplierTourSchema)
export const supplierTourActionResponseSchema = apiSuccessWithMessage(supplierTourSchema)

/**
 * A refused save or submit: `message` for the snackbar, `errors` maps each field path
 * (`price_periods.1.starts_on`) to its message. Nothing was changed. Refusals that are not
 * about a field (a pending tour is read-only, the account is not approved) have no `errors`.
 */
export const fieldErrorsResponseSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
})
export type FieldErrorsResponse = z.output<typeof fieldErrorsResponseSchema>

// ---- photos (step 4) ------------------------------------------------------------------------

/** POST …/:id/photos: multipart, one or more `file` parts (JPG, PNG or WebP by content). */
export const photoParamsSchema = z.object({ id: idText, photoId: idText })
/** PATCH …/:id/photos/:photoId. */
export const updatePhotoBodySchema = z.object({
  alt_text: text(150, M.altTextTooLong).optional(),
  /** Make this the cover (it moves first). */
  cover: z.literal(true).optional(),
})
/** PUT …/:id/photos/order: every photo id of the tour, cover first. */
export const photoOrderBodySchema = z.object({ ids: z.array(id).max(L.maxPhotos) })
export const photosResponseSchema = apiSuccessWithMessage(
  z.object({ images: z.array(supplierTourImageSchema) }),
)

// ---- availability calendar (step 7) -------------------------------------------------------------

export const calendarQuerySchema = z.object({
  month: calendarMonthSchema('a month like 2026-12'),
})

/** One start (or, for tours without start times, the whole day as `time: null`). */
export const calendarSlotSchema = z.object({
  start_time_id: int.nullable(),
  time: z.string().nullable(),
  capacity: int.nullable(),
  booked: int,
  /** null = no limit. */
  left: int.nullable(),
  closed: z.boolean(),
})
export const calendarDaySchema = z.object({
  day: z.string(),
  /** Before today in Colombo: what was booked, nothing left to sell (issue 29 point 8: no "12 left"). */
  past: z.boolean(),
  /** Blacked out or closed for the day (bookings already made stay). */
  closed: z.boolean(),
  /** A blackout date's reason. */
  reason: z.string().nullable(),
  capacity: int.nullable(),
  booked: int,
  left: int.nullable(),
  /** Seasonal period in force that day, by label (null = base rates). */
  price_period: z.string().nullable(),
  slots: z.array(calendarSlotSchema),
})
export type CalendarDay = z.output<typeof calendarDaySchema>
export const calendarResponseSchema = apiSuccess(
  z.object({ month: z.string(), days: z.array(calendarDaySchema) }),
)

/** POST …/:id/calendar/close and /reopen: a whole day, or one start time on that day. */
export const calendarChangeBodySchema = z.object({
  day: isoDate,
  start_time_id: id.nullable().default(null),
  reason: text(200).nullable().default(null),
})
export const calendarChangeResponseSchema = apiSuccessWithMessage(calendarDaySchema)

// ---- admin review (console) ----------------------------------------------------------------

/** One changed field between the approved snapshot and now. */
export const tourDiffEntrySchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })
export type TourDiffEntry = z.output<typeof tourDiffEntrySchema>

export const adminTourQueueItemSchema = z.object({
  id: int,
  tour_id: z.string(),
  title: z.string(),
  status: tourLifecycleSchema,
  status_label: z.string(),
  supplier: z.object({ id: int, name: z.string(), email: z.string() }),
  submitted_at: z.string().nullable(),
  updated_at: z.string(),
  /** 'pending' waits for its first decision (or a resubmission); 'changed' is on sale, edited since approval. */
  queue: z.enum(['pending', 'changed']),
  /** For 'changed': what differs from the approved version. */
  diff: z.array(tourDiffEntrySchema),
})
export type AdminTourQueueItem = z.output<typeof adminTourQueueItemSchema>
export const adminTourQueueQuerySchema = z.object({
  queue: z.union([z.literal(''), z.enum(['pending', 'changed'])]).optional(),
  /** 25 tours a page (ADMIN_PAGE_SIZE), oldest first. */
  page: z.coerce.number().int().min(1).max(100_000).default(1),
})
export const adminTourQueueResponseSchema = apiSuccess(
  z.object({
    tours: z.array(adminTourQueueItemSchema),
    current_page: int,
    last_page: int,
    per_page: int,
    total: int,
  }),
)
export const adminTourRejectBodySchema = z.object({
  reason: z.string().trim().min(1, 'Give the supplier a reason for the rejection').max(1000),
})
export const adminTourDecisionResponseSchema = apiSuccessWithMessage(
  z.object({
    id: int,
    status: tourLifecycleSchema,
    status_label: z.string(),
    rejection_reason: z.string().nullable(),
  }),
)

// ---- traveller side: start times on the cost call -----------------------------------------------

/** `available_times` of POST /api/activity/cost for a tour with start times. */
export const availableTimeSchema = z.object({
  start_time_id: int,
  time: z.string(),
  /** null = no limit. */
  left: int.nullable(),
  /** Still bookable for the asked travellers (cut-off passed, closed or full = false). */
  available: z.boolean(),
})
export type AvailableTime = z.output<typeof availableTimeSchema>

export type AdminTourQueuePage = z.output<typeof adminTourQueueResponseSchema>['data']
