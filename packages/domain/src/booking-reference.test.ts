import { describe, expect, it } from 'vitest'
import { isBookingReference } from './booking-reference.ts'

describe('isBookingReference', () => {
  it('takes checkout and demo references', () => {
    expect(isBookingReference('SB7K3M9Q2P')).toBe(true)
    expect(isBookingReference('SB100001')).toBe(true)
  })
  it('refuses what no booking is called', () => {
    for (const value of [
      'NOPE',
      '',
      'sb7k3m9q2p',
      'SB',
      'SB12345',
      'SB7K3M9Q2P9',
      'SRD-7K3M9Q2P',
      'SB1000 1',
    ])
      expect(isBookingReference(value), value).toBe(false)
  })
})
