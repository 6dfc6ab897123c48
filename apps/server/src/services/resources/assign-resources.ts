/**
 * Who drives whom (issue 32 point 2, decision 074): a booking's vehicle and driver-guide for each
 * of its days. A resource works one trip a day: the primary key of resource_days (resource, day)
 * decides, so two processes taking the same last vehicle cannot both win — the second one's
 * `insert … on conflict do nothing` waits for the first to commit and then finds the day taken.
 * Bookings of the same tour and start share a trip (one coach, one guide); a private booking is a
 * trip of its own, and may need several vehicles (its option's count, decision 073): each is a
 * numbered slot with its own driver-guide. Nothing here writes the bookings table (decision 069).
 */
import { sql } from 'drizzle-orm'
import { queryRows, type DbOrTx, type Tx } from '@serendib/db/client'
import { BookingStatus } from '@serendib/domain/booking-status'
import { addDays } from '@serendib/domain/dates'
import { NotFoundError, UnprocessableError } from '@serendib/domain/errors'
import { ResourceMessages, slotSeatNeeds, tripKey, type ResourceKind } from '@serendib/domain/resources'
import { vehicleSeats, type VehicleChoice } from '@serendib/domain/tour-options'
import { lockFleet } from './fleet.ts'

export interface AssignableBooking {
  id: number
  supplierId: number
  activityId: number
  startTime: string | null
  days: string[]
  pax: number
  status: number
  trip: string
  /** Seats each of its vehicles must have, slot 1 first (one slot unless its option counted more). */
  slotNeeds: number[]
}

/**
 * The booking as assignment sees it. `private` comes from the booking's option once tours have
 * options (issue 32 point 1); until then every booking rides its tour's shared trip.
 */
export async function assignableBooking(
  tx: DbOrTx,
  bookingId: number,
  { private: isPrivate = false }: { private?: boolean } = {},
): Promise<AssignableBooking | null> {
  const [b] = await queryRows<{
    id: number
    supplier_user_id: number
    activity_id: number
    start_time: string | null
    start_date: string
    end_date: string
    pax: number
    status: number
    vehicle_count: number
    vehicles: VehicleChoice[] | null
  }>(
    tx,
    sql`select id, supplier_user_id, activity_id, to_char(start_time, 'HH24:MI') as start_time,
               start_date::text as start_date, end_date::text as end_date,
               (num_adults + num_children + num_infants)::int as pax, status, vehicle_count, vehicles
          from bookings where id = ${bookingId} and deleted_at is null`,
  )
  if (!b) return null
  // A booking of a private option (decision 073) took vehicles of its own: it never shares one
  // with the tour's other bookings of that start, whoever asks for the assignment.
  const privateTrip = isPrivate || b.vehicle_count > 0
  const days: string[] = []
  for (let d = b.start_date; d <= b.end_date; d = addDays(d, 1)) days.push(d)
  return {
    id: b.id,
    supplierId: b.supplier_user_id,
    activityId: b.activity_id,
    startTime: b.start_time,
    days,
    pax: b.pax,
    status: b.status,
    trip: tripKey({ id: b.id, activityId: b.activity_id, startTime: b.start_time, private: privateTrip }),
    slotNeeds: slotSeatNeeds(b.pax, b.vehicle_count > 0 ? vehicleSeats(b.vehicles ?? []) : []),
  }
}

/** Seats already taken in `resourceId` on `day` by the bookings of that day's trip. */
async function seatsTaken(tx: Tx, resourceId: number, day: string, exceptBookingId: number): Promise<number> {
  const [row] = await queryRows<{ taken: number }>(
    tx,
    sql`select coalesce(sum(b.num_adults + b.num_children + b.num_infants), 0)::int as taken
          from booking_resources br join bookings b on b.id = br.booking_id
         where br.resource_id = ${resourceId} and br.day = ${day}::date and br.kind = 'vehicle'
           and br.booking_id <> ${exceptBookingId}`,
  )
  return row?.taken ?? 0
}

/** Drops the busy days of `resourceId` that no booking rides any more (never a day off). */
async function dropUnusedDays(tx: Tx, resourceId: number, days: string[], trip: string): Promise<void> {
  for (const day of days) {
    await tx.execute(
      sql`delete from resource_days d
           where d.resource_id = ${resourceId} and d.day = ${day}::date and d.trip = ${trip} and d.trip <> 'off'
             and not exists (select 1 from booking_resources br
                              where br.resource_id = d.resource_id and br.day = d.day)`,
    )
  }
}

/**
 * Takes `resource` for every day of `booking`'s trip, or nothing. Each day is claimed with the
 * primary key and then locked, so a concurrent claimant of the same day waits here and then sees
 * the winner's trip; a vehicle shared by a trip is counted under that lock.
 */
async function tryTake(
  tx: Tx,
  booking: AssignableBooking,
  kind: ResourceKind,
  resource: { id: number; seats: number | null },
  slot: number,
): Promise<boolean> {
  const need = booking.slotNeeds[slot - 1] ?? booking.pax
  for (const day of booking.days) {
    await tx.execute(
      sql`insert into resource_days (resource_id, day, trip) values (${resource.id}, ${day}::date, ${booking.trip})
          on conflict (resource_id, day) do nothing`,
    )
    const [held] = await queryRows<{ trip: string }>(
      tx,
      sql`select trip from resource_days where resource_id = ${resource.id} and day = ${day}::date for update`,
    )
    const fits =
      held?.trip === booking.trip &&
      (kind !== 'vehicle' ||
        (await seatsTaken(tx, resource.id, day, booking.id)) + need <= (resource.seats ?? 0))
    if (!fits) {
      await dropUnusedDays(tx, resource.id, booking.days, booking.trip)
      return false
    }
  }
  for (const day of booking.days) {
    await tx.execute(
      sql`insert into booking_resources (booking_id, kind, slot, resource_id, day, trip)
          values (${booking.id}, ${kind}, ${slot}, ${resource.id}, ${day}::date, ${booking.trip})`,
    )
  }
  return true
}

/**
 * Candidates for `kind` in a slot needing `need` seats, best first: those already working this
 * trip (the shared coach, the same guide), then free ones, the smallest vehicle that seats them
 * first; never one already serving this booking in another slot.
 */
async function candidates(tx: Tx, booking: AssignableBooking, kind: ResourceKind, need: number) {
  const last = booking.days[booking.days.length - 1]!
  return queryRows<{ id: number; seats: number | null; on_trip: boolean }>(
    tx,
    sql`select r.id, r.seats,
               exists (select 1 from resource_days d where d.resource_id = r.id and d.trip = ${booking.trip}
                          and d.day between ${booking.days[0]}::date and ${last}::date) as on_trip
          from supplier_resources r
         where r.supplier_user_id = ${booking.supplierId} and r.kind = ${kind} and r.archived_at is null
           and (${kind} <> 'vehicle' or r.seats >= ${need})
           and not exists (select 1 from booking_resources br where br.booking_id = ${booking.id} and br.resource_id = r.id)
           and not exists (select 1 from resource_days d where d.resource_id = r.id and d.trip <> ${booking.trip}
                              and d.day between ${booking.days[0]}::date and ${last}::date)
         order by on_trip desc, r.seats nulls last, r.id`,
  )
}

/** One vehicle of a booking and the driver-guide who drives it (null: not assigned yet). */
export interface Crew {
  slot: number
  vehicle_id: number | null
  guide_id: number | null
  /** Seats this vehicle must have (the group filled into the option's vehicles). */
  seats_needed: number
}

/** A booking's assignment: slot 1's vehicle and guide as before, and every slot in `crews`. */
export interface Assignment {
  vehicle_id: number | null
  guide_id: number | null
  crews: Crew[]
}

const UNASSIGNED: Assignment = { vehicle_id: null, guide_id: null, crews: [] }

/** What `bookingId` holds, one crew per slot it needs (and any slot beyond that it still holds). */
export async function currentAssignment(
  tx: DbOrTx,
  bookingId: number,
  slotNeeds: number[],
): Promise<Assignment> {
  const rows = await queryRows<{ kind: ResourceKind; slot: number; resource_id: number }>(
    tx,
    sql`select distinct kind, slot, resource_id from booking_resources where booking_id = ${bookingId}`,
  )
  const slots = Math.max(slotNeeds.length, ...rows.map((r) => r.slot))
  const holder = (kind: ResourceKind, slot: number) =>
    rows.find((r) => r.kind === kind && r.slot === slot)?.resource_id ?? null
  const crews = Array.from({ length: slots }, (_, i) => ({
    slot: i + 1,
    vehicle_id: holder('vehicle', i + 1),
    guide_id: holder('guide', i + 1),
    seats_needed: slotNeeds[i] ?? 0,
  }))
  return { vehicle_id: crews[0]?.vehicle_id ?? null, guide_id: crews[0]?.guide_id ?? null, crews }
}

const ASSIGNABLE: readonly number[] = [BookingStatus.pending, BookingStatus.confirmed]

/**
 * Gives a live booking, for each vehicle it needs, a free vehicle with enough seats and a free
 * driver-guide for its days, where it has none yet. Whatever cannot be found stays unassigned (the
 * supplier sees it on the booking page); this never fails the caller's transaction. Returns what
 * the booking now has.
 */
export async function assignResources(
  tx: Tx,
  bookingId: number,
  options: { private?: boolean } = {},
): Promise<Assignment> {
  const booking = await assignableBooking(tx, bookingId, options)
  if (!booking || !ASSIGNABLE.includes(booking.status)) return UNASSIGNED
  // Checkouts count this fleet's free vehicles under the same lock (fleet.ts, decision 073).
  await lockFleet(tx, booking.supplierId)
  const now = await currentAssignment(tx, bookingId, booking.slotNeeds)
  for (const crew of now.crews.slice(0, booking.slotNeeds.length)) {
    for (const kind of ['vehicle', 'guide'] as const) {
      if ((kind === 'vehicle' ? crew.vehicle_id : crew.guide_id) !== null) continue
      for (const candidate of await candidates(tx, booking, kind, crew.seats_needed)) {
        if (await tryTake(tx, booking, kind, candidate, crew.slot)) break
      }
    }
  }
  return currentAssignment(tx, bookingId, booking.slotNeeds)
}

/** Frees what a booking was assigned (it closed, or moved to other days). */
export async function releaseResources(tx: Tx, bookingId: number): Promise<void> {
  const held = await queryRows<{ resource_id: number; day: string; trip: string }>(
    tx,
    sql`delete from booking_resources where booking_id = ${bookingId}
        returning resource_id, day::text as day, trip`,
  )
  for (const h of held) await dropUnusedDays(tx, h.resource_id, [h.day], h.trip)
}

/**
 * The supplier's (or office staff's) choice on the booking page for one vehicle of the booking
 * (`slot`, 1 when not said): `null` unassigns, a resource id takes it for the booking's days —
 * refused, nothing changed, when it is busy with another trip, off, too small for that vehicle's
 * share of the group, already on another of the booking's vehicles, another supplier's or of the
 * wrong kind.
 */
export async function setAssignment(
  tx: Tx,
  supplierId: number,
  bookingId: number,
  choice: { vehicle_id?: number | null; guide_id?: number | null; slot?: number },
  options: { private?: boolean } = {},
): Promise<Assignment> {
  const booking = await assignableBooking(tx, bookingId, options)
  if (!booking || booking.supplierId !== supplierId) throw new NotFoundError()
  if (!ASSIGNABLE.includes(booking.status)) throw new UnprocessableError(ResourceMessages.bookingClosed)
  const slot = choice.slot ?? 1
  if (slot > booking.slotNeeds.length) throw new UnprocessableError(ResourceMessages.noSuchSlot)
  await lockFleet(tx, supplierId)
  const crew = (await currentAssignment(tx, bookingId, booking.slotNeeds)).crews[slot - 1]!
  for (const kind of ['vehicle', 'guide'] as const) {
    const key = kind === 'vehicle' ? 'vehicle_id' : 'guide_id'
    const wanted = choice[key]
    if (wanted === undefined || wanted === crew[key]) continue
    const old = await queryRows<{ resource_id: number; day: string; trip: string }>(
      tx,
      sql`delete from booking_resources where booking_id = ${bookingId} and kind = ${kind} and slot = ${slot}
          returning resource_id, day::text as day, trip`,
    )
    for (const h of old) await dropUnusedDays(tx, h.resource_id, [h.day], h.trip)
    if (wanted === null) continue
    const [resource] = await queryRows<{
      id: number
      seats: number | null
      kind: string
      on_booking: boolean
    }>(
      tx,
      sql`select id, seats, kind,
                 exists (select 1 from booking_resources br where br.booking_id = ${bookingId}
                            and br.resource_id = r.id) as on_booking
            from supplier_resources r
           where id = ${wanted} and supplier_user_id = ${supplierId} and archived_at is null`,
    )
    if (!resource) throw new NotFoundError(ResourceMessages.notFound)
    if (resource.kind !== kind) throw new UnprocessableError(ResourceMessages.wrongKind)
    if (resource.on_booking) throw new UnprocessableError(ResourceMessages.twice)
    if (kind === 'vehicle' && (resource.seats ?? 0) < crew.seats_needed)
      throw new UnprocessableError(ResourceMessages.tooSmall)
    if (!(await tryTake(tx, booking, kind, resource, slot)))
      throw new UnprocessableError(ResourceMessages.busy)
  }
  return currentAssignment(tx, bookingId, booking.slotNeeds)
}

/** "Assign automatically" on the booking page: the supplier's own booking only (others' are 404). */
export async function autoAssignOwn(tx: Tx, supplierId: number, bookingId: number): Promise<Assignment> {
  const booking = await assignableBooking(tx, bookingId)
  if (!booking || booking.supplierId !== supplierId) throw new NotFoundError()
  if (!ASSIGNABLE.includes(booking.status)) throw new UnprocessableError(ResourceMessages.bookingClosed)
  return assignResources(tx, bookingId)
}
