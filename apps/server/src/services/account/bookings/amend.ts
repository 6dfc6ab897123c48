/**
 * POST /api/booking/ammend (architecture brief, Amendments): the customer asks for another date,
 * pick-up or traveller counts of the same tour. The server prices it (the client's amount is
 * ignored); balance = new price − paid so far. One pending request per booking; the supplier
 * gets a mail and decides (amendment-decision.ts).
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Database, Tx } from '@serendib/db/client'
import { amendments } from '@serendib/db/schema/bookings'
import { locations } from '@serendib/db/schema/catalogue'
import { AmendmentMessages, AmendmentStatus, amendmentBalanceCents } from '@serendib/domain/amendments'
import { canAmendOrCancel } from '@serendib/domain/booking-status'
import type { AmendmentJson } from '@serendib/domain/booking-json'
import { ConflictError, UnprocessableError } from '@serendib/domain/errors'
import { quoteBooking, QuoteError, type Quote, type QuoteRequest } from '../../booking/quote.ts'
import { releaseSeats, restoreSeats } from '../../booking/seats.ts'
import { StartTimeMessages } from '@serendib/domain/supplier-tours'
import { supplierAmendmentRequestMail } from '../../email/account-templates.ts'
import { enqueueEmail } from '../../email/enqueue-email.ts'
import { amendmentJson } from './booking-json.ts'
import { bookingFacts, mailRef, type BookingFacts } from './locked-booking.ts'

export interface AmendBody {
  booking?: unknown
  ammendData?: QuoteRequest & { amount?: unknown }
}

const sameAsBooked = (b: BookingFacts, q: Quote) =>
  q.day === b.start_date &&
  q.startTimeId === b.start_time_id &&
  q.pickupLocationId === b.location_id &&
  q.counts.adults === b.num_adults &&
  q.counts.children === b.num_children &&
  q.counts.infants === b.num_infants

/** Throws 409 while an earlier request waits for the supplier or its balance waits for payment. */
async function assertNoOpenAmendment(tx: Tx, bookingId: number) {
  const open = await tx
    .select({ status: amendments.status, balance: amendments.balanceAmountCents })
    .from(amendments)
    .where(
      and(
        eq(amendments.bookingId, bookingId),
        sql`(${amendments.status} = ${AmendmentStatus.pending}
             or (${amendments.status} = ${AmendmentStatus.accepted} and ${amendments.balanceAmountCents} > 0))`,
        isNull(amendments.paidAt),
      ),
    )
  if (open.some((a) => a.status === AmendmentStatus.pending))
    throw new ConflictError(AmendmentMessages.pendingExists)
  // Paying an old balance after a newer change was priced would pay the difference twice.
  if (open.length > 0) throw new ConflictError(AmendmentMessages.unpaidBalance)
}

/**
 * Prices the change as if the booking's own travellers were not on their day yet: its seats are
 * released for the quote and put back in the same transaction, so an amendment on the same day
 * does not compete with itself for capacity.
 */
async function quoteChange(tx: Tx, booking: BookingFacts, data: QuoteRequest): Promise<Quote> {
  const released = await releaseSeats(
    tx,
    booking.activity_id,
    booking.start_date,
    booking.pax,
    booking.start_time_id,
  )
  // A refusal rolls the whole transaction back, the release included.
  const quote = await quoteBooking(tx, { ...data, aid: booking.activity_id }).catch((error: unknown) => {
    throw error instanceof QuoteError ? new UnprocessableError(error.message) : error
  })
  // A tour with start times is amended to one of them (decision 035).
  if (quote.availableTimes && quote.startTimeId === null)
    throw new UnprocessableError(StartTimeMessages.required)
  await restoreSeats(tx, booking.activity_id, booking.start_date, released, booking.start_time_id)
  return quote
}

export async function requestAmendment(
  database: Database,
  { customerId, publicUrl }: { customerId: number; publicUrl: string },
  bookingId: number,
  data: NonNullable<AmendBody['ammendData']>,
): Promise<AmendmentJson> {
  return database.transaction(async (tx) => {
    const booking = await bookingFacts(tx, bookingId, { customerId }, { lock: true })
    if (!canAmendOrCancel(booking.status)) throw new UnprocessableError(AmendmentMessages.notAllowed)
    const aid = data.aid === undefined || data.aid === null || data.aid === '' ? null : Number(data.aid)
    if (aid !== null && aid !== booking.activity_id) throw new UnprocessableError(AmendmentMessages.otherTour)
    await assertNoOpenAmendment(tx, booking.id)

    const quote = await quoteChange(tx, booking, data)
    if (sameAsBooked(booking, quote)) throw new UnprocessableError(AmendmentMessages.nothingChanged)
    const balance = amendmentBalanceCents(quote.amountCents, booking.payment_amount_cents)
    const [amendment] = await tx
      .insert(amendments)
      .values({
        bookingId: booking.id,
        status: AmendmentStatus.pending,
        startDate: quote.day,
        startTimeId: quote.startTimeId,
        locationId: quote.pickupLocationId,
        numAdults: quote.counts.adults,
        numChildren: quote.counts.children,
        numInfants: quote.counts.infants,
        amendAmountCents: quote.amountCents,
        balanceAmountCents: balance,
        requestedByUserId: customerId,
      })
      .returning()
    if (!amendment) throw new Error('amendment not inserted')
    const [place] = await tx
      .select({ name: locations.name })
      .from(locations)
      .where(eq(locations.id, quote.pickupLocationId))
    const locationName = place?.name ?? null
    await enqueueEmail(
      tx,
      supplierAmendmentRequestMail(
        { email: booking.supplier_email, firstName: booking.supplier_first_name },
        mailRef(booking),
        {
          newDate: quote.day,
          locationName,
          counts: quote.counts,
          amountCents: quote.amountCents,
          balanceCents: balance,
        },
        publicUrl,
      ),
    )
    return amendmentJson({ amendment, locationName }, booking.status)
  })
}
