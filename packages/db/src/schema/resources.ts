/**
 * A supplier's vehicles and driver-guides, the days they are busy, who is assigned to a booking,
 * and the supplier's staff accounts (issue 32 points 2 and 3, decision 074).
 *
 * The rule "a resource works one trip a day and never on its day off" is the primary key of
 * resource_days: one row per (resource, day), holding the trip it works or 'off'. A booking's
 * assignment references that row by (resource, day, trip) and may not name 'off', so the
 * database itself refuses a second trip and an assignment on a day off, whichever process asks.
 */
import { sql } from 'drizzle-orm'
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core'
import { bookings } from './bookings.ts'
import { calendarDate, createdAt, id, imageWidths, instant, timestamps } from './columns.ts'
import { users } from './users.ts'

export const supplierResources = pgTable(
  'supplier_resources',
  {
    id: id(),
    supplierUserId: integer('supplier_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'vehicle' | 'guide' (a driver-guide). */
    kind: text('kind').$type<'vehicle' | 'guide'>().notNull(),
    name: text('name').notNull(),
    /** Vehicles: passenger seats. */
    seats: smallint('seats'),
    /** Vehicles: the number plate. */
    plate: text('plate'),
    /** Vehicles: an optional photo in the media store. */
    photoKey: text('photo_key'),
    photoWidths: imageWidths('photo_widths'),
    /** Driver-guides: phone on the day, languages spoken (BCP 47 or names), licence number. */
    phone: text('phone'),
    languages: text('languages').array().notNull().default([]),
    licenceNumber: text('licence_number'),
    /** Retired: kept for past trips, offered for none. */
    archivedAt: instant('archived_at'),
    ...timestamps(),
  },
  (t) => [
    index('supplier_resources_supplier_idx').on(t.supplierUserId, t.kind),
    unique('supplier_resources_id_kind_key').on(t.id, t.kind),
    check('supplier_resources_kind_check', sql`${t.kind} in ('vehicle', 'guide')`),
    check(
      'supplier_resources_vehicle_check',
      sql`${t.kind} <> 'vehicle' or (${t.seats} between 1 and 60 and ${t.plate} is not null)`,
    ),
    check(
      'supplier_resources_guide_check',
      sql`${t.kind} <> 'guide' or (${t.phone} is not null and ${t.licenceNumber} is not null)`,
    ),
  ],
)

/** One row per resource and busy day: the trip it works ('t<tour>@<start>' or 'b<booking>'), or 'off'. */
export const resourceDays = pgTable(
  'resource_days',
  {
    resourceId: integer('resource_id')
      .notNull()
      .references(() => supplierResources.id, { onDelete: 'cascade' }),
    day: calendarDate('day').notNull(),
    trip: text('trip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'resource_days_pkey', columns: [t.resourceId, t.day] }),
    unique('resource_days_trip_key').on(t.resourceId, t.day, t.trip),
  ],
)

/**
 * A vehicle or a driver-guide assigned to a booking for one of its days. Not a bookings row.
 * A private group may need several vehicles (decision 073): `slot` numbers them from 1, and the
 * driver-guide of slot n drives the vehicle of slot n. A resource serves a booking once a day.
 */
export const bookingResources = pgTable(
  'booking_resources',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'vehicle' | 'guide'>().notNull(),
    slot: smallint('slot').notNull().default(1),
    resourceId: integer('resource_id').notNull(),
    day: calendarDate('day').notNull(),
    trip: text('trip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'booking_resources_pkey', columns: [t.bookingId, t.kind, t.day, t.slot] }),
    unique('booking_resources_once_key').on(t.bookingId, t.resourceId, t.day),
    check('booking_resources_slot_check', sql`${t.slot} between 1 and 60`),
    // The day must be held for this very trip: never a day off, never another trip's.
    foreignKey({
      name: 'booking_resources_day_fkey',
      columns: [t.resourceId, t.day, t.trip],
      foreignColumns: [resourceDays.resourceId, resourceDays.day, resourceDays.trip],
    }),
    // A vehicle in the vehicle's place, a driver-guide in the guide's.
    foreignKey({
      name: 'booking_resources_kind_fkey',
      columns: [t.resourceId, t.kind],
      foreignColumns: [supplierResources.id, supplierResources.kind],
    }),
    check('booking_resources_not_off_check', sql`${t.trip} <> 'off'`),
    index('booking_resources_resource_day_idx').on(t.resourceId, t.day),
  ],
)

/**
 * A supplier's staff member (user_type 4): which supplier, which role, and for guides and
 * drivers the driver-guide resource whose trips are theirs. Revoked staff keep the row (audit).
 */
export const supplierStaff = pgTable(
  'supplier_staff',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    supplierUserId: integer('supplier_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'office' | 'guide' | 'driver' (packages/domain/src/staff.ts). */
    role: text('role').$type<'office' | 'guide' | 'driver'>().notNull(),
    guideResourceId: integer('guide_resource_id').references(() => supplierResources.id, {
      onDelete: 'set null',
    }),
    revokedAt: instant('revoked_at'),
    ...timestamps(),
  },
  (t) => [
    index('supplier_staff_supplier_idx').on(t.supplierUserId),
    check('supplier_staff_role_check', sql`${t.role} in ('office', 'guide', 'driver')`),
  ],
)

export type SupplierResource = typeof supplierResources.$inferSelect
export type SupplierStaff = typeof supplierStaff.$inferSelect
