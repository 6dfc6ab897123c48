/**
 * Column helpers shared by every table, so ids, money, dates and instants look the same
 * everywhere (conventions: integer cents, timestamptz for instants, date for calendar days).
 */
import { customType, date, integer, timestamp } from 'drizzle-orm/pg-core'

/**
 * Identity primary key. "By default" rather than "always" so the bulk seed can write ids in
 * set-based INSERT … SELECT statements without OVERRIDING SYSTEM VALUE.
 */
export function id() {
  return integer('id').primaryKey().generatedByDefaultAsIdentity()
}

/** Money in whole USD cents; never a float (docs/decisions/004-money-in-cents.md). */
export function cents<TName extends string>(name: TName) {
  return integer(name)
}

/** A calendar date in Asia/Colombo, read and written as "yyyy-MM-dd". */
export function calendarDate<TName extends string>(name: TName) {
  return date(name, { mode: 'string' })
}

/** An instant; JavaScript Date in and out. */
export function instant<TName extends string>(name: TName) {
  return timestamp(name, { withTimezone: true, mode: 'date' })
}

export function createdAt() {
  return instant('created_at').notNull().defaultNow()
}

/** Set by the code that updates a row (drizzle's $onUpdate runs on every ORM update). */
export function updatedAt() {
  return instant('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date())
}

export function timestamps() {
  return { createdAt: createdAt(), updatedAt: updatedAt() }
}

/** Stored image widths of a processed image (packages/domain/src/images.ts). */
export function imageWidths<TName extends string>(name: TName) {
  return integer(name).array().notNull().default([])
}

/** PostgreSQL full-text document; only ever written by a generated column. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector'
  },
})
