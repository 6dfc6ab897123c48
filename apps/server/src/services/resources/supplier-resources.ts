/**
 * A supplier's vehicles and driver-guides and their days off (decision 074). A day off is a
 * resource_days row holding 'off': the same primary key that keeps a resource to one trip a day
 * keeps it off a trip on its day off, and refuses the day off while it works a trip.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type DbOrTx, type Tx } from '@serendib/db/client'
import type { Resource, ResourceBody, ResourcesList } from '@serendib/domain/api/supplier-resources'
import { todayInColombo } from '@serendib/domain/dates'
import { NotFoundError, UnprocessableError } from '@serendib/domain/errors'
import { imageSources } from '@serendib/domain/images'
import { DAY_OFF, ResourceMessages } from '@serendib/domain/resources'
import { bookingsLeftShort, lockFleet } from './fleet.ts'

interface Row extends Record<string, unknown> {
  id: number
  kind: 'vehicle' | 'guide'
  name: string
  seats: number | null
  plate: string | null
  phone: string | null
  languages: string[]
  licence_number: string | null
  days_off: string[] | null
  busy_days: string[] | null
  photo_key: string | null
  photo_widths: number[] | null
}

const columns = (today: string) => sql`
  r.id, r.kind, r.name, r.seats, r.plate, r.phone, r.languages, r.licence_number, r.photo_key, r.photo_widths,
  array(select d.day::text from resource_days d where d.resource_id = r.id and d.trip = ${DAY_OFF}
         and d.day >= ${today}::date order by d.day limit 60) as days_off,
  array(select d.day::text from resource_days d where d.resource_id = r.id and d.trip <> ${DAY_OFF}
         and d.day >= ${today}::date order by d.day limit 60) as busy_days`

function json(r: Row): Resource {
  return {
    id: r.id,
    kind: r.kind,
    name: r.name,
    seats: r.seats,
    plate: r.plate,
    phone: r.phone,
    languages: r.languages ?? [],
    licence_number: r.licence_number,
    days_off: r.days_off ?? [],
    busy_days: r.busy_days ?? [],
    photo: r.photo_key ? imageSources(r.photo_key, r.photo_widths ?? []) : null,
  }
}

export async function listResources(
  db: DbOrTx,
  supplierId: number,
  now = new Date(),
): Promise<ResourcesList> {
  const rows = await queryRows<Row>(
    db,
    sql`select ${columns(todayInColombo(now))} from supplier_resources r
         where r.supplier_user_id = ${supplierId} and r.archived_at is null
         order by r.kind, r.seats nulls last, lower(r.name), r.id`,
  )
  return {
    vehicles: rows.filter((r) => r.kind === 'vehicle').map(json),
    guides: rows.filter((r) => r.kind === 'guide').map(json),
  }
}

export async function ownResource(
  db: DbOrTx,
  supplierId: number,
  id: number,
  now = new Date(),
): Promise<Resource> {
  const [row] = await queryRows<Row>(
    db,
    sql`select ${columns(todayInColombo(now))} from supplier_resources r
         where r.id = ${id} and r.supplier_user_id = ${supplierId} and r.archived_at is null`,
  )
  // Another supplier's resource reads as unknown, never as forbidden.
  if (!row) throw new NotFoundError(ResourceMessages.notFound)
  return json(row)
}

function values(body: ResourceBody) {
  return body.kind === 'vehicle'
    ? { name: body.name, seats: body.seats, plate: body.plate, phone: null, languages: [], licence: null }
    : {
        name: body.name,
        seats: null,
        plate: null,
        phone: body.phone,
        languages: [...new Set(body.languages)],
        licence: body.licence_number,
      }
}

export async function createResource(tx: Tx, supplierId: number, body: ResourceBody): Promise<Resource> {
  const v = values(body)
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into supplier_resources (supplier_user_id, kind, name, seats, plate, phone, languages, licence_number)
        values (${supplierId}, ${body.kind}, ${v.name}, ${v.seats}, ${v.plate}, ${v.phone},
                ${sql`array[${sql.join(
                  v.languages.map((l) => sql`${l}`),
                  sql`, `,
                )}]::text[]`}, ${v.licence})
        returning id`,
  )
  return ownResource(tx, supplierId, row!.id)
}

/** Edits a resource; its kind stays (a van does not become a guide). A smaller vehicle keeps its trips. */
export async function updateResource(
  tx: Tx,
  supplierId: number,
  id: number,
  body: ResourceBody,
): Promise<Resource> {
  const current = await ownResource(tx, supplierId, id)
  if (current.kind !== body.kind) throw new UnprocessableError(ResourceMessages.wrongKind)
  const v = values(body)
  await tx.execute(
    sql`update supplier_resources
           set name = ${v.name}, seats = ${v.seats}, plate = ${v.plate}, phone = ${v.phone},
               languages = ${sql`array[${sql.join(
                 v.languages.map((l) => sql`${l}`),
                 sql`, `,
               )}]::text[]`}, licence_number = ${v.licence}, updated_at = now()
         where id = ${id} and supplier_user_id = ${supplierId}`,
  )
  return ownResource(tx, supplierId, id)
}

/** Retires a resource: offered for no new trip; trips already assigned keep it (shown on the manifest). */
export async function archiveResource(tx: Tx, supplierId: number, id: number): Promise<void> {
  await ownResource(tx, supplierId, id)
  await tx.execute(
    sql`update supplier_resources set archived_at = now(), updated_at = now()
         where id = ${id} and supplier_user_id = ${supplierId}`,
  )
}

/**
 * Marks a day off, under the fleet lock (checkouts count the same fleet): refused, naming the
 * bookings, while the resource rides a live booking that day or when the free fleet left would no
 * longer carry the live private bookings still waiting for their vehicles or driver-guides.
 */
export async function addDayOff(tx: Tx, supplierId: number, id: number, day: string): Promise<Resource> {
  const resource = await ownResource(tx, supplierId, id)
  await lockFleet(tx, supplierId)
  await tx.execute(
    sql`insert into resource_days (resource_id, day, trip) values (${id}, ${day}::date, ${DAY_OFF})
        on conflict (resource_id, day) do nothing`,
  )
  const [held] = await queryRows<{ trip: string }>(
    tx,
    sql`select trip from resource_days where resource_id = ${id} and day = ${day}::date`,
  )
  if (held?.trip !== DAY_OFF) {
    const riding = await queryRows<{ booking_reference: string }>(
      tx,
      sql`select distinct b.booking_reference from booking_resources br join bookings b on b.id = br.booking_id
           where br.resource_id = ${id} and br.day = ${day}::date
           order by b.booking_reference`,
    )
    if (riding.length === 0) throw new UnprocessableError(ResourceMessages.dayOffTaken)
    throw new UnprocessableError(
      ResourceMessages.dayOffAssigned(riding.map((r) => r.booking_reference).join(', ')),
    )
  }
  const short = await bookingsLeftShort(tx, supplierId, day, resource.kind)
  // Thrown inside the caller's transaction: the day off just written is rolled back with it.
  if (short.length > 0) throw new UnprocessableError(ResourceMessages.dayOffShort(short.join(', ')))
  return ownResource(tx, supplierId, id)
}

export async function removeDayOff(tx: Tx, supplierId: number, id: number, day: string): Promise<Resource> {
  await ownResource(tx, supplierId, id)
  await tx.execute(
    sql`delete from resource_days where resource_id = ${id} and day = ${day}::date and trip = ${DAY_OFF}`,
  )
  return ownResource(tx, supplierId, id)
}
