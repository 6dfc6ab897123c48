import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activities } from '@serendib/db/schema/activities'
import { testDatabases } from '@serendib/db/testing'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { paymentProviders } from '../services/payments/payment-provider.ts'
import { buildTestApp, type TestApp } from '../test-app.ts'
import { prepareTestTour, type TestTour } from '../testing/booking-fixtures.ts'
import { bookTour, createTestCustomer, paySandboxLink } from '../testing/bookings.ts'
import { startSmtp, waitForMail } from '../testing/smtp-inbox.ts'
import { sendBalanceReminders } from './balance-due.ts'
import { sendDayBeforeReminders } from './day-before-reminder.ts'

/** Decision 075's mails as a traveller gets them, over real SMTP: the reminder's link pays the balance. */
describe.each(testDatabases())('balance and day-before reminders over SMTP on %s', (kind) => {
  let t: TestApp
  let tour: TestTour
  let smtp: Awaited<ReturnType<typeof startSmtp>>

  beforeAll(async () => {
    smtp = await startSmtp()
    t = await buildTestApp(kind, { config: { smtpUrl: smtp.url, devMailbox: false } })
    tour = await prepareTestTour(t.database)
    await t.database.db
      .update(activities)
      .set({ paymentPlan: 'deposit', depositCents: 5_000, depositPercent: null, balanceDaysBefore: 10 })
      .where(eq(activities.id, tour.id))
  })
  afterAll(async () => {
    await t?.close()
    await smtp?.close()
  })

  it('mails the balance reminder with a link that pays the balance, then the receipt', async () => {
    const customer = await createTestCustomer(t.app, t.database)
    const id = await bookTour(t.app, t.database, customer.token, { tour, day: addDays(todayInColombo(), 40) })
    const contact = 'nimali.contact@example.com'
    await waitForMail(smtp.received, contact, { subject: /confirmed/ })
    // Booked 20 days ago, due in 7 days: the 7-day reminder is due today.
    await t.database.execute(
      sql`update bookings set created_at = now() - interval '20 days',
                 balance_due_date = ${addDays(todayInColombo(), 7)}::date where id = ${id}`,
    )
    const ctx = {
      database: t.database,
      providers: paymentProviders(t.app.config),
      publicUrl: t.app.config.publicUrl,
      log: t.app.log,
    }
    expect(await sendBalanceReminders(ctx)).toBe(1)
    const text = await waitForMail(smtp.received, contact, { subject: /Balance of USD 62\.50 due by/ })
    const link = /(https?:\/\/\S+\/payments\/balance\/[\w-]+)/.exec(text)?.[1]
    expect(link).toBeDefined()
    const open = await t.app.inject({ method: 'GET', url: new URL(link!).pathname })
    expect(open.statusCode).toBe(303)
    expect((await paySandboxLink(t.app, open.headers.location as string)).statusCode).toBe(303)
    const receipt = await waitForMail(smtp.received, contact, { subject: /Balance received/ })
    expect(receipt).toContain('USD 112.50')
  })

  it('mails the day-before reminder with the pick-up time and the supplier’s phone', async () => {
    const customer = await createTestCustomer(t.app, t.database)
    const id = await bookTour(t.app, t.database, customer.token, { tour, day: addDays(todayInColombo(), 1) })
    await t.database.execute(sql`update bookings set pickup_time = '06:45' where id = ${id}`)
    // Confirmation assigned the demo supplier's driver-guide (decision 074); this case is the one
    // without a guide, so the assignment is taken back first.
    await t.database.execute(sql`delete from booking_resources where booking_id = ${id}`)
    await sendDayBeforeReminders(t.database, { publicUrl: t.app.config.publicUrl })
    const text = await waitForMail(smtp.received, 'nimali.contact@example.com', {
      subject: /^Tomorrow:/,
    })
    expect(text).toContain('06:45')
    expect(text).toMatch(/Pick-up/)
    // no guide is assigned: the supplier's number instead
    expect(text).toContain('Supplier phone')
  })
})
