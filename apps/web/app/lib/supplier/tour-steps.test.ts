import { describe, expect, it } from 'vitest'
import { tourEditorFieldsSchema } from '@serendib/domain/api/supplier-tours'
import { errorCountByStep, stepOf, stepOfPath, tourSteps } from './tour-steps'

describe("the tour editor's steps", () => {
  it("are the eight of issue 13, in its order, issue 33's booking questions, options and languages", () => {
    expect(tourSteps.map((s) => s.slug)).toEqual([
      'basics',
      'itinerary',
      'details',
      'photos',
      'prices',
      'pickup',
      'availability',
      'seo',
      'questions',
      'options',
      'languages',
    ])
    expect(stepOf('nonsense').slug).toBe('basics')
  })

  it('find the step of an API field path, so its error shows and is counted there', () => {
    expect(stepOfPath('price_periods.1.starts_on')).toBe('prices')
    expect(stepOfPath('rates.adult_price_cents')).toBe('prices')
    expect(stepOfPath('start_times.0.weekdays')).toBe('availability')
    expect(stepOfPath('itinery.2.label')).toBe('itinerary')
    expect(stepOfPath('seo_url')).toBe('seo')
    expect(stepOfPath('images')).toBe('photos')
    expect(
      errorCountByStep({ title: 'x', 'price_periods.0.ends_on': 'y', 'rates.child_price_cents': 'z' }),
    ).toEqual({ basics: 1, prices: 2 })
  })

  it('edit every field of the tour payload: a field no step names never reaches its form', () => {
    // editorFields() copies the payload step by step; the prices step once crashed on a
    // payment plan (decision 075) that no step named.
    const named = new Set(tourSteps.flatMap((s) => s.fields as readonly string[]))
    expect(Object.keys(tourEditorFieldsSchema.shape).filter((field) => !named.has(field))).toEqual([])
  })
})
