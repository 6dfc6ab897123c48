import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { SUPPLIER_LOCALES, type SupplierLocale } from '@serendib/domain/i18n/locales'
import { portalCatalogues } from '@serendib/domain/i18n/portal/catalogues'
import { supplierMailCatalogues } from '@serendib/domain/i18n/portal/mail/catalogues'
import { supplierMailEn, type SupplierMailId } from '@serendib/domain/i18n/portal/mail/en'
import {
  supplierAmendmentRequestMail,
  supplierBookingCanceledMail,
  supplierBookingMessageMail,
} from './account-templates.ts'
import { adminSupplierNoticeMail } from './admin-templates.ts'
import type { OutgoingEmail } from './enqueue-email.ts'
import {
  quoteAcceptedMail,
  quoteDeclinedMail,
  quoteRequestedMail,
  supplierQuoteMessageMail,
} from './quote-templates.ts'
import { supplierDecisionMail } from './supplier-decision-templates.ts'
import { staffInviteMail, supplierApprovalMail, supplierSuspensionMail } from './supplier-templates.ts'
import { tourDecisionMail } from './tour-templates.ts'

const argumentsOf = (message: string) =>
  [
    ...new Set(
      [...message.matchAll(/\{(\w+)(?:\}|,\s*(?:plural|select|selectordinal|number|date|time)\b)/g)].map(
        (m) => m[1],
      ),
    ),
  ].sort()

const SCRIPT: Record<Exclude<SupplierLocale, 'en'>, RegExp> = { si: /[\u0D80-\u0DFF]/, ta: /[\u0B80-\u0BFF]/ }
const site = 'https://serendib.test'
const booking = { id: 7, bookingReference: 'SER-1234', tourTitle: 'Sigiriya Rock', startDate: '2026-12-24' }
const quote = {
  quoteId: 3,
  tourTitle: 'Hill Country Round Tour',
  travellerName: 'Anna Weber',
  startDate: '2027-01-10',
  adults: 2,
  children: 1,
  hotelClass: 'comfort',
  wishes: '',
}

/** Every supplier mail, written for a supplier whose portal is in `locale`. */
function everySupplierMail(locale: SupplierLocale): OutgoingEmail[] {
  const to = { email: 'kamal@example.com', firstName: 'Kamal', locale }
  const amendment = {
    newDate: '2026-12-26',
    locationName: null,
    counts: { adults: 2, children: 1, infants: 0 },
    amountCents: 15_000,
    balanceCents: 2_500,
  }
  return [
    supplierBookingCanceledMail(to, booking, site),
    supplierBookingCanceledMail(to, booking, site, { by: 'reseller', reseller: 'Lanka Travels' }),
    supplierBookingCanceledMail(to, booking, site, { by: 'unpaidBalance' }),
    supplierAmendmentRequestMail(to, booking, amendment, site),
    supplierDecisionMail(to, booking, { action: 'confirm', reason: '', automatic: false }, site),
    supplierDecisionMail(to, booking, { action: 'reject', reason: '', automatic: true }, site),
    adminSupplierNoticeMail(to, booking, { action: 'cancel', reason: '' }, site),
    quoteRequestedMail(to, quote, site),
    quoteAcceptedMail(to, { ...quote, bookingReference: 'SER-9', paidCents: 30_000 }, site),
    quoteDeclinedMail(to, quote, site),
    tourDecisionMail(to, { id: 5, tourId: 'T-5', title: 'Ella Hike' }, { approved: false, reason: '' }, site),
    supplierApprovalMail(to, 'approve', '', site),
    supplierSuspensionMail(to, true, null, site),
  ]
}

describe("the supplier's mails in its portal language (decision 078, issue 31)", () => {
  it('has every id in Sinhala and Tamil, each a valid ICU message with the same arguments', () => {
    for (const locale of SUPPLIER_LOCALES) {
      const catalogue = supplierMailCatalogues[locale]
      expect(Object.keys(catalogue).sort(), locale).toEqual(Object.keys(supplierMailEn).sort())
      for (const [id, message] of Object.entries(catalogue)) {
        expect(() => compileMessageOrThrow(message), `${locale} ${id}`).not.toThrow()
        expect(argumentsOf(message), `${locale} ${id}`).toEqual(
          argumentsOf(supplierMailEn[id as SupplierMailId]),
        )
      }
    }
  })

  it("shares no id with the portal's page catalogue (one would silently win over the other)", () => {
    const pageIds = new Set(Object.keys(portalCatalogues.en))
    expect(Object.keys(supplierMailEn).filter((id) => pageIds.has(id))).toEqual([])
  })

  it('writes every supplier mail in Sinhala and Tamil: subject, text and footer, links to the portal in that language', () => {
    for (const locale of ['si', 'ta'] as const) {
      for (const mail of everySupplierMail(locale)) {
        const what = `${locale} ${mail.template}`
        expect(mail.subject, what).toMatch(SCRIPT[locale])
        expect(mail.html, what).toContain(`<html lang="${locale}">`)
        // No English sentence of the layout or the templates is left (names and references aside).
        for (const english of [
          'Hello',
          'Questions? Call us',
          'If the button does not work',
          'Tours in Sri Lanka',
        ])
          expect(mail.text, `${what}: ${english}`).not.toContain(english)
        expect(mail.text, what).toContain(`${site}/${locale}/supplier`)
      }
    }
    const cancel = everySupplierMail('si')[0]!
    expect(cancel.text).toContain('වෙන්කිරීමේ යොමු අංකය: SER-1234')
    expect(cancel.text).toContain('පාරිභෝගිකයා මෙම වෙන්කිරීම අවලංගු කළා')
    expect(everySupplierMail('ta')[7]!.text).toContain('பெரியவர்கள் 2, குழந்தை 1')
  })

  it('keeps the English mails word for word', () => {
    const [customer, reseller, unpaid, amend, confirm, deadline, admin, requested, accepted] =
      everySupplierMail('en')
    expect(customer!.subject).toBe('Booking SER-1234 canceled by the customer')
    expect(customer!.text).toContain('The customer canceled this booking. Its places are available again.')
    expect(customer!.text).toContain('Hello Kamal,')
    expect(customer!.text).toContain('Booking reference: SER-1234')
    expect(customer!.text).toContain('Date: 24/12/2026')
    expect(customer!.text).toContain(`${site}/supplier/bookings`)
    expect(customer!.text).toContain('Questions? Call us on')
    expect(customer!.html).toContain('<html lang="en">')
    expect(reseller!.subject).toBe('Booking SER-1234 canceled by Lanka Travels')
    expect(reseller!.text).toContain('Lanka Travels canceled this booking.')
    expect(unpaid!.text).toContain(
      'Serendib, as the balance was not paid by its due date, canceled this booking. Its places are available again.',
    )
    expect(amend!.subject).toBe('Change requested for booking SER-1234')
    expect(amend!.text).toContain('Requested date: 26/12/2026')
    expect(amend!.text).toContain('Travellers: 2 adults, 1 child')
    expect(amend!.text).toContain('Balance to pay: USD 25.00')
    expect(confirm!.subject).toBe('Booking SER-1234 confirmed')
    expect(confirm!.text).toContain('You confirmed this booking. The customer has been told.')
    expect(deadline!.text).toContain('This request was not answered before its deadline')
    expect(admin!.subject).toBe('Booking SER-1234 canceled by Serendib')
    expect(requested!.subject).toBe('New quote request: Hill Country Round Tour')
    expect(requested!.text).toContain('Travellers: 2 adults, 1 child')
    expect(requested!.text).toContain(`${site}/supplier/quotes/3`)
    expect(accepted!.subject).toBe('Quote accepted: Hill Country Round Tour (SER-9)')
    expect(accepted!.text).toContain('Deposit paid: USD 300.00')
  })

  /** The traveller's words (English here) stay as written inside the translated frame. */
  const travellerWords = 'Can we start at 7 instead? Thanks!'
  const threadMails = (locale: SupplierLocale) => {
    const to = { email: 'kamal@example.com', firstName: 'Kamal', locale }
    return {
      booking: supplierBookingMessageMail(
        to,
        booking,
        { customerFirstName: 'Anna', text: travellerWords },
        site,
      ),
      unnamed: supplierBookingMessageMail(to, booking, { customerFirstName: '', text: 'Hi' }, site),
      quote: supplierQuoteMessageMail(to, quote, travellerWords, site),
      invite: staffInviteMail(
        { email: 'ravi@example.com', firstName: 'Ravi', locale },
        { supplier: 'Lanka Trails', role: 'guide', link: `${site}/reset/abc`, validDays: 7 },
      ),
    }
  }

  it("writes a traveller's booking and quote messages to the supplier in its portal language, the words as written", () => {
    const si = threadMails('si')
    expect(si.booking.subject).toBe('වෙන්කිරීම SER-1234 ගැන නව පණිවිඩයක්')
    expect(si.booking.text).toContain('ආයුබෝවන් Kamal,')
    expect(si.booking.text).toContain('Anna (පාරිභෝගිකයා) වෙන්කිරීම SER-1234 ගැන පණිවිඩයක් එව්වා:')
    expect(si.booking.text).toContain(`> ${travellerWords}`)
    expect(si.booking.text).toContain(`කියවා පිළිතුරු දෙන්න:\n${site}/si/supplier/bookings`)
    expect(si.booking.html).toContain('<html lang="si">')
    expect(si.unnamed.text).toContain('ඔබේ පාරිභෝගිකයා (පාරිභෝගිකයා)')
    const ta = threadMails('ta')
    expect(ta.quote.subject).toBe('உங்கள் விலைப்புள்ளி பற்றிய புதிய செய்தி: Hill Country Round Tour')
    expect(ta.quote.text).toContain(`> ${travellerWords}`)
    expect(ta.quote.text).toContain(`${site}/ta/supplier/quotes/3`)
    for (const [locale, mails] of [
      ['si', si],
      ['ta', ta],
    ] as const)
      for (const mail of [mails.booking, mails.unnamed, mails.quote]) {
        expect(mail.subject, `${locale} ${mail.template}`).toMatch(SCRIPT[locale])
        for (const english of ['Hello', 'New message', 'sent a message', 'Read and', 'Questions? Call us'])
          expect(mail.text, `${locale} ${mail.template}: ${english}`).not.toContain(english)
      }

    const en = threadMails('en')
    expect(en.booking.subject).toBe('New message about booking SER-1234')
    expect(en.booking.text).toContain('Hello Kamal,')
    expect(en.booking.text).toContain('Anna (the customer) sent a message about booking SER-1234:')
    expect(en.booking.text).toContain('Booking reference: SER-1234')
    expect(en.booking.text).toContain(`Read and reply:\n${site}/supplier/bookings`)
    expect(en.unnamed.text).toContain('Your customer (the customer) sent a message about booking SER-1234:')
    expect(en.quote.subject).toBe('New message about your quote: Hill Country Round Tour')
    expect(en.quote.text).toContain('There is a new message about the quote for Hill Country Round Tour:')
    expect(en.quote.text).toContain(`Read and answer:\n${site}/supplier/quotes/3`)
  })

  it("writes the staff invitation in the inviting supplier's portal language", () => {
    const ta = threadMails('ta').invite
    expect(ta.subject).toBe('Lanka Trails உங்களை Serendib க்கு அழைக்கிறது')
    expect(ta.text).toContain('வணக்கம் Ravi,')
    expect(ta.text).toContain('உங்களை வழிகாட்டியாக அழைக்கிறது.')
    expect(ta.text).toContain('7 நாட்களுக்குள்')
    expect(ta.html).toContain('<html lang="ta">')
    const si = threadMails('si').invite
    expect(si.subject).toMatch(SCRIPT.si)
    expect(si.text).toContain('මඟපෙන්වන්නෙකු ලෙස')
    for (const mail of [ta, si])
      for (const english of ['Hello', 'invites you', 'Choose your password', 'Questions? Call us'])
        expect(mail.text, english).not.toContain(english)

    const en = threadMails('en').invite
    expect(en.subject).toBe('Lanka Trails invites you to Serendib')
    expect(en.text).toContain('Hello Ravi,')
    expect(en.text).toContain('Lanka Trails invites you to its Serendib supplier portal as guide staff.')
    expect(en.text).toContain(
      'Choose your password to accept. The link works once, within 7 days. Then sign in at the supplier portal with this e-mail address.',
    )
    expect(en.text).toContain(`Choose your password:\n${site}/reset/abc`)
  })
})
