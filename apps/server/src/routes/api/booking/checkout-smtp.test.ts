import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '@serendib/db/testing'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { paySandboxLink } from '../../../testing/bookings.ts'
import { buildTestApp, type TestApp } from '../../../test-app.ts'
import { prepareTestTour, type TestTour } from '../../../testing/booking-fixtures.ts'
import { startSmtp, waitForMail } from '../../../testing/smtp-inbox.ts'

/** A visitor's booking as the visitor lives it: account mail and receipt arrive over real SMTP. */
describe.each(testDatabases())('visitor checkout mail over SMTP on %s', (kind) => {
  let t: TestApp
  let tour: TestTour
  let smtp: Awaited<ReturnType<typeof startSmtp>>

  beforeAll(async () => {
    smtp = await startSmtp()
    t = await buildTestApp(kind, { config: { smtpUrl: smtp.url, devMailbox: false } })
    tour = await prepareTestTour(t.database)
  })
  afterAll(async () => {
    await t?.close()
    await smtp?.close()
  })

  it('once paid, mails the receipt and the new account its set-password link', async () => {
    const email = `visitor.smtp.${Date.now()}@example.com`
    const lead = {
      firstname: 'Dilani',
      lastname: 'Fernando',
      email,
      phone: '+94 71 555 0101',
      lead_traveller: 1,
    }
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/booking/checkout',
      payload: {
        url: 'http://localhost:3000',
        booking: [
          {
            start_date: addDays(todayInColombo(), 12),
            activity_id: tour.id,
            location_id: tour.pickupLocationId,
            num_adults: 1,
            num_children: 0,
            num_infants: 0,
            pickup_location: 'hotel',
            hotel_name: 'Cinnamon Grand',
            hotel_address: '77 Galle Road, Colombo 3',
            contact_firstname: 'Dilani',
            contact_lastname: 'Fernando',
            contact_email: email,
            contact_phone: '+94 71 555 0101',
            travellers: [lead],
          },
        ],
      },
    })
    expect(response.statusCode, response.body).toBe(200)
    const { data } = response.json()

    expect((await paySandboxLink(t.app, data.payment_link)).statusCode).toBe(303)
    const welcome = await waitForMail(smtp.received, email, { subject: /account is ready/i })
    expect(welcome).toContain('/account/reset-password?token=')
    const receipt = await waitForMail(smtp.received, email, { subject: /booking|confirmed|received/i })
    expect(receipt).toContain(data.bookings[0].booking_reference)
    expect(receipt).toContain('USD 45.00')
    expect(receipt).toContain('Cinnamon Grand')
  })
})
