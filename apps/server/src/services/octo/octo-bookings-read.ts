/**
 * Reading reseller bookings as OCTO bookings, and letting unconfirmed holds run out (their seats
 * go back; the booking is soft-deleted like an unpaid order's, and shows as EXPIRED).
 */
import { sql } from 'drizzle-orm'
import { queryRows, type Db, type DbOrTx } from '@serendib/db/client'
import type { Reseller } from '@serendib/db/schema/resellers'
import type { OctoBookingsQuery, OctoBookingView } from '@serendib/domain/api/octo'
import { BookingStatus, type BookingStatusCode } from '@serendib/domain/booking-status'
import {
  OCTO_OPTION_ID,
  OCTO_SANDBOX_TOUR_CODE,
  OctoError,
  OctoMessages,
  octoStatusOf,
} from '@serendib/domain/octo'
import { beforeCancellationCutoff, tourStartInstant } from '@serendib/domain/cancellation'
import { expireHeldBookings } from '../booking-core/holds.ts'
import { departures, toOctoAvailability, utc } from './availability.ts'
import { loadTour, OCTO_REDEMPTION_METHOD } from './products.ts'
import { availabilityIdOf } from '@serendib/domain/octo'
import { recordHoldExpired } from './webhook-outbox.ts'

export interface OctoBookingRow extends Record<string, unknown> {
  octo_id: number
  uuid: string
  reseller_reference: string | null
  expires_at: Date | string | null
  expired_at: Date | string | null
  reseller_confirmed_at: Date | string | null
  cancel_reason: string | null
  unit_items: string
  notes: string | null
  contact_notes: string | null
  contact_country: string | null
  contact_locales: string[] | null
  created_at: Date | string
  updated_at: Date | string
  booking_id: number
  booking_reference: string
  activity_id: number
  status: BookingStatusCode
  start_date: string
  start_time: string | null
  start_time_id: number | null
  location_id: number | null
  pax: number
  contact_firstname: string
  contact_lastname: string
  contact_email: string
  contact_phone: string
  confirmed_at: Date | string | null
  canceled_at: Date | string | null
  completed_at: Date | string | null
  checked_in_at: Date | string | null
  deleted_at: Date | string | null
  booking_updated_at: Date | string
  option_id: number | null
}

const SELECT = sql`
  select o.id as octo_id, o.uuid, o.reseller_reference, o.expires_at, o.expired_at, o.reseller_confirmed_at,
         o.cancel_reason, o.unit_items, o.notes, o.contact_notes, o.contact_country, o.contact_locales,
         o.created_at, o.updated_at,
         b.id as booking_id, b.booking_reference, b.activity_id, b.status, to_char(b.start_date, 'YYYY-MM-DD') as start_date,
         to_char(b.start_time, 'HH24:MI') as start_time, b.start_time_id, b.location_id,
         (b.num_adults + b.num_children + b.num_infants)::int as pax,
         b.contact_firstname, b.contact_lastname, b.contact_email, b.contact_phone,
         b.confirmed_at, b.canceled_at, b.completed_at, b.checked_in_at, b.deleted_at,
         b.updated_at as booking_updated_at, b.option_id
    from octo_bookings o join bookings b on b.id = o.booking_id`

const iso = (value: Date | string | null) => (value === null ? null : utc(new Date(value)))
const orNull = (value: string) => (value === '' ? null : value)

export function statusOfRow(row: OctoBookingRow) {
  return octoStatusOf({
    status: row.status,
    deleted: row.deleted_at !== null,
    expired: row.expired_at !== null,
    resellerConfirmed: row.reseller_confirmed_at !== null,
  })
}

/** Every stored uuid is one (the reserve body's, or ours): anything else names no booking. */
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The reseller's booking with this uuid, or INVALID_BOOKING_UUID. `lock` inside a transaction. */
export async function loadOctoBooking(db: DbOrTx, reseller: Reseller, uuid: string, lock = false) {
  // Checked before the query: a NUL byte or other junk in the path would otherwise reach SQL.
  const [row] = UUID_SHAPE.test(uuid)
    ? await queryRows<OctoBookingRow>(
        db,
        sql`${SELECT} where o.reseller_id = ${reseller.id} and o.uuid = ${uuid} ${lock ? sql`for update of o, b` : sql``}`,
      )
    : []
  if (!row) throw new OctoError('INVALID_BOOKING_UUID', OctoMessages.invalidBooking(uuid), { uuid })
  return row
}

/**
 * A confirmed booking can be cancelled up to 24 hours before its start (decision 014): the
 * domain's one 24-hour rule, from the booked start time (a reseller's booking has no pick-up time).
 */
export function cancellableAt(row: OctoBookingRow, now = new Date()): boolean {
  return beforeCancellationCutoff(tourStartInstant(row.start_date, row.start_time), now)
}

export async function toOctoBooking(
  db: DbOrTx,
  reseller: Reseller,
  row: OctoBookingRow,
): Promise<OctoBookingView> {
  const status = statusOfRow(row)
  const contact = {
    fullName: orNull(`${row.contact_firstname} ${row.contact_lastname}`.trim()),
    firstName: orNull(row.contact_firstname),
    lastName: orNull(row.contact_lastname),
    emailAddress: orNull(row.contact_email),
    phoneNumber: orNull(row.contact_phone),
    locales: row.contact_locales ?? [],
    postalCode: null,
    country: row.contact_country,
    notes: row.contact_notes,
  }
  const availabilityId = availabilityIdOf(row.start_date, row.start_time)
  let availability = null
  let testMode = false
  try {
    const tour = await loadTour(db, reseller, String(row.activity_id))
    testMode = tour.tour_id === OCTO_SANDBOX_TOUR_CODE
    const dep = (await departures(db, tour, row.start_date, row.start_date)).find(
      (d) => d.time === row.start_time,
    )
    availability = dep ? toOctoAvailability(tour, dep) : null
  } catch {
    // The tour left the catalogue or this reseller's list: the booking still reads.
  }
  const items = JSON.parse(row.unit_items) as { uuid: string; unitId: string; resellerReference?: string }[]
  return {
    id: String(row.booking_id),
    uuid: row.uuid,
    testMode,
    resellerReference: row.reseller_reference,
    supplierReference: row.booking_reference,
    status,
    utcCreatedAt: iso(row.created_at) as string,
    utcUpdatedAt: iso(
      new Date(Math.max(+new Date(row.updated_at), +new Date(row.booking_updated_at))),
    ) as string,
    utcExpiresAt: status === 'ON_HOLD' ? iso(row.expires_at) : null,
    utcRedeemedAt: status === 'REDEEMED' ? iso(row.completed_at) : null,
    utcConfirmedAt: status === 'CONFIRMED' || status === 'REDEEMED' ? iso(row.confirmed_at) : null,
    productId: String(row.activity_id),
    optionId: row.option_id === null ? OCTO_OPTION_ID : String(row.option_id),
    cancellable:
      status === 'ON_HOLD' || status === 'PENDING' || (status === 'CONFIRMED' && cancellableAt(row)),
    cancellation:
      status === 'CANCELLED'
        ? {
            refund: 'FULL',
            reason: row.cancel_reason,
            utcCancelledAt: iso(row.canceled_at ?? row.updated_at) as string,
          }
        : null,
    freesale: false,
    availabilityId,
    availability,
    contact,
    notes: row.notes,
    deliveryMethods: ['VOUCHER'],
    // One voucher for the whole booking; its QR and PDF are added once confirmed (octo-voucher.ts).
    voucher: {
      redemptionMethod: OCTO_REDEMPTION_METHOD,
      utcRedeemedAt: iso(row.checked_in_at),
      deliveryOptions: [],
    },
    unitItems: items.map((item) => ({
      uuid: item.uuid,
      resellerReference: item.resellerReference ?? null,
      supplierReference: null,
      unitId: item.unitId,
      status,
      utcRedeemedAt: null,
      contact,
      ticket: null,
    })),
  }
}

/**
 * OCTO's booking list needs one of resellerReference, supplierReference, localDate, or
 * localDateStart with localDateEnd (else BAD_REQUEST); productId and optionId narrow it further.
 */
export async function listOctoBookings(db: DbOrTx, reseller: Reseller, query: OctoBookingsQuery) {
  const range = query.localDateStart !== undefined || query.localDateEnd !== undefined
  if (range && (query.localDateStart === undefined || query.localDateEnd === undefined))
    throw new OctoError('BAD_REQUEST', OctoMessages.bookingsFilter)
  if (!query.resellerReference && !query.supplierReference && !query.localDate && !range)
    throw new OctoError('BAD_REQUEST', OctoMessages.bookingsFilter)
  if (query.optionId !== undefined && query.optionId !== OCTO_OPTION_ID && !/^\d{1,9}$/.test(query.optionId))
    return []
  if (query.productId !== undefined && !/^\d{1,9}$/.test(query.productId)) return []
  const filters = [sql`o.reseller_id = ${reseller.id}`]
  if (query.resellerReference) filters.push(sql`o.reseller_reference = ${query.resellerReference}`)
  if (query.supplierReference) filters.push(sql`b.booking_reference = ${query.supplierReference}`)
  if (query.localDate) filters.push(sql`b.start_date = ${query.localDate}::date`)
  if (query.localDateStart) filters.push(sql`b.start_date >= ${query.localDateStart}::date`)
  if (query.localDateEnd) filters.push(sql`b.start_date <= ${query.localDateEnd}::date`)
  if (query.productId) filters.push(sql`b.activity_id = ${Number(query.productId)}`)
  if (query.optionId !== undefined)
    filters.push(
      query.optionId === OCTO_OPTION_ID
        ? sql`b.option_id is null`
        : sql`b.option_id = ${Number(query.optionId)}`,
    )
  const rows = await queryRows<OctoBookingRow>(
    db,
    sql`${SELECT} where ${sql.join(filters, sql` and `)} order by b.start_date, o.id limit 500`,
  )
  const out: OctoBookingView[] = []
  for (const row of rows) out.push(await toOctoBooking(db, reseller, row))
  return out
}

/**
 * Holds whose time ran out give their seats back and become EXPIRED. Called before anything
 * that reads or takes seats through OCTO; `skip locked` lets concurrent callers share the work.
 */
export async function expireOctoHolds(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await queryRows<{
      octo_id: number
      booking_id: number
      activity_id: number
      day: string
      pax: number
      start_time_id: number | null
    }>(
      tx,
      sql`select o.id as octo_id, b.id as booking_id, b.activity_id, to_char(b.start_date, 'YYYY-MM-DD') as day,
                 (b.num_adults + b.num_children + b.num_infants)::int as pax, b.start_time_id
            from octo_bookings o join bookings b on b.id = o.booking_id
           where o.expires_at <= ${now.toISOString()}::timestamptz and o.expired_at is null
             and o.reseller_confirmed_at is null and b.status = ${BookingStatus.pending} and b.deleted_at is null
           for update of o, b skip locked`,
    )
    for (const hold of due) {
      await expireHeldBookings(tx, { bookingIds: [hold.booking_id] }, now)
      await tx.execute(
        sql`update octo_bookings set expired_at = ${now.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz where id = ${hold.octo_id}`,
      )
      await recordHoldExpired(tx, hold.booking_id)
    }
    return due.length
  })
}
