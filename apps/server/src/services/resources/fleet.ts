/**
 * A private option's vehicles counted from the supplier's listed fleet (decisions 073 and 074):
 * the vehicles of kind 'vehicle' not archived, free on every day of the trip (no resource_days row:
 * neither a day off nor another trip), less the vehicles promised to live private bookings that
 * have not been given one yet; and, when the supplier lists driver-guides, one free driver-guide
 * per vehicle. A supplier who lists no vehicle keeps the typed "vehicles per day" alone.
 *
 * Checkouts and vehicle assignments of one supplier serialise on a transaction-scoped advisory
 * lock (`lockFleet`), so what is read here cannot change under the caller before it commits.
 */
import { sql, type SQL } from 'drizzle-orm'
import { queryRows, type Database, type DbOrTx, type Tx } from '@serendib/db/client'
import { BookingStatus } from '@serendib/domain/booking-status'
import {
  fleetLeftAfter,
  vehicleSeats,
  vehiclesLeftFor,
  type VehicleChoice,
} from '@serendib/domain/tour-options'

type Source = DbOrTx | Database
const rowsOf = <Row extends Record<string, unknown>>(source: Source, query: SQL) =>
  'prepared' in source ? source.execute<Row>(query) : queryRows<Row>(source, query)

/** Namespace of the fleet's advisory lock (the second key is the supplier's user id). */
const FLEET_LOCK = 7301

/** Serialises, until the transaction ends, everyone who counts or assigns the supplier's fleet. */
export async function lockFleet(tx: Tx, supplierId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${FLEET_LOCK}, ${supplierId}::int)`)
}

const LIVE = [BookingStatus.pending, BookingStatus.confirmed, BookingStatus.completed, BookingStatus.dispute]

export interface FleetQuestion {
  supplierId: number
  start: string
  end: string
  /** The new booking's vehicles (the quote's plan). */
  plan: readonly Pick<VehicleChoice, 'seats' | 'count'>[]
  /** A booking being changed: its own vehicles and trip do not count against it. */
  exceptBookingId?: number | null
}

interface Fleet {
  /** Seats of the listed vehicles free on every day asked. */
  free: number[]
  /** Seats of every listed vehicle. */
  all: number[]
  /** Seats of the vehicles promised to live private bookings and not assigned to them yet. */
  held: number[]
  /** Listed driver-guides (0: the supplier lists none, so guides are not counted). */
  guides: number
  guidesFree: number
  guidesPromised: number
}

/** The supplier's fleet on [start, end], or null when it lists no vehicle. */
async function readFleet(
  db: Source,
  supplierId: number,
  start: string,
  end: string,
  exceptBookingId: number | null,
): Promise<Fleet | null> {
  const except = exceptBookingId ?? 0
  const ownTrip = `b${except}`
  const resources = await rowsOf<{ kind: 'vehicle' | 'guide'; seats: number | null; free: boolean }>(
    db,
    sql`select r.kind, r.seats,
               not exists (select 1 from resource_days d where d.resource_id = r.id and d.trip <> ${ownTrip}
                              and d.day between ${start}::date and ${end}::date) as free
          from supplier_resources r
         where r.supplier_user_id = ${supplierId} and r.archived_at is null`,
  )
  const vehicles = resources.filter((r) => r.kind === 'vehicle')
  if (vehicles.length === 0) return null
  // Live private bookings overlapping the days: the vehicles and driver-guides they were promised
  // beyond those already assigned to them (assignment holds their days in resource_days).
  const promised = await rowsOf<{
    vehicles: VehicleChoice[] | null
    vehicle_count: number
    vehicles_held: number
    guides_held: number
  }>(
    db,
    sql`select b.vehicles, b.vehicle_count::int as vehicle_count,
               (select count(distinct br.resource_id) from booking_resources br
                 where br.booking_id = b.id and br.kind = 'vehicle')::int as vehicles_held,
               (select count(distinct br.resource_id) from booking_resources br
                 where br.booking_id = b.id and br.kind = 'guide')::int as guides_held
          from bookings b
         where b.supplier_user_id = ${supplierId} and b.deleted_at is null and b.vehicle_count > 0
           and b.id <> ${except}
           and b.status in (${sql.join(
             LIVE.map((s) => sql`${s}`),
             sql`, `,
           )})
           and b.start_date <= ${end}::date and b.end_date >= ${start}::date`,
  )
  const held: number[] = []
  let guidesPromised = 0
  for (const b of promised) {
    // The assigned ones already sit in resource_days; a booking's largest vehicle goes first.
    held.push(
      ...vehicleSeats(b.vehicles ?? [])
        .sort((x, y) => y - x)
        .slice(b.vehicles_held),
    )
    guidesPromised += Math.max(0, b.vehicle_count - b.guides_held)
  }
  const guides = resources.filter((r) => r.kind === 'guide')
  return {
    free: vehicles.filter((r) => r.free).map((r) => r.seats ?? 0),
    all: vehicles.map((r) => r.seats ?? 0),
    held,
    guides: guides.length,
    guidesFree: guides.filter((g) => g.free).length,
    guidesPromised,
  }
}

/** Driver-guides still free for more vehicles; null when the supplier lists none. */
const guidesLeft = (f: Fleet) => (f.guides === 0 ? null : Math.max(0, f.guidesFree - f.guidesPromised))

/**
 * How many of the plan's vehicles the listed fleet can still send on those days (at most the
 * plan's own count), or null when the supplier lists no vehicle (the typed limit alone applies).
 */
export async function fleetVehiclesLeft(db: Source, q: FleetQuestion): Promise<number | null> {
  const fleet = await readFleet(db, q.supplierId, q.start, q.end, q.exceptBookingId ?? null)
  if (!fleet) return null
  const left = vehiclesLeftFor(vehicleSeats(q.plan), fleet.held, fleet.free)
  const guides = guidesLeft(fleet)
  // Each private vehicle goes out with its driver-guide.
  return guides === null ? left : Math.min(left, guides)
}

/**
 * The fleet a reseller sees for a private option on [start, end] (OCTO availability, decision
 * 073): the vehicles nobody was promised, as the travellers they seat (each vehicle counts at most
 * `largestTier` seats, the biggest vehicle the option sells), at most one per free driver-guide;
 * and the whole fleet the same way as the capacity. Null when the supplier lists no vehicle.
 */
export async function fleetSeats(
  db: Source,
  supplierId: number,
  start: string,
  end: string,
  largestTier: number,
): Promise<{ vehiclesLeft: number[]; vehiclesAll: number[] } | null> {
  const fleet = await readFleet(db, supplierId, start, end, null)
  if (!fleet) return null
  const seat = (n: number) => Math.min(n, largestTier)
  let left = (fleetLeftAfter(fleet.held, fleet.free) ?? []).map(seat).sort((a, b) => b - a)
  const guides = guidesLeft(fleet)
  if (guides !== null) left = left.slice(0, guides)
  const all = fleet.all.map(seat).sort((a, b) => b - a)
  return { vehiclesLeft: left, vehiclesAll: fleet.guides === 0 ? all : all.slice(0, fleet.guides) }
}

/**
 * The live private bookings on `day` whose promised vehicles (kind 'vehicle') or driver-guides
 * (kind 'guide') the supplier's free fleet no longer covers, by reference: empty when they all
 * fit. Read under `lockFleet`, after a day off was written, to refuse it (decision 074).
 */
export async function bookingsLeftShort(
  tx: Tx,
  supplierId: number,
  day: string,
  kind: 'vehicle' | 'guide',
): Promise<string[]> {
  const fleet = await readFleet(tx, supplierId, day, day, null)
  if (!fleet) return []
  const short =
    kind === 'vehicle'
      ? fleetLeftAfter(fleet.held, fleet.free) === null
      : fleet.guides > 0 && fleet.guidesFree < fleet.guidesPromised
  if (!short) return []
  const waiting = await queryRows<{ booking_reference: string }>(
    tx,
    sql`select b.booking_reference from bookings b
         where b.supplier_user_id = ${supplierId} and b.deleted_at is null and b.vehicle_count > 0
           and b.status in (${sql.join(
             LIVE.map((s) => sql`${s}`),
             sql`, `,
           )})
           and b.start_date <= ${day}::date and b.end_date >= ${day}::date
           and (select count(distinct br.resource_id) from booking_resources br
                 where br.booking_id = b.id and br.kind = ${kind}) < b.vehicle_count
         order by b.booking_reference`,
  )
  return waiting.map((w) => w.booking_reference)
}
