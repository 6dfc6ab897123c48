import { describe, expect, it } from 'vitest'
import { adminActionsOn, consoleStatusLabel, rateWarning, travelIsOver } from './admin-guards.ts'
import { bookingActionsFor } from './booking-status.ts'
import { AdminGuardMessages } from './messages/admin-guards.ts'

describe('the console guard rails (issue 29)', () => {
  it('offers "Mark completed" and "Resolve" only from the day after the last travel day', () => {
    expect(travelIsOver('2026-12-10', '2026-12-10')).toBe(false)
    expect(travelIsOver('2026-12-10', '2026-12-11')).toBe(true)
    expect(adminActionsOn(bookingActionsFor(1, 'admin'), '2026-12-10', '2026-12-10')).toEqual([
      'cancel',
      'dispute',
    ])
    expect(adminActionsOn(bookingActionsFor(1, 'admin'), '2026-12-10', '2026-12-11')).toEqual([
      'cancel',
      'complete',
      'dispute',
    ])
    expect(adminActionsOn(bookingActionsFor(5, 'admin'), '2026-12-10', '2026-12-01')).toEqual([
      'reinstate',
      'cancel',
    ])
  })

  it('names the two kinds of status 0 apart, and leaves the others as the spec names them', () => {
    expect(consoleStatusLabel(0, false)).toBe(AdminGuardMessages.awaitingPayment)
    expect(consoleStatusLabel(0, true)).toBe(AdminGuardMessages.awaitingSupplier)
    expect(consoleStatusLabel(1, true)).toBe('Confirmed')
    expect(consoleStatusLabel(5, true)).toBe('Dispute')
  })

  it('questions a rate 20 % away from the last one, or far from where the currency trades', () => {
    expect(rateWarning('EUR', 0.92, 92)).toBe(AdminGuardMessages.rateJump('EUR', 0.92, 92))
    expect(AdminGuardMessages.rateJump('EUR', 0.92, 92)).toContain('100 times higher')
    expect(AdminGuardMessages.rateJump('LKR', 300, 30)).toContain('10 times lower')
    expect(rateWarning('EUR', 0.92, 0.95)).toBeNull()
    expect(rateWarning('EUR', 0.92, 1.2)).not.toBeNull()
    expect(rateWarning('LKR', null, 299.2)).toBeNull()
    expect(rateWarning('LKR', null, 2.99)).toBe(AdminGuardMessages.rateImplausible('LKR', 2.99, 100, 1000))
    // Within 20 % of a wrong rate is still questioned: the range catches it.
    expect(rateWarning('EUR', 92, 93)).toBe(AdminGuardMessages.rateImplausible('EUR', 93, 0.5, 2))
  })
})
