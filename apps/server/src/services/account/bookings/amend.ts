/**
 * POST /api/booking/ammend (architecture brief, Amendments): the customer asks for another date,
 * pick-up or traveller counts of the same tour. The server prices it (the client's amount is
 * ignored) from the booking's own price and deal, charging only the change (issue 30); balance =
 * new price − paid so far, or, while a payment plan's balance is open, nothing now and the change
 * on that balance (decision 075). One pending request per booking; the supplier
 * gets a mail and decides (amendment-decision.ts).
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import { queryRows, type Database, type Tx } from '@serendib/db/client'
import { amendments } from '@serendib/db/schema/bookings'
import { locations } from '@serendib/db/schema/catalogue'
import { AmendmentMessages, AmendmentStatus, amendedAmountCents } from '@serendib/domain/amendments'
import { todayInColombo } from '@serendib/domain/dates'
import { amendmentSettlement } from '@serendib/domain/payment-plans'
import { listPriceCents, type PriceSheet } from '@serendib/domain/pricing'
import type { PricingBasisCode } from '@serendib/domain/pricing-basis'
import { canAmendOrCancel } from '@serendib/domain/booking-status'
import type { AmendmentJson } from '@serendib/domain/booking-json'
import { ConflictError, UnprocessableError } from '@serendib/domain/errors'
import { quoteBooking, QuoteError, type Quote, type QuoteRequest } from '../../booking/quote.ts'
import { releaseSeats, restoreSeats } from '../../booking-core/seats.ts'
import { StartTimeMessages } from '@serendib/domain/supplier-tours'
import { supplierAmendmentRequestMail } from '../../email/account-templates.ts'
import { enqueueEmail } from '../../email/enqueue-email.ts'
import { amendmentJson } from './booking-json.ts'
import { bookingFacts, mailRef, supplierRecipientOf, type BookingFacts } from './locked-booking.ts'

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
  // The booking's own option is priced again (decision 073), never the tour's first.
  const quote = await quoteBooking(tx, {
    ...data,
    aid: booking.activity_id,
    option_id: booking.option_id,
    // Its own vehicles are free for its new terms (decision 073).
    except_booking_id: booking.id,
  }).catch((error: unknown) => {
    throw error instanceof QuoteError ? new UnprocessableError(error.message) : error
  })
  // A tour with start times is amended to one of them (decision 035).
  if (quote.availableTimes && quote.startTimeId === null)
    throw new UnprocessableError(StartTimeMessages.required)
  await restoreSeats(tx, booking.activity_id, booking.start_date, released, booking.start_time_id)
  return quote
}

interface BookedPrice extends Record<string, unknown> {
  booking_amount_cents: number
  discount_percent: number
  pricing_basis: number
  max_group_size: number | null
  adult: number | null
  child: number | null
  infant: number | null
  grp: number | null
  vehicles: { priceCents: number; count: number }[] | null
}

/**
 * The amended booking's price (issue 30, decision 014): the booking amount plus the change only,
 * both sides at the booking's own deal percent — the booked counts priced on the booked day's
 * rates against the new counts on the new day's rates. Nothing changed costs what was booked.
 */
async function amendedPrice(tx: Tx, booking: BookingFacts, quote: Quote): Promise<number> {
  const [row] = await queryRows<BookedPrice>(
    tx,
    sql`select b.booking_amount_cents, b.discount_percent, b.vehicles, a.pricing_basis, a.max_group_size,
               coalesce(pp.adult_price_cents, p.adult_price_cents) as adult,
               coalesce(pp.child_price_cents, p.child_price_cents) as child,
               coalesce(pp.infant_price_cents, p.infant_price_cents) as infant,
               coalesce(pp.group_price_cents, p.group_price_cents) as grp
          from bookings b
          join activities a on a.id = b.activity_id
          left join activity_prices p on p.activity_id = a.id
          left join lateral (select * from activity_price_periods pp
                              where pp.activity_id = a.id and pp.starts_on <= b.start_date
                                and pp.ends_on >= b.start_date
                              limit 1) pp on true
         where b.id = ${booking.id}`,
  )
  if (!row) throw new Error('booking vanished while amending')
  const bookedSheet: PriceSheet = {
    basis: row.pricing_basis as PricingBasisCode,
    adultCents: row.adult,
    childCents: row.child,
    infantCents: row.infant,
    groupCents: row.grp,
    maxGroupSize: row.max_group_size,
  }
  // A private option (decision 073): the vehicles booked against the cheapest vehicles for the new
  // group (the quote's tier rule), both at the vehicles' prices.
  if (quote.vehicles && row.vehicles)
    return amendedAmountCents({
      bookedCents: row.booking_amount_cents,
      discountPercent: row.discount_percent,
      bookedListCents: row.vehicles.reduce((sum, v) => sum + v.priceCents * v.count, 0),
      newListCents: quote.listCents,
    })
  const bookedCounts = {
    adults: booking.num_adults,
    children: booking.num_children,
    infants: booking.num_infants,
  }
  return amendedAmountCents({
    bookedCents: row.booking_amount_cents,
    discountPercent: row.discount_percent,
    bookedListCents: listPriceCents(bookedSheet, bookedCounts),
    newListCents: listPriceCents(quote.sheet, quote.counts),
  })
}

/** What the change settles now and the balance's new last day (decision 075). */
const settlement = (booking: BookingFacts, quote: Quote, amountCents: number) =>
  amendmentSettlement({
    plan: booking.payment_plan,
    newAmountCents: amountCents,
    bookedAmountCents: booking.booking_amount_cents,
    paidCents: booking.payment_amount_cents,
    balanceDueDate: booking.balance_due_date,
    bookedStart: booking.start_date,
    newStart: quote.day,
    today: todayInColombo(),
  })

/**
 * What the amend dialog shows before anything is sent (POST /api/booking/ammend/quote, ours):
 * the amended price and balance exactly as a request would record them. Nothing is stored.
 */
export async function previewAmendment(
  database: Database,
  customerId: number,
  bookingId: number,
  data: NonNullable<AmendBody['ammendData']>,
): Promise<{ amountCents: number; balanceCents: number; unchanged: boolean; toBalance: ToBalance | null }> {
  return database.transaction(async (tx) => {
    const booking = await bookingFacts(tx, bookingId, { customerId }, { lock: true })
    if (!canAmendOrCancel(booking.status)) throw new UnprocessableError(AmendmentMessages.notAllowed)
    const quote = await quoteChange(tx, booking, data)
    const amountCents = await amendedPrice(tx, booking, quote)
    const settled = settlement(booking, quote, amountCents)
    return {
      amountCents,
      balanceCents: settled.dueNowCents,
      unchanged: sameAsBooked(booking, quote),
      // The change went onto the open balance (decision 075): the dialog says so, with its day.
      toBalance:
        settled.onBalance && settled.balanceDueDate
          ? {
              differenceCents: amountCents - booking.booking_amount_cents,
              balanceCents: Math.max(0, amountCents - booking.payment_amount_cents),
              dueDate: settled.balanceDueDate,
            }
          : null,
    }
  })
}

/** An amendment's change put on the open balance of a deposit or pay-later booking. */
interface ToBalance {
  differenceCents: number
  balanceCents: number
  dueDate: string
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
    const amountCents = await amendedPrice(tx, booking, quote)
    const balance = settlement(booking, quote, amountCents).dueNowCents
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
        amendAmountCents: amountCents,
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
        supplierRecipientOf(booking),
        mailRef(booking),
        {
          newDate: quote.day,
          locationName,
          counts: quote.counts,
          amountCents,
          balanceCents: balance,
        },
        publicUrl,
      ),
    )
    return amendmentJson({ amendment, locationName }, booking.status)
  })
}
