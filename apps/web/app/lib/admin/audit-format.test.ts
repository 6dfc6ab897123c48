import { describe, expect, it } from 'vitest'
import { auditFieldName, auditLines, auditSubject, auditSubjectHref, auditValue } from './audit-format'

const booking = { subject_type: 'booking', references: { 'booking:68': 'SER-B-7K2Q' } }

describe('audit rows in words (issue 29)', () => {
  it('names fields in words, the spec’s misspelt keys too', () => {
    expect(auditFieldName('itinery')).toBe('Itinerary')
    expect(auditFieldName('condtions')).toBe('Conditions')
    expect(auditFieldName('exclision')).toBe('Excludes')
    expect(auditFieldName('refundable_cents')).toBe('Left to refund')
    expect(auditFieldName('approval_status')).toBe('Approval')
    expect(auditFieldName('brand_new_thing_at')).toBe('Brand new thing')
  })

  it('reads statuses by name, money as money, instants in Asia/Colombo, bookings by reference', () => {
    expect(auditValue(booking, 'status', 5)).toBe('Dispute')
    expect(auditValue({ ...booking, subject_type: 'tour' }, 'status', 1)).toBe('Active')
    expect(auditValue({ ...booking, subject_type: 'user' }, 'approval_status', 1)).toBe('Approved')
    expect(auditValue(booking, 'amount_cents', 123_456)).toBe('USD 1,234.56')
    expect(auditValue(booking, 'commission_bps', 1250)).toBe('12.5 %')
    // 18:30 UTC is half past midnight the next day in Colombo (UTC+5:30).
    expect(auditValue(booking, 'paid_at', '2026-11-20T18:30:00.000Z')).toBe('21/11/2026 00:00 (Colombo)')
    expect(auditValue(booking, 'rate_date', '2026-11-20')).toBe('20/11/2026')
    expect(auditValue(booking, 'booking_id', 68)).toBe('SER-B-7K2Q')
    expect(auditValue(booking, 'featured', true)).toBe('Yes')
    expect(auditValue({ ...booking, subject_type: 'tour' }, 'duration_unit', 2)).toBe('Hours')
    expect(auditValue({ ...booking, subject_type: 'tour' }, 'tour_type', 2)).toBe('Day Tour')
    expect(auditValue({ ...booking, subject_type: 'tour' }, 'itinery', [])).toBe('—')
    expect(auditLines(booking, { status: 1, refundable_cents: 0 })).toEqual([
      ['Status', 'Confirmed'],
      ['Left to refund', 'USD 0.00'],
    ])
  })

  it('names the subject and links to its page', () => {
    const entry = { subject_type: 'booking', subject_id: '68', subject_label: 'SER-B-7K2Q' }
    expect(auditSubject(entry)).toBe('Booking SER-B-7K2Q')
    expect(auditSubjectHref(entry)).toBe('/admin/bookings/68')
    expect(auditSubject({ subject_type: 'currency', subject_id: 'EUR', subject_label: null })).toBe(
      'Currency rate EUR',
    )
    expect(auditSubject({ subject_type: 'review', subject_id: '12', subject_label: null })).toBe('Review #12')
    expect(auditSubjectHref({ subject_type: 'currency', subject_id: 'EUR' })).toBe('/admin/currency-rates')
  })
})
