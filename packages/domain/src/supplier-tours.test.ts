import { describe, expect, it } from 'vitest'
import { tourEditorFieldsSchema, updateTourBodySchema, type TourEditorFields } from './api/supplier-tours.ts'
import {
  ageBandProblems,
  capacityProblem,
  pricePeriodProblems,
  ratesOn,
  startTimeProblems,
  startTimesOn,
  suggestSeoUrl,
  TourEditorMessages as M,
  startBookable,
  withinCutoff,
} from './supplier-tours.ts'
import { editProblem, nextTourStatus, TourLifecycle } from './tour-lifecycle.ts'
import { tourDiff, tourSaveProblems, tourSubmissionProblems } from './tour-validation.ts'

const rates = {
  adult_price_cents: 5000,
  child_price_cents: 2500,
  infant_price_cents: 0,
  group_price_cents: null,
}

const completeTour: TourEditorFields = tourEditorFieldsSchema.parse({
  title: 'Sigiriya Day Trip',
  tour_type: 2,
  duration_value: 10,
  duration_unit: 2,
  category_ids: [1],
  overview: 'Climb the rock.',
  start_location_ids: [1],
  itinery: [{ label: '08:00', summery: 'Pick-up', day_number: null }],
  inclusion: '',
  exclision: '',
  know_policy: '',
  condtions: '',
  cancel_policy: '',
  meeting_point: '',
  contact_number: null,
  include_adults: true,
  include_children: true,
  include_infants: false,
  adults_age_from: 12,
  adults_age_to: 99,
  children_age_from: 3,
  children_age_to: 11,
  infant_age_from: 0,
  infant_age_to: 2,
  pricing_basis: 1,
  rates,
  max_group_size: null,
  price_periods: [],
  sale_type: 1,
  pickup_locations: [{ location_id: 1, pickup_time: '07:30' }],
  daily_capacity: 20,
  start_times: [],
  blackout_dates: [],
  booking_cutoff: { unit: 'days', value: 1 },
  seo_url: 'sigiriya-day-trip',
  seo_title: '',
  seo_description: '',
})

describe('age bands', () => {
  it('refuses overlapping included bands and names both', () => {
    const errors = ageBandProblems({
      adults: { include: true, from: 12, to: 99 },
      children: { include: true, from: 2, to: 12 },
      infants: { include: false, from: 0, to: 2 },
    })
    expect(errors).toEqual({ children_age_from: M.ageBandsOverlap('adult', 'child') })
  })
  it('ignores a band the tour does not take, and needs adults', () => {
    expect(
      ageBandProblems({
        adults: { include: true, from: 12, to: 99 },
        children: { include: true, from: 3, to: 11 },
        infants: { include: false, from: 0, to: 5 },
      }),
    ).toEqual({})
    expect(
      ageBandProblems({
        adults: { include: false, from: 12, to: 99 },
        children: { include: true, from: 3, to: 11 },
        infants: { include: false, from: 0, to: 2 },
      }),
    ).toEqual({ include_adults: M.adultsRequired })
  })
  it('refuses from above to', () => {
    expect(
      ageBandProblems({
        adults: { include: true, from: 40, to: 12 },
        children: { include: false, from: 3, to: 11 },
        infants: { include: false, from: 0, to: 2 },
      }),
    ).toEqual({ adults_age_from: M.ageRange })
  })
})

describe('price periods', () => {
  const period = (starts_on: string, ends_on: string) => ({ ...rates, starts_on, ends_on })
  it('refuses a period overlapping an earlier one, by a single shared day', () => {
    expect(
      pricePeriodProblems([period('2026-12-01', '2027-03-31'), period('2027-03-31', '2027-04-30')]),
    ).toEqual({
      'price_periods.1.starts_on': M.periodsOverlap(0),
    })
  })
  it('refuses an end before the start and negative rates', () => {
    expect(pricePeriodProblems([{ ...period('2027-01-10', '2027-01-01'), adult_price_cents: -1 }])).toEqual({
      'price_periods.0.ends_on': M.periodDates,
      'price_periods.0.adult_price_cents': M.priceNegative,
    })
  })
  it('applies the period of the travel day, the base elsewhere', () => {
    const high = { ...period('2026-12-01', '2027-03-31'), adult_price_cents: 8000 }
    expect(ratesOn(rates, [high], '2027-01-15').adult_price_cents).toBe(8000)
    expect(ratesOn(rates, [high], '2027-04-01').adult_price_cents).toBe(5000)
  })
})

describe('start times and capacity', () => {
  it('refuses a duplicate time, no weekday and a zero capacity', () => {
    expect(
      startTimeProblems([
        { time: '08:00', weekdays: [1], capacity: 10 },
        { time: '08:00', weekdays: [], capacity: 0 },
      ]),
    ).toEqual({
      'start_times.1.time': M.startTimeDuplicate,
      'start_times.1.weekdays': M.weekdaysRequired,
      'start_times.1.capacity': M.capacityPositive,
    })
  })
  it('lists the times of a weekday in clock order', () => {
    const starts = [
      { time: '14:00', weekdays: [1, 2], capacity: 5 },
      { time: '08:00', weekdays: [1], capacity: 5 },
      { time: '10:00', weekdays: [7], capacity: 5 },
    ]
    // 2026-11-23 is a Monday.
    expect(startTimesOn(starts, '2026-11-23').map((s) => s.time)).toEqual(['08:00', '14:00'])
    expect(startTimesOn(starts, '2026-11-29').map((s) => s.time)).toEqual(['10:00'])
  })
  it('refuses a capacity below what is booked', () => {
    expect(capacityProblem(3, 4)).toBe(M.capacityBelowBooked(4))
    expect(capacityProblem(4, 4)).toBeNull()
    expect(capacityProblem(null, 40)).toBeNull()
  })
})

describe('cut-off', () => {
  it('counts days from today, or hours before the start', () => {
    expect(withinCutoff({ unit: 'days', value: 1 }, '2026-11-24', '00:00', '2026-11-23', '23:00')).toBe(true)
    expect(withinCutoff({ unit: 'days', value: 1 }, '2026-11-23', '23:30', '2026-11-23', '08:00')).toBe(false)
    expect(withinCutoff({ unit: 'hours', value: 3 }, '2026-11-23', '11:00', '2026-11-23', '08:00')).toBe(true)
    expect(withinCutoff({ unit: 'hours', value: 3 }, '2026-11-23', '11:00', '2026-11-23', '08:01')).toBe(
      false,
    )
    expect(withinCutoff({ unit: 'hours', value: 12 }, '2026-11-24', '06:00', '2026-11-23', '18:00')).toBe(
      true,
    )
  })
})

describe('a start that has begun', () => {
  it('is never bookable, even with a cut-off of 0 days', () => {
    const sameDay = { unit: 'days', value: 0 } as const
    expect(startBookable(sameDay, '2026-11-28', '07:00', '2026-11-28', '09:30')).toBe(false)
    expect(startBookable(sameDay, '2026-11-28', '09:30', '2026-11-28', '09:30')).toBe(false)
    expect(startBookable(sameDay, '2026-11-28', '14:00', '2026-11-28', '09:30')).toBe(true)
    expect(startBookable(sameDay, '2026-11-29', '07:00', '2026-11-28', '09:30')).toBe(true)
    expect(startBookable({ unit: 'hours', value: 0 }, '2026-11-28', '07:00', '2026-11-28', '09:30')).toBe(
      false,
    )
    expect(startBookable({ unit: 'days', value: 1 }, '2026-11-28', '14:00', '2026-11-28', '09:30')).toBe(
      false,
    )
  })
})

describe('the whole tour', () => {
  it('a complete tour saves and submits', () => {
    expect(tourSaveProblems(completeTour)).toEqual({})
    expect(tourSubmissionProblems(completeTour, 1)).toEqual({})
  })
  it('submission lists what is missing', () => {
    const draft = {
      ...completeTour,
      title: '',
      category_ids: [],
      rates: { ...rates, child_price_cents: null },
    }
    expect(tourSubmissionProblems(draft, 0)).toEqual({
      title: M.titleRequired,
      category_ids: M.categoryRequired,
      images: M.photoRequired,
      'rates.child_price_cents': M.priceRequired,
    })
  })
  it('the request schema carries the editor message of a negative price', () => {
    const parsed = updateTourBodySchema.safeParse({ rates: { ...rates, adult_price_cents: -100 } })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.message).toBe(M.priceNegative)
  })
  it('suggests an seo url from the title', () => {
    expect(suggestSeoUrl('Sigiriya & Dambulla: Day Trip!')).toBe('sigiriya-dambulla-day-trip')
  })
})

describe('status transitions', () => {
  it('draft → pending → active / rejected → resubmit; archive is final', () => {
    expect(nextTourStatus(TourLifecycle.draft, 'submit')).toBe(TourLifecycle.pending)
    expect(nextTourStatus(TourLifecycle.pending, 'approve')).toBe(TourLifecycle.active)
    expect(nextTourStatus(TourLifecycle.pending, 'reject')).toBe(TourLifecycle.rejected)
    expect(nextTourStatus(TourLifecycle.rejected, 'submit')).toBe(TourLifecycle.pending)
    expect(nextTourStatus(TourLifecycle.draft, 'approve')).toBeNull()
    expect(nextTourStatus(TourLifecycle.active, 'archive')).toBe(TourLifecycle.archived)
    expect(nextTourStatus(TourLifecycle.archived, 'submit')).toBeNull()
    expect(editProblem(TourLifecycle.active)).toBeNull()
    expect(editProblem(TourLifecycle.archived)).not.toBeNull()
  })
})

describe('tour diff', () => {
  it('ignores key order (jsonb reorders keys) and list ids', () => {
    const rates = {
      adult_price_cents: 1,
      child_price_cents: 2,
      infant_price_cents: null,
      group_price_cents: null,
    }
    const reordered = {
      adult_price_cents: 1,
      child_price_cents: 2,
      group_price_cents: null,
      infant_price_cents: null,
    }
    expect(tourDiff({ rates }, { rates: reordered })).toEqual([])
    const start = { time: '08:00', weekdays: [1], capacity: 4 }
    expect(tourDiff({ start_times: [{ id: 3, ...start }] }, { start_times: [start] })).toEqual([])
    expect(tourDiff({ overview: 'a' }, { overview: 'b' })).toEqual([
      { field: 'overview', before: 'a', after: 'b' },
    ])
  })
})
