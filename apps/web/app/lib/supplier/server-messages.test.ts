import { setupI18n } from '@lingui/core'
import { TourTranslationMessages } from '@serendib/domain/api/tour-translations'
import { PaymentPlanMessages } from '@serendib/domain/payment-plans'
import { TourEditorMessages as E } from '@serendib/domain/supplier-tours'
import { TourLifecycleMessages } from '@serendib/domain/tour-lifecycle'
import { ResourceMessages } from '@serendib/domain/resources'
import { AmendmentMessages } from '@serendib/domain/amendments'
import { AttendanceMessages } from '@serendib/domain/attendance'
import { CommentMessages } from '@serendib/domain/booking-comments'
import { AreaMessages } from '@serendib/domain/messages/areas'
import { StaffMessages } from '@serendib/domain/staff'
import { SupplierBookingMessages } from '@serendib/domain/supplier-bookings'
import { VoucherMessages } from '@serendib/domain/vouchers'
import { describe, expect, it } from 'vitest'
import { compiledPortalCatalogue } from '../message-catalogue'
import type { PortalTranslator } from './portal-i18n'
import { translateServerMessage } from './server-messages'

function portal(locale: 'en' | 'si' | 'ta'): PortalTranslator {
  const i18n = setupI18n({ locale, messages: { [locale]: compiledPortalCatalogue(locale) } })
  return { locale, t: (id, values) => i18n._(id, values) } as PortalTranslator
}
const si = portal('si')
const ta = portal('ta')

describe("the API's editor messages in the portal's language (decision 078)", () => {
  it('finds a fixed sentence by its English text', () => {
    expect(translateServerMessage(si, E.titleRequired)).toBe('ඔබේ චාරිකාවට මාතෘකාවක් දෙන්න')
    expect(translateServerMessage(ta, E.priceNegative)).toBe('விலை எதிர்மறையாக இருக்க முடியாது')
    expect(translateServerMessage(si, TourLifecycleMessages.submitted)).toBe('ඔබේ චාරිකාව සමාලෝචනයට යොමු කළා')
    expect(translateServerMessage(ta, PaymentPlanMessages.balanceDays)).toMatch(/[\u0B80-\u0BFF]/)
    expect(translateServerMessage(si, TourTranslationMessages.saved)).toBe('භාෂා සුරැකිණි')
  })

  it('reads the arguments back out of a sentence that has some, plurals and band names included', () => {
    expect(translateServerMessage(si, E.pickupDayBefore('05:00'))).toBe(
      '05:00 ආරම්භය සඳහා මෙම රැගෙන යාම පෙර දිනයට වැටේ: එය චාරිකා දිනයේම තබන්න',
    )
    expect(translateServerMessage(ta, E.periodsOverlap(1))).toBe(
      'இந்தக் காலம் காலம் 2 உடன் ஒன்றின்மேல் ஒன்று விழுகிறது',
    )
    expect(translateServerMessage(si, E.ageBandsOverlap('adult', 'child'))).toBe(
      'වැඩිහිටි සහ ළමා වයස් පරාස එකිනෙක අතිච්ඡාදනය වේ',
    )
    expect(translateServerMessage(ta, E.capacityBelowBooked(1))).toContain('1 பயணியை')
    expect(translateServerMessage(ta, E.capacityBelowBooked(3))).toContain('3 பயணிகளை')
    expect(translateServerMessage(si, E.startTimeHasBookings('09:30', 4))).toMatch(/^09:30 ආරම්භයට .* 4 ක්/)
    expect(translateServerMessage(si, E.photoTooLarge(20))).toBe('ඡායාරූපයක් උපරිම MB 20 විය හැක')
  })

  it("keeps a file's name in front, English as it is, and what it does not know as it came", () => {
    expect(translateServerMessage(si, `IMG_2041.jpg: ${E.photoFormat}`)).toBe(
      'IMG_2041.jpg: JPG, PNG හෝ WebP ඡායාරූප උඩුගත කරන්න',
    )
    expect(translateServerMessage(portal('en'), E.titleRequired)).toBe(E.titleRequired)
    expect(translateServerMessage(si, 'Something the catalogue has never seen')).toBe(
      'Something the catalogue has never seen',
    )
  })

  it('knows every sentence the editor can show: each msg.* id is reached from its English text', () => {
    const messages = (Object.values(E) as unknown[]).filter((m): m is string => typeof m === 'string')
    for (const text of messages) expect(translateServerMessage(si, text), text).not.toBe(text)
  })

  it("reads the Team page's and the assignment panel's sentences (decision 074): photo saved, day off refused", () => {
    expect(translateServerMessage(si, ResourceMessages.photoSaved)).toBe('ඡායාරූපය සුරැකිණි.')
    expect(translateServerMessage(ta, ResourceMessages.photoSaved)).toBe('புகைப்படம் சேமிக்கப்பட்டது.')
    expect(translateServerMessage(si, ResourceMessages.dayOffAssigned('SB500001'))).toContain(
      'SB500001 වෙන්කිරීමට',
    )
    expect(translateServerMessage(ta, ResourceMessages.dayOffShort('SB500001, SB500002'))).toMatch(
      /^SB500001, SB500002 முன்பதிவுக்கு/,
    )
    // Every answer of the resource routes, and the form's own field checks (issue 31's portal audit).
    for (const m of Object.values(ResourceMessages)) {
      const text = typeof m === 'string' ? m : m('SB1')
      expect(translateServerMessage(ta, text), text).not.toBe(text)
    }
  })

  it("reads the day-to-day pages' sentences (issue 31's portal audit): decisions, attendance, check-in, staff", () => {
    expect(translateServerMessage(si, StaffMessages.staffOnlyForSupplier)).toBe('මෙය කළ හැක්කේ සැපයුම්කරුට පමණි.')
    expect(translateServerMessage(ta, SupplierBookingMessages.confirmed)).toBe(
      'முன்பதிவு உறுதிசெய்யப்பட்டது. வாடிக்கையாளருக்குத் தெரிவிக்கப்பட்டது.',
    )
    expect(translateServerMessage(si, VoucherMessages.alreadyCheckedIn('08:02'))).toBe(
      'දැනටමත් 08:02 පැමිණීම සටහන් කර ඇත.',
    )
    // Every sentence the portal's booking, check-in, trip sheet and staff calls answer with.
    const answers = [
      ...Object.values(StaffMessages),
      ...Object.entries(SupplierBookingMessages)
        .filter(([key]) => key !== 'deadlineReason')
        .map(([, m]) => m),
      AmendmentMessages.accepted,
      AmendmentMessages.rejected,
      AmendmentMessages.alreadyDecided,
      AmendmentMessages.datePassed,
      ...Object.values(AttendanceMessages),
      VoucherMessages.notFound,
      VoucherMessages.forged,
      VoucherMessages.canceled,
      VoucherMessages.pending,
      VoucherMessages.checkedIn,
      VoucherMessages.alreadyCheckedIn('08:02'),
      VoucherMessages.noVoucher,
      AreaMessages.suppliersOnly,
      CommentMessages.empty,
      CommentMessages.tooLong,
    ]
    for (const locale of [si, ta])
      for (const text of answers) {
        const said = translateServerMessage(locale, text)
        expect(said, text).not.toBe(text)
        expect(said, text).toMatch(locale === si ? /[\u0D80-\u0DFF]/ : /[\u0B80-\u0BFF]/)
      }
  })
})
