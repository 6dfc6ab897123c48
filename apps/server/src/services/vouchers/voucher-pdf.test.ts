import type { SendMailOptions } from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
})
