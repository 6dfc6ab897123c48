import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DurationUnit } from '@serendib/domain/duration'
import { PricingBasis } from '@serendib/domain/pricing-basis'
import { TourType } from '@serendib/domain/tour-types'
import { describe, expect, it } from 'vitest'
import { imageThemes } from '../images/scene-themes.ts'
import { activities } from './activities.ts'
import { categories } from './categories.ts'
import { deals } from './deals.ts'
import { demoImages } from './demo-images.ts'
import { featuredCategories, siteSettings, sliders, travelInspirations } from './home-content.ts'
import { locationPages } from './location-pages.ts'
import { pickupLocations } from './pickup-locations.ts'
import { places } from './places.ts'
import { reviewers } from './reviewers.ts'
import { reviews } from './reviews.ts'
import { siteContent } from './site-content.ts'
import { suppliers } from './suppliers.ts'

function expectUniqueKeys(name: string, items: { key: string }[]): void {
  const seen = new Set<string>()
  const duplicates = items
    .map((item) => item.key)
    .filter((key) => (seen.has(key) ? true : (seen.add(key), false)))
  expect(duplicates, `duplicate ${name} keys`).toEqual([])
}

function expectKnown(name: string, keys: string[], known: { key: string }[]): void {
  const valid = new Set(known.map((item) => item.key))
  expect(
    keys.filter((key) => !valid.has(key)),
    `unknown ${name}`,
  ).toEqual([])
}

const isCents = (value: number | null): boolean => value !== null && Number.isSafeInteger(value) && value >= 0
const words = (html: string): number =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length

describe('demo content', () => {
  it('has unique keys in every collection and across images', () => {
    expectUniqueKeys('place', places)
    expectUniqueKeys('pick-up', pickupLocations)
    expectUniqueKeys('category', categories)
    expectUniqueKeys('supplier', suppliers)
    expectUniqueKeys('activity', activities)
    expectUniqueKeys('deal', deals)
    expectUniqueKeys('reviewer', reviewers)
    expectUniqueKeys('review', reviews)
    expectUniqueKeys('slider', sliders)
    expectUniqueKeys('featured category', featuredCategories)
    expectUniqueKeys('inspiration', travelInspirations)
    expectUniqueKeys('location page', locationPages)
    expectUniqueKeys('image', demoImages)
    expect(new Set(suppliers.map((s) => s.email)).size).toBe(suppliers.length)
    expect(new Set(reviewers.map((r) => r.email)).size).toBe(reviewers.length)
  })

  it('only refers to keys that exist', () => {
    expectKnown(
      'activity category',
      activities.flatMap((a) => a.categories),
      categories,
    )
    expectKnown(
      'activity start location',
      activities.flatMap((a) => a.startLocations),
      places,
    )
    expectKnown(
      'activity pick-up location',
      activities.flatMap((a) => a.pickupLocations),
      pickupLocations,
    )
    expectKnown(
      'activity supplier',
      activities.map((a) => a.supplier),
      suppliers,
    )
    expectKnown(
      'pick-up place',
      pickupLocations.map((p) => p.place),
      places,
    )
    expectKnown(
      'supplier category',
      suppliers.flatMap((s) => s.categories),
      categories,
    )
    expectKnown(
      'deal activity',
      deals.map((d) => d.activity),
      activities,
    )
    expectKnown(
      'review activity',
      reviews.map((r) => r.activity),
      activities,
    )
    expectKnown(
      'reviewer',
      reviews.map((r) => r.reviewer),
      reviewers,
    )
    expectKnown(
      'featured category',
      featuredCategories.flatMap((f) => f.categories),
      categories,
    )
    expectKnown(
      'location page place',
      locationPages.map((p) => p.place),
      places,
    )
    expectKnown('featured activity', siteSettings.featured, activities)
  })

  it('covers all four tour types with at least 60 activities', () => {
    expect(activities.length).toBeGreaterThanOrEqual(60)
    for (const type of Object.values(TourType)) {
      expect(
        activities.filter((a) => a.tourType === type).length,
        `tour type ${type}`,
      ).toBeGreaterThanOrEqual(8)
    }
    const featured = activities.filter((a) => a.featured).length
    expect(featured).toBeGreaterThanOrEqual(8)
    expect(featured).toBeLessThanOrEqual(14)
  })

  it('gives every activity consistent durations, itineraries and texts', () => {
    for (const a of activities) {
      const where = `activity ${a.key}`
      expect(a.key, where).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      for (const text of [a.title, a.overview, a.cancelPolicy, a.seoTitle, a.seoDescription])
        expect(text.trim(), where).not.toBe('')
      for (const list of [
        a.inclusions,
        a.exclusions,
        a.knowBeforeYouGo,
        a.conditions,
        a.categories,
        a.startLocations,
        a.pickupLocations,
      ]) {
        expect(list.length, where).toBeGreaterThan(0)
        for (const item of list) expect(item.trim(), where).not.toBe('')
      }
      expect(a.itinerary.length, where).toBeGreaterThan(0)
      for (const item of a.itinerary) expect(item.label && item.summary.trim(), where).toBeTruthy()
      expect(Number.isInteger(a.durationValue) && a.durationValue > 0, where).toBe(true)
      if (a.tourType === TourType.round) {
        expect(a.durationUnit, where).toBe(DurationUnit.days)
        expect(
          a.itinerary.map((i) => i.label),
          where,
        ).toEqual(a.itinerary.map((_, i) => `Day ${i + 1}`))
        expect(a.itinerary.length, where).toBe(a.durationValue)
      } else {
        expect(a.durationUnit, where).not.toBe(DurationUnit.days)
      }
      expect(a.cancelPolicy, where).toContain('24 hours')
      expect(a.seoDescription.length, where).toBeLessThanOrEqual(160)
      expect([0, 1, 2], where).toContain(a.cutoffDays)
      expect([1, 2], where).toContain(a.saleType)
      expect(Number.isSafeInteger(a.sold) && a.sold >= 0, where).toBe(true)
      if (a.dailyCapacity !== null) expect(a.dailyCapacity, where).toBeGreaterThan(0)
      expect(a.images.length, where).toBeGreaterThanOrEqual(2)
      expect(a.images.length, where).toBeLessThanOrEqual(3)
    }
  })

  it('prices activities in positive integer cents with consistent age bands', () => {
    for (const a of activities) {
      const where = `activity ${a.key}`
      if (a.pricingBasis === PricingBasis.perPerson) {
        expect(isCents(a.adultPriceCents) && (a.adultPriceCents ?? 0) > 0, where).toBe(true)
        expect(a.groupPriceCents, where).toBeNull()
        expect(a.maxGroupSize, where).toBeNull()
      } else {
        expect(isCents(a.groupPriceCents) && (a.groupPriceCents ?? 0) > 0, where).toBe(true)
        expect(Number.isInteger(a.maxGroupSize) && (a.maxGroupSize ?? 0) > 0, where).toBe(true)
      }
      expect(a.includeChildren, where).toBe(a.childPriceCents !== null)
      expect(a.includeInfants, where).toBe(a.infantPriceCents !== null)
      if (a.childPriceCents !== null) expect(isCents(a.childPriceCents), where).toBe(true)
      if (a.infantPriceCents !== null) expect(isCents(a.infantPriceCents), where).toBe(true)
      expect(a.infantAgeFrom <= a.infantAgeTo && a.infantAgeTo < a.childAgeFrom, where).toBe(true)
      expect(a.childAgeFrom <= a.childAgeTo && a.childAgeTo < a.adultAgeFrom, where).toBe(true)
      expect(a.adultAgeFrom <= a.adultAgeTo, where).toBe(true)
    }
  })

  it('keeps deals, reviews and home content within the spec limits', () => {
    for (const d of deals) {
      expect(d.discountPercent).toBeGreaterThanOrEqual(10)
      expect(d.discountPercent).toBeLessThanOrEqual(25)
      expect(d.startOffsetDays).toBeLessThanOrEqual(d.endOffsetDays)
    }
    expect(deals.filter((d) => d.startOffsetDays <= 0 && d.endOffsetDays >= 0).length).toBeGreaterThanOrEqual(
      5,
    )
    expect(reviews.length).toBeGreaterThanOrEqual(40)
    for (const r of reviews) {
      expect(r.feedback.trim(), r.key).not.toBe('')
      expect(r.feedback.length, r.key).toBeLessThanOrEqual(200)
      expect(r.rating, r.key).toBeGreaterThanOrEqual(3)
      expect(r.daysAgo, r.key).toBeGreaterThan(0)
    }
    const pairs = reviews.map((r) => `${r.reviewer}/${r.activity}`)
    expect(new Set(pairs).size, 'one review per traveller and tour').toBe(pairs.length)
    expect(sliders.length).toBeGreaterThanOrEqual(4)
    expect(featuredCategories.length).toBeGreaterThanOrEqual(6)
    expect(travelInspirations.filter((t) => t.page === 'home').length).toBeGreaterThanOrEqual(6)
    expect(locationPages.length).toBeGreaterThanOrEqual(10)
    expect(siteSettings.title).toBe('Serendib — Tours & Activities in Sri Lanka')
  })

  it('has real long-form site content', () => {
    for (const [name, page] of Object.entries(siteContent)) {
      expect(page.metaTitle.trim(), name).not.toBe('')
      expect(page.metaDescription.trim(), name).not.toBe('')
      expect(words(page.html), name).toBeGreaterThanOrEqual(300)
      expect(page.html, name).not.toMatch(/<(script|style|img|iframe)/i)
    }
  })

  it('uses only themes the renderer can draw', () => {
    const themes = new Set<string>(imageThemes)
    for (const image of demoImages) expect(themes.has(image.theme), image.key).toBe(true)
    for (const item of [...places, ...categories]) expect(themes.has(item.theme), item.key).toBe(true)
  })

  it('is deterministic: no unseeded randomness or clock reads in the content modules', () => {
    const dir = import.meta.dirname
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const source = readFileSync(join(dir, file), 'utf8')
      expect(source, file).not.toMatch(/Math\.random|Date\.now|new Date\(/)
    }
  })
})
