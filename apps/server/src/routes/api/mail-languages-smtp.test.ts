import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '@serendib/db/testing'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import type { TestApp } from '../../test-app.ts'
import { bearer, solvedCaptcha, webClient } from '../../testing/accounts.ts'
import { adminToken } from '../../testing/admin.ts'
import type { TestTour } from '../../testing/booking-fixtures.ts'
import { bookTours, type TestCustomer } from '../../testing/bookings.ts'
import { startSmtp, waitForMail } from '../../testing/smtp-inbox.ts'
import { bookingSuite, type TestSupplier } from '../../testing/suites.ts'
import { DEMO_PASSWORD } from '@serendib/db/seed/seed-demo'

/**
 * Issue 31, decision 077: the traveller's mails after the receipt in their language, as a person
 * gets them over real SMTP. A booking's mails are in the language it was booked in; an account's
 * in the language of the page it was created on (`users.locale`), a reset in the page's language.
 * A supplier's (decision 082) in its portal language: a customer's message, a staff invitation.
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

  const book = async (locale: string) => {
    const [id] = await bookTours(
      t.app,
      t.database,
      customer.token,
      [{ tour, day: addDays(todayInColombo(), nextDay++) }],
      { locale },
    )
    const [row] = await t.database.execute<{ reference: string }>(
      sql`select booking_reference as reference from bookings where id = ${id}`,
    )
    return { id: id!, reference: row!.reference }
  }

  /** Runs `body` with the supplier's portal in `locale`, then back in English. */
  const withPortalIn = async (locale: string, body: () => Promise<void>) => {
    const language = (value: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/supplier/language',
        headers: bearer(supplier.token),
        payload: { locale: value },
      })
    expect((await language(locale)).statusCode).toBe(200)
    try {
      await body()
    } finally {
      await language('en')
    }
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

  it("writes an admin's cancellation and refund in the booking's language", async () => {
    const admin = await adminToken(t.app, t.database)
    const japanese = await book('ja')
    const canceled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${japanese.id}/transition`,
      headers: bearer(admin),
      payload: { action: 'cancel', reason: 'Road closed', refund: false },
    })
    expect(canceled.statusCode, canceled.body).toBe(200)
    const ja = await waitForMail(smtp.received, contact, { text: /ご予約をキャンセルいたしました/ })
    expect(ja).toContain(`予約番号: ${japanese.reference}`)
    expect(ja).toContain('理由：Road closed')
    expect(ja).toContain('予約を見る')
    expect(ja).not.toMatch(/We have canceled|View your booking|Questions\? Call us/)

    const french = await book('fr')
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${french.id}/refunds`,
      headers: bearer(admin),
      payload: { amount_cents: 5_000, reason: 'Geste commercial' },
    })
    expect(refunded.statusCode, refunded.body).toBe(200)
    const fr = await waitForMail(smtp.received, contact, {
      text: new RegExp(`de votre réservation ${french.reference}`),
    })
    expect(fr).toMatch(/Nous vous remboursons 50,00\s\$US/)
    expect(fr).toContain('Motif: Geste commercial')
    expect(fr).not.toMatch(/We are refunding|Refunds reach|View your booking/)

    // A booking made in English keeps the English mail.
    const english = await book('en')
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${english.id}/refunds`,
      headers: bearer(admin),
      payload: { amount_cents: 5_000, reason: 'Goodwill' },
    })
    const en = await waitForMail(smtp.received, contact, {
      text: new RegExp(`We are refunding USD 50.00 of your booking ${english.reference}`),
    })
    expect(en).toContain('Reason: Goodwill')
    expect(en).toContain('Refunds reach your card within 5 to 10 working days')
  })

  it("mails a customer's message to a Sinhala supplier in Sinhala, the customer's words as written", async () => {
    await withPortalIn('si', async () => {
      const { id, reference } = await book('de')
      const words = 'Können wir um 7 Uhr starten? Thanks!'
      const sent = await t.app.inject({
        method: 'POST',
        url: `/api/account/my-bookings/${id}/comments`,
        headers: bearer(customer.token),
        payload: { message: words, visible: 'supplier' },
      })
      expect(sent.statusCode, sent.body).toBe(200)
      const mail = await waitForMail(smtp.received, supplier.email, {
        text: new RegExp(`වෙන්කිරීම ${reference} ගැන පණිවිඩයක් එව්වා`),
      })
      expect(mail).toContain('(පාරිභෝගිකයා)')
      expect(mail).toContain(`> ${words}`)
      expect(mail).toContain('කියවා පිළිතුරු දෙන්න')
      expect(mail).toContain('/si/supplier/bookings')
      expect(mail).not.toMatch(/sent a message|Read and reply|Questions\? Call us/)
    })
    // Back in English, the same mail reads as before.
    const { id, reference } = await book('de')
    await t.app.inject({
      method: 'POST',
      url: `/api/account/my-bookings/${id}/comments`,
      headers: bearer(customer.token),
      payload: { message: 'Hello again', visible: 'supplier' },
    })
    const en = await waitForMail(smtp.received, supplier.email, {
      text: new RegExp(`\\(the customer\\) sent a message about booking ${reference}:`),
    })
    expect(en).toContain('Read and reply')
  })

  it('saves Sinhala when the supplier signs in on /si; an English sign-in keeps it (decision 082)', async () => {
    // As the portal's sign-in page on /si/supplier/login sends it (useAreaSignIn's portal_locale).
    const signInOn = (portalLocale?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/oauth/token',
        payload: {
          ...webClient,
          grant_type: 'password',
          username: supplier.email,
          password: DEMO_PASSWORD,
          ...(portalLocale === undefined ? {} : { portal_locale: portalLocale }),
        },
      })
    const saved = async () =>
      (await t.app.inject({ url: '/api/supplier/language', headers: bearer(supplier.token) })).json().data
        .locale as string
    expect(await saved()).toBe('en')
    try {
      const signedIn = await signInOn('si')
      expect(signedIn.statusCode, signedIn.body).toBe(200)
      expect(await saved()).toBe('si')
      const { reference } = await book('de')
      const booked = await waitForMail(smtp.received, supplier.email, {
        text: new RegExp(`සංචාරකයෙක් වෙන්කර ගෙවා ඇත[\\s\\S]*${reference}`),
      })
      expect(booked).toContain('/si/supplier/bookings')
      expect(booked).not.toMatch(/A traveller has booked|Booking reference/)

      // The English sign-in page (with or without the field) and a value we do not speak keep it.
      for (const other of [undefined, 'en', 'de', 'SI', '']) {
        expect((await signInOn(other)).statusCode).toBe(200)
        expect(await saved(), String(other)).toBe('si')
      }
      // A Tamil sign-in page changes it, like the menu would.
      expect((await signInOn('ta')).statusCode).toBe(200)
      expect(await saved()).toBe('ta')
      // A refused sign-in saves nothing.
      const refused = await t.app.inject({
        method: 'POST',
        url: '/oauth/token',
        payload: {
          ...webClient,
          grant_type: 'password',
          username: supplier.email,
          password: 'wrong',
          portal_locale: 'si',
        },
      })
      expect(refused.statusCode).toBe(401)
      expect(await saved()).toBe('ta')
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/api/supplier/language',
        headers: bearer(supplier.token),
        payload: { locale: 'en' },
      })
    }
  })

  it('a traveller signing in with a portal language gets no supplier profile', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: {
        ...webClient,
        grant_type: 'password',
        username: customer.email,
        password: DEMO_PASSWORD,
        portal_locale: 'si',
      },
    })
    expect(reply.statusCode, reply.body).toBe(200)
    const rows = await t.database.execute<{ n: number }>(
      sql`select count(*)::int as n from supplier_profiles sp join users u on u.id = sp.user_id where u.email = ${customer.email}`,
    )
    expect(rows[0]?.n).toBe(0)
  })

  it("writes the staff invitation in the inviting supplier's portal language", async () => {
    const invite = (role: string, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/supplier/staff',
        headers: bearer(supplier.token),
        payload: { email, first_name: 'Ravi', role, guide_resource_id: null },
      })
    const tamilEmail = `ravi.ta.${kind}.${Date.now()}@staff.example`
    await withPortalIn('ta', async () => {
      const invited = await invite('driver', tamilEmail)
      expect(invited.statusCode, invited.body).toBe(200)
    })
    const ta = await waitForMail(smtp.received, tamilEmail)
    expect(ta).toContain('வணக்கம் Ravi,')
    expect(ta).toContain('உங்களை ஓட்டுநராக அழைக்கிறது.')
    expect(ta).toContain('உங்கள் கடவுச்சொல்லைத் தேர்ந்தெடுங்கள்')
    expect(ta).not.toMatch(/invites you|Choose your password|Questions\? Call us/)

    const englishEmail = `ravi.en.${kind}.${Date.now()}@staff.example`
    expect((await invite('office', englishEmail)).statusCode).toBe(200)
    const en = await waitForMail(smtp.received, englishEmail)
    expect(en).toContain('invites you to its Serendib supplier portal as office staff.')
    expect(en).toContain('Choose your password to accept. The link works once, within 7 days.')
  })
})
