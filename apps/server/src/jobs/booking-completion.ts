/**
 * Confirmed bookings whose end date has passed (Asia/Colombo) become 4 Completed, and the
 * contact e-mail gets a single-use review link (architecture brief, Booking lifecycle). Each
 * batch is one transaction: status, token and mail commit together or not at all. Rows are
 * claimed with FOR UPDATE SKIP LOCKED, so processes running it at once never complete (or mail)
 * the same booking twice, and a booking being cancelled or amended is left for the next round.
 */
import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { queryRows, type Database } from '@serendib/db/client'
import { BookingStatus } from '@serendib/domain/booking-status'
import { todayInColombo } from '@serendib/domain/dates'
import { localizedPath } from '@serendib/domain/i18n/locales'
import type { Config } from '../config.ts'
import { schedulePeriodicJob } from './periodic-job.ts'
import { systemActor } from '../services/audit/record-audit.ts'
import { transitionBooking } from '../services/booking-core/transition-booking.ts'
import { enqueueEmail } from '../services/email/enqueue-email.ts'
import { mailLocale } from '../services/email/mail-i18n.ts'
import { reviewRequestMail } from '../services/email/review-templates.ts'
import { issueReviewToken } from '../services/reviews/review-tokens.ts'

const EVERY_MS = 10 * 60 * 1000
/** The first run waits for the process to settle (migrations, seed, first requests). */
const FIRST_RUN_MS = 30 * 1000
const BATCH = 100

interface DueBooking extends Record<string, unknown> {
  id: number
  booking_reference: string
  start_date: string
  contact_firstname: string
  contact_email: string
  title: string
  locale: string
}

/** Completes one batch; returns how many bookings it completed. */
async function completeBatch(database: Database, today: string, publicUrl: string): Promise<number> {
  return database.transaction(async (tx) => {
    const due = await queryRows<DueBooking>(
      tx,
      sql`select b.id, b.booking_reference, b.start_date::text as start_date, b.contact_firstname,
                 b.contact_email, a.title, b.locale
            from bookings b join activities a on a.id = b.activity_id
           where b.status = ${BookingStatus.confirmed} and b.end_date < ${today}::date and b.deleted_at is null
           order by b.end_date, b.id
           limit ${BATCH}
           for update of b skip locked`,
    )
    if (due.length === 0) return 0
    const now = new Date()
    for (const booking of due) {
      await transitionBooking(tx, {
        bookingId: booking.id,
        action: 'complete',
        actor: systemActor('booking-completion'),
        at: now,
      })
      const token = await issueReviewToken(tx, booking.id, now)
      await enqueueEmail(
        tx,
        reviewRequestMail(
          { email: booking.contact_email, firstName: booking.contact_firstname, locale: booking.locale },
          {
            bookingReference: booking.booking_reference,
            tourTitle: booking.title,
            startDate: booking.start_date,
            // The review page in the booking's language (issue 31): /de/tour/review/… for a German booking.
            link: `${publicUrl}${localizedPath(`/tour/review/${encodeURIComponent(token)}`, mailLocale(booking.locale))}`,
          },
        ),
      )
    }
    return due.length
  })
}

/** Completes every due booking, batch by batch; `today` is a yyyy-MM-dd date in Asia/Colombo. */
export async function completeFinishedBookings(
  database: Database,
  { publicUrl, today = todayInColombo() }: { publicUrl: string; today?: string },
): Promise<number> {
  let total = 0
  for (;;) {
    const done = await completeBatch(database, today, publicUrl)
    total += done
    if (done < BATCH) return total
  }
}

/**
 * Every 10 minutes in every process, and once soon after start. Not scheduled under NODE_ENV=test:
 * tests call completeFinishedBookings themselves, and a timer must not change their fixtures.
 */
export default async function bookingCompletionJob(app: FastifyInstance, { config }: { config: Config }) {
  if (config.env === 'test') return
  // Rows are claimed with SKIP LOCKED: every process may run it (see above).
  schedulePeriodicJob(app, {
    name: 'booking-completion',
    everyMs: EVERY_MS,
    firstMs: FIRST_RUN_MS,
    exclusive: false,
    run: async () => ({
      completed: await completeFinishedBookings(app.database, { publicUrl: config.publicUrl }),
    }),
  })
}
