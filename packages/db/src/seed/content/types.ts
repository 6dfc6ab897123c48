/**
 * Shapes of the demo catalogue. Records refer to each other by string `key` (a slug), never
 * by database id, so the seed inserter can assign ids and resolve references in one pass.
 * Money is integer USD cents. Field names are plain English; the spec's API spellings
 * (`itinery`, `summery`, `exclision`, `condtions`, `know_policy`) are the API layer's concern.
 */
import type { DurationUnitCode } from '@serendib/domain/duration'
import type { PricingBasisCode } from '@serendib/domain/pricing-basis'
import type { TourTypeCode } from '@serendib/domain/tour-types'
import type { ImageTheme } from '../images/scene-themes.ts'

/** A picture the seed renders (packages/db/src/seed/images) and stores under its key. */
export interface SeedImage {
  /** File stem: files are `${key}-${width}.webp`. Unique across all demo images. */
  key: string
  /** The scene drawn; pictures carry no text (names are the page's HTML). */
  theme: ImageTheme
  /** Alt text for the <img>. */
  alt: string
  /** 'card' is 3:2 (cards, tiles); 'hero' is 16:7 (home slides, cropped on a phone). */
  shape: 'card' | 'hero'
}

/** Destinations and start locations (spec: available_locations, location pages, search filter). */
export interface SeedPlace {
  key: string
  name: string
  /** Province or well-known area, e.g. 'Cultural Triangle'. */
  region: string
  description: string
  latitude: number
  longitude: number
  /** Theme for pictures of this place. */
  theme: ImageTheme
}

/** Where a tour collects travellers (spec: pickup_locations {id, location_name}). */
export interface SeedPickupLocation {
  key: string
  name: string
  /** The place it belongs to. */
  place: string
  kind: 'airport' | 'hotel' | 'station' | 'harbour' | 'meeting-point'
}

export interface SeedCategory {
  key: string
  name: string
  description: string
  theme: ImageTheme
}

/** A supplier account with its profile (spec §3 "Account profile": work_* and contact_* fields). */
export interface SeedSupplier {
  key: string
  /** Login e-mail of the supplier user. */
  email: string
  /** The user's display name (`name`). */
  name: string
  workName: string
  workAddress: string
  workRegistrationNumber: string
  workFixedPhone: string
  workMobile: string
  contactName: string
  /** Sri Lankan national identity card number. */
  contactNic: string
  contactHomePhone: string
  contactMobile: string
  contactAddress: string
  /** Category keys the supplier works in. */
  categories: string[]
}

/** One itinerary row: label 'Day 1' for round tours, a time like '07:30' for the others. */
export interface SeedItineraryItem {
  label: string
  summary: string
}

export interface SeedActivity {
  /** Stable slug, also the base of the seo url. */
  key: string
  title: string
  overview: string
  tourType: TourTypeCode
  durationValue: number
  durationUnit: DurationUnitCode
  itinerary: SeedItineraryItem[]
  inclusions: string[]
  exclusions: string[]
  knowBeforeYouGo: string[]
  conditions: string[]
  cancelPolicy: string
  seoTitle: string
  seoDescription: string
  /** Category keys; the first is the main one shown on the detail page. */
  categories: string[]
  /** Place keys where the tour starts (spec: available_locations). */
  startLocations: string[]
  /** Pick-up location keys (spec: pickup_locations). */
  pickupLocations: string[]
  pricingBasis: PricingBasisCode
  /** Per person: price per adult. Per group: null. */
  adultPriceCents: number | null
  /** Per person: price per child (null when children are not included). */
  childPriceCents: number | null
  /** Per person: price per infant, often 0 (free); null when infants are not included. */
  infantPriceCents: number | null
  /** Per group: price for one group of up to `maxGroupSize` people; null per person. */
  groupPriceCents: number | null
  maxGroupSize: number | null
  includeAdults: boolean
  includeChildren: boolean
  includeInfants: boolean
  adultAgeFrom: number
  adultAgeTo: number
  childAgeFrom: number
  childAgeTo: number
  infantAgeFrom: number
  infantAgeTo: number
  /** 1 instant booking, 2 on request (supplier confirms). */
  saleType: 1 | 2
  featured: boolean
  /** Bookings sold so far, shown on the detail page. */
  sold: number
  supplier: string
  /** Days between today (Asia/Colombo) and the earliest bookable date: 0, 1 or 2. */
  cutoffDays: number
  /** Maximum travellers per day; null means unlimited. */
  dailyCapacity: number | null
  /** Main theme of the tour's pictures. */
  theme: ImageTheme
  /** 2 or 3 pictures; the first is the cover. */
  images: SeedImage[]
}

/** A limited-time discount on one activity; dates are offsets from the seeding day. */
export interface SeedDeal {
  key: string
  activity: string
  title: string
  discountPercent: number
  startOffsetDays: number
  endOffsetDays: number
}

/** A customer who wrote reviews; the inserter creates a customer account and a completed booking per review. */
export interface SeedReviewer {
  key: string
  firstName: string
  lastName: string
  email: string
  country: string
}

export interface SeedReview {
  key: string
  activity: string
  reviewer: string
  rating: 1 | 2 | 3 | 4 | 5
  /** At most 200 characters (spec §5). */
  feedback: string
  /** The review was written this many days before the seeding day; the tour ran a few days earlier. */
  daysAgo: number
  /** The traveller's photos (at most 3), drawn like the other demo pictures. */
  photos: SeedImage[]
}

/** Compact review as written in the review-rows files: [activity, reviewer, rating, days ago, feedback]. */
export type ReviewRow = [
  activity: string,
  reviewer: string,
  rating: SeedReview['rating'],
  daysAgo: number,
  feedback: string,
]

export interface SeedSlider {
  key: string
  title: string
  subText: string
  /** Display order, ascending. */
  position: number
  image: SeedImage
}

export interface SeedFeaturedCategory {
  key: string
  title: string
  description: string
  categories: string[]
  position: number
  image: SeedImage
}

export interface SeedTravelInspiration {
  key: string
  /** Page the inspiration belongs to (spec: /api/travel/inspiration?page=). */
  page: string
  title: string
  description: string
  position: number
  image: SeedImage
}

export interface SeedLocationPage {
  key: string
  place: string
  title: string
  /** Plain text paragraphs separated by blank lines. */
  description: string
  seoTitle: string
  seoDescription: string
  /** Slug used in /{location}/{title}/location/{pid}. */
  seoUrl: string
  image: SeedImage
}

/** A long-form page; `html` uses only <h2>, <p>, <ul>, <li>, <strong>, <a>. */
export interface SeedContentPage {
  html: string
  metaTitle: string
  metaDescription: string
}

export interface SeedSiteContent {
  about: SeedContentPage
  privacy: SeedContentPage
  cookie: SeedContentPage
  disclaimer: SeedContentPage
  guidelines: SeedContentPage
}

export interface SeedSiteSettings {
  title: string
  description: string
  keywords: string
  /** Activity keys highlighted site-wide (spec: site settings `featured`). */
  featured: string[]
}

/** A fixed departure of a demo tour (decision 035): Asia/Colombo clock time, ISO weekdays. */
export interface SeedStartTime {
  /** 'HH:mm'. */
  time: string
  /** ISO weekdays 1 Monday … 7 Sunday; every day when left out. */
  weekdays?: number[]
  /** Travellers per date at this time; null = only the daily capacity limits it. */
  capacity: number | null
}

/** Seasonal rates (decision 036): the base rates times `percent` / 100, rounded to whole dollars. */
export interface SeedPricePeriod {
  label: string
  startOffsetDays: number
  /** Inclusive. */
  endOffsetDays: number
  percent: number
}

/** Paid, confirmed bookings on one day (and start) of a tour, holding their seats as checkout does. */
export interface SeedBusyDay {
  dayOffset: number
  /** The start booked ('HH:mm'), for a tour with start times. */
  time?: string
  /** Travellers of each booking (adults). */
  parties: number[]
  /** Made this many days before the seeding day: within a week they count as recent. */
  bookedDaysAgo: number
}

/** Start times, pick-up offsets, seasonal rates and busy days of one demo tour (content/schedules.ts). */
export interface SeedSchedule {
  activity: string
  startTimes?: SeedStartTime[]
  /** Minutes before the start for each of the tour's pick-up points, in their order (decision 058). */
  pickupMinutesBeforeStart?: number[]
  pricePeriods?: SeedPricePeriod[]
  busy?: SeedBusyDay[]
}
