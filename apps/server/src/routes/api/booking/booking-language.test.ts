import type { SendMailOptions } from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { testDatabases } from '@serendib/db/testing'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { deliverDueEmails } from '../../../jobs/outbox-worker.ts'
import { bearer } from '../../../testing/accounts.ts'
import { checkoutItem, paySandboxLink } from '../../../testing/bookings.ts'
import { bookingSuite, type BookingSuite } from '../../../testing/suites.ts'
import { voucherPdfFor } from '../../../services/vouchers/voucher-pdf.ts'

const day = addDays(todayInColombo(), 20)

/**
 * Decision 077: checkout records the page's language on each booking (booking-core writes it),
 * the payment returns to the page after payment in that language, and the receipt, its layout
 * and the voucher PDF go out in it. A language we do not speak, or none, is English.
 */
describe.each(testDatabases())('the language a booking is made in, on %s', (kind) => {
  let s: BookingSuite
  beforeAll(async () => {
    s = await bookingSuite(kind)
  })
  afterAll(() => s.t.close())

  async function book(locale: unknown, email: string) {
    const item = { ...checkoutItem({ tour: s.tour, day, adults: 2, children: 1 }), contact_email: email }
    const response = await s.t.app.inject({
      method: 'POST',
      url: '/api/booking/checkout',
      headers: bearer(s.customer.token),
      payload: { booking: [item], url: 'http://shop.test', ...(locale === undefined ? {} : { locale }) },
    })
    expect(response.statusCode, response.body).toBe(200)
    const { payment_link: link, order_reference: reference } = response.json().data
    const paid = await paySandboxLink(s.t.app, link)
    expect(paid.statusCode).toBe(303)
    const [row] = await s.t.database.execute<{ locale: string; booking_reference: string; title: string }>(
      sql`select b.locale, b.booking_reference, a.title from bookings b join orders o on o.id = b.order_id
           join activities a on a.id = b.activity_id where o.reference = ${reference}`,
    )
    const [receipt] = await s.t.database.execute<{ subject: string; text: string; html: string }>(
      sql`select subject, text, html from email_outbox where to_address = ${email} and template = 'booking-receipt'`,
    )
    return { row: row!, receipt: receipt!, location: paid.headers.location as string, reference }
  }

  it('a German checkout: German booking, German return page, German receipt with the voucher in German', async () => {
    const { row, receipt, location, reference } = await book('de', `de.${kind}@example.com`)
    expect(row.locale).toBe('de')
    expect(location).toBe(`${s.t.app.config.publicUrl}/de/payment/complete?order=${reference}`)
    expect(receipt.subject).toBe(`Buchung ${row.booking_reference} bestätigt: ${row.title}`)
    expect(receipt.text).toContain('Hallo Nimali,')
    expect(receipt.text).toContain(
      `Vielen Dank: Ihre Zahlung ist eingegangen und Ihre Buchung ${row.booking_reference} ist bestätigt.`,
    )
    expect(receipt.text).toContain('Reisende: 2 Erwachsene, 1 Kind: ')
    expect(receipt.text).toMatch(/Bezahlter Betrag: 112,50\s\$/)
    expect(receipt.text).toContain('Serendib · Touren in Sri Lanka')
    expect(receipt.text).toContain('/de/booking/find?reference=')
    expect(receipt.html).toContain('<html lang="de">')
    // The date through Intl for German: "24. Dezember 2026".
    const german = new Intl.DateTimeFormat('de', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    )
    expect(receipt.text).toContain(`Datum: ${german}`)
    expect(receipt.text).not.toContain('Thank you')

    // The voucher attached to it is in German too.
    const sent: SendMailOptions[] = []
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
      if (round.claimed === 0) break
    }
    const mail = sent.find((m) => m.to === `de.${kind}@example.com`)
    expect(mail?.attachments).toHaveLength(1)
    const pdf = await voucherPdfFor(s.t.database.db, s.t.app.config.appSecret, row.booking_reference)
    expect(pdf.toString('latin1')).toContain('/Lang (de)')
  })

  it('a Russian checkout: the four plural forms come from the language (2 взрослых, 1 ребёнок)', async () => {
    const { row, receipt } = await book('ru', `ru.${kind}@example.com`)
    expect(row.locale).toBe('ru')
    expect(receipt.text).toContain('2 взрослых, 1 ребёнок')
    expect(receipt.text).toContain('Здравствуйте, Nimali!')
  })

  it('no language, or one we do not speak, is English, exactly as before', async () => {
    for (const [locale, email] of [
      [undefined, `none.${kind}@example.com`],
      ['xx', `xx.${kind}@example.com`],
    ] as const) {
      const { row, receipt, location, reference } = await book(locale, email)
      expect(row.locale).toBe('en')
      expect(location).toBe(`${s.t.app.config.publicUrl}/payment/complete?order=${reference}`)
      expect(receipt.subject).toBe(`Booking ${row.booking_reference} confirmed: ${row.title}`)
      expect(receipt.text).toContain('Travellers: 2 adults, 1 child: ')
      expect(receipt.text).toContain('Amount paid: USD 112.50')
      expect(receipt.text).toContain('Questions? Call us on')
      expect(receipt.html).toContain('<html lang="en">')
    }
    // Not a string: a clear refusal, nothing held.
    const refused = await s.t.app.inject({
      method: 'POST',
      url: '/api/booking/checkout',
      headers: bearer(s.customer.token),
      payload: { booking: [checkoutItem({ tour: s.tour, day })], url: 'http://shop.test', locale: 42 },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe('Invalid locale: must be a string')
  })
})
