import { Messages } from '@serendib/domain/messages'
import { describe, expect, it } from 'vitest'
import {
  checkBookingForm,
  earliestBookableDate,
  emptyBookingForm,
  type BookingActivity,
} from './booking-form'

const tour: BookingActivity = {
  id: 7,
  include_adults: true,
  include_children: true,
  include_infants: false,
  booking_cutoff_days: 2,
}
const today = '2026-11-21'
const filled = { locationId: '34', date: '25/11/2026', adults: 2, children: 1, infants: 3 }

describe('checkBookingForm (spec §5 order)', () => {
  it('asks for the pick-up location first, even when everything else is missing', () => {
    expect(checkBookingForm(emptyBookingForm, tour, today)).toEqual({
      ok: false,
      field: 'location',
      message: Messages.pickupLocationRequired,
    })
  })

  it('then for a date', () => {
    const result = checkBookingForm({ ...emptyBookingForm, locationId: '34' }, tour, today)
    expect(result).toMatchObject({ ok: false, field: 'date', message: 'Please select pick-up date' })
  })

  it('treats an impossible or too early date as no date', () => {
    for (const date of ['31/02/2027', '21/11', '22/11/2026', '01/01/2020']) {
      expect(checkBookingForm({ ...filled, date }, tour, today)).toMatchObject({ field: 'date' })
    }
    expect(checkBookingForm({ ...filled, date: '23/11/2026' }, tour, today).ok).toBe(true)
  })

  it('then for at least one adult', () => {
    expect(checkBookingForm({ ...filled, adults: 0 }, tour, today)).toMatchObject({
      ok: false,
      field: 'adults',
      message: 'Please select number of adults',
    })
  })

  it('does not ask for adults when the tour takes none', () => {
    const result = checkBookingForm({ ...filled, adults: 0 }, { ...tour, include_adults: false }, today)
    expect(result).toMatchObject({ ok: true, request: { na: 0, nc: 1 } })
  })

  it('builds the cost request, sending 0 for bands the tour does not take', () => {
    expect(checkBookingForm(filled, tour, today)).toEqual({
      ok: true,
      request: { aid: 7, pud: '2026-11-25', pul: 34, na: 2, nc: 1, ni: 0 },
    })
  })
})

describe('earliestBookableDate', () => {
  it('adds the cut-off to today, never going back in time', () => {
    expect(earliestBookableDate(2, '2026-12-30')).toBe('2027-01-01')
    expect(earliestBookableDate(-3, today)).toBe(today)
  })
})
