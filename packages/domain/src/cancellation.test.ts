import { describe, expect, it } from 'vitest'
import { cancellationRefund, CancellationMessages, tourStartInstant } from './cancellation.ts'

describe('tourStartInstant', () => {
  it('reads the start date and pick-up time in Asia/Colombo (UTC+05:30)', () => {
    expect(tourStartInstant('2026-12-01', '08:30:00').toISOString()).toBe('2026-12-01T03:00:00.000Z')
    expect(tourStartInstant('2026-12-01', '08:30').toISOString()).toBe('2026-12-01T03:00:00.000Z')
  })

  it('takes 00:00 Colombo time, the evening before in UTC, when the pick-up time is unknown', () => {
    expect(tourStartInstant('2026-12-01', null).toISOString()).toBe('2026-11-30T18:30:00.000Z')
    expect(tourStartInstant('2026-12-01', 'soon').toISOString()).toBe('2026-11-30T18:30:00.000Z')
  })

  it('does not depend on the server time zone (tests run with TZ=UTC)', () => {
    expect(tourStartInstant('2027-03-28', '02:15').toISOString()).toBe('2027-03-27T20:45:00.000Z')
  })
})

describe('cancellationRefund', () => {
  const booking = { startDate: '2026-12-01', pickupTime: '08:30:00', paidCents: 11250 }

  it('refunds everything paid when the start is exactly 24 hours away', () => {
    const refund = cancellationRefund(booking, new Date('2026-11-30T03:00:00.000Z'))
    expect(refund).toMatchObject({ refundCents: 11250, fullRefund: true })
    expect(refund.message).toBe('You will get a full refund of USD 112.50.')
  })

  it('refunds nothing one second later', () => {
    const refund = cancellationRefund(booking, new Date('2026-11-30T03:00:01.000Z'))
    expect(refund).toMatchObject({
      refundCents: 0,
      fullRefund: false,
      message: CancellationMessages.noRefund,
    })
    expect(refund.message).toBe('The tour starts in less than 24 hours: no refund is due.')
  })

  it('counts from midnight Colombo time when the pick-up time is unknown', () => {
    const noTime = { ...booking, pickupTime: null }
    expect(cancellationRefund(noTime, new Date('2026-11-29T18:30:00.000Z')).fullRefund).toBe(true)
    expect(cancellationRefund(noTime, new Date('2026-11-29T18:31:00.000Z')).fullRefund).toBe(false)
  })

  it('refunds nothing once the tour has started', () => {
    expect(cancellationRefund(booking, new Date('2026-12-02T00:00:00.000Z')).refundCents).toBe(0)
  })

  it('says so when nothing was paid', () => {
    const refund = cancellationRefund({ ...booking, paidCents: 0 }, new Date('2026-11-01T00:00:00.000Z'))
    expect(refund).toMatchObject({ refundCents: 0, message: CancellationMessages.nothingPaid })
  })
})
