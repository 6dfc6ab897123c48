/**
 * Helpers that turn a compact tour description into a full SeedActivity: shared policy texts
 * per tour type, default age bands, SEO fields and picture records. Everything here runs at
 * import time and is deterministic.
 */
import type { DurationUnitCode } from '@serendib/domain/duration'
import { PricingBasis } from '@serendib/domain/pricing-basis'
import { cutText } from '@serendib/domain/text'
import type { TourTypeCode } from '@serendib/domain/tour-types'
import type { ImageTheme } from '../images/scene-themes.ts'
import { places } from './places.ts'
import type { SeedActivity, SeedImage, SeedItineraryItem } from './types.ts'

/** Matches the marketing promise of spec §1 and the cancellation rule of the architecture brief. */
export const CANCEL_POLICY =
  'Free cancellation up to 24 hours before the start of the tour (Sri Lanka time) for a full refund. ' +
  'Cancellations made less than 24 hours before the start, and no-shows, are not refunded. ' +
  'You can ask to change the date, pick-up point or number of travellers from your account; the supplier confirms the change.'

const defaultExclusions: Record<TourTypeCode, string[]> = {
  1: [
    'International flights and the Sri Lanka ETA visa',
    'Meals not listed in the itinerary',
    'Tips for your driver-guide',
    'Travel insurance and personal expenses',
  ],
  2: ['Meals and drinks unless listed', 'Tips for your driver and guides', 'Personal expenses'],
  3: ['Hotel pick-up unless listed', 'Tips', 'Personal expenses'],
  4: ['Meals and refreshment stops', 'Waiting time beyond the included allowance', 'Tips'],
}

const defaultKnow: Record<TourTypeCode, string[]> = {
  1: [
    'Temples ask for shoulders and knees to be covered; shoes and hats come off at the entrance.',
    'Hotels are 3 to 4 star in the towns named in the itinerary; single rooms on request.',
    'Pack a light rain jacket: showers are common in the hills in every month.',
  ],
  2: [
    'Wear comfortable shoes, a hat and sunscreen, and carry water.',
    'Temples ask for shoulders and knees to be covered.',
    'Pick-up times are confirmed by the supplier the evening before.',
  ],
  3: ['Arrive 15 minutes before the start time.', 'Bring sunscreen, a hat and a refillable water bottle.'],
  4: [
    'Your driver meets you with a name board; airport drivers wait in the arrivals hall after customs.',
    'Tell us your flight number so the driver can follow delays at no extra cost.',
    'Child seats are available on request when you book.',
  ],
}

const defaultConditions: Record<TourTypeCode, string[]> = {
  1: [
    'Show your booking reference, printed or on your phone, at pick-up.',
    'Children must travel with an adult.',
    'Itinerary order may change for weather, festivals or road closures; all listed sights are kept.',
    'Prices are in US dollars and include taxes and service charges.',
  ],
  2: [
    'Show your booking reference, printed or on your phone, at pick-up.',
    'Children must travel with an adult.',
    'If the supplier cancels for weather or safety you get a full refund or a new date.',
    'Prices are in US dollars and include taxes and service charges.',
  ],
  3: [
    'Show your booking reference at check-in.',
    'Children must be accompanied by an adult.',
    'If the supplier cancels for weather or safety you get a full refund or a new date.',
  ],
  4: [
    'Prices are per vehicle for the number of passengers shown, with one large suitcase each.',
    'Extra stops on the way can be arranged with the driver and may be charged.',
  ],
}

const defaultCutoff: Record<TourTypeCode, number> = { 1: 2, 2: 1, 3: 1, 4: 0 }

export interface PriceInput {
  pricingBasis: SeedActivity['pricingBasis']
  adultPriceCents: number | null
  childPriceCents: number | null
  infantPriceCents: number | null
  groupPriceCents: number | null
  maxGroupSize: number | null
}

/** Per person rates in cents; null for a band means the tour does not take that band. */
export function perPerson(adult: number, child: number | null, infant: number | null): PriceInput {
  return {
    pricingBasis: PricingBasis.perPerson,
    adultPriceCents: adult,
    childPriceCents: child,
    infantPriceCents: infant,
    groupPriceCents: null,
    maxGroupSize: null,
  }
}

/** One price per started group of up to `maxGroupSize` travellers (cars, boats, private guides). */
export function perGroup(
  groupCents: number,
  maxGroupSize: number,
  options: { infants?: boolean } = {},
): PriceInput {
  return {
    pricingBasis: PricingBasis.perGroup,
    adultPriceCents: null,
    childPriceCents: options.infants === false ? null : 0,
    infantPriceCents: options.infants === false ? null : 0,
    groupPriceCents: groupCents,
    maxGroupSize,
  }
}

/** Itinerary for round tours: one entry per day, labelled 'Day 1', 'Day 2', ... */
export function days(...summaries: string[]): SeedItineraryItem[] {
  return summaries.map((summary, i) => ({ label: `Day ${i + 1}`, summary }))
}

/** Itinerary for day tours and activities: [time or step label, summary] pairs. */
export function steps(...items: [label: string, summary: string][]): SeedItineraryItem[] {
  return items.map(([label, summary]) => ({ label, summary }))
}

export interface ActivityInput {
  key: string
  title: string
  overview: string
  tourType: TourTypeCode
  duration: [value: number, unit: DurationUnitCode]
  itinerary: SeedItineraryItem[]
  inclusions: string[]
  /** Listed before the tour type's standard exclusions. */
  exclusions?: string[]
  /** Listed before the tour type's standard notes. */
  knowBeforeYouGo?: string[]
  /** Listed before the tour type's standard conditions. */
  conditions?: string[]
  seoTitle?: string
  seoDescription?: string
  categories: string[]
  startLocations: string[]
  pickupLocations: string[]
  price: PriceInput
  ages?: Partial<Pick<SeedActivity, 'adultAgeFrom' | 'childAgeFrom' | 'childAgeTo' | 'infantAgeTo'>>
  saleType?: 1 | 2
  featured?: boolean
  sold: number
  supplier: string
  cutoffDays?: number
  dailyCapacity?: number
  /** Pictures as [place key, theme]; the first is the cover. 2 or 3 of them. */
  pictures: [place: string, theme: ImageTheme][]
}

const placeByKey = new Map(places.map((place) => [place.key, place]))

function pictures(input: ActivityInput): SeedImage[] {
  return input.pictures.map(([placeKey, theme], i) => {
    const place = placeByKey.get(placeKey)
    if (!place) throw new Error(`Activity ${input.key}: unknown picture place '${placeKey}'`)
    return {
      key: `tour-${input.key}-${i + 1}`,
      theme,
      alt: `${input.title}: ${place.name}, ${place.region}`,
      shape: 'card',
    }
  })
}

export function defineActivity(input: ActivityInput): SeedActivity {
  const type = input.tourType
  const [durationValue, durationUnit] = input.duration
  const childAgeFrom = input.ages?.childAgeFrom ?? 3
  const childAgeTo = input.ages?.childAgeTo ?? 11
  const infantAgeTo = input.ages?.infantAgeTo ?? Math.min(2, childAgeFrom - 1)
  return {
    key: input.key,
    title: input.title,
    overview: input.overview,
    tourType: type,
    durationValue,
    durationUnit,
    itinerary: input.itinerary,
    inclusions: input.inclusions,
    exclusions: [...(input.exclusions ?? []), ...defaultExclusions[type]],
    knowBeforeYouGo: [...(input.knowBeforeYouGo ?? []), ...defaultKnow[type]],
    conditions: [...(input.conditions ?? []), ...defaultConditions[type]],
    cancelPolicy: CANCEL_POLICY,
    seoTitle: input.seoTitle ?? `${cutText(input.title, 48)} | Serendib`,
    seoDescription: input.seoDescription ?? cutText(input.overview, 155),
    categories: input.categories,
    startLocations: input.startLocations,
    pickupLocations: input.pickupLocations,
    ...input.price,
    includeAdults: true,
    includeChildren: input.price.childPriceCents !== null,
    includeInfants: input.price.infantPriceCents !== null,
    adultAgeFrom: input.ages?.adultAgeFrom ?? childAgeTo + 1,
    adultAgeTo: 99,
    childAgeFrom,
    childAgeTo,
    infantAgeFrom: 0,
    infantAgeTo,
    saleType: input.saleType ?? 1,
    featured: input.featured ?? false,
    sold: input.sold,
    supplier: input.supplier,
    cutoffDays: input.cutoffDays ?? defaultCutoff[type],
    dailyCapacity: input.dailyCapacity ?? null,
    theme: input.pictures[0]?.[1] ?? 'hills',
    images: pictures(input),
  }
}
