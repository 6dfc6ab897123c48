import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '@serendib/db/testing'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import type { TestApp } from '../../test-app.ts'
import { bearer, solvedCaptcha, webClient } from '../../testing/accounts.ts'
import type { TestTour } from '../../testing/booking-fixtures.ts'
import { bookTours, type TestCustomer } from '../../testing/bookings.ts'
import { startSmtp, waitForMail } from '../../testing/smtp-inbox.ts'
import { bookingSuite, type TestSupplier } from '../../testing/suites.ts'

/**
 * Issue 31, decision 077: the traveller's mails after the receipt in their language, as a person
 * gets them over real SMTP. A booking's mails are in the language it was booked in; an account's
 * in the language of the page it was created on (`users.locale`), a reset in the page's language.
 */
describe.each(testDatabases())('mails in the traveller language over SMTP on %s', (kind) => {
  let t: TestApp
  let tour: TestTour
  let customer: TestCustomer
  let supplier: TestSupplier
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  const contact = 'nimali.contact@example.com'
  let nextDay = 20

  beforeAll(async () => {
    smtp = await startSmtp()
    ;({ t, tour, customer, supplier } = await bookingSuite(kind, {
      config: { smtpUrl: smtp.url, devMailbox: false },
    }))
  })
  afterAll(async () => {
    await t?.close()
    await smtp?.close()
  })

  const bookAndCancel = async (locale: string) => {
    const [id] = await bookTours(
      t.app,
      t.database,
      customer.token,
      [{ tour, day: addDays(todayInColombo(), nextDay++) }],
      { locale },
    )
    const canceled = await t.app.inject({
      url: `/api/account/my-bookings/cancel/${id}`,
      headers: bearer(customer.token),
    })
    expect(canceled.statusCode).toBe(200)
    const [row] = await t.database.execute<{ reference: string; locale: string }>(
      sql`select booking_reference as reference, locale from bookings where id = ${id}`,
    )
    expect(row?.locale).toBe(locale)
    return row!.reference
  }

  it('writes the cancellation in German and in Russian, each in its booking’s language', async () => {
    const german = await bookAndCancel('de')
    const de = await waitForMail(smtp.received, contact, {
      text: new RegExp(`Buchung ${german} ist storniert`),
    })
    expect(de).toContain('Hallo Nimali,')
    expect(de).toContain('Erstattung: 112,50')
    expect(de).toContain('Ihre Buchung ansehen')
    expect(de).toContain('Erstattungen erreichen Ihre Karte')
    expect(de).not.toContain('View your booking')
    // The layout's footer is in the mail's language too.
    expect(de).toContain('Serendib · Touren in Sri Lanka')
    expect(de).toMatch(/Fragen\? Rufen Sie uns an: /)
    expect(de).not.toContain('Questions? Call us')

    const russian = await bookAndCancel('ru')
    const ru = await waitForMail(smtp.received, contact, {
      text: new RegExp(`бронирование ${russian} отменено`),
    })
    expect(ru).toContain('Здравствуйте, Nimali!')
    expect(ru).toContain('Открыть бронирование')
    expect(ru).toContain('Номер бронирования: ' + russian)
    expect(ru).not.toContain('Refund')
  })

  it('writes a Sinhala supplier’s new-booking and cancellation mails in Sinhala, footer included', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/supplier/language',
      headers: bearer(supplier.token),
      payload: { locale: 'si' },
    })
    expect(saved.statusCode).toBe(200)
    try {
      const reference = await bookAndCancel('de')
      const booked = await waitForMail(smtp.received, supplier.email, {
        text: new RegExp(`සංචාරකයෙක් වෙන්කර ගෙවා ඇත[\\s\\S]*${reference}`),
      })
      expect(booked).toContain('සංචාරකයෙක් වෙන්කර ගෙවා ඇත')
      expect(booked).toContain('/si/supplier/bookings')
      expect(booked).toContain('Serendib · ශ්‍රී ලංකාවේ චාරිකා')
      expect(booked).not.toContain('Questions? Call us')

      const canceled = await waitForMail(smtp.received, supplier.email, {
        text: /පාරිභෝගිකයා මෙම වෙන්කිරීම අවලංගු කළා/,
      })
      expect(canceled).toContain(`වෙන්කිරීමේ යොමු අංකය: ${reference}`)
      expect(canceled).toContain('ආයුබෝවන් ')
      expect(canceled).toContain('/si/supplier/bookings')
      expect(canceled).toMatch(/ප්‍රශ්න තිබේද\? .+ අංකයට අපට අමතන්න/)
      expect(canceled).not.toMatch(/canceled|Booking reference/)
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/api/supplier/language',
        headers: bearer(supplier.token),
        payload: { locale: 'en' },
      })
    }
  })

  it('writes the sign-up confirmation in the sign-up page’s language, a reset in the asking page’s', async () => {
    const signUp = async (locale: string) => {
      const email = `smtp.${locale}.${Date.now()}@example.com`
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          ...webClient,
          user_type: 3,
          first_name: 'Anna',
          last_name: 'Weber',
          email,
          password: 'Sigiriya-1982',
          confim_password: 'Sigiriya-1982',
          altcha: await solvedCaptcha(t.app),
          locale,
        },
      })
      expect(response.statusCode).toBe(201)
      return email
    }
    const germanEmail = await signUp('de')
    const de = await waitForMail(smtp.received, germanEmail)
    expect(de).toContain('Hallo Anna,')
    expect(de).toContain('Bitte bestätigen Sie, dass dies Ihre E-Mail-Adresse ist')
    expect(de).toContain('E-Mail-Adresse bestätigen:')

    const russianEmail = await signUp('ru')
    const ru = await waitForMail(smtp.received, russianEmail)
    expect(ru).toContain('Здравствуйте, Anna!')
    expect(ru).toContain('Подтвердить адрес')

    // The German account asks for a reset from a Russian page: the mail is Russian, 60 минут.
    await t.app.inject({
      method: 'POST',
      url: '/api/client/chpwd',
      payload: { username: germanEmail, locale: 'ru' },
    })
    const reset = await waitForMail(smtp.received, germanEmail, { text: /Выбрать новый пароль/ })
    expect(reset).toMatch(/в течение \d+ минут/)
    // Without a page language the account's own (German) is used.
    await t.app.inject({ method: 'POST', url: '/api/client/chpwd', payload: { username: russianEmail } })
    expect(await waitForMail(smtp.received, russianEmail, { text: /Выбрать новый пароль/ })).toContain('Anna')

    // Anything but a traveller language is English, and not an error.
    const odd = await t.app.inject({
      method: 'POST',
      url: '/api/client/chpwd',
      payload: { username: germanEmail, locale: { evil: true } },
    })
    expect(odd.statusCode).toBe(200)
  })
})
