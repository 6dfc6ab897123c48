/**
 * The facts the octo/pricing and octo/pickups capabilities add to answers (decision 053), loaded
 * for many tours at once: each tour's rates (base, seasonal periods, today's deal) and its
 * pick-up points with their usual times.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'
import type { octoPickupPointSchema } from '@serendib/domain/api/octo'
import type { UnitRates } from '@serendib/domain/octo-capabilities'
import type { PricingBasisCode } from '@serendib/domain/pricing-basis'
import type { z } from 'zod'

export type OctoPickupPoint = z.output<typeof octoPickupPointSchema>

export interface TourRates {
  base: UnitRates
  /** Seasonal prices replace the base rates on their days (decision 036). */
  periods: { startsOn: string; endsOn: string; rates: UnitRates }[]
  /** The best deal running today, in whole percent. */
  discountPercent: number
}

interface RateRow extends Record<string, unknown> {
  activity_id: number
  pricing_basis: number
  adult_price_cents: number | null
  child_price_cents: number | null
  infant_price_cents: number | null
  group_price_cents: number | null
  discount: number | null
  periods:
    | string
    | {
        starts_on: string
        ends_on: string
        adult: number | null
        child: number | null
        infant: number | null
        group: number | null
      }[]
    | null
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )

/** Rates of each tour, with the periods that end on or after `from`. */
export async function loadTourRates(
  db: DbOrTx,
  tourIds: readonly number[],
  from: string,
  today: string,
): Promise<Map<number, TourRates>> {
  if (tourIds.length === 0) return new Map()
  const rows = await queryRows<RateRow>(
    db,
    sql`select a.id as activity_id, a.pricing_basis, p.adult_price_cents, p.child_price_cents,
               p.infant_price_cents, p.group_price_cents,
               (select max(dl.discount_percent)::int from deal_subscriptions ds join deals dl on dl.id = ds.deal_id
                 where ds.activity_id = a.id and dl.active
                   and dl.starts_on <= ${today}::date and dl.ends_on >= ${today}::date) as discount,
               (select json_agg(json_build_object('starts_on', to_char(pp.starts_on, 'YYYY-MM-DD'),
                                                  'ends_on', to_char(pp.ends_on, 'YYYY-MM-DD'),
                                                  'adult', pp.adult_price_cents, 'child', pp.child_price_cents,
                                                  'infant', pp.infant_price_cents, 'group', pp.group_price_cents)
                                order by pp.starts_on)
                  from activity_price_periods pp
                 where pp.activity_id = a.id and pp.ends_on >= ${from}::date) as periods
          from activities a left join activity_prices p on p.activity_id = a.id
         where a.id in (${idList(tourIds)})`,
  )
  const out = new Map<number, TourRates>()
  for (const r of rows) {
    const basis = r.pricing_basis as PricingBasisCode
    const periods = (typeof r.periods === 'string' ? JSON.parse(r.periods) : r.periods) ?? []
    out.set(r.activity_id, {
      base: {
        basis,
        adultCents: r.adult_price_cents,
        childCents: r.child_price_cents,
        infantCents: r.infant_price_cents,
        groupCents: r.group_price_cents,
      },
      periods: periods.map((p: Exclude<RateRow['periods'], string | null>[number]) => ({
        startsOn: p.starts_on,
        endsOn: p.ends_on,
        rates: {
          basis,
          adultCents: p.adult,
          childCents: p.child,
          infantCents: p.infant,
          groupCents: p.group,
        },
      })),
      discountPercent: r.discount ?? 0,
    })
  }
  return out
}

/** The rates of one travel day: its seasonal period's, else the base rates. */
export function ratesOn(rates: TourRates, day: string): UnitRates {
  return rates.periods.find((p) => p.startsOn <= day && p.endsOn >= day)?.rates ?? rates.base
}

export interface TourPickupPoint extends OctoPickupPoint {
  /** "HH:MM", the fixed pick-up time of a tour sold per day; null when the supplier sends it later. */
  time: string | null
  /** Minutes before a departure's start (tours with start times, decision 058). */
  minutesBeforeStart: number | null
  isAirport: boolean
}

interface PointRow extends Record<string, unknown> {
  activity_id: number
  id: number
  name: string
  kind: string
  region: string | null
  description: string
  latitude: number | string | null
  longitude: number | string | null
  place: string | null
  pickup_time: string | null
  minutes_before_start: number | null
}

const toNumber = (value: number | string | null) => (value === null ? null : Number(value))

/** Each tour's pick-up points in the tour's order: the places the site's checkout offers. */
export async function loadPickupPoints(
  db: DbOrTx,
  tourIds: readonly number[],
): Promise<Map<number, TourPickupPoint[]>> {
  const out = new Map<number, TourPickupPoint[]>(tourIds.map((id) => [id, []]))
  if (tourIds.length === 0) return out
  const rows = await queryRows<PointRow>(
    db,
    sql`select pl.activity_id, l.id, l.name, l.kind, l.region, l.description, l.latitude, l.longitude,
               parent.name as place, to_char(pl.pickup_time, 'HH24:MI') as pickup_time, pl.minutes_before_start
          from activity_pickup_locations pl
          join locations l on l.id = pl.location_id
          left join locations parent on parent.id = l.parent_location_id
         where pl.activity_id in (${idList(tourIds)})
         order by pl.activity_id, pl.sort_order, l.name`,
  )
  for (const r of rows) {
    const locality = r.place ?? (r.kind === 'place' ? r.name : null)
    out.get(r.activity_id)?.push({
      id: String(r.id),
      name: r.name,
      directions: r.description.trim() || null,
      address: [r.name, r.place, r.region, 'Sri Lanka'].filter(Boolean).join(', '),
      latitude: toNumber(r.latitude),
      longitude: toNumber(r.longitude),
      googlePlaceId: null,
      street: null,
      postalCode: null,
      locality,
      state: r.region,
      country: 'LK',
      time: r.pickup_time,
      minutesBeforeStart: r.minutes_before_start,
      isAirport: r.kind === 'airport',
    })
  }
  return out
}

/** The OCTO view of a point (without our own fields). */
export function octoPickupPoint(point: TourPickupPoint): OctoPickupPoint {
  const { time: _time, minutesBeforeStart: _minutes, isAirport: _airport, ...octo } = point
  return octo
}
