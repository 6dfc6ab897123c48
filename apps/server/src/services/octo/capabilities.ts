/**
 * Adds what a request's `Octo-Capabilities` asked for to core answers (decision 053):
 * octo/pricing puts USD cents (retail, and net after the reseller's commission) on units,
 * availabilities and bookings; octo/pickups puts the tour's pick-up points on products and
 * availabilities and the chosen point on bookings. Core answers are built first and left as
 * they are when nothing was asked.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'
import type { octoCalendarDaySchema, octoProductSchema } from '@serendib/domain/api/octo'
import { todayInColombo } from '@serendib/domain/dates'
import { OctoError, OctoMessages, type OctoUnitId } from '@serendib/domain/octo'
import {
  bookingPricing,
  OCTO_CURRENCY,
  OCTO_PICKUPS,
  OCTO_PRICING,
  octoPrice,
  splitCents,
  unitListCents,
  unitPricing,
  type OctoCapability,
} from '@serendib/domain/octo-capabilities'
import { applyDiscount } from '@serendib/domain/money'
import { pickupTimeFor } from '@serendib/domain/pickup-times'
import type { z } from 'zod'
import type { OctoAvailability } from './availability.ts'
import {
  loadPickupPoints,
  loadTourRates,
  octoPickupPoint,
  ratesOn,
  type TourPickupPoint,
  type TourRates,
} from './capability-data.ts'
import type { OctoBookingView } from '@serendib/domain/api/octo'
import { withBookingQuestions, withProductQuestions } from './octo-questions.ts'
import { unitIdsOf, type TourRow } from './products.ts'
import { OptionKind } from '@serendib/domain/tour-options'

type OctoProduct = z.output<typeof octoProductSchema>
type CalendarDay = z.output<typeof octoCalendarDaySchema>

/** What one request asked for, and whose commission its net prices use. */
export interface OctoAsk {
  capabilities: readonly OctoCapability[]
  commissionPercent: number
}
/** We sell in USD only: another currency named in a request is refused, none means USD. */
export function checkCurrency(currency: string | null | undefined): void {
  if (currency && currency.toUpperCase() !== OCTO_CURRENCY)
    throw new OctoError('BAD_REQUEST', OctoMessages.currency(currency))
}

const wantsPricing = (ask: OctoAsk) => ask.capabilities.includes(OCTO_PRICING)
const wantsPickups = (ask: OctoAsk) => ask.capabilities.includes(OCTO_PICKUPS)

/** The cheapest a unit sells for from today on: base or any coming seasonal rate, after the deal. */
function unitPricingFrom(tour: TourRow, rates: TourRates, ask: OctoAsk) {
  const sheets = [rates.base, ...rates.periods.map((p) => p.rates)]
  return unitIdsOf(tour).map((unitId) => {
    const list = Math.min(...sheets.map((sheet) => unitListCents(sheet, unitId)))
    return {
      unitId,
      ...octoPrice(list, applyDiscount(list, rates.discountPercent), ask.commissionPercent),
    }
  })
}

const isPrivateOption = (tour: TourRow, optionId: string) =>
  tour.options?.some((o) => String(o.id) === optionId && o.kind === OptionKind.private) ?? false

export async function withProductCapabilities(
  db: DbOrTx,
  ask: OctoAsk,
  tours: TourRow[],
  asked: OctoProduct[],
): Promise<OctoProduct[]> {
  const products = await withProductQuestions(
    db,
    ask,
    tours.map((t) => t.id),
    asked,
  )
  if (!wantsPricing(ask) && !wantsPickups(ask)) return products
  const ids = tours.map((t) => t.id)
  const today = todayInColombo()
  const rates = wantsPricing(ask) ? await loadTourRates(db, ids, today, today) : null
  const points = wantsPickups(ask) ? await loadPickupPoints(db, ids) : null
  return products.map((product, i) => {
    const tour = tours[i] as TourRow
    const tourRates = rates?.get(tour.id)
    const tourPoints = points?.get(tour.id) ?? []
    const from = tourRates ? unitPricingFrom(tour, tourRates, ask) : []
    return {
      ...product,
      ...(rates && { pricingPer: 'UNIT' as const }),
      ...(points && {
        pickupAvailable: tourPoints.length > 0,
        // Every site booking names a pick-up point, so a reseller's does too.
        pickupRequired: tourPoints.length > 0,
        pickupPoints: tourPoints.map(octoPickupPoint),
      }),
      options: product.options.map((option) => ({
        ...option,
        ...(points && {
          pickupAvailable: tourPoints.length > 0,
          pickupRequired: tourPoints.length > 0,
          pickupPoints: tourPoints.map(octoPickupPoint),
        }),
        units: option.units.map((unit) => {
          // A private option is priced per vehicle (decision 073): no price per unit to start from.
          if (isPrivateOption(tour, option.id)) return unit
          const price = from.find((p) => p.unitId === unit.id)
          if (!price) return unit
          const { unitId: _unitId, ...pricing } = price
          return { ...unit, pricingFrom: [pricing] }
        }),
      })),
    }
  })
}

/** The pick-up points of a departure with their time for its start that day (decision 058). */
function pointsOn(points: TourPickupPoint[], view: OctoAvailability) {
  const day = view.localDateTimeStart.slice(0, 10)
  const start = view.allDay ? null : view.localDateTimeStart.slice(11, 16)
  return points.map((point) => {
    const time = pickupTimeFor(
      { pickup_time: point.time, minutes_before_start: point.minutesBeforeStart },
      start,
    )
    const at = time ? `${day}T${time}:00+05:30` : null
    return { ...octoPickupPoint(point), localDateTime: at, localDateTimeTo: at }
  })
}

export async function withAvailabilityCapabilities(
  db: DbOrTx,
  ask: OctoAsk,
  tour: TourRow,
  views: OctoAvailability[],
): Promise<OctoAvailability[]> {
  if (!views.length || (!wantsPricing(ask) && !wantsPickups(ask))) return views
  const first = views.map((v) => v.localDateTimeStart.slice(0, 10)).sort()[0] as string
  const rates = wantsPricing(ask)
    ? (await loadTourRates(db, [tour.id], first, todayInColombo())).get(tour.id)
    : undefined
  const points = wantsPickups(ask) ? ((await loadPickupPoints(db, [tour.id])).get(tour.id) ?? []) : null
  return views.map((view) => {
    const day = view.localDateTimeStart.slice(0, 10)
    return {
      ...view,
      ...(rates && {
        unitPricing: unitPricing(
          unitIdsOf(tour),
          ratesOn(rates, day),
          rates.discountPercent,
          ask.commissionPercent,
        ),
      }),
      ...(points && {
        pickupAvailable: points.length > 0,
        pickupRequired: points.length > 0,
        pickupPoints: pointsOn(points, view),
      }),
    }
  })
}

export async function withCalendarCapabilities(
  db: DbOrTx,
  ask: OctoAsk,
  tour: TourRow,
  days: CalendarDay[],
): Promise<CalendarDay[]> {
  if (!days.length || !wantsPricing(ask)) return days
  const rates = (await loadTourRates(db, [tour.id], days[0]?.localDate as string, todayInColombo())).get(
    tour.id,
  )
  if (!rates) return days
  return days.map((day) => ({
    ...day,
    unitPricingFrom: unitPricing(
      unitIdsOf(tour),
      ratesOn(rates, day.localDate),
      rates.discountPercent,
      ask.commissionPercent,
    ),
  }))
}

interface BookingFacts extends Record<string, unknown> {
  id: number
  activity_id: number
  day: string
  amount: number
  location_id: number | null
  hotel_name: string | null
  room: string | null
  unit_items: string
  vehicles: { count: number; priceCents: number }[] | null
}

export async function withBookingCapabilities(
  db: DbOrTx,
  ask: OctoAsk,
  asked: OctoBookingView[],
): Promise<OctoBookingView[]> {
  const views = await withBookingQuestions(db, ask, asked)
  if (!views.length || (!wantsPricing(ask) && !wantsPickups(ask))) return views
  const facts = await queryRows<BookingFacts>(
    db,
    sql`select b.id, b.activity_id, to_char(b.start_date, 'YYYY-MM-DD') as day, b.booking_amount_cents as amount,
               b.location_id, b.hotel_name, o.pickup_hotel_room as room, o.unit_items, b.vehicles
          from bookings b join octo_bookings o on o.booking_id = b.id
         where b.id in (${sql.join(
           views.map((v) => sql`${Number(v.id)}`),
           sql`, `,
         )})`,
  )
  const byId = new Map(facts.map((f) => [String(f.id), f]))
  const tourIds = [...new Set(facts.map((f) => f.activity_id))]
  const earliest = facts.map((f) => f.day).sort()[0] ?? todayInColombo()
  const rates = wantsPricing(ask) ? await loadTourRates(db, tourIds, earliest, todayInColombo()) : null
  const points = wantsPickups(ask) ? await loadPickupPoints(db, tourIds) : null
  return views.map((view) => {
    const f = byId.get(view.id)
    if (!f) return view
    const out: OctoBookingView = { ...view }
    const tourRates = rates?.get(f.activity_id)
    if (tourRates) {
      const sheet = ratesOn(tourRates, f.day)
      const items = JSON.parse(f.unit_items) as { unitId: OctoUnitId }[]
      // A private option's list price is its vehicles', shared evenly by the unit items (decision 073).
      const vehiclesList = f.vehicles?.reduce((sum, v) => sum + v.count * v.priceCents, 0) ?? null
      const priced = bookingPricing(
        f.amount,
        vehiclesList === null
          ? items.map((item) => unitListCents(sheet, item.unitId))
          : splitCents(
              vehiclesList,
              items.map(() => 1),
            ),
        ask.commissionPercent,
      )
      out.pricing = priced.pricing
      out.unitItems = view.unitItems.map((item, i) => ({ ...item, pricing: priced.items[i] }))
    }
    if (points) {
      const point = (points.get(f.activity_id) ?? []).find((p) => p.id === String(f.location_id))
      out.pickupRequested = f.location_id !== null
      out.pickupPointId = f.location_id === null ? null : String(f.location_id)
      out.pickupHotel = f.hotel_name
      out.pickupHotelRoom = f.room
      out.pickupPoint = point ? octoPickupPoint(point) : null
    }
    return out
  })
}

/** The octo/pickups fields of a reserve or update request. */
export interface PickupRequest {
  pickupRequested?: boolean
  pickupPointId?: string | null
  pickupHotel?: string | null
  pickupHotelRoom?: string | null
}

export interface ChosenPickup {
  locationId: number
  /** The booking's pick-up type as the site knows it: the airport's fields, or a hotel. */
  pickupType: 'airport' | 'hotel'
  hotelName: string | null
  hotelRoom: string | null
}

/**
 * The pick-up a reseller chose, when it asked for octo/pickups and sent any pick-up field:
 * one of the tour's points (the tour's first when none is named). Null leaves the core default.
 */
export async function chosenPickup(
  db: DbOrTx,
  ask: OctoAsk,
  tourOf: () => Promise<TourRow>,
  body: PickupRequest,
): Promise<ChosenPickup | null> {
  if (!wantsPickups(ask)) return null
  const sent = [body.pickupRequested, body.pickupPointId, body.pickupHotel, body.pickupHotelRoom]
  if (sent.every((field) => field === undefined)) return null
  if (body.pickupRequested === false) throw new OctoError('UNPROCESSABLE_ENTITY', OctoMessages.pickupRequired)
  const tour = await tourOf()
  const points = (await loadPickupPoints(db, [tour.id])).get(tour.id) ?? []
  const wanted = body.pickupPointId ?? String(tour.pickup_location_id)
  const point = points.find((p) => p.id === wanted)
  if (!point) throw new OctoError('BAD_REQUEST', OctoMessages.invalidPickupPoint(wanted))
  return {
    locationId: Number(point.id),
    pickupType: point.isAirport ? 'airport' : 'hotel',
    hotelName: body.pickupHotel?.trim() || null,
    hotelRoom: body.pickupHotelRoom?.trim() || null,
  }
}
