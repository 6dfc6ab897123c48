import { describe, expect, it } from 'vitest'
import {
  bookingStatusLabels,
  bookingTransitions,
  canAmendOrCancel,
  isCompletedTableStatus,
} from './booking-status.ts'

describe('booking status (spec §4)', () => {
  it('allows amend and cancel only in Pending and Confirmed', () => {
    expect([0, 1, 2, 3, 4, 5].filter(canAmendOrCancel)).toEqual([0, 1])
  })

  it('puts Completed and Dispute in the completed table', () => {
    expect([0, 1, 2, 3, 4, 5].filter(isCompletedTableStatus)).toEqual([4, 5])
  })

  it('labels every status and lets only open bookings be canceled', () => {
    expect(Object.values(bookingStatusLabels)).toEqual([
      'Pending',
      'Confirmed',
      'Rejected',
      'Canceled',
      'Completed',
      'Dispute',
    ])
    const cancelable = Object.entries(bookingTransitions)
      .filter(([, moves]) => 'cancel' in moves)
      .map(([from]) => from)
    expect(cancelable).toEqual(['pending', 'confirmed'])
  })
})
