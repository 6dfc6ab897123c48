import { describe, expect, it } from 'vitest'
import { AmendmentMessages } from '@serendib/domain/amendments'
import { amendBlocker, amendFormFrom, amendRequestBody, isSameAsBooking } from './account-bookings-amend'
import { sampleAmendment, sampleBooking } from './account-bookings-fixtures'

const request = { aid: 11, pud: '2026-12-01', pul: 3, na: 2, nc: 1, ni: 0 }

describe('amend form', () => {
  it('starts from the booking as it stands', () => {
    expect(amendFormFrom(sampleBooking())).toEqual({
      date: '01/12/2026',
      locationId: '3',
      adults: 2,
      children: 1,
      infants: 0,
      startTime: '',
    })
    expect(amendFormFrom(sampleBooking({ location_id: null })).locationId).toBe('')
    expect(amendFormFrom(sampleBooking({ start_time: '09:30' })).startTime).toBe('09:30')
  })

  it('knows when nothing was changed', () => {
    expect(isSameAsBooking(request, sampleBooking())).toBe(true)
    expect(isSameAsBooking({ ...request, na: 3 }, sampleBooking())).toBe(false)
    expect(isSameAsBooking({ ...request, pud: '2026-12-02' }, sampleBooking())).toBe(false)
    expect(isSameAsBooking({ ...request, pul: 4 }, sampleBooking())).toBe(false)
    // A tour with start times (issue 13): another start of the same day is a change.
    const timed = sampleBooking({ start_time: '09:30' })
    expect(isSameAsBooking({ ...request, start_time: '09:30' }, timed)).toBe(true)
    expect(isSameAsBooking({ ...request, start_time: '05:00' }, timed)).toBe(false)
  })

  it('builds the body of POST /api/booking/ammend', () => {
    expect(amendRequestBody(7, { ...request, na: 3 }, 450)).toEqual({
      booking: 7,
      ammendData: { aid: 11, pud: '2026-12-01', pul: 3, na: 3, nc: 1, ni: 0, amount: 450 },
    })
  })

  it('waits for an open request: a pending one, or an accepted balance still to pay', () => {
    const withAmendment = (patch: Parameters<typeof sampleAmendment>[0]) =>
      amendBlocker(sampleBooking({ ammendments: [sampleAmendment(patch)] }))
    expect(amendBlocker(sampleBooking())).toBeNull()
    expect(withAmendment({ status: 0 })).toBe(AmendmentMessages.pendingExists)
    expect(withAmendment({ status: 1, balance_amount_cents: 4000 })).toBe(AmendmentMessages.unpaidBalance)
    expect(withAmendment({ status: 1, balance_amount_cents: 4000, paid: true })).toBeNull()
    expect(withAmendment({ status: 1, balance_amount_cents: -4000 })).toBeNull()
    expect(withAmendment({ status: 2 })).toBeNull()
  })
})
