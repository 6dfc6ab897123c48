/**
 * Balances of deposit and pay-later bookings (decision 075). Each round:
 * - reminds: a live booking with a balance gets one mail per reminder step (7 and 3 days before
 *   its due date, and on the day), recorded in booking_reminders in the mail's transaction: the
 *   unique (booking, kind) key makes it once, whatever runs at the same time;
 * - cancels: a live booking whose balance is still unpaid after its due date (Asia/Colombo) is
 *   canceled as the traveller's own cancel would be at that moment (the 24-hour rule: what was
 *   paid goes back when the tour starts 24 hours or more later, else it is kept), with seats
 *   back through the booking core, a mail to the traveller and to the supplier.
 * Rows are claimed with FOR UPDATE SKIP LOCKED, so several processes share the work and never
 * cancel, refund or mail one booking twice. Refunds go to the provider after each batch commits.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { queryRows, type Database } from '@serendib/db/client'
import { BookingStatus } from '@serendib/domain/booking-status'
import { cancellationRefund } from '@serendib/domain/cancellation'
import { addDays, colomboWallClock, todayInColombo } from '@serendib/domain/dates'
import {
  BALANCE_REMINDER_DAYS,
  balanceReminderStep,
  PaymentPlanMessages,
} from '@serendib/domain/payment-plans'
import type { Config } from '../config.ts'
import { sendRecordedRefunds } from '../services/account/bookings/refunds.ts'
import { bookingFacts, mailRef, supplierRecipientOf } from '../services/account/bookings/locked-booking.ts'
import { systemActor } from '../services/audit/record-audit.ts'
import { transitionBooking } from '../services/booking-core/transition-booking.ts'
import { supplierBookingCanceledMail } from '../services/email/account-templates.ts'
import { balanceReminderMail, balanceUnpaidCanceledMail } from '../services/email/balance-templates.ts'
import { balancePayUrl } from '../services/email/booking-templates.ts'
import { enqueueEmail } from '../services/email/enqueue-email.ts'
import { recordBookingRefunds, type PlannedRefunds } from '../services/payments/charges.ts'
import { paymentProviders, type ProviderLookup } from '../services/payments/payment-provider.ts'
import { schedulePeriodicJob } from './periodic-job.ts'

const EVERY_MS = 15 * 60 * 1000
const FIRST_RUN_MS = 60 * 1000
const BATCH = 50

export interface BalanceJobContext {
  database: Database
  providers: ProviderLookup
  publicUrl: string
  log: FastifyBaseLogger
  now?: Date
}

/** A live booking with a balance left: the job's queue is the bookings table itself. */
const owing = sql`b.deleted_at is null and b.balance_due_date is not null
  and b.status in (${BookingStatus.pending}, ${BookingStatus.confirmed})
  and b.payment_amount_cents < b.booking_amount_cents`

interface ReminderRow extends Record<string, unknown> {
  id: number
  booking_reference: string
  start_date: string
  balance_due_date: string
  booked_on: string
  balance_cents: number
  balance_token: string
  contact_firstname: string
  contact_email: string
  title: string
  locale: string
}

async function remindBatch(ctx: BalanceJobContext, today: string, afterId: number) {
  return ctx.database.transaction(async (tx) => {
    const rows = await queryRows<ReminderRow>(
      tx,
      sql`select b.id, b.booking_reference, b.start_date::text as start_date,
                 b.balance_due_date::text as balance_due_date,
                 (b.created_at at time zone 'Asia/Colombo')::date::text as booked_on,
                 b.booking_amount_cents - b.payment_amount_cents as balance_cents, b.balance_token,
                 b.contact_firstname, b.contact_email, a.title, b.locale
            from bookings b join activities a on a.id = b.activity_id
           where ${owing} and b.balance_token is not null and b.id > ${afterId}
             and b.balance_due_date between ${today}::date
                 and ${addDays(today, Math.max(...BALANCE_REMINDER_DAYS))}::date
           order by b.id limit ${BATCH}
           for update of b skip locked`,
    )
    let sent = 0
    for (const row of rows) {
      const step = balanceReminderStep(row.balance_due_date, row.booked_on, today)
      if (step === null) continue
      const [claimed] = await queryRows<{ booking_id: number }>(
        tx,
        sql`insert into booking_reminders (booking_id, kind) values (${row.id}, ${`balance-${step}`})
            on conflict do nothing returning booking_id`,
      )
      if (!claimed) continue
      await enqueueEmail(
        tx,
        balanceReminderMail(
          { email: row.contact_email, firstName: row.contact_firstname, locale: row.locale },
          {
            bookingReference: row.booking_reference,
            tourTitle: row.title,
            startDate: row.start_date,
            balanceCents: row.balance_cents,
            dueDate: row.balance_due_date,
            payUrl: balancePayUrl(ctx.publicUrl, row.balance_token),
            siteUrl: ctx.publicUrl,
          },
          step,
        ),
      )
      sent++
    }
    return { sent, lastId: rows.at(-1)?.id ?? null, count: rows.length }
  })
}

/** Sends every reminder due today; returns how many were sent. */
export async function sendBalanceReminders(ctx: BalanceJobContext): Promise<number> {
  const today = todayInColombo(ctx.now ?? new Date())
  let total = 0
  let afterId = 0
  for (;;) {
    const { sent, lastId, count } = await remindBatch(ctx, today, afterId)
    total += sent
    if (count < BATCH || lastId === null) return total
    afterId = lastId
  }
}

async function cancelBatch(ctx: BalanceJobContext, now: Date, today: string) {
  return ctx.database.transaction(async (tx) => {
    const due = await queryRows<{ id: number; balance_due_date: string }>(
      tx,
      sql`select b.id, b.balance_due_date::text as balance_due_date from bookings b
           where ${owing} and b.balance_due_date < ${today}::date
           order by b.balance_due_date, b.id limit ${BATCH}
           for update of b skip locked`,
    )
    const planned: { bookingId: number; refunds: PlannedRefunds }[] = []
    for (const { id, balance_due_date: dueDate } of due) {
      const booking = await bookingFacts(tx, id, { any: true })
      // The traveller's own cancel at this moment: the tour's 24-hour rule on what was paid.
      const refund = cancellationRefund(
        {
          startDate: booking.start_date,
          pickupTime: booking.pickup_time ?? booking.start_time,
          paidCents: booking.payment_amount_cents,
        },
        now,
      )
      await transitionBooking(tx, {
        bookingId: id,
        action: 'cancel',
        actor: systemActor('balance-due'),
        reason: PaymentPlanMessages.canceledReason,
        at: now,
      })
      planned.push({
        bookingId: id,
        refunds: await recordBookingRefunds(tx, {
          bookingId: id,
          amountCents: refund.refundCents,
          reason: PaymentPlanMessages.canceledReason,
        }),
      })
      await enqueueEmail(
        tx,
        balanceUnpaidCanceledMail(
          { email: booking.contact_email, firstName: booking.contact_firstname, locale: booking.locale },
          {
            bookingReference: booking.booking_reference,
            tourTitle: booking.title,
            startDate: booking.start_date,
            dueDate,
            refundCents: refund.refundCents,
          },
          ctx.publicUrl,
        ),
      )
      await enqueueEmail(
        tx,
        supplierBookingCanceledMail(supplierRecipientOf(booking), mailRef(booking), ctx.publicUrl, {
          by: 'unpaidBalance',
        }),
      )
    }
    return { count: due.length, planned }
  })
}

/** Cancels every booking whose balance is overdue; returns how many it canceled. */
export async function cancelUnpaidBalances(ctx: BalanceJobContext): Promise<number> {
  const now = ctx.now ?? new Date()
  const today = colomboWallClock(now).date
  let total = 0
  for (;;) {
    const { count, planned } = await cancelBatch(ctx, now, today)
    for (const { bookingId, refunds } of planned)
      await sendRecordedRefunds(ctx.database, ctx.providers, refunds, ctx.log, {
        job: 'balance-due',
        bookingId,
      })
    total += count
    if (count < BATCH) return total
  }
}

/**
 * Every 15 minutes in every process, through the one scheduler (decision 041); rows are claimed
 * with SKIP LOCKED and reminders keyed once per booking, so no cross-process lock is needed. Not
 * scheduled under NODE_ENV=test (tests call the functions above).
 */
export default async function balanceDueJob(app: FastifyInstance, { config }: { config: Config }) {
  if (config.env === 'test') return
  const providers = paymentProviders(config)
  const ctx = () => ({ database: app.database, providers, publicUrl: config.publicUrl, log: app.log })
  schedulePeriodicJob(app, {
    name: 'balance-due',
    everyMs: EVERY_MS,
    firstMs: FIRST_RUN_MS,
    exclusive: false,
    run: async () => ({
      canceled: await cancelUnpaidBalances(ctx()),
      reminded: await sendBalanceReminders(ctx()),
    }),
  })
}
