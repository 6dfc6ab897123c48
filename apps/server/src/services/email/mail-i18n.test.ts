import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { TRAVELLER_LOCALES } from '@serendib/domain/i18n/locales'
import { mailEn } from '@serendib/domain/i18n/mail/en'
import { mailCatalogues } from '@serendib/domain/i18n/mail/index'
import { bookingMessageMail } from './account-templates.ts'
import { adminBookingChangeMail, adminRefundMail } from './admin-templates.ts'
import { mailLocale, mailTranslator } from './mail-i18n.ts'
import { voucherUrl } from './booking-templates.ts'
import { customerDecisionMail } from './supplier-decision-templates.ts'

const argumentsOf = (message: string) =>
  [
    ...new Set(
      [...message.matchAll(/\{(\w+)(?:\}|,\s*(?:plural|select|selectordinal|number|date|time)\b)/g)].map(
        (m) => m[1],
      ),
    ),
  ].sort()

describe('mail catalogues (decision 077)', () => {
  it('has every English id in every language, each a valid ICU message with the same arguments', () => {
    for (const locale of TRAVELLER_LOCALES) {
      const catalogue = mailCatalogues[locale]
      expect(Object.keys(catalogue).sort(), locale).toEqual(Object.keys(mailEn).sort())
      for (const [id, message] of Object.entries(catalogue)) {
        expect(() => compileMessageOrThrow(message), `${locale} ${id}`).not.toThrow()
        expect(argumentsOf(message), `${locale} ${id}`).toEqual(
          argumentsOf(mailEn[id as keyof typeof mailEn]),
        )
      }
    }
  })

  it('counts travellers with each language’s plural rules, Russian’s four forms included', () => {
    const ru = mailTranslator('ru')
    expect([1, 2, 5, 21].map((count) => ru.t('mail.adults', { count }))).toEqual([
      '1 взрослый',
      '2 взрослых',
      '5 взрослых',
      '21 взрослый',
    ])
    expect([1, 2, 5, 21].map((count) => ru.t('mail.children', { count }))).toEqual([
      '1 ребёнок',
      '2 ребёнка',
      '5 детей',
      '21 ребёнок',
    ])
    expect(mailTranslator('en').t('mail.children', { count: 2 })).toBe('2 children')
    expect(mailTranslator('de').t('mail.adults', { count: 1 })).toBe('1 Erwachsener')
  })

  it('writes dates through Intl, English keeping dd/mm/yyyy and USD as before', () => {
    expect(mailTranslator('en').date('2026-12-24')).toBe('24/12/2026')
    expect(mailTranslator('en').money(11250)).toBe('USD 112.50')
    expect(mailTranslator('de').date('2026-12-24')).toBe('24. Dezember 2026')
    expect(mailTranslator('fr').date('2026-12-01')).toBe('1 décembre 2026')
    expect(mailTranslator('ja').date('2026-12-24')).toBe('2026年12月24日')
    expect(mailTranslator('zh').tag).toBe('zh-Hans')
  })

  it('treats a language it does not write, or none, as English', () => {
    expect(mailLocale('si')).toBe('en')
    expect(mailLocale('xx')).toBe('en')
    expect(mailLocale(null)).toBe('en')
    expect(mailLocale('hi')).toBe('hi')
  })

  it("writes the admin's booking change and refund mails in the booking's language, English as before", () => {
    const site = 'https://serendib.test'
    const b = { id: 7, bookingReference: 'SER-1234', tourTitle: 'Sigiriya Rock', startDate: '2026-12-24' }
    const cancel = { action: 'cancel', reason: 'Road closed', refundCents: 11_250 }
    const anna = (locale: string) => ({ email: 'anna@example.com', firstName: 'Anna', locale })

    const de = adminBookingChangeMail(anna('de'), b, cancel, site)
    expect(de.subject).toBe('Buchung SER-1234 storniert: Sigiriya Rock')
    expect(de.html).toContain('<html lang="de">')
    for (const line of [
      'Hallo Anna,',
      'Wir haben Ihre Buchung storniert.',
      'Grund: Road closed',
      'Buchungsnummer: SER-1234',
      'Datum: 24. Dezember 2026',
      'Ihre Buchung ansehen',
      'Erstattungen erreichen Ihre Karte',
    ])
      expect(de.text).toContain(line)
    expect(de.text).toMatch(/Erstattung: 112,50\s\$/)
    const ja = adminBookingChangeMail(
      anna('ja'),
      b,
      { action: 'reinstate', reason: '', refundCents: 0 },
      site,
    )
    expect(ja.subject).toBe('予約 SER-1234 は復元されました：Sigiriya Rock')
    expect(ja.text).toContain('ご予約は再び確定し、予定どおり実施されます。')
    const fr = adminRefundMail(anna('fr'), b, 5_000, 'Geste commercial', site)
    expect(fr.subject).toMatch(/^Remboursement de 50,00\s\$US pour la réservation SER-1234$/)
    expect(fr.text).toContain('Motif: Geste commercial')
    expect(fr.text).toContain('Voir votre réservation')
    for (const mail of [de, ja, fr])
      for (const english of ['Hello', 'View your booking', 'Refunds reach', 'Reason', 'Questions? Call us'])
        expect(mail.text, `${mail.subject}: ${english}`).not.toContain(english)

    const en = adminBookingChangeMail(anna('en'), b, cancel, site)
    expect(en.subject).toBe('Booking SER-1234 canceled: Sigiriya Rock')
    for (const line of [
      'Hello Anna,',
      'We have canceled your booking.',
      'Reason: Road closed',
      'Booking reference: SER-1234',
      'Date: 24/12/2026',
      'Refund: USD 112.50',
      'Refunds reach your card within 5 to 10 working days, depending on your bank.',
      `View your booking:\n${site}/account/booking/detail/7`,
    ])
      expect(en.text).toContain(line)
    expect(adminBookingChangeMail(anna('xx'), b, { ...cancel, action: 'resolve' }, site).subject).toBe(
      'Booking SER-1234 dispute resolved: Sigiriya Rock',
    )
    const refund = adminRefundMail({ email: 'a@example.com', firstName: '' }, b, 5_000, 'Goodwill', site)
    expect(refund.subject).toBe('Refund of USD 50.00 for booking SER-1234')
    expect(refund.text).toContain('Hello there,')
    expect(refund.text).toContain('We are refunding USD 50.00 of your booking SER-1234.')
    expect(refund.text).toContain('Reason: Goodwill')
  })

  it("names the writer of a booking message in the reader's language, English as before", () => {
    const site = 'https://serendib.test'
    const b = { id: 7, bookingReference: 'SER-1234', tourTitle: 'Sigiriya Rock', startDate: '2026-12-24' }
    const anna = (locale: string) => ({ email: 'anna@example.com', firstName: 'Anna', locale })
    const reply = (locale: string, sender: 'supplier' | 'admin') =>
      bookingMessageMail(
        anna(locale),
        b,
        { sender, customerFirstName: 'Anna', text: 'See you at 6', url: site },
        site,
      )

    expect(reply('de', 'supplier').text).toContain(
      'Ihr Tourveranstalter hat eine Nachricht zur Buchung SER-1234 gesendet:',
    )
    expect(reply('fr', 'admin').text).toContain(
      "L'équipe Serendib a envoyé un message concernant la réservation SER-1234 :",
    )
    expect(reply('ru', 'supplier').text).toContain('Ваш организатор тура отправил(а) сообщение')
    expect(reply('ja', 'supplier').text).toContain(
      'ツアー催行会社から予約 SER-1234 についてメッセージが届きました：',
    )
    for (const locale of ['de', 'fr', 'ru', 'zh', 'hi', 'ja'])
      for (const sender of ['supplier', 'admin'] as const)
        for (const english of ['Your tour supplier', 'The Serendib team', 'sent a message'])
          expect(reply(locale, sender).text, `${locale} ${sender}`).not.toContain(english)

    expect(reply('en', 'supplier').text).toContain(
      'Your tour supplier sent a message about booking SER-1234:',
    )
    expect(reply('en', 'admin').text).toContain('The Serendib team sent a message about booking SER-1234:')
    const toTeam = bookingMessageMail(
      { email: 'team@serendib.lk', firstName: 'Serendib team' },
      b,
      { sender: 'customer', customerFirstName: '', text: 'Hi', url: site },
      site,
    )
    expect(toTeam.text).toContain('Your customer (the customer) sent a message about booking SER-1234:')
  })
})

describe('the voucher link in the booking’s language (issue 31)', () => {
  it('links the confirmation to /de/voucher/… for a German booking, /voucher/… for an English one', () => {
    const site = 'https://serendib.test'
    const b = { id: 7, bookingReference: 'SB1234ABC', tourTitle: 'Sigiriya Rock', startDate: '2026-12-24' }
    const confirm = { action: 'confirm' as const, reason: '', refundCents: 0 }
    const anna = (locale: string) => ({ email: 'anna@example.com', firstName: 'Anna', locale })
    const de = customerDecisionMail(anna('de'), b, confirm, site)
    expect(de.attachVoucher).toBe('SB1234ABC')
    expect(de.text).toContain(
      'Ihr Voucher ist angehängt; Sie können ihn auch online öffnen: https://serendib.test/de/voucher/SB1234ABC',
    )
    const ru = customerDecisionMail(anna('ru'), b, confirm, site)
    expect(ru.text).toContain('https://serendib.test/ru/voucher/SB1234ABC')
    const en = customerDecisionMail(anna('en'), b, confirm, site)
    expect(en.text).toContain(
      'Your voucher is attached; you can also open it online: https://serendib.test/voucher/SB1234ABC',
    )
    // A rejection has no voucher, so no link.
    const rejected = customerDecisionMail(anna('de'), b, { ...confirm, action: 'reject' as const }, site)
    expect(rejected.text).not.toContain('/voucher/')
    expect(voucherUrl(site, 'SB1234ABC', 'ja')).toBe('https://serendib.test/ja/voucher/SB1234ABC')
  })
})
