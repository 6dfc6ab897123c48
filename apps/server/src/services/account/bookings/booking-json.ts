/**
 * The one serializer of the account area's Booking and Amendment objects
 * (docs/account-area-api.md): database rows in, the contract's JSON out. Pure, so lists, show,
 * cancel and the reviews area all answer the same shape.
 */
import type { PaymentPlanKind } from '@serendib/domain/payment-plans'
import { bookedOptionLabel } from '@serendib/domain/tour-options'
import type { Amendment, Booking, BookingTraveller } from '@serendib/db/schema/bookings'
import { amendmentStatusLabel, AmendmentStatus } from '@serendib/domain/amendments'
import {
  bookingStatusLabels,
  canAmendOrCancel,
  type BookingStatusCode,
} from '@serendib/domain/booking-status'
import type {
  AmendmentJson,
  BookingJson,
  BookingReviewJson,
  BookingTravellerJson,
} from '@serendib/domain/booking-json'
import type { ImageRef } from '@serendib/domain/catalogue-api'
import type { PickupType } from '@serendib/domain/checkout'
import { formatDisplayDate } from '@serendib/domain/dates'
import type { DurationUnitCode } from '@serendib/domain/duration'
import { centsToDollars } from '@serendib/domain/money'
import { pickupTimeFor } from '@serendib/domain/pickup-times'
import type { TourTypeCode } from '@serendib/domain/tour-types'

export interface BookingRow {
  booking: Booking
  activity: {
    id: number
    title: string
    tourType: number
    fullSeoUrl: string
    durationValue: number
    durationUnit: number
    saleType: number
    tourId: string
    contactNumber: string | null
  }
  supplierName: string
  locationName: string | null
  /**
   * The pick-up point's timing on the tour (decision 058): fixed, or minutes before the start.
   * Flat, not an object: drizzle nulls a left-joined object whose first column is null.
   */
  pointPickupTime: string | null
  pointMinutesBeforeStart: number | null
}

export interface AmendmentRow {
  amendment: Amendment
  locationName: string | null
}

export interface BookingExtras {
  cover: ImageRef | null
  review: BookingReviewJson | null
  /** Show only: both present or both absent. */
  travellers?: BookingTraveller[]
  amendments?: AmendmentRow[]
  /** Show only: the reason of the supplier's or the deadline job's reject/cancel. */
  statusReason?: string | null
  /** The option's label in the booking's language (decision 088); absent: English as booked. */
  optionLabel?: string | null
}

const flag = (value: boolean): 1 | 0 => (value ? 1 : 0)
const hhmm = (time: string | null) => (time ? time.slice(0, 5) : null)

/** The pick-up time the customer is told: the booking's own, else its point's for its start. */
export function bookingPickupTime(
  row: Pick<BookingRow, 'booking' | 'pointPickupTime' | 'pointMinutesBeforeStart'>,
): string | null {
  return pickupTimeFor(
    { pickup_time: row.pointPickupTime, minutes_before_start: row.pointMinutesBeforeStart },
    row.booking.startTime,
    row.booking.pickupTime,
  )
}

export function amendmentJson(row: AmendmentRow, bookingStatus: number): AmendmentJson {
  const a = row.amendment
  const paid = a.paidAt !== null
  // A pay link is offered only while paying it still means something.
  const payable = a.status === AmendmentStatus.accepted && !paid && canAmendOrCancel(bookingStatus)
  return {
    id: a.id,
    formatted_pickup_date: formatDisplayDate(a.startDate),
    start_date: a.startDate,
    pickup_info: { location: { id: a.locationId, name: row.locationName } },
    num_adults: a.numAdults,
    num_children: a.numChildren,
    num_infants: a.numInfants,
    ammend_amount: centsToDollars(a.amendAmountCents),
    ammend_amount_cents: a.amendAmountCents,
    balance_amount: centsToDollars(a.balanceAmountCents),
    balance_amount_cents: a.balanceAmountCents,
    status: a.status,
    status_label: amendmentStatusLabel(a.status),
    pay_link: payable ? a.payLink : null,
    paid,
    created_at: a.createdAt.toISOString(),
  }
}

const travellerJson = (t: BookingTraveller): BookingTravellerJson => ({
  firstname: t.firstName,
  lastname: t.lastName,
  email: t.email,
  phone: t.phone,
  lead_traveller: flag(t.leadTraveller),
})

export function bookingJson(row: BookingRow, extras: BookingExtras): BookingJson {
  const b = row.booking
  const a = row.activity
  const json: BookingJson = {
    id: b.id,
    booking_reference: b.bookingReference,
    booking_ref: b.bookingReference,
    status: b.status as BookingStatusCode,
    status_label: bookingStatusLabels[b.status as BookingStatusCode] ?? '',
    start_date: b.startDate,
    start_time: hhmm(b.startTime),
    option_label:
      extras.optionLabel !== undefined ? extras.optionLabel : bookedOptionLabel(b.optionName, b.vehicles),
    end_date: b.endDate,
    created_at: b.createdAt.toISOString(),
    deleted_at: null,
    booking_amount: centsToDollars(b.bookingAmountCents),
    booking_amount_cents: b.bookingAmountCents,
    payment_amount: centsToDollars(b.paymentAmountCents),
    payment_amount_cents: b.paymentAmountCents,
    payment_reference: b.paymentReference,
    num_adults: b.numAdults,
    num_children: b.numChildren,
    num_infants: b.numInfants,
    location_id: b.locationId,
    contact_firstname: b.contactFirstname,
    contact_lastname: b.contactLastname,
    contact_email: b.contactEmail,
    contact_phone: b.contactPhone,
    hotel_name: b.hotelName,
    hotel_address: b.hotelAddress,
    pickup_location: b.pickupType as PickupType,
    flight_no: b.flightNo,
    flight_time: b.flightTime,
    other: b.pickupOther,
    remarks: b.remarks,
    alert_client: flag(b.alertClient),
    contactable: flag(b.contactable),
    can_amend_or_cancel: canAmendOrCancel(b.status),
    payment_plan: b.paymentPlan as PaymentPlanKind,
    balance:
      b.balanceDueDate &&
      b.balanceToken &&
      canAmendOrCancel(b.status) &&
      b.bookingAmountCents > b.paymentAmountCents
        ? {
            amount_cents: b.bookingAmountCents - b.paymentAmountCents,
            due_date: b.balanceDueDate,
            pay_link: `/payments/balance/${b.balanceToken}`,
          }
        : null,
    pickup: { location_name: row.locationName, pickup_time: bookingPickupTime(row) },
    activity_id: b.activityId,
    activity: {
      id: a.id,
      title: a.title,
      tour_type: a.tourType as TourTypeCode,
      full_seo_url: a.fullSeoUrl,
      cover_image: extras.cover,
      duration_value: a.durationValue,
      duration_unit: a.durationUnit as DurationUnitCode,
      supplier_name: row.supplierName,
      sale_type: a.saleType,
      tour_id: a.tourId,
      contact_number: a.contactNumber,
    },
    review: extras.review,
  }
  if (extras.travellers) json.travellers = extras.travellers.map(travellerJson)
  if (extras.amendments) json.ammendments = extras.amendments.map((r) => amendmentJson(r, b.status))
  if (extras.statusReason !== undefined) json.status_reason = extras.statusReason
  return json
}
