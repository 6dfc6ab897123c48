/**
 * Accepting a quote (decision 079): under the quote's row lock, a quote still open (quoted, valid
 * today, travel ahead) becomes an order with one Pending booking, written by the booking core
 * with the quote's own terms and plan (payment_plan, upfront_cents, balance_due_date,
 * balance_token, decision 075), and a charge for the deposit. Amounts come from the stored quote
 * only. The charge settles through the one settlement path: payOrderBookings pays the deposit,
 * and markQuoteAccepted (below) turns the quote accepted and confirms the booking, so the balance
 * link, reminders and the unpaid-balance cancel apply unchanged. A second click while the order
 * is open pays the same charge.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type Database } from '@serendib/db/client'
import { orders, OrderStatus } from '@serendib/db/schema/orders'
import { PaymentKind, PaymentStatus } from '@serendib/db/schema/payments'
import type { User } from '@serendib/db/schema/users'
import { tourEndDate } from '@serendib/domain/checkout'
import { todayInColombo } from '@serendib/domain/dates'
import type { DurationUnitCode } from '@serendib/domain/duration'
import { ConflictError, UnprocessableError } from '@serendib/domain/errors'
import { BookingMessages } from '@serendib/domain/pricing'
import { acceptProblem, QuoteMessages, quoteAmounts } from '@serendib/domain/quotes'
import { insertBooking } from '../booking-core/create-booking.ts'
import { holdSeats } from '../booking-core/seats.ts'
import { newOrderReference } from '../booking/references.ts'
import { newBalanceToken } from '../payments/balance.ts'
import { createCharge } from '../payments/charges.ts'
import type { PaymentProvider } from '../payments/payment-provider.ts'
import { findQuote } from './quote-access.ts'

export interface AcceptContext {
  provider: PaymentProvider
  publicUrl: string
  orderPaymentMinutes: number
  clientIp: string | null
  today?: string
}

export async function acceptQuote(
  database: Database,
  user: User,
  id: number,
  ctx: AcceptContext,
): Promise<{ payment_link: string; pay_today_cents: number }> {
  const today = ctx.today ?? todayInColombo()
  const made = await database.transaction(async (tx) => {
    const q = await findQuote(tx, { role: 'traveller', user }, id, true)
    const problem = acceptProblem(q.state, q.valid_until, q.start_date, today)
    if (problem === QuoteMessages.alreadyAccepted) throw new ConflictError(problem)
    if (problem) throw new UnprocessableError(problem)
    const amounts = quoteAmounts(
      {
        totalCents: q.total_cents!,
        depositPercent: q.deposit_percent,
        depositCents: q.deposit_cents,
        balanceDaysBefore: q.balance_days_before!,
      },
      q.start_date,
      today,
    )
    const [first = '', ...rest] = q.name.split(/\s+/)
    const contact = {
      firstName: first,
      lastName: rest.join(' '),
      email: q.email,
      phone: user.phoneNumber ?? '',
    }
    // The order already opened by an earlier click, still waiting for its payment: pay that one.
    if (q.order_id !== null) {
      const [open] = await queryRows<{ id: number; reference: string; payment_id: number | null }>(
        tx,
        sql`select o.id, o.reference,
                   (select p.id from payments p where p.order_id = o.id and p.kind = ${PaymentKind.charge}
                       and p.status <> ${PaymentStatus.succeeded} order by p.id desc limit 1) as payment_id
              from orders o
             where o.id = ${q.order_id} and o.status = ${OrderStatus.awaitingPayment} and o.expires_at > now()`,
      )
      if (open?.payment_id)
        return {
          orderId: open.id,
          reference: open.reference,
          paymentId: open.payment_id,
          amounts,
          contact,
          title: q.title,
        }
    }
    if (!(await holdSeats(tx, q.activity_id, q.start_date, q.adults + q.children)))
      throw new ConflictError(BookingMessages.soldOut(q.start_date))
    const [order] = await tx
      .insert(orders)
      .values({
        reference: newOrderReference(),
        userId: user.id,
        contactEmail: q.email,
        clientIp: ctx.clientIp,
        totalCents: amounts.upfrontCents,
        returnUrl: ctx.publicUrl,
        expiresAt: new Date(Date.now() + ctx.orderPaymentMinutes * 60_000),
      })
      .returning()
    if (!order) throw new Error('insert returned no order')
    const booking = await insertBooking(
      tx,
      {
        activityId: q.activity_id,
        supplierUserId: q.supplier_user_id,
        startDate: q.start_date,
        endDate:
          q.end_date ?? tourEndDate(q.start_date, q.duration_value, q.duration_unit as DurationUnitCode),
        startTimeId: null,
        startTime: null,
        numAdults: q.adults,
        numChildren: q.children,
        numInfants: 0,
        bookingAmountCents: q.total_cents!,
        discountPercent: 0,
        locationId: null,
        // A tailored tour is its own terms: no tour option, no vehicle tiers (decision 079).
        optionId: null,
        optionName: null,
        vehicles: null,
        vehicleCount: 0,
      },
      {
        orderId: order.id,
        userId: user.id,
        contactFirstname: contact.firstName,
        contactLastname: contact.lastName,
        contactEmail: q.email,
        contactPhone: contact.phone,
        remarks: `Tailored quote #${q.id}, ${q.hotel_class} hotels`,
        paymentPlan: amounts.kind,
        upfrontCents: amounts.upfrontCents,
        balanceDueDate: amounts.balanceDueDate,
        balanceToken: amounts.balanceDueDate ? newBalanceToken() : null,
      },
    )
    await tx.execute(
      sql`update quotes set order_id = ${order.id}, booking_id = ${booking.id}, updated_at = now() where id = ${q.id}`,
    )
    const charge = await createCharge(tx, {
      orderId: order.id,
      amountCents: amounts.upfrontCents,
      provider: ctx.provider.name,
    })
    return {
      orderId: order.id,
      reference: order.reference,
      paymentId: charge.id,
      amounts,
      contact,
      title: q.title,
    }
  })
  const payment_link = await ctx.provider.paymentLink({
    payment: { id: made.paymentId, amountCents: made.amounts.upfrontCents, reference: made.reference },
    order: { id: made.orderId, reference: made.reference },
    customer: made.contact,
    description: `${made.title}: deposit`,
    siteUrl: ctx.publicUrl,
  })
  return { payment_link, pay_today_cents: made.amounts.upfrontCents }
}
