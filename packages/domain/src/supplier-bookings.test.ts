import { describe, expect, it } from 'vitest'
import { responseDeadline, supplierCancelReasonText } from './supplier-bookings.ts'

describe('responseDeadline', () => {
  const paid = new Date('2026-12-01T10:00:00Z')
  it('is 48 h after payment when the start is far away', () => {
    expect(responseDeadline(paid, new Date('2026-12-20T03:00:00Z')).toISOString()).toBe(
      '2026-12-03T10:00:00.000Z',
    )
  })
  it('is never later than 24 h before the start', () => {
    expect(responseDeadline(paid, new Date('2026-12-02T18:00:00Z')).toISOString()).toBe(
      '2026-12-01T18:00:00.000Z',
    )
  })
})

describe('supplierCancelReasonText', () => {
  it('names the kind, then the supplier’s words', () => {
    expect(supplierCancelReasonText('weather', ' Storm ')).toBe('Weather: Storm')
    expect(supplierCancelReasonText('force_majeure', '')).toBe('Force majeure')
  })
})
