/**
 * The columns of a booking that its priced quote decides: the tour, the day and start, the
 * travellers, the amount and deal, the pick-up point. One place for site checkout, OCTO's reserve
 * and OCTO's rebooking, so a new column of the quote reaches every way a booking is written.
 */
import { tourEndDate } from '@serendib/domain/checkout'
import type { DurationUnitCode } from '@serendib/domain/duration'
import type { Quote } from './quote.ts'

export function quotedBookingColumns(quote: Quote) {
  return {
    activityId: quote.activityId,
    supplierUserId: quote.supplierUserId,
    startDate: quote.day,
    endDate: tourEndDate(quote.day, quote.durationValue, quote.durationUnit as DurationUnitCode),
    startTimeId: quote.startTimeId,
    startTime: quote.startTime,
    numAdults: quote.counts.adults,
    numChildren: quote.counts.children,
    numInfants: quote.counts.infants,
    bookingAmountCents: quote.amountCents,
    discountPercent: quote.discountPercent,
    locationId: quote.pickupLocationId,
    optionId: quote.optionId,
    optionName: quote.optionName,
    vehicles: quote.vehicles,
    vehicleCount: quote.vehicleCount,
  }
}
