import type { SendMailOptions } from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { emailOutbox, OutboxStatus } from '@serendib/db/schema/outbox'
import { testDatabases } from '@serendib/db/testing'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { deliverDueEmails } from '../../jobs/outbox-worker.ts'
import { bearer } from '../../testing/accounts.ts'
import { prepareOnRequestTour } from '../../testing/booking-fixtures.ts'
import { bookTour, supplierOf } from '../../testing/bookings.ts'
import { bookingSuite, type BookingSuite } from '../../testing/suites.ts'
import { voucherPdfFor } from './voucher-pdf.ts'

const day = addDays(todayInColombo(), 15)

describe.each(testDatabases())('voucher PDF in the confirmation mail on %s', (kind) => {
  let s: BookingSuite
  beforeAll(async () => {
    s = await bookingSuite(kind)
  })
  afterAll(() => s.t.close())

  it('attaches the voucher PDF when the supplier confirms a request', async () => {
    const tour = await prepareOnRequestTour(s.t.database, 3)
    const owner = await supplierOf(s.t.app, s.t.database, tour.id)
    const id = await bookTour(s.t.app, s.t.database, s.customer.token, { tour, day })
    const confirmed = await s.t.app.inject({
      method: 'POST',
      url: `/api/supplier/bookings/${id}/confirm`,
      headers: bearer(owner.token),
    })
    expect(confirmed.statusCode).toBe(200)
    const reference = confirmed.json().data.booking_reference as string
    const sent: SendMailOptions[] = []
    const secret = s.t.app.config.appSecret
    for (;;) {
      const round = await deliverDueEmails(
        s.t.database,
        { sendMail: async (m) => sent.push(m) },
        {
          mailFrom: 'test@serendib.lk',
          publicUrl: 'http://shop.test',
          batchSize: 50,
          voucherPdf: (ref) => voucherPdfFor(s.t.database.db, secret, ref),
        },
      )
      if (round.claimed === 0) break
    }
    const mail = sent.find((m) => String(m.subject).includes(`Booking ${reference} confirmed`))
    expect(mail?.attachments).toHaveLength(1)
    const [pdf] = mail!.attachments!
    expect(pdf!.filename).toBe(`voucher-${reference}.pdf`)
    expect((pdf!.content as Buffer).subarray(0, 5).toString()).toBe('%PDF-')
    // The supplier's notice carries no voucher.
    const notice = sent.find((m) => m.to === owner.email && String(m.subject).includes(reference))
    expect(notice?.attachments).toBeUndefined()
  })

  it('withdraws the receipt of a booking cancelled before it went out, says why, and never retries it', async () => {
    await deliverAll([])
    // An instant tour: confirmed at payment, so its receipt is queued with the voucher.
    const id = await bookTour(s.t.app, s.t.database, s.customer.token, { tour: s.tour, day })
    const [{ reference }] = (await s.t.database.execute<{ reference: string }>(
      sql`select booking_reference as reference from bookings where id = ${id}`,
    )) as [{ reference: string }]
    const cancelled = await s.t.app.inject({
      url: `/api/account/my-bookings/cancel/${id}`,
      headers: bearer(s.customer.token),
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)

    const sent: SendMailOptions[] = []
    const rounds = await deliverAll(sent)
    const [receipt] = await s.t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, 'booking-receipt'), eq(emailOutbox.attachVoucher, reference)))
    expect(receipt).toMatchObject({
      status: OutboxStatus.withdrawn,
      attempts: 1,
      lastError: `Not sent: booking ${reference} was canceled before this mail went out, so it has no voucher`,
      sentAt: null,
    })
    expect(rounds.withdrawn).toBe(1)
    expect(rounds.retried + rounds.failed).toBe(0)
    expect(sent.filter((m) => String(m.subject).includes(`Booking ${reference} confirmed`))).toEqual([])
    // The booking's other mails (the supplier's notice, the cancellation) still go.
    const others = await s.t.database.execute<{ template: string; status: number }>(
      sql`select template, status from email_outbox
           where position(${reference} in subject) > 0 and template <> 'booking-receipt' order by id`,
    )
    expect(others.length).toBeGreaterThanOrEqual(2)
    expect(others.every((m) => m.status === OutboxStatus.sent)).toBe(true)

    // Hours later it is still withdrawn: no round takes it again.
    await s.t.database.execute(sql`update email_outbox set next_attempt_at = now() - interval '7 hours'`)
    expect((await deliverAll([])).claimed).toBe(0)
  })

  /** Rounds until the outbox has nothing due; what they did, added up. */
  async function deliverAll(sent: SendMailOptions[]) {
    const total = { claimed: 0, sent: 0, retried: 0, failed: 0, withdrawn: 0 }
    for (;;) {
      const round = await deliverDueEmails(
        s.t.database,
        { sendMail: async (m) => sent.push(m) },
        {
          mailFrom: 'test@serendib.lk',
          publicUrl: 'http://shop.test',
          batchSize: 50,
          voucherPdf: (ref) => voucherPdfFor(s.t.database.db, s.t.app.config.appSecret, ref),
        },
      )
      for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += round[key]
      if (round.claimed === 0) return total
    }
  }
})
