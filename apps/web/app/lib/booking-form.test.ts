import { Messages } from '@serendib/domain/messages'
import { describe, expect, it } from 'vitest'
import {
  cartActivityOf,
  checkBookingForm,
  earliestDate,
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

describe('earliestDate', () => {
  it('adds the cut-off to today, never going back in time', () => {
    expect(earliestDate({ booking_cutoff_days: 2 }, null, '2026-12-30')).toBe('2027-01-01')
    expect(earliestDate({ booking_cutoff_days: -3 }, null, today)).toBe(today)
  })

  it("takes the estimate's later min_date", () => {
    expect(earliestDate({ booking_cutoff_days: 2 }, '2026-11-30', today)).toBe('2026-11-30')
    expect(earliestDate({ booking_cutoff_days: 2 }, '2026-11-01', today)).toBe('2026-11-23')
    expect(checkBookingForm(filled, tour, today, '2026-11-26')).toMatchObject({ ok: false, field: 'date' })
  })
})

describe('cartActivityOf', () => {
  it('keeps what the cart and checkout show, with the duration in words', () => {
    const activity = cartActivityOf({
      id: 7,
      title: 'Galle Fort walk',
      cover_image: null,
      images: [{ id: 1, url: '/media/galle-800.webp', srcset: '', alt_text: '' }],
      duration_value: 3,
      duration_unit: 2,
      pickup_locations: [
        { id: 34, location_name: 'Galle', pickup_time: '08:00', minutes_before_start: null, airport: false },
      ],
      full_seo_url: '/day-tours/galle-fort-walk/details/7',
      include_adults: true,
      include_children: true,
      include_infants: false,
      booking_cutoff_days: 2,
    })
    expect(activity).toMatchObject({
      id: 7,
      name: 'Galle Fort walk',
      image: '/media/galle-800.webp',
      duration: '3 Hours',
      url: '/day-tours/galle-fort-walk/details/7',
      include_infants: false,
    })
  })
})
