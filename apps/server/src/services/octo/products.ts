/**
 * Our active tours as OCTO products (issue 16): their options (one, DEFAULT, for a tour without
 * options; decision 073), units from the age bands (one group
 * unit for tours priced per group), START_TIME when the tour has fixed starts.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'
import { SaleType } from '@serendib/db/schema/activities'
import type { Reseller } from '@serendib/db/schema/resellers'
import type { octoProductSchema, octoUnitSchema } from '@serendib/domain/api/octo'
import {
  OCTO_OPTION_ID,
  OCTO_TIME_ZONE,
  OctoError,
  OctoMessages,
  type OctoUnitId,
} from '@serendib/domain/octo'
import { FREE_CANCELLATION_HOURS } from '@serendib/domain/cancellation'
import { PricingBasis } from '@serendib/domain/pricing-basis'
import { OptionKind } from '@serendib/domain/tour-options'
import { MAX_TRAVELLERS_PER_TYPE } from '@serendib/domain/travellers'
import { TourLifecycle } from '@serendib/domain/tour-lifecycle'
import type { z } from 'zod'

type OctoProduct = z.output<typeof octoProductSchema>
type OctoUnit = z.output<typeof octoUnitSchema>

/**
 * The voucher (decision 044) is shown, printed or on a phone, and its signed QR is scanned at
 * check-in: OCTO's DIGITAL. It comes as the QR's code and as a PDF (octo-voucher.ts).
 */
export const OCTO_REDEMPTION_METHOD = 'DIGITAL' as const
export const OCTO_DELIVERY_FORMATS: OctoProduct['deliveryFormats'] = ['QRCODE', 'PDF_URL']

/** What resellers may sell: active tours and the reseller-only ones (the sandbox, decision 060). */
export const OCTO_SELLS: readonly number[] = [TourLifecycle.active, TourLifecycle.resellerOnly]

export interface TourRow extends Record<string, unknown> {
  id: number
  tour_id: string
  title: string
  sale_type: number
  pricing_basis: number
  max_group_size: number | null
  include_adults: boolean
  include_children: boolean
  include_infants: boolean
  adults_age_from: number
  adults_age_to: number
  children_age_from: number
  children_age_to: number
  infants_age_from: number
  infants_age_to: number
  booking_cutoff_days: number
  booking_cutoff_hours: number | null
  duration_minutes: number | null
  start_times: string[] | null
  pickup_location_id: number | null
  /** The tour's options (decision 073), in their order; null for a tour that sells one way. */
  options: TourOptionRow[] | null
  /** Set by loadTourOption: the option a call names (null: the tour's one default option). */
  option?: TourOptionRow | null
}

export interface TourOptionRow {
  id: number
  name: string
  kind: number
}

const TOURS_QUERY = sql`
  select a.id, a.tour_id, a.title, a.sale_type, a.pricing_basis, a.max_group_size,
         a.include_adults, a.include_children, a.include_infants,
         a.adults_age_from, a.adults_age_to, a.children_age_from, a.children_age_to,
         a.infants_age_from, a.infants_age_to, a.booking_cutoff_days, a.booking_cutoff_hours,
         a.duration_minutes,
         (select array_agg(distinct to_char(st.start_time, 'HH24:MI') order by to_char(st.start_time, 'HH24:MI'))
            from activity_start_times st where st.activity_id = a.id) as start_times,
         (select json_agg(json_build_object('id', o.id, 'name', o.name, 'kind', o.kind) order by o.sort_order, o.id)
            from activity_options o where o.activity_id = a.id) as options,
         (select min(pl.location_id)::int from activity_pickup_locations pl where pl.activity_id = a.id) as pickup_location_id
    from activities a
   where a.status in (${sql.join(
     OCTO_SELLS.map((status) => sql`${status}`),
     sql`, `,
   )})`

/** A reseller may be limited to some tours (null = every active tour). */
function allowedFilter(reseller: Reseller) {
  const ids = reseller.allowedActivityIds
  if (ids === null) return sql``
  if (ids.length === 0) return sql` and false`
  return sql` and a.id in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`
}

/**
 * The reseller's products, reseller-only ones (the sandbox, decision 060) first, then by id;
 * `page` cuts one page of them. Conformance suites and resellers' test runs book the first product
 * of a kind they find: first, the sandbox takes their repeated test bookings, not a real departure.
 */
export async function loadTours(
  db: DbOrTx,
  reseller: Reseller,
  page: { limit?: number | undefined; offset?: number | undefined } = {},
): Promise<TourRow[]> {
  const limit = page.limit === undefined ? sql`` : sql` limit ${page.limit}`
  const offset = page.offset ? sql` offset ${page.offset}` : sql``
  return queryRows<TourRow>(
    db,
    sql`${TOURS_QUERY}${allowedFilter(reseller)} order by (a.status = ${TourLifecycle.resellerOnly}) desc, a.id${limit}${offset}`,
  )
}

/** How many products the reseller has in all. */
export async function countTours(db: DbOrTx, reseller: Reseller): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from activities a where a.status in (${sql.join(
      OCTO_SELLS.map((status) => sql`${status}`),
      sql`, `,
    )})${allowedFilter(reseller)}`,
  )
  return row?.n ?? 0
}

/** The tour behind a productId ("id" of the tour as text), or INVALID_PRODUCT_ID. */
export async function loadTour(db: DbOrTx, reseller: Reseller, productId: string): Promise<TourRow> {
  const id = /^\d{1,9}$/.test(productId) ? Number(productId) : null
  const [row] =
    id === null
      ? []
      : await queryRows<TourRow>(db, sql`${TOURS_QUERY}${allowedFilter(reseller)} and a.id = ${id}`)
  if (!row) throw new OctoError('INVALID_PRODUCT_ID', OctoMessages.invalidProduct(productId), { productId })
  return row
}

/**
 * The tour and the option check every availability and booking call starts with. A tour with
 * options answers to their ids; "DEFAULT" still names its first option, so a reseller's mapping
 * made before the tour had options keeps booking.
 */
export async function loadTourOption(db: DbOrTx, reseller: Reseller, productId: string, optionId: string) {
  const tour = await loadTour(db, reseller, productId)
  const options = tour.options ?? []
  const option =
    optionId === OCTO_OPTION_ID ? (options[0] ?? null) : options.find((o) => String(o.id) === optionId)
  if (option === undefined)
    throw new OctoError('INVALID_OPTION_ID', OctoMessages.invalidOption(optionId), { optionId })
  return { ...tour, option }
}

/** The units an option sells: its age bands, or one group unit when the tour is priced per group. */
export function unitIdsOf(
  tour: TourRow,
  option: TourOptionRow | null | undefined = tour.option,
): OctoUnitId[] {
  // A private option sells vehicles for people: its units are always the age bands.
  if (tour.pricing_basis === PricingBasis.perGroup && option?.kind !== OptionKind.private) return ['group']
  const ids: OctoUnitId[] = []
  if (tour.include_adults) ids.push('adult')
  if (tour.include_children) ids.push('child')
  if (tour.include_infants) ids.push('infant')
  return ids
}

/** People one unit item stands for (a group is the tour's largest group). */
export const groupSize = (tour: TourRow) => Math.max(tour.max_group_size ?? 1, 1)

function unit(tour: TourRow, id: OctoUnitId): OctoUnit {
  const band = {
    adult: { type: 'ADULT', name: 'Adult', min: tour.adults_age_from, max: tour.adults_age_to },
    child: { type: 'CHILD', name: 'Child', min: tour.children_age_from, max: tour.children_age_to },
    infant: { type: 'INFANT', name: 'Infant', min: tour.infants_age_from, max: tour.infants_age_to },
    group: { type: 'OTHER', name: 'Group', min: 0, max: 99 },
  }[id]
  return {
    id,
    internalName: band.name,
    reference: id,
    type: band.type as OctoUnit['type'],
    restrictions: {
      minAge: band.min,
      maxAge: band.max,
      idRequired: false,
      minQuantity: null,
      // A booking takes at most MAX_TRAVELLERS_PER_TYPE of each age band (as the site), one group.
      maxQuantity: id === 'group' ? 1 : MAX_TRAVELLERS_PER_TYPE,
      paxCount: id === 'group' ? groupSize(tour) : 1,
      // Children and infants travel with an adult (spec §5: at least one adult).
      accompaniedBy: id === 'child' || id === 'infant' ? ['adult'] : [],
    },
    requiredContactFields: [],
  }
}

export function toOctoProduct(tour: TourRow): OctoProduct {
  const startTimes = tour.start_times ?? []
  return {
    id: String(tour.id),
    internalName: tour.title,
    reference: tour.tour_id,
    locale: 'en',
    timeZone: OCTO_TIME_ZONE,
    allowFreesale: false,
    instantConfirmation: tour.sale_type === SaleType.instant,
    instantDelivery: true,
    availabilityRequired: true,
    availabilityType: startTimes.length > 0 ? 'START_TIME' : 'OPENING_HOURS',
    deliveryFormats: OCTO_DELIVERY_FORMATS,
    deliveryMethods: ['VOUCHER'],
    redemptionMethod: OCTO_REDEMPTION_METHOD,
    defaultCurrency: 'USD',
    availableCurrencies: ['USD'],
    options: (tour.options?.length ? tour.options : [null]).map((option, i) => ({
      id: option ? String(option.id) : OCTO_OPTION_ID,
      default: i === 0,
      internalName: option?.name ?? 'Standard',
      reference: null,
      availabilityLocalStartTimes: startTimes.length > 0 ? startTimes : ['00:00'],
      cancellationCutoff: `${FREE_CANCELLATION_HOURS} hours`,
      cancellationCutoffAmount: FREE_CANCELLATION_HOURS,
      cancellationCutoffUnit: 'hour' as const,
      requiredContactFields: [
        'firstName',
        'lastName',
        'emailAddress',
        'phoneNumber',
      ] as OctoProduct['options'][number]['requiredContactFields'],
      restrictions: { minUnits: 1, maxUnits: null },
      units: unitIdsOf(tour, option).map((id) => unit(tour, id)),
    })),
  }
}
