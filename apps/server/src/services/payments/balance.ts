/**
 * Paying a booking's balance (decision 075). The link in the mails and on the booking page,
 * /payments/balance/{token}, leads here: under the booking's row lock, a live booking with a
 * balance left and its due date not past gets a pending charge for the balance (the same one
 * again while it is unpaid, so two clicks make one charge), and the browser goes to the
 * provider's page for it. The charge settles through settlePayment like every other
 * (payBookingBalance), so the provider's signed notification is what marks the balance paid.
 */
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { queryRows, type Database, type Tx } from '@serendib/db/client'
import { PaymentKind, PaymentStatus } from '@serendib/db/schema/payments'
import { BookingStatus } from '@serendib/domain/booking-status'
import { todayInColombo } from '@serendib/domain/dates'
import { balanceOverdue } from '@serendib/domain/payment-plans'
import { balanceReceivedMail } from '../email/balance-templates.ts'
import { enqueueEmail } from '../email/enqueue-email.ts'
import { createCharge } from './charges.ts'
import type { PaymentProvider } from './payment-provider.ts'

/** A fresh pay-link token for a booking with a balance (43 url-safe characters, 256 bits). */
export const newBalanceToken = () => randomBytes(32).toString('base64url')

interface BalanceRow extends Record<string, unknown> {
  id: number
  booking_reference: string
  status: number
  deleted: boolean
  booking_amount_cents: number
  payment_amount_cents: number
  balance_due_date: string | null
  contact_firstname: string
  contact_lastname: string
  contact_email: string
  contact_phone: string
  title: string
}

export type BalanceLink =
  | { kind: 'pay'; url: string }
  | { kind: 'paid'; bookingId: number }
  | { kind: 'closed'; bookingId: number }
  | { kind: 'unknown' }

async function chargeFor(tx: Tx, booking: BalanceRow, provider: string, today: string) {
  const balance = booking.booking_amount_cents - booking.payment_amount_cents
  if (balance <= 0 || booking.balance_due_date === null) return { kind: 'paid' as const }
  const live =
    !booking.deleted &&
    (booking.status === BookingStatus.pending || booking.status === BookingStatus.confirmed)
  if (!live || balanceOverdue(booking.balance_due_date, today)) return { kind: 'closed' as const }
  const [open] = await queryRows<{ id: number }>(
    tx,
    sql`select id from payments
         where booking_id = ${booking.id} and kind = ${PaymentKind.charge}
           and order_id is null and amendment_id is null and provider = ${provider}
           and status <> ${PaymentStatus.succeeded} and amount_cents = ${balance}
         order by id desc limit 1`,
  )
  if (open) return { kind: 'pay' as const, paymentId: open.id, balance }
  const charge = await createCharge(tx, { bookingId: booking.id, amountCents: balance, provider })
  return { kind: 'pay' as const, paymentId: charge.id, balance }
}

export async function balancePaymentLink(
  database: Database,
  provider: PaymentProvider,
  token: string,
  publicUrl: string,
  today = todayInColombo(),
): Promise<BalanceLink> {
  if (!/^[\w-]{20,100}$/.test(token)) return { kind: 'unknown' }
  const found = await database.transaction(async (tx) => {
    const [booking] = await queryRows<BalanceRow>(
      tx,
      sql`select b.id, b.booking_reference, b.status, b.deleted_at is not null as deleted,
                 b.booking_amount_cents, b.payment_amount_cents, b.balance_due_date::text as balance_due_date,
                 b.contact_firstname, b.contact_lastname, b.contact_email, b.contact_phone, a.title
            from bookings b join activities a on a.id = b.activity_id
           where b.balance_token = ${token}
           for update of b`,
    )
    if (!booking) return null
    return { booking, charge: await chargeFor(tx, booking, provider.name, today) }
  })
  if (!found) return { kind: 'unknown' }
  const { booking, charge } = found
  if (charge.kind !== 'pay') return { kind: charge.kind, bookingId: booking.id }
  const url = await provider.paymentLink({
    payment: { id: charge.paymentId, amountCents: charge.balance, reference: booking.booking_reference },
    customer: {
      firstName: booking.contact_firstname,
      lastName: booking.contact_lastname,
      email: booking.contact_email,
      phone: booking.contact_phone,
    },
    description: `Serendib booking ${booking.booking_reference}: balance`,
    siteUrl: publicUrl,
  })
  return { kind: 'pay', url }
}

/** The receipt of a settled balance, written in the settlement's transaction. */
export async function balancePaidMail(tx: Tx, bookingId: number, amountCents: number, publicUrl: string) {
  const [b] = await queryRows<{
    booking_reference: string
    start_date: string
    payment_amount_cents: number
    contact_firstname: string
    contact_email: string
    title: string
    locale: string
  }>(
    tx,
    sql`select b.booking_reference, b.start_date::text as start_date, b.payment_amount_cents,
               b.contact_firstname, b.contact_email, a.title, b.locale
          from bookings b join activities a on a.id = b.activity_id where b.id = ${bookingId}`,
  )
  if (!b) return
  await enqueueEmail(
    tx,
    balanceReceivedMail(
      { email: b.contact_email, firstName: b.contact_firstname, locale: b.locale },
      {
        bookingReference: b.booking_reference,
        tourTitle: b.title,
        startDate: b.start_date,
        amountCents,
        paidCents: b.payment_amount_cents,
      },
      `${publicUrl}/account/booking/detail/${bookingId}`,
      publicUrl,
    ),
  )
}
