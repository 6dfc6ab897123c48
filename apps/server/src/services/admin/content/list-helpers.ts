/** Shared pieces of the content kinds: paging a table, 404s, id lists that must exist. */
import { count, inArray, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '@serendib/db/client'
import { activities } from '@serendib/db/schema/activities'
import { categories } from '@serendib/db/schema/catalogue'
import { ContentMessages } from '@serendib/domain/admin-content'
import { NotFoundError, UnprocessableError } from '@serendib/domain/errors'
import { pageOf, pageWindow } from '../paging.ts'

export async function pageRows<R>(
  db: DbOrTx,
  table: PgTable,
  page: number,
  where: SQL | undefined,
  rows: (limit: number, offset: number) => Promise<R[]>,
) {
  const { limit, offset } = pageWindow(page)
  const [data, [total]] = await Promise.all([
    rows(limit, offset),
    db.select({ n: count() }).from(table).where(where),
  ])
  return { data, total: total?.n ?? 0, page, pageOf: <T>(items: T[]) => pageOf(items, total?.n ?? 0, page) }
}

export function found<T>(row: T | undefined): T {
  if (!row) throw new NotFoundError('Not found')
  return row
}

async function assertAll(
  db: DbOrTx,
  table: typeof activities | typeof categories,
  ids: number[],
  message: string,
) {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return unique
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, unique))
  if (rows.length !== unique.length) throw new UnprocessableError(message)
  return unique
}

export const existingTours = (db: DbOrTx, ids: number[]) =>
  assertAll(db, activities, ids, ContentMessages.unknownTours)
export const existingCategories = (db: DbOrTx, ids: number[]) =>
  assertAll(db, categories, ids, ContentMessages.unknownCategories)
