/**
 * octo/content (issue 33, decision 060): what the tour page shows, on products, options and
 * units, when a request asks for it. One query per list for all the tours of an answer; the
 * pick-up points are octo/pickups' own (capability-data.ts). Pictures are absolute JPEG URLs
 * (OCTO's media types have no WebP; /media/ makes a JPEG of a stored WebP once, on first ask).
 */
import { languageTag, type Locale } from '@serendib/domain/i18n/locales'
import { sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'
import type { octoProductSchema } from '@serendib/domain/api/octo'
import type { octoFeatureTypes } from '@serendib/domain/api/octo-content'
import { OCTO_CONTENT } from '@serendib/domain/octo-capabilities'
import { tourFaq, type TourFaqFacts } from '@serendib/domain/tour-faq'
import {
  contentLines,
  OCTO_CONTENT_LANGUAGE,
  OCTO_REDEMPTION_INSTRUCTIONS,
  octoCategoryLabels,
  octoDuration,
  shortDescriptionOf,
} from '@serendib/domain/octo-content'
import type { z } from 'zod'
import type { OctoAsk } from './capabilities.ts'
import { loadPickupPoints, type TourPickupPoint } from './capability-data.ts'
import { FREE_CANCELLATION_HOURS } from '@serendib/domain/cancellation'
import type { TourRow } from './products.ts'

type OctoProduct = z.output<typeof octoProductSchema>
type FeatureType = (typeof octoFeatureTypes)[number]

/** The binding rule for a reseller's booking (decision 014), first among the cancellation terms. */
export const OCTO_CANCELLATION_TERM = `Free cancellation up to ${FREE_CANCELLATION_HOURS} hours before the start, with a full refund; none after.`

interface ContentRow extends Record<string, unknown> {
  id: number
  title: string
  overview: string
  seo_description: string
  tour_type: number
  pricing_basis: number
  duration_value: number
  duration_unit: number
  duration_minutes: number
  guide_languages: string[]
  inclusion: string
  exclusion: string
  know_policy: string
  conditions: string
  cancel_policy: string
  images: string | { key: string; widths: number[]; alt_text: string }[]
  itinerary: string | { label: string; summary: string }[]
  categories: string | { id: number; name: string }[]
  places: string | PlaceJson[]
  // What the tour page's FAQ is written from (domain/tour-faq.ts).
  sale_type: number
  supplier_name: string | null
  include_children: boolean
  include_infants: boolean
  adults_age_from: number
  children_age_from: number
  children_age_to: number
  infant_age_to: number
  pickups: string | TourFaqFacts['pickup_locations'][number][]
}
interface PlaceJson {
  id: number
  name: string
  region: string | null
  description: string
  latitude: number | string | null
  longitude: number | string | null
  parent: string | null
}

const json = <T>(value: string | T): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value)
const toNumber = (value: number | string | null) => (value === null ? null : Number(value))

async function loadContent(db: DbOrTx, ids: readonly number[]): Promise<Map<number, ContentRow>> {
  if (ids.length === 0) return new Map()
  const rows = await queryRows<ContentRow>(
    db,
    sql`select a.id, a.title, a.overview, a.seo_description, a.tour_type, a.pricing_basis, a.duration_value,
               a.duration_unit, a.duration_minutes, a.guide_languages, a.inclusion, a.exclusion, a.know_policy, a.conditions,
               a.cancel_policy, a.sale_type, a.include_children, a.include_infants, a.adults_age_from,
               a.children_age_from, a.children_age_to, a.infants_age_to as infant_age_to,
               (select sp.work_name from supplier_profiles sp where sp.user_id = a.supplier_user_id) as supplier_name,
               (select coalesce(json_agg(json_build_object('location_name', l.name,
                                 'pickup_time', case when st.timed then null else to_char(p.pickup_time, 'HH24:MI') end,
                                 'minutes_before_start', case when st.timed then p.minutes_before_start end,
                                 'airport', l.kind = 'airport') order by p.sort_order, l.name), '[]')
                  from activity_pickup_locations p join locations l on l.id = p.location_id
                  cross join (select exists (select 1 from activity_start_times s where s.activity_id = a.id) as timed) st
                 where p.activity_id = a.id) as pickups,
               (select coalesce(json_agg(json_build_object('key', i.key, 'widths', i.widths, 'alt_text', i.alt_text)
                                 order by i.sort_order, i.id), '[]')
                  from activity_images i where i.activity_id = a.id) as images,
               (select coalesce(json_agg(json_build_object('label', t.label, 'summary', t.summary)
                                 order by t.sort_order, t.id), '[]')
                  from activity_itinerary_items t where t.activity_id = a.id) as itinerary,
               (select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name)
                                 order by ac.sort_order, c.id), '[]')
                  from activity_categories ac join categories c on c.id = ac.category_id
                 where ac.activity_id = a.id) as categories,
               (select coalesce(json_agg(json_build_object('id', l.id, 'name', l.name, 'region', l.region,
                                 'description', l.description, 'latitude', l.latitude, 'longitude', l.longitude,
                                 'parent', parent.name) order by al.sort_order, l.id), '[]')
                  from activity_locations al join locations l on l.id = al.location_id
                  left join locations parent on parent.id = l.parent_location_id
                 where al.activity_id = a.id) as places
          from activities a
         where a.id in (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )})`,
  )
  return new Map(rows.map((row) => [row.id, row]))
}

/** The largest stored width of a picture as an absolute JPEG URL. */
function pictureUrl(publicUrl: string, image: { key: string; widths: number[] }): string {
  const width = Math.max(...image.widths)
  return `${publicUrl}/media/${image.key}-${width}.jpg`
}

const noIdentifiers = {
  googlePlaceId: null,
  applePlaceId: null,
  tripadvisorLocationId: null,
  yelpPlaceId: null,
  facebookPlaceId: null,
  foursquarePlaceId: null,
  baiduPlaceId: null,
  amapPlaceId: null,
}

function octoPlace(latitude: number, longitude: number, locality: string | null, region: string | null) {
  return {
    latitude,
    longitude,
    postalAddress: {
      streetAddress: null,
      addressLocality: locality,
      addressRegion: region,
      postalCode: null,
      addressCountry: 'LK',
      postOfficeBoxNumber: null,
    },
    // We keep no Google, Apple or Tripadvisor ids of our places.
    identifiers: noIdentifiers,
    sameAs: [],
  }
}

const legacyStop = (
  name: string,
  type: 'START' | 'POI',
  description: string | null,
  address: string | null,
  latitude: number | null,
  longitude: number | null,
) => ({
  name,
  type,
  description,
  address,
  googlePlaceId: null,
  latitude,
  longitude,
  travelTime: null,
  travelTimeAmount: null,
  travelTimeUnit: null,
  duration: null,
  durationAmount: null,
  durationUnit: null,
})

const unitTitles: Record<string, [string, string]> = {
  adult: ['Adult', 'Adults'],
  child: ['Child', 'Children'],
  infant: ['Infant', 'Infants'],
  group: ['Group', 'Groups'],
}

/** Everything octo/content adds to one product, its option and its units. */
function withContent(
  product: OctoProduct,
  row: ContentRow,
  points: TourPickupPoint[],
  publicUrl: string,
): OctoProduct {
  const images = json(row.images)
  const categories = json(row.categories)
  const places = json(row.places)
  const itinerary = json(row.itinerary)
  const lines = (type: FeatureType, text: string) =>
    contentLines(text).map((shortDescription) => ({ shortDescription, type }))
  const cancellation = [OCTO_CANCELLATION_TERM, ...contentLines(row.cancel_policy)]
  const features = [
    ...lines('INCLUSION', row.inclusion),
    ...lines('EXCLUSION', row.exclusion),
    ...lines('PREARRIVAL_INFORMATION', row.know_policy),
    ...lines('BOOKING_TERM', row.conditions),
    { shortDescription: OCTO_REDEMPTION_INSTRUCTIONS, type: 'REDEMPTION_INSTRUCTION' as const },
    ...cancellation.map((shortDescription) => ({ shortDescription, type: 'CANCELLATION_TERM' as const })),
  ]
  const description =
    [
      row.overview.trim(),
      itinerary.length
        ? [
            'Itinerary:',
            ...itinerary.map((i) => `- ${[i.label, i.summary].filter(Boolean).join(': ')}`),
          ].join('\n')
        : '',
    ]
      .filter(Boolean)
      .join('\n\n') || null
  const shortDescription = shortDescriptionOf(row.seo_description, row.overview)
  const media = images.map((image, i) => ({
    src: pictureUrl(publicUrl, image),
    type: 'image/jpeg' as const,
    rel: i === 0 ? ('COVER' as const) : ('GALLERY' as const),
    title: image.alt_text.trim() || null,
    caption: null,
    copyright: null,
  }))
  const located = <T extends { latitude: number | null; longitude: number | null }>(p: T) =>
    p.latitude !== null && p.longitude !== null
  const locations = [
    // Where travellers are collected: the tour's start for them.
    ...points.filter(located).map((p) => ({
      title: p.name,
      shortDescription: p.directions,
      types: ['START' as const],
      minutesTo: null,
      minutesAt: null,
      place: octoPlace(p.latitude!, p.longitude!, p.locality, p.state),
    })),
    ...places
      .map((p) => ({ ...p, latitude: toNumber(p.latitude), longitude: toNumber(p.longitude) }))
      .filter(located)
      .map((p) => ({
        title: p.name,
        shortDescription: p.description.trim() || null,
        types: ['POINT_OF_INTEREST' as const],
        minutesTo: null,
        minutesAt: null,
        place: octoPlace(p.latitude!, p.longitude!, p.parent ?? p.name, p.region),
      })),
  ]
  const duration = octoDuration(row.duration_value, row.duration_unit)
  const durationFields = { durationMinutesFrom: row.duration_minutes, durationMinutesTo: null }
  const first = places[0]
  const gallery = images.map((image) => ({
    url: pictureUrl(publicUrl, image),
    title: image.alt_text.trim() || null,
    caption: null,
  }))
  return {
    ...product,
    title: row.title,
    shortDescription,
    description,
    features,
    // The questions the tour page answers, one paragraph per line (OCTO's answer is plain text).
    faqs: tourFaq({
      ...row,
      supplier_name: row.supplier_name ?? '',
      pickup_locations: json(row.pickups),
      available_locations: places.map((p) => ({ location_name: p.name })),
    }).map((item) => ({ question: item.question, answer: item.answer.join('\n\n') })),
    media,
    locations,
    categoryLabels: octoCategoryLabels(
      categories.map((c) => c.name),
      row.tour_type,
      row.pricing_basis,
    ),
    ...durationFields,
    commentary: row.guide_languages.map((language) => ({
      format: 'IN_PERSON' as const,
      language: languageTag(language as Locale),
    })),
    // The earlier content capability's names.
    country: 'LK',
    location: first?.name ?? null,
    subtitle: null,
    highlights: [],
    inclusions: contentLines(row.inclusion),
    exclusions: contentLines(row.exclusion),
    bookingTerms: contentLines(row.conditions).join('\n') || null,
    redemptionInstructions: OCTO_REDEMPTION_INSTRUCTIONS,
    cancellationPolicy: cancellation.join('\n'),
    destination: first
      ? { id: String(first.id), name: first.name, region: first.region, country: 'LK' }
      : null,
    categories: categories.map((c) => ({ id: String(c.id), title: c.name })),
    coverImageUrl: gallery[0]?.url ?? null,
    bannerImageUrl: gallery[0]?.url ?? null,
    videoUrl: null,
    galleryImages: gallery,
    bannerImages: gallery.slice(0, 1),
    options: product.options.map((option) => ({
      ...option,
      title: row.title,
      shortDescription,
      description: null,
      features: [],
      faqs: [],
      media: [],
      locations: [],
      categoryLabels: [],
      ...durationFields,
      subtitle: null,
      language: OCTO_CONTENT_LANGUAGE,
      duration: duration.text,
      durationAmount: duration.amount,
      durationUnit: duration.unit,
      itinerary: [
        ...points.map((p) => legacyStop(p.name, 'START', p.directions, p.address, p.latitude, p.longitude)),
        ...places.map((p) =>
          legacyStop(
            p.name,
            'POI',
            p.description.trim() || null,
            [p.name, p.parent, p.region, 'Sri Lanka'].filter(Boolean).join(', '),
            toNumber(p.latitude),
            toNumber(p.longitude),
          ),
        ),
      ],
      units: option.units.map((unit) => {
        const [title, titlePlural] = unitTitles[unit.id] ?? [unit.internalName, unit.internalName]
        const { minAge, maxAge, paxCount } = unit.restrictions
        return {
          ...unit,
          title,
          titlePlural,
          subtitle: null,
          shortDescription:
            unit.id === 'group' ? `One group of up to ${paxCount} people` : `Ages ${minAge} to ${maxAge}`,
          features: [],
        }
      }),
    })),
  }
}

export const wantsContent = (ask: OctoAsk) => (ask.capabilities as readonly string[]).includes(OCTO_CONTENT)

/** octo/content's fields on these products (built from `tours`, in the same order), when asked. */
export async function withProductContent(
  db: DbOrTx,
  ask: OctoAsk,
  publicUrl: string,
  tours: TourRow[],
  products: OctoProduct[],
): Promise<OctoProduct[]> {
  if (!wantsContent(ask) || products.length === 0) return products
  const ids = tours.map((t) => t.id)
  const [content, points] = await Promise.all([loadContent(db, ids), loadPickupPoints(db, ids)])
  return products.map((product, i) => {
    const id = (tours[i] as TourRow).id
    const row = content.get(id)
    return row ? withContent(product, row, points.get(id) ?? [], publicUrl) : product
  })
}
