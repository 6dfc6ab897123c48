import { describe, expect, it } from 'vitest'
import { transitionEffects } from './booking-effects.ts'
import { BookingStatus } from './booking-status.ts'

const { pending, confirmed, rejected, canceled, completed, dispute } = BookingStatus

describe('the table of effects (decision 069)', () => {
  it('gives seats back and withdraws amendments when a booking that holds seats closes', () => {
    for (const [from, to] of [
      [pending, rejected],
      [pending, canceled],
      [confirmed, canceled],
    ] as const) {
      expect(transitionEffects(from, to, 'customer')).toMatchObject({
        releasesSeats: true,
        withdrawsAmendments: true,
      })
    }
  })

  it('gives nothing back when a dispute is canceled: its seats were used', () => {
    expect(transitionEffects(dispute, canceled, 'admin')).toMatchObject({
      releasesSeats: false,
      withdrawsAmendments: true,
      stamp: 'canceled_at',
      webhook: 'CANCELLED',
    })
  })

  it('keeps seats and amendments on every other step, with its stamp and webhook', () => {
    expect(transitionEffects(pending, confirmed, 'system')).toEqual({
      stamp: 'confirmed_at',
      webhook: 'CONFIRMED',
      releasesSeats: false,
      withdrawsAmendments: false,
      resources: 'assign',
      audited: false,
    })
    expect(transitionEffects(confirmed, completed, 'system')).toMatchObject({
      stamp: 'completed_at',
      webhook: 'REDEEMED',
      releasesSeats: false,
    })
    expect(transitionEffects(confirmed, dispute, 'admin')).toMatchObject({
      stamp: null,
      releasesSeats: false,
    })
  })

  it('assigns a vehicle and a guide on confirmation and frees them when the booking closes', () => {
    expect(transitionEffects(pending, confirmed, 'supplier').resources).toBe('assign')
    expect(transitionEffects(confirmed, canceled, 'customer').resources).toBe('release')
    expect(transitionEffects(pending, rejected, 'supplier').resources).toBe('release')
    expect(transitionEffects(confirmed, completed, 'system').resources).toBeNull()
  })

  it('audits what admins and suppliers do, not customers, resellers or the system', () => {
    expect(transitionEffects(confirmed, canceled, 'admin').audited).toBe(true)
    expect(transitionEffects(confirmed, canceled, 'supplier').audited).toBe(true)
    for (const actor of ['customer', 'reseller', 'system'] as const)
      expect(transitionEffects(confirmed, canceled, actor).audited).toBe(false)
  })
})
