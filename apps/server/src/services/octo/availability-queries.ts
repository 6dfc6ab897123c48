/** The two availability calls of OCTO core, on top of departures() (availability.ts). */
import type { Db } from '@serendib/db/client'
import type { Reseller } from '@serendib/db/schema/resellers'
import type { OctoAvailabilityBody } from '@serendib/domain/api/octo'
import { OctoError, OctoMessages, parseAvailabilityId } from '@serendib/domain/octo'
import { departures, toCalendar, toOctoAvailability } from './availability.ts'
import {
  checkCurrency,
  withAvailabilityCapabilities,
  withCalendarCapabilities,
  type OctoAsk,
} from './capabilities.ts'
import { expireOctoHolds } from './octo-bookings-read.ts'
import { loadTourOption, type TourRow } from './products.ts'

const paxOf = (units: { quantity: number }[] | undefined) => (units ?? []).reduce((n, u) => n + u.quantity, 0)

export async function availabilityCalendar(
  db: Db,
  reseller: Reseller,
  body: {
    productId: string
    optionId: string
    localDateStart: string
    localDateEnd: string
    units?: { quantity: number }[]
    currency?: string | null
  },
  ask: OctoAsk,
) {
  const tour = await loadTourOption(db, reseller, body.productId, body.optionId)
  checkCurrency(body.currency)
  await expireOctoHolds(db)
  const deps = await departures(db, tour, body.localDateStart, body.localDateEnd)
  const days = toCalendar(tour, deps, body.localDateStart, body.localDateEnd, paxOf(body.units))
  return withCalendarCapabilities(db, ask, tour, days)
}

/** Departures by date range or by id; the only source of availabilityId. */
export async function availabilityCheck(
  db: Db,
  reseller: Reseller,
  body: OctoAvailabilityBody,
  ask: OctoAsk,
) {
  const tour = await loadTourOption(db, reseller, body.productId, body.optionId)
  checkCurrency(body.currency)
  return withAvailabilityCapabilities(db, ask, tour, await departuresAsked(db, tour, body))
}

/**
 * OCTO: exactly one of localDate, localDateStart with localDateEnd, or availabilityIds (a
 * non-empty list); any other mix is a BAD_REQUEST rather than a guess at what was meant.
 */
function askedBy(body: OctoAvailabilityBody): 'day' | 'range' | 'ids' {
  const range = body.localDateStart !== undefined || body.localDateEnd !== undefined
  const ids = body.availabilityIds !== undefined
  const ways = [body.localDate !== undefined, range, ids].filter(Boolean).length
  if (ways !== 1) throw new OctoError('BAD_REQUEST', OctoMessages.datesOrIds)
  if (range && (body.localDateStart === undefined || body.localDateEnd === undefined))
    throw new OctoError('BAD_REQUEST', OctoMessages.datesOrIds)
  if (ids && body.availabilityIds?.length === 0) throw new OctoError('BAD_REQUEST', OctoMessages.datesOrIds)
  return body.localDate !== undefined ? 'day' : range ? 'range' : 'ids'
}

async function departuresAsked(db: Db, tour: TourRow, body: OctoAvailabilityBody) {
  const asked = askedBy(body)
  await expireOctoHolds(db)
  const pax = paxOf(body.units)
  if (asked === 'ids' && body.availabilityIds) {
    const wanted = body.availabilityIds.map((id) => {
      const parsed = parseAvailabilityId(id)
      if (!parsed)
        throw new OctoError('INVALID_AVAILABILITY_ID', OctoMessages.invalidAvailability(id), {
          availabilityId: id,
        })
      return { id, ...parsed }
    })
    const days = wanted.map((w) => w.day).sort()
    const deps = await departures(db, tour, days[0] as string, days[days.length - 1] as string)
    const views = deps.map((d) => toOctoAvailability(tour, d, pax))
    return wanted.map((w) => {
      const view = views.find((v) => v.id === w.id)
      if (!view)
        throw new OctoError('INVALID_AVAILABILITY_ID', OctoMessages.invalidAvailability(w.id), {
          availabilityId: w.id,
        })
      return view
    })
  }
  const start = (asked === 'day' ? body.localDate : body.localDateStart) as string
  const end = (asked === 'day' ? body.localDate : body.localDateEnd) as string
  const deps = await departures(db, tour, start, end)
  return deps.map((d) => toOctoAvailability(tour, d, pax))
}
