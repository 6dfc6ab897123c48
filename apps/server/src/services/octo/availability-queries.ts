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

async function departuresAsked(db: Db, tour: TourRow, body: OctoAvailabilityBody) {
  await expireOctoHolds(db)
  const pax = paxOf(body.units)
  if (body.availabilityIds?.length) {
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
  if (!body.localDateStart || !body.localDateEnd) throw new OctoError('BAD_REQUEST', OctoMessages.datesOrIds)
  const deps = await departures(db, tour, body.localDateStart, body.localDateEnd)
  return deps.map((d) => toOctoAvailability(tour, d, pax))
}
