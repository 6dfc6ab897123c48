import { AmendmentMessages, AmendmentStatus } from '@serendib/domain/amendments'
import { formatDisplayDate } from '@serendib/domain/dates'
import type { AccountBooking } from './account-bookings'
import type { BookingFormValues, CostRequest } from './booking-form'

/** Body of POST /api/booking/ammend (spec §7; the server prices it again and ignores `amount`). */
export interface AmendRequestBody {
  booking: number
  ammendData: CostRequest & { amount: number }
}

type AmendedFields =
  'start_date' | 'start_time' | 'location_id' | 'num_adults' | 'num_children' | 'num_infants'

/** The amend form starts from the booking as it stands (its start time too, issue 13). */
export function amendFormFrom(booking: Pick<AccountBooking, AmendedFields>): BookingFormValues {
  return {
    date: formatDisplayDate(booking.start_date),
    locationId: booking.location_id ? String(booking.location_id) : '',
    adults: booking.num_adults,
    children: booking.num_children,
    infants: booking.num_infants,
    startTime: booking.start_time ?? '',
  }
}

/** True when the request asks for exactly what the booking already is: nothing to send. */
export function isSameAsBooking(request: CostRequest, booking: Pick<AccountBooking, AmendedFields>): boolean {
  return (
    request.pud === booking.start_date.slice(0, 10) &&
    (request.start_time ?? '') === (booking.start_time ?? '') &&
    request.pul === booking.location_id &&
    request.na === booking.num_adults &&
    request.nc === booking.num_children &&
    request.ni === booking.num_infants
  )
}

export function amendRequestBody(bookingId: number, request: CostRequest, amount: number): AmendRequestBody {
  return { booking: bookingId, ammendData: { ...request, amount } }
}

/**
 * Why a new request can not be sent yet, as the server would say (one open amendment at a time:
 * a pending one, or an accepted one whose balance is unpaid), or null.
 */
export function amendBlocker(booking: Pick<AccountBooking, 'ammendments'>): string | null {
  const open = (booking.ammendments ?? []).filter(
    (a) =>
      !a.paid &&
      (a.status === AmendmentStatus.pending ||
        (a.status === AmendmentStatus.accepted && a.balance_amount_cents > 0)),
  )
  if (open.some((a) => a.status === AmendmentStatus.pending)) return AmendmentMessages.pendingExists
  return open.length > 0 ? AmendmentMessages.unpaidBalance : null
}
