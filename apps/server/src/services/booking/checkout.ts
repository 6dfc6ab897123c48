/**
 * POST /api/booking/checkout (architecture brief, Booking lifecycle): every cart item is
 * checked and priced again here, seats are held, and the order, its unpaid bookings and the
 * pending charge are written in one transaction. The payment provider then turns the charge
 * into the link the browser is sent to.
 */
import { bookingTravellers } from '@serendib/db/schema/bookings'
import { orders } from '@serendib/db/schema/orders'
import type { User } from '@serendib/db/schema/users'
import type { Database } from '@serendib/db/client'
import {
  CHECKOUT_TEXT_MAX,
  CheckoutMessages,
  DEFAULT_PICKUP_TYPE,
  MAX_CHECKOUT_ITEMS,
  needsEveryTravellerName,
  type CheckoutBooking,
  type CheckoutTraveller,
} from '@serendib/domain/checkout'
import { checkoutItemProblem } from '@serendib/domain/checkout-problems'
import { ConflictError, ForbiddenError, UnprocessableError } from '@serendib/domain/errors'
import { centsToDollars } from '@serendib/domain/money'
import { normalisePhone } from '@serendib/domain/phone'
import { BookingMessages, travellerTotal } from '@serendib/domain/pricing'
import { HoldMessages } from '@serendib/domain/messages/holds'
import { UserType } from '@serendib/domain/user-types'
import { mailLocale } from '../email/mail-i18n.ts'
import { createCharge } from '../payments/charges.ts'
import { newBalanceToken } from '../payments/balance.ts'
import { payOrderBookings } from '../payments/paid-bookings.ts'
import { PaymentPlanMessages } from '@serendib/domain/payment-plans'
import type { PaymentProvider } from '../payments/payment-provider.ts'
import { quoteBooking, QuoteError, type Quote } from './quote.ts'
import { newOrderReference } from './references.ts'
import { createBooking } from '../booking-core/create-booking.ts'
import { holdSeats } from '../booking-core/seats.ts'
import { tourServesAirport } from './serves-airport.ts'
import { StartTimeMessages } from '@serendib/domain/supplier-tours'
import { CheckoutCaptchaRequiredError, checkUnpaidHoldLimits } from './unpaid-holds.ts'
import { verifyCaptcha } from '../accounts/captcha.ts'
import {
  AnswersRefused,
  checkBookingAnswers,
  storeAnswers,
  type CheckedAnswer,
} from '../booking-questions/booking-answers.ts'

export interface CheckoutContext {
  /**
   * The signed-in customer, if any. A visitor's order has no account until it is paid
   * (order-account.ts), whatever the contact e-mail: the answer is the same for anyone's address.
   */
  user: User | null
  provider: PaymentProvider
  publicUrl: string
  orderPaymentMinutes: number
  /** A visitor's seats are held for less time than a signed-in customer's. */
  anonymousOrderPaymentMinutes: number
  clientIp: string | null
  unpaidOrdersPerIp: number
  unpaidOrdersPerEmail: number
  /** A visitor's checkout from an address holding this many unpaid orders needs the captcha. */
  unpaidOrdersBeforeCaptcha: number
  /** Travellers a visitor's order may hold on one tour and day; customers are not capped. */
  anonymousTravellersPerTourDay: number
  /** Verifies the captcha's signature (decision 030). */
  appSecret: string
}

export interface CheckoutResult {
  payment_link: string
  order_reference: string
  /** What is charged now: the sum of each booking's amount due today (decision 075). */
  total: number
  total_cents: number
  bookings: {
    booking_reference: string
    amount_cents: number
    pay_today_cents: number
    balance_cents: number
    balance_due_date: string | null
  }[]
}

interface PricedItem {
  booking: CheckoutBooking
  quote: Quote
  answers: CheckedAnswer[]
}

const text = (value: unknown, max = CHECKOUT_TEXT_MAX): string | null => {
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  if (trimmed.length > max) throw new UnprocessableError(CheckoutMessages.textTooLong)
  return trimmed || null
}

/** A phone as stored: the international form of the one phone rule (decision 063). */
const phone = (value: unknown): string | null => {
  const given = text(value, 40)
  return given ? (normalisePhone(given) ?? given) : null
}

/** Shape and rule checks for every item first: a bad third item must not hold seats for the first two. */
function checkItems(items: unknown): CheckoutBooking[] {
  if (!Array.isArray(items) || items.length === 0) throw new UnprocessableError(CheckoutMessages.emptyCart)
  if (items.length > MAX_CHECKOUT_ITEMS) throw new UnprocessableError(CheckoutMessages.tooManyItems)
  return items.map((item: unknown) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      throw new UnprocessableError(CheckoutMessages.failed)
    }
    const booking = item as CheckoutBooking
    if (booking.travellers !== undefined && !Array.isArray(booking.travellers)) {
      throw new UnprocessableError(CheckoutMessages.leadFirstName)
    }
    const problem = checkoutItemProblem(booking)
    if (problem) throw new UnprocessableError(problem)
    return booking
  })
}

async function priceItems(database: Database, items: CheckoutBooking[]): Promise<PricedItem[]> {
  const priced: PricedItem[] = []
  for (const booking of items) {
    const quote = await quoteBooking(database, {
      aid: booking.activity_id,
      pud: booking.start_date,
      pul: booking.location_id,
      na: booking.num_adults,
      nc: booking.num_children,
      ni: booking.num_infants,
      start_time: booking.start_time,
      option_id: booking.option_id,
    })
    // A tour with start times is booked for one of them (decision 035).
    if (quote.availableTimes && quote.startTimeId === null)
      throw new UnprocessableError(StartTimeMessages.required)
    // A tour of several days asks every traveller's name (decision 063).
    if (needsEveryTravellerName(quote.durationValue, quote.durationUnit)) {
      const problem = checkoutItemProblem(booking, true)
      if (problem) throw new UnprocessableError(problem)
    }
    if (booking.pickup_location === 'airport' && !(await tourServesAirport(database, quote.activityId)))
      throw new UnprocessableError(CheckoutMessages.pickupAirportNotServed)
    // Booking questions (decision 062): a required answer missing refuses the whole checkout.
    const answers = await checkBookingAnswers(
      database.db,
      quote.activityId,
      booking.question_answers,
      travellerTotal(quote.counts),
    ).catch((error: unknown) => {
      throw error instanceof AnswersRefused ? new UnprocessableError(error.message) : error
    })
    priced.push({ booking, quote, answers })
  }
  return priced
}

/**
 * A visitor's order holds at most `max` travellers of one tour on one day, however the cart
 * splits them (ten items of 4 adults held 40 seats for a day, issue 27). Larger groups log in or
 * ask: a signed-in customer is known and is not capped.
 */
function checkAnonymousParty(priced: PricedItem[], max: number): void {
  const party = new Map<string, number>()
  for (const { quote } of priced) {
    const key = `${quote.activityId}:${quote.day}`
    const travellers = (party.get(key) ?? 0) + travellerTotal(quote.counts)
    if (travellers > max) throw new UnprocessableError(HoldMessages.tooManyTravellers(max))
    party.set(key, travellers)
  }
}

/** The traveller rows of one booking: one per person, the first the lead (spec §3). */
function travellerRows(bookingId: number, list: CheckoutTraveller[] | undefined, people: number) {
  const given = (list ?? []).slice(0, people)
  return given.map((traveller, index) => ({
    bookingId,
    firstName: text(traveller.firstname, 120) ?? '',
    lastName: text(traveller.lastname, 120) ?? '',
    email: text(traveller.email, 254),
    phone: phone(traveller.phone),
    leadTraveller: index === 0,
    sortOrder: index,
  }))
}

export async function checkout(
  database: Database,
  input: { booking?: unknown; url?: unknown; altcha?: unknown; locale?: unknown },
  context: CheckoutContext,
): Promise<CheckoutResult> {
  if (context.user && context.user.userType !== UserType.customer) {
    throw new ForbiddenError(CheckoutMessages.customerAccountOnly)
  }
  const items = checkItems(input.booking)
  const priced = await priceItems(database, items)
  if (!context.user) checkAnonymousParty(priced, context.anonymousTravellersPerTourDay)
  // Nothing paid today holds seats until a due date: only a known customer may do that.
  if (!context.user && priced.some((item) => item.quote.plan.kind === 'pay_later'))
    throw new ForbiddenError(PaymentPlanMessages.payLaterNeedsAccount)
  // Charged now: each booking's amount due today under its tour's plan (decision 075).
  const totalCents = priced.reduce((sum, item) => sum + item.quote.plan.upfrontCents, 0)
  const contact = items[0] as CheckoutBooking

  const written = await database.transaction(async (tx) => {
    const customer = context.user
    const contactEmail = String(contact.contact_email).trim()
    const { heldByIp } = await checkUnpaidHoldLimits(tx, {
      clientIp: context.clientIp,
      contactEmail,
      perIp: context.unpaidOrdersPerIp,
      perEmail: context.unpaidOrdersPerEmail,
    })
    // Under the address's lock: a burst from one address meets the captcha from its second order.
    // The solution is spent with this transaction, so a checkout refused later may send it again.
    if (
      !customer &&
      heldByIp >= context.unpaidOrdersBeforeCaptcha &&
      !(await verifyCaptcha(tx, input.altcha, { appSecret: context.appSecret }))
    ) {
      throw new CheckoutCaptchaRequiredError()
    }
    const minutes = customer ? context.orderPaymentMinutes : context.anonymousOrderPaymentMinutes
    for (const { quote } of priced) {
      if (
        !(await holdSeats(tx, quote.activityId, quote.day, travellerTotal(quote.counts), quote.startTimeId))
      ) {
        throw new ConflictError(
          quote.startTime
            ? StartTimeMessages.unavailable(quote.startTime, quote.day)
            : BookingMessages.soldOut(quote.day),
        )
      }
    }
    const [order] = await tx
      .insert(orders)
      .values({
        reference: newOrderReference(),
        userId: customer?.id ?? null,
        contactEmail,
        clientIp: context.clientIp,
        totalCents,
        returnUrl: context.publicUrl,
        expiresAt: new Date(Date.now() + minutes * 60_000),
      })
      .returning()
    if (!order) throw new Error('insert returned no order')

    const made: CheckoutResult['bookings'] = []
    for (const { booking, quote, answers } of priced) {
      const row = await createBooking(tx, quote, {
        orderId: order.id,
        userId: customer?.id ?? null,
        pickupType: booking.pickup_location ?? DEFAULT_PICKUP_TYPE,
        hotelName: text(booking.hotel_name),
        hotelAddress: text(booking.hotel_address),
        flightNo: text(booking.flight_no, 40),
        flightTime: text(booking.flight_time, 40),
        pickupOther: text(booking.other),
        remarks: text(booking.remarks, 2000),
        contactFirstname: text(booking.contact_firstname, 120) ?? '',
        contactLastname: text(booking.contact_lastname, 120) ?? '',
        contactEmail: text(booking.contact_email, 254) ?? '',
        contactPhone: phone(booking.contact_phone) ?? '',
        // The plan is the booking's own from here on (decision 075).
        paymentPlan: quote.plan.kind,
        upfrontCents: quote.plan.upfrontCents,
        balanceDueDate: quote.plan.balanceDueDate,
        balanceToken: quote.plan.balanceDueDate ? newBalanceToken() : null,
        // The page's language (decision 077): the receipt, the voucher and the return page use it.
        locale: mailLocale(typeof input.locale === 'string' ? input.locale : null),
      })
      const travellers = travellerRows(row.id, booking.travellers, travellerTotal(quote.counts))
      if (travellers.length) await tx.insert(bookingTravellers).values(travellers)
      await storeAnswers(tx, row.id, answers)
      made.push({
        booking_reference: row.reference,
        amount_cents: quote.amountCents,
        pay_today_cents: quote.plan.upfrontCents,
        balance_cents: quote.plan.balanceCents,
        balance_due_date: quote.plan.balanceDueDate,
      })
    }

    if (totalCents === 0) {
      // Reserve now, pay later for the whole cart: nothing to charge, the order is taken now.
      await payOrderBookings(tx, {
        orderId: order.id,
        paymentReference: 'reserved',
        publicUrl: context.publicUrl,
      })
      return { order, payment: null, made }
    }
    const payment = await createCharge(tx, {
      orderId: order.id,
      amountCents: totalCents,
      provider: context.provider.name,
    })
    return { order, payment, made }
  })

  const payment_link = !written.payment
    ? `${context.publicUrl}/payment/complete?order=${encodeURIComponent(written.order.reference)}`
    : await context.provider.paymentLink({
        payment: { id: written.payment.id, amountCents: totalCents, reference: written.order.reference },
        order: { id: written.order.id, reference: written.order.reference },
        customer: {
          firstName: text(contact.contact_firstname, 80) ?? '',
          lastName: text(contact.contact_lastname, 80) ?? '',
          email: String(contact.contact_email).trim(),
          phone: phone(contact.contact_phone) ?? '',
        },
        description: priced.map((item) => item.quote.title).join(', '),
        siteUrl: context.publicUrl,
      })
  return {
    payment_link,
    order_reference: written.order.reference,
    total: centsToDollars(totalCents),
    total_cents: totalCents,
    bookings: written.made,
  }
}

export { QuoteError }
