/**
 * Business rules of the supplier's tour editor (issue 13). The API runs them on every save and
 * submit; the portal runs the same functions in the browser, so a field shows the message the
 * server would answer. Each rule returns field errors keyed by the payload's dotted path
 * (`price_periods.1.ends_on`), never throws.
 */
import { addDays, isIsoDate } from './dates.ts'
import { PHOTO_MAX_BYTES } from './images.ts'

/** Field path → the message the editor shows under that field. */
export type FieldErrors = Record<string, string>

export const TourEditorMessages = {
  titleRequired: 'Give your tour a title',
  titleTooLong: 'Keep the title under 150 characters',
  overviewRequired: 'Describe your tour in the overview',
  categoryRequired: 'Choose at least one category',
  startLocationRequired: 'Choose where the tour starts',
  durationPositive: 'Duration must be a whole number above 0',
  itineraryRequired: 'Add at least one itinerary item',
  itineraryLabelRequired: 'Give this itinerary item a label',
  itineraryDayRequired: 'Round tours group their itinerary by day: choose the day',
  photoRequired: 'Add at least one photo',
  pickupRequired: 'Add at least one pick-up point',
  pickupDuplicate: 'This pick-up point is already listed',
  minutesBeforeStartRange: 'Minutes before the start: a whole number from 0 to 720 (12 hours)',
  pickupDayBefore: (start: string) =>
    `For the ${start} start this pick-up would be the day before: keep it on the day of the tour`,
  startTimePickupDayBefore:
    'A pick-up point is reached too long before this start: it would be the day before (see the Pick-up step)',
  timeFormat: 'Use a time like 08:30',
  ageRange: 'Ages go from 0 to 99, and "from" may not be above "to"',
  ageBandsOverlap: (a: string, b: string) => `The ${a} and ${b} age ranges overlap`,
  noBandIncluded: 'Take at least adults, children or infants',
  adultsRequired: 'Adults must be included: every booking needs at least one adult',
  priceNegative: 'A price can not be negative',
  priceRequired: 'Enter a price above 0',
  groupSizePositive: 'Maximum group size must be at least 1',
  periodDates: 'A price period needs a start date and an end date on or after it',
  periodsOverlap: (other: number) => `This period overlaps period ${other + 1}`,
  periodLabelTooLong: 'Keep the period name under 60 characters',
  capacityPositive: 'Capacity must be at least 1, or empty for no limit',
  capacityBelowBooked: (booked: number) =>
    `Capacity can not be below the ${booked} ${booked === 1 ? 'traveller' : 'travellers'} already booked`,
  startTimeDuplicate: 'This start time is already listed',
  weekdaysRequired: 'Choose at least one weekday',
  startTimeHasBookings: (time: string, booked: number) =>
    `The ${time} start has ${booked} ${booked === 1 ? 'traveller' : 'travellers'} booked on future dates: close it on the calendar instead of removing it`,
  startTimeUnknown: 'This start time does not belong to the tour',
  categoryUnknown: 'Choose categories from the list',
  placeUnknown: 'Choose places from the list',
  pickupUnknown: 'Choose pick-up points from the list',
  tourTypeRequired: 'Choose the tour type',
  durationUnitRequired: 'Choose days, hours or minutes',
  pricingBasisRequired: 'Choose per person or per group',
  saleTypeRequired: 'Choose instant booking or on request',
  blackoutDuplicate: 'This date is already blocked',
  blackoutDate: 'Choose a valid date',
  cutoffRange: 'Cut-off is 0 to 365 days, or 0 to 72 hours',
  seoUrlFormat: 'Use lower-case letters, digits and hyphens (3 to 120 characters)',
  seoUrlTaken: 'This seo url is already used by another tour',
  seoTitleTooLong: 'Keep the seo title under 70 characters',
  seoDescriptionTooLong: 'Keep the seo description under 170 characters',
  contactNumberFormat: 'Enter a phone number such as +94 77 123 4567',
  photoTooLarge: (mb: number) => `A photo may be at most ${mb} MB`,
  photoFormat: 'Upload JPG, PNG or WebP photos',
  photoLimit: (max: number) => `A tour can have at most ${max} photos`,
  photoNotFound: 'This photo does not belong to the tour',
  photoOrder: 'List every photo of the tour exactly once',
  altTextTooLong: 'Keep the alt text under 150 characters',
  dayClosed: 'Closed',
  dayReopened: 'Open again',
} as const

/** Limits of the editor, one place for the API and the portal. */
export const TourEditorLimits = {
  maxPhotos: 20,
  maxPhotoBytes: PHOTO_MAX_BYTES,
  maxStartTimes: 12,
  maxPricePeriods: 24,
  maxBlackoutDates: 366,
  maxItineraryItems: 60,
  maxCutoffDays: 365,
  maxCutoffHours: 72,
} as const

export type AgeBandName = 'adults' | 'children' | 'infants'
export const ageBandLabels: Record<AgeBandName, string> = {
  adults: 'adult',
  children: 'child',
  infants: 'infant',
}
/** The payload names the infant band `infant_age_*` (spec §3), the others by their plural. */
const ageFields: Record<AgeBandName, string> = { adults: 'adults', children: 'children', infants: 'infant' }

export interface AgeBand {
  include: boolean
  from: number
  to: number
}

/** Included bands: each 0–99 with from ≤ to, at least adults, and no age in two bands. */
export function ageBandProblems(bands: Record<AgeBandName, AgeBand>): FieldErrors {
  const errors: FieldErrors = {}
  if (!bands.adults.include) errors.include_adults = TourEditorMessages.adultsRequired
  const included = (Object.keys(bands) as AgeBandName[]).filter((name) => bands[name].include)
  for (const name of included) {
    const { from, to } = bands[name]
    const ok = [from, to].every((n) => Number.isInteger(n) && n >= 0 && n <= 99) && from <= to
    if (!ok) errors[`${ageFields[name]}_age_from`] = TourEditorMessages.ageRange
  }
  for (let i = 0; i < included.length; i++) {
    for (let j = i + 1; j < included.length; j++) {
      const a = bands[included[i]!]
      const b = bands[included[j]!]
      if (a.from <= b.to && b.from <= a.to) {
        errors[`${ageFields[included[j]!]}_age_from`] ??= TourEditorMessages.ageBandsOverlap(
          ageBandLabels[included[i]!],
          ageBandLabels[included[j]!],
        )
      }
    }
  }
  return errors
}

/** Rates in cents; null = not sold in that band (or not per-group). */
export interface Rates {
  adult_price_cents: number | null
  child_price_cents: number | null
  infant_price_cents: number | null
  group_price_cents: number | null
}

export const rateFields = [
  'adult_price_cents',
  'child_price_cents',
  'infant_price_cents',
  'group_price_cents',
] as const satisfies (keyof Rates)[]

export interface PricePeriodInput extends Rates {
  starts_on: string
  ends_on: string
}

/** Negative is never allowed; the rates a sold band or the group basis needs must be above 0 to submit. */
export function rateProblems(prefix: string, rates: Rates): FieldErrors {
  const errors: FieldErrors = {}
  for (const field of rateFields) {
    const value = rates[field]
    if (value !== null && (!Number.isInteger(value) || value < 0))
      errors[`${prefix}${field}`] = TourEditorMessages.priceNegative
  }
  return errors
}

/** Periods: valid dates, end on or after start, no calendar day in two periods. */
export function pricePeriodProblems(periods: readonly PricePeriodInput[]): FieldErrors {
  const errors: FieldErrors = {}
  periods.forEach((period, i) => {
    Object.assign(errors, rateProblems(`price_periods.${i}.`, period))
    if (!isIsoDate(period.starts_on) || !isIsoDate(period.ends_on) || period.ends_on < period.starts_on)
      errors[`price_periods.${i}.ends_on`] = TourEditorMessages.periodDates
  })
  periods.forEach((period, i) => {
    if (errors[`price_periods.${i}.ends_on`]) return
    const other = periods.findIndex(
      (p, j) =>
        j < i &&
        !errors[`price_periods.${j}.ends_on`] &&
        p.starts_on <= period.ends_on &&
        period.starts_on <= p.ends_on,
    )
    if (other >= 0) errors[`price_periods.${i}.starts_on`] = TourEditorMessages.periodsOverlap(other)
  })
  return errors
}

/** The rates that apply on `day`: the period containing it, else the base rates. */
export function ratesOn<T extends Rates>(
  base: T,
  periods: readonly (PricePeriodInput & Rates)[],
  day: string,
): Rates {
  return periods.find((p) => p.starts_on <= day && day <= p.ends_on) ?? base
}

export interface StartTimeInput {
  /** "HH:MM", 24-hour, Asia/Colombo. */
  time: string
  /** ISO weekdays 1 Monday … 7 Sunday. */
  weekdays: number[]
  capacity: number | null
}

export const isClockTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value)

/** Each start: a clock time, at least one weekday, capacity ≥ 1 or none; one row per time. */
export function startTimeProblems(startTimes: readonly StartTimeInput[]): FieldErrors {
  const errors: FieldErrors = {}
  const seen = new Set<string>()
  startTimes.forEach((start, i) => {
    if (!isClockTime(start.time)) errors[`start_times.${i}.time`] = TourEditorMessages.timeFormat
    else if (seen.has(start.time)) errors[`start_times.${i}.time`] = TourEditorMessages.startTimeDuplicate
    seen.add(start.time)
    if (start.weekdays.length === 0) errors[`start_times.${i}.weekdays`] = TourEditorMessages.weekdaysRequired
    if (start.capacity !== null && !(Number.isInteger(start.capacity) && start.capacity >= 1))
      errors[`start_times.${i}.capacity`] = TourEditorMessages.capacityPositive
  })
  return errors
}

/** ISO weekday (1 Monday … 7 Sunday) of a yyyy-MM-dd date. */
export function isoWeekday(day: string): number {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay()
  return d === 0 ? 7 : d
}

/** The start times that run on `day`, in clock order. */
export function startTimesOn<T extends StartTimeInput>(startTimes: readonly T[], day: string): T[] {
  const weekday = isoWeekday(day)
  return startTimes.filter((s) => s.weekdays.includes(weekday)).sort((a, b) => a.time.localeCompare(b.time))
}

/** A capacity may not drop below what travellers already hold. */
export function capacityProblem(capacity: number | null, booked: number): string | null {
  if (capacity === null) return null
  if (!Number.isInteger(capacity) || capacity < 1) return TourEditorMessages.capacityPositive
  return capacity < booked ? TourEditorMessages.capacityBelowBooked(booked) : null
}

export type CutoffUnit = 'days' | 'hours'
export interface Cutoff {
  unit: CutoffUnit
  value: number
}

export function cutoffProblem(cutoff: Cutoff): string | null {
  const max = cutoff.unit === 'days' ? TourEditorLimits.maxCutoffDays : TourEditorLimits.maxCutoffHours
  return Number.isInteger(cutoff.value) && cutoff.value >= 0 && cutoff.value <= max
    ? null
    : TourEditorMessages.cutoffRange
}

/**
 * Whether a start on `day` at `time` ("HH:MM"; "00:00" for tours without start times) is still
 * bookable at `now` (both as Asia/Colombo wall clock: today "yyyy-MM-dd", nowTime "HH:MM").
 * Days: the day must be at least `value` days after today. Hours: the start at least `value`
 * hours ahead.
 */
export function withinCutoff(
  cutoff: Cutoff,
  day: string,
  time: string,
  today: string,
  nowTime: string,
): boolean {
  if (cutoff.unit === 'days') return day >= addDays(today, cutoff.value)
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5))
  const dayDiff = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000)
  return dayDiff * 1440 + minutes(time) - minutes(nowTime) >= cutoff.value * 60
}

/**
 * Whether a fixed start (`time` "HH:MM" on `day`) can still be booked at `now`: within the cut-off,
 * and never once it has begun. A cut-off of 0 days allows today, but not the 07:00 boat at 09:30.
 */
export function startBookable(
  cutoff: Cutoff,
  day: string,
  time: string,
  today: string,
  nowTime: string,
): boolean {
  return (
    withinCutoff(cutoff, day, time, today, nowTime) && (day > today || time.slice(0, 5) > nowTime.slice(0, 5))
  )
}

/** Seo urls are path segments: lower-case words joined by hyphens. */
export const isSeoUrl = (value: string) =>
  /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) && value.length >= 3 && value.length <= 120

/** The editor's suggestion from the title ("Sigiriya & Dambulla Day Trip" → "sigiriya-dambulla-day-trip"). */
export function suggestSeoUrl(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '')
  return slug.length >= 3 ? slug : `tour-${slug || 'new'}`.slice(0, 120)
}

export type TourPhotoFormat = 'jpeg' | 'png' | 'webp'

/** A tour photo's format by its first bytes, never its name: JPEG, PNG or WebP (RIFF…WEBP). */
export function detectTourPhotoFormat(bytes: Uint8Array): TourPhotoFormat | null {
  const at = (offset: number, signature: number[]) =>
    bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b)
  if (at(0, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'webp'
  return null
}

/** What the booking panel, cart and checkout say about start times (issue 13). */
export const StartTimeMessages = {
  required: 'Please select a start time',
  unavailable: (time: string, day: string) =>
    `The ${time} start is not available on ${day.split('-').reverse().join('/')}, please choose another time`,
  fewLeft: (time: string, left: number) =>
    `Only ${left} ${left === 1 ? 'place is' : 'places are'} left at ${time}`,
  noneOnDay: (day: string) =>
    `This tour does not run on ${day.split('-').reverse().join('/')}, please choose another date`,
  tooLate: (hours: number) => `Bookings close ${hours} ${hours === 1 ? 'hour' : 'hours'} before the start`,
} as const
