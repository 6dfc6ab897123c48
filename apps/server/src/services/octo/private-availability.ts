/**
 * OCTO availability of a private option counts vehicles (decision 073). A private option sells
 * age-band units (people), and OCTO's vacancies are "slots remaining" in the units a reseller
 * books, so a reseller is told the travellers the still-free vehicles seat: each free vehicle
 * (listed, not on a day off or another trip, not promised to another booking, with a free
 * driver-guide, within the option's typed vehicles per day) counts the seats it carries, up to the
 * option's largest tier. Capacity is the same count over the whole fleet. A day with no vehicle
 * left is SOLD_OUT, whatever seats the tour itself has. Reserve then checks the real plan.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'
import { tourEndDate } from '@serendib/domain/checkout'
import type { DurationUnitCode } from '@serendib/domain/duration'
import { OptionKind } from '@serendib/domain/tour-options'
import { vehiclesTaken } from '../booking/quote-option.ts'
import { fleetSeats } from '../resources/fleet.ts'
import type { Departure } from './availability.ts'
import type { TourRow } from './products.ts'

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)
const minOf = (a: number | null, b: number) => (a === null ? b : Math.min(a, b))

export async function withPrivateVehicles(
  db: DbOrTx,
  tour: TourRow,
  deps: Departure[],
): Promise<Departure[]> {
  if (tour.option?.kind !== OptionKind.private || deps.length === 0) return deps
  const [option] = await queryRows<{
    supplier_user_id: number
    duration_value: number
    duration_unit: number
    vehicles_per_day: number | null
    largest: number | null
  }>(
    db,
    sql`select a.supplier_user_id, a.duration_value, a.duration_unit, o.vehicles_per_day,
               (select max(t.seats)::int from activity_option_tiers t where t.option_id = o.id) as largest
          from activity_options o join activities a on a.id = o.activity_id
         where o.id = ${tour.option.id}`,
  )
  if (!option || option.largest === null) return deps
  const largest = option.largest
  const byDay = new Map<string, { left: number | null; capacity: number | null }>()
  for (const day of new Set(deps.map((d) => d.day))) {
    const end = tourEndDate(day, option.duration_value, option.duration_unit as DurationUnitCode)
    const fleet = await fleetSeats(db, option.supplier_user_id, day, end, largest)
    const typed = option.vehicles_per_day
    const typedLeft =
      typed === null ? null : Math.max(0, typed - (await vehiclesTaken(db, tour.option.id, day, end)))
    if (fleet) {
      const left = typedLeft === null ? fleet.vehiclesLeft : fleet.vehiclesLeft.slice(0, typedLeft)
      const all = typed === null ? fleet.vehiclesAll : fleet.vehiclesAll.slice(0, typed)
      byDay.set(day, { left: sum(left), capacity: sum(all) })
    } else if (typed !== null && typedLeft !== null) {
      byDay.set(day, { left: typedLeft * largest, capacity: typed * largest })
    }
  }
  return deps.map((d) => {
    const v = byDay.get(d.day)
    if (!v || v.left === null || v.capacity === null) return d
    return { ...d, left: minOf(d.left, v.left), capacity: minOf(d.capacity, v.capacity) }
  })
}
