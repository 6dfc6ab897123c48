/**
 * The traveller's reminder the day before the tour (issue 32 point 6, decision 075): confirmed
 * bookings starting tomorrow (Asia/Colombo) get one mail with the start and pick-up time, the
 * pick-up place and the guide (or the supplier's phone). Once per booking: the row in
 * booking_reminders ('day-before') is written in the mail's transaction, and its unique key makes
 * a second process's insert a no-op; rows are claimed with FOR UPDATE SKIP LOCKED. The review
 * request after the tour is the completion job's (booking-completion.ts).
 */
import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { queryRows, type Database } from '@serendib/db/client'
import { BookingStatus } from '@serendib/domain/booking-status'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import type { Config } from '../config.ts'
import { assignedGuides } from '../services/booking/assigned-guide.ts'
import { dayBeforeReminderMail } from '../services/email/balance-templates.ts'
import { loadBookingMailData } from '../services/email/booking-mail-data.ts'
import { pickupText } from '../services/email/booking-templates.ts'
import { mailTranslator } from '../services/email/mail-i18n.ts'
import { enqueueEmail } from '../services/email/enqueue-email.ts'
import { schedulePeriodicJob } from './periodic-job.ts'

const EVERY_MS = 30 * 60 * 1000
const FIRST_RUN_MS = 75 * 1000
const BATCH = 100
export const DAY_BEFORE_KIND = 'day-before'

async function remindBatch(database: Database, tomorrow: string, publicUrl: string): Promise<number> {
  return database.transaction(async (tx) => {
    const due = await queryRows<{ id: number; contact_number: string | null }>(
      tx,
      sql`select b.id, a.contact_number from bookings b join activities a on a.id = b.activity_id
           where b.status = ${BookingStatus.confirmed} and b.deleted_at is null
             and b.start_date = ${tomorrow}::date
             and not exists (select 1 from booking_reminders r
                              where r.booking_id = b.id and r.kind = ${DAY_BEFORE_KIND})
           order by b.id limit ${BATCH}
           for update of b skip locked`,
    )
    if (due.length === 0) return 0
    const ids = due.map((d) => d.id)
    const [mails, guides] = await Promise.all([loadBookingMailData(tx, ids), assignedGuides(tx, ids)])
    const phones = new Map(due.map((d) => [d.id, d.contact_number]))
    for (const b of mails) {
      const [claimed] = await queryRows<{ booking_id: number }>(
        tx,
        sql`insert into booking_reminders (booking_id, kind) values (${b.id}, ${DAY_BEFORE_KIND})
            on conflict do nothing returning booking_id`,
      )
      if (!claimed) continue
      await enqueueEmail(
        tx,
        dayBeforeReminderMail(
          { email: b.contact.email, firstName: b.contact.firstName, locale: b.locale },
          {
            bookingReference: b.bookingReference,
            tourTitle: b.tourTitle,
            startDate: b.startDate,
            startTime: b.startTime ?? null,
            pickupTime: b.pickup.time ?? null,
            pickup: pickupText(b.pickup, mailTranslator(b.locale)),
            guide: guides.get(b.id) ?? null,
            supplierPhone: phones.get(b.id) ?? null,
            bookingUrl: `${publicUrl}/account/booking/detail/${b.id}`,
            siteUrl: publicUrl,
          },
        ),
      )
    }
    return due.length
  })
}

/** Mails every traveller whose tour starts tomorrow and has not had the reminder; returns how many. */
export async function sendDayBeforeReminders(
  database: Database,
  { publicUrl, today = todayInColombo() }: { publicUrl: string; today?: string },
): Promise<number> {
  const tomorrow = addDays(today, 1)
  let total = 0
  for (;;) {
    const done = await remindBatch(database, tomorrow, publicUrl)
    total += done
    if (done < BATCH) return total
  }
}

/** Every 30 minutes in every process (decision 041); not scheduled under NODE_ENV=test. */
export default async function dayBeforeReminderJob(app: FastifyInstance, { config }: { config: Config }) {
  if (config.env === 'test') return
  schedulePeriodicJob(app, {
    name: 'day-before-reminder',
    everyMs: EVERY_MS,
    firstMs: FIRST_RUN_MS,
    exclusive: false,
    run: async () => ({
      reminded: await sendDayBeforeReminders(app.database, { publicUrl: config.publicUrl }),
    }),
  })
}
