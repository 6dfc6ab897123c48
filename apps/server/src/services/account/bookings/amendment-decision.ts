/**
 * The supplier's answer to an amendment request (architecture brief, Amendments). Accept applies
 * the new date, pick-up, counts and price to the booking and moves its seats, all in one
 * transaction under the booking's row lock; a positive balance becomes a charge whose pay link is
 * made after commit, a negative one a refund recorded in the transaction and sent after commit.
 * Reject only closes the request. Either way the customer gets a mail.
 */
import { eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { queryRows, type Database, type Tx } from '@serendib/db/client'
import { amendments, type Amendment } from '@serendib/db/schema/bookings'
import { locations } from '@serendib/db/schema/catalogue'
import type { Payment } from '@serendib/db/schema/payments'
import { AmendmentMessages, AmendmentStatus } from '@serendib/domain/amendments'
import { amendmentSettlement } from '@serendib/domain/payment-plans'
import { canAmendOrCancel } from '@serendib/domain/booking-status'
import type { AmendmentJson } from '@serendib/domain/booking-json'
import { tourEndDate } from '@serendib/domain/checkout'
import { todayInColombo } from '@serendib/domain/dates'
import type { DurationUnitCode } from '@serendib/domain/duration'
import { ConflictError, NotFoundError, UnprocessableError } from '@serendib/domain/errors'
import { BookingMessages } from '@serendib/domain/pricing'
import { applyAmendedTerms } from '../../booking-core/booking-details.ts'
import { amendedVehicles } from '../../booking-core/vehicles.ts'
import { holdSeats, releaseSeats } from '../../booking-core/seats.ts'
import { amendmentDecisionMail } from '../../email/account-templates.ts'
import { enqueueEmail } from '../../email/enqueue-email.ts'
import { createCharge } from '../../payments/charges.ts'
import type { PaymentProvider, ProviderLookup } from '../../payments/payment-provider.ts'
import { amendmentJson } from './booking-json.ts'
import { bookingFacts, mailRef, type BookingFacts } from './locked-booking.ts'
import { recordBookingRefunds, type PlannedRefunds } from '../../payments/charges.ts'
import { sendRecordedRefunds } from './refunds.ts'

export type AmendmentDecision = 'accept' | 'reject'

export interface DecisionContext {
  database: Database
  /** Takes the balance charge of an accepted amendment. */
  provider: PaymentProvider
  /** Sends refunds through whichever provider took the charge. */
  providers: ProviderLookup
  publicUrl: string
  log: FastifyBaseLogger
}

interface Decided {
  booking: BookingFacts
  amendment: Amendment
  charge: Payment | null
  refunds: PlannedRefunds | null
}

/** Applies an accepted change to its booking; throws 409 when the new day has no room. */
async function applyChange(tx: Tx, booking: BookingFacts, a: Amendment, today: string): Promise<number> {
  await releaseSeats(tx, booking.activity_id, booking.start_date, booking.pax, booking.start_time_id)
  const pax = a.numAdults + a.numChildren + a.numInfants
  if (!(await holdSeats(tx, booking.activity_id, a.startDate, pax, a.startTimeId))) {
    throw new ConflictError(BookingMessages.soldOut(a.startDate))
  }
  // Recomputed now: a balance paid since the request was made counts; while a payment plan's
  // balance is open the change goes to it (decision 075).
  const { dueNowCents: balance, balanceDueDate } = amendmentSettlement({
    plan: booking.payment_plan,
    newAmountCents: a.amendAmountCents,
    bookedAmountCents: booking.booking_amount_cents,
    paidCents: booking.payment_amount_cents,
    balanceDueDate: booking.balance_due_date,
    bookedStart: booking.start_date,
    newStart: a.startDate,
    today,
  })
  const endDate = tourEndDate(a.startDate, booking.duration_value, booking.duration_unit as DurationUnitCode)
  // A private option's vehicles follow the new group and days (decision 073), or nothing applies.
  const vehicles = await amendedVehicles(
    tx,
    {
      id: booking.id,
      activityId: booking.activity_id,
      supplierId: booking.supplier_user_id,
      optionId: booking.option_id,
      vehicleCount: booking.vehicle_count,
    },
    { adults: a.numAdults, children: a.numChildren, infants: a.numInfants },
    a.startDate,
    endDate,
  )
  await applyAmendedTerms(tx, booking.id, {
    vehicles,
    balanceDueDate,
    startDate: a.startDate,
    endDate,
    locationId: a.locationId,
    startTimeId: a.startTimeId,
    numAdults: a.numAdults,
    numChildren: a.numChildren,
    numInfants: a.numInfants,
    amendAmountCents: a.amendAmountCents,
    // what is refunded is no longer paid
    refundedCents: Math.max(0, -balance),
  })
  return balance
}

async function decide(
  tx: Tx,
  supplierId: number,
  amendmentId: number,
  decision: AmendmentDecision,
  today: string,
) {
  const [target] = await queryRows<{ booking_id: number }>(
    tx,
    sql`select booking_id from amendments where id = ${amendmentId}`,
  )
  if (!target) throw new NotFoundError('Amendment not found')
  const booking = await bookingFacts(tx, target.booking_id, { supplierId }, { lock: true })
  const [pending] = await tx.select().from(amendments).where(eq(amendments.id, amendmentId)).for('update')
  if (!pending) throw new NotFoundError('Amendment not found')
  if (pending.status !== AmendmentStatus.pending) throw new ConflictError(AmendmentMessages.alreadyDecided)
  if (decision === 'accept') {
    if (!canAmendOrCancel(booking.status)) throw new UnprocessableError(AmendmentMessages.notAllowed)
    if (pending.startDate < today) throw new UnprocessableError(AmendmentMessages.datePassed)
  }
  const balance =
    decision === 'accept' ? await applyChange(tx, booking, pending, today) : pending.balanceAmountCents
  const [amendment] = await tx
    .update(amendments)
    .set({
      status: decision === 'accept' ? AmendmentStatus.accepted : AmendmentStatus.rejected,
      balanceAmountCents: balance,
      decidedAt: new Date(),
    })
    .where(eq(amendments.id, amendmentId))
    .returning()
  if (!amendment) throw new Error('amendment vanished')
  return { booking, amendment, balance }
}

export async function decideAmendment(
  ctx: DecisionContext,
  supplierId: number,
  amendmentId: number,
  decision: AmendmentDecision,
  today = todayInColombo(),
): Promise<AmendmentJson> {
  const done = await ctx.database.transaction(async (tx): Promise<Decided> => {
    const { booking, amendment, balance } = await decide(tx, supplierId, amendmentId, decision, today)
    const accepted = decision === 'accept'
    const charge =
      accepted && balance > 0
        ? await createCharge(tx, { amendmentId, amountCents: balance, provider: ctx.provider.name })
        : null
    const refunds =
      accepted && balance < 0
        ? await recordBookingRefunds(tx, {
            bookingId: booking.id,
            amountCents: -balance,
            reason: 'Amendment accepted at a lower price',
          })
        : null
    const [place] = amendment.locationId
      ? await tx
          .select({ name: locations.name })
          .from(locations)
          .where(eq(locations.id, amendment.locationId))
      : []
    await enqueueEmail(
      tx,
      amendmentDecisionMail(
        { email: booking.contact_email, firstName: booking.contact_firstname, locale: booking.locale },
        mailRef(booking),
        {
          accepted,
          newDate: amendment.startDate,
          locationName: place?.name ?? null,
          counts: {
            adults: amendment.numAdults,
            children: amendment.numChildren,
            infants: amendment.numInfants,
          },
          amountCents: amendment.amendAmountCents,
          balanceCents: balance,
        },
        ctx.publicUrl,
      ),
    )
    return { booking, amendment, charge, refunds }
  })

  if (done.charge) await storePayLink(ctx, done)
  if (done.refunds) {
    await sendRecordedRefunds(ctx.database, ctx.providers, done.refunds, ctx.log, {
      bookingId: done.booking.id,
      amendmentId,
    })
  }
  const [row] = await ctx.database.db
    .select({ amendment: amendments, locationName: locations.name })
    .from(amendments)
    .leftJoin(locations, eq(locations.id, amendments.locationId))
    .where(eq(amendments.id, amendmentId))
  if (!row) throw new NotFoundError('Amendment not found')
  const [status] = await queryRows<{ status: number }>(
    ctx.database.db,
    sql`select status from bookings where id = ${done.booking.id}`,
  )
  return amendmentJson(row, status?.status ?? done.booking.status)
}

/**
 * The provider's link for the balance charge, made after commit (a provider may do HTTP). If it
 * fails the charge stays without a link: logged for an operator, the accept itself stands.
 */
async function storePayLink(ctx: DecisionContext, { booking, amendment, charge }: Decided): Promise<void> {
  if (!charge) return
  try {
    const payLink = await ctx.provider.paymentLink({
      payment: { id: charge.id, amountCents: charge.amountCents },
      amendment: { id: amendment.id, bookingReference: booking.booking_reference },
      customer: {
        firstName: booking.contact_firstname,
        lastName: booking.contact_lastname,
        email: booking.contact_email,
        phone: booking.contact_phone,
      },
      description: `Serendib booking ${booking.booking_reference}: amendment balance`,
      siteUrl: ctx.publicUrl,
    })
    await ctx.database.db.update(amendments).set({ payLink }).where(eq(amendments.id, amendment.id))
  } catch (error) {
    ctx.log.error(
      { err: error, amendmentId: amendment.id, paymentId: charge.id },
      'amendment pay link failed',
    )
  }
}
