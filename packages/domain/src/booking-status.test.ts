import { describe, expect, it } from 'vitest'
import {
  BookingStatus,
  bookingActionsFor,
  bookingStatusLabels,
  canAmendOrCancel,
  countsAsSold,
  isCompletedTableStatus,
  nextBookingStatus,
} from './booking-status.ts'

describe('booking status (spec §4)', () => {
  it('allows amend and cancel only in Pending and Confirmed', () => {
    expect([0, 1, 2, 3, 4, 5].filter(canAmendOrCancel)).toEqual([0, 1])
  })

  it('puts Completed and Dispute in the completed table', () => {
    expect([0, 1, 2, 3, 4, 5].filter(isCompletedTableStatus)).toEqual([4, 5])
  })

  it('labels every status', () => {
    expect(Object.values(bookingStatusLabels)).toEqual([
      'Pending',
      'Confirmed',
      'Rejected',
      'Canceled',
      'Completed',
      'Dispute',
    ])
  })
})

describe('the booking state graph (decision 021)', () => {
  const all = [0, 1, 2, 3, 4, 5] as const

  it('lets a customer cancel only an open booking, as spec §4 says', () => {
    expect(all.filter((s) => nextBookingStatus(s, 'cancel', 'customer') !== null)).toEqual([0, 1])
    expect(nextBookingStatus(BookingStatus.confirmed, 'cancel', 'customer')).toBe(BookingStatus.canceled)
  })

  it('lets the supplier decide a request and cancel a confirmed booking, nothing else', () => {
    expect(bookingActionsFor(BookingStatus.pending, 'supplier')).toEqual(['confirm', 'reject'])
    expect(bookingActionsFor(BookingStatus.confirmed, 'supplier')).toEqual(['cancel'])
    for (const status of [2, 3, 4, 5] as const) expect(bookingActionsFor(status, 'supplier')).toEqual([])
  })

  it('never leaves Rejected or Canceled, whoever asks', () => {
    for (const actor of ['admin', 'supplier', 'customer', 'reseller', 'system'] as const) {
      for (const action of ['confirm', 'reject', 'cancel', 'complete', 'dispute', 'resolve', 'reinstate']) {
        expect(nextBookingStatus(BookingStatus.rejected, action, actor)).toBeNull()
        expect(nextBookingStatus(BookingStatus.canceled, action, actor)).toBeNull()
      }
    }
  })

  it('puts a chargeback on a live or completed booking into Dispute, never a canceled one', () => {
    expect(nextBookingStatus(BookingStatus.confirmed, 'dispute', 'system')).toBe(BookingStatus.dispute)
    expect(nextBookingStatus(BookingStatus.completed, 'dispute', 'system')).toBe(BookingStatus.dispute)
    expect(nextBookingStatus(BookingStatus.dispute, 'dispute', 'system')).toBeNull()
    expect(nextBookingStatus(BookingStatus.pending, 'dispute', 'system')).toBeNull()
  })

  it('lets only an admin settle a dispute', () => {
    expect(bookingActionsFor(BookingStatus.dispute, 'admin')).toEqual(['resolve', 'reinstate', 'cancel'])
    expect(bookingActionsFor(BookingStatus.dispute, 'customer')).toEqual([])
  })

  it('refuses names that are not actions, including inherited object keys', () => {
    expect(nextBookingStatus(BookingStatus.pending, 'toString', 'admin')).toBeNull()
    expect(nextBookingStatus(BookingStatus.pending, 'complete', 'system')).toBeNull()
  })

  it('counts every status but Rejected and Canceled as sold', () => {
    expect(all.filter(countsAsSold)).toEqual([0, 1, 4, 5])
  })
})
