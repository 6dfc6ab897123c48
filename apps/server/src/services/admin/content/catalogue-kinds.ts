/** Reference data: categories, and places with their pick-up points (one `locations` table). */
import { and, asc, eq, ilike, ne, or, sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'
import { categories, locations } from '@serendib/db/schema/catalogue'
import { ContentMessages, seoSlug } from '@serendib/domain/admin-content'
import {
  categoryInputSchema,
  categoryItemSchema,
  locationInputSchema,
  locationItemSchema,
} from '@serendib/domain/api/admin-content'
import { ConflictError, UnprocessableError } from '@serendib/domain/errors'
import { containsPattern } from '../paging.ts'
import type { ContentKind } from './kind.ts'
import { found, pageRows } from './list-helpers.ts'

const tourCount = sql<number>`(select count(*)::int from activity_categories ac where ac.category_id = ${categories.id})`

type CategoryRow = typeof categories.$inferSelect
const categoryJson = (r: CategoryRow, tours: number) => ({
  id: r.id,
  name: r.name,
  slug: r.slug,
  description: r.description,
  sort_order: r.sortOrder,
  tours,
})

/** A slug no other row of the table has: the name's, or the name's with a number. */
async function freeSlug(
  db: DbOrTx,
  table: 'categories' | 'locations',
  name: string,
  id: number | null,
): Promise<string> {
  const base = seoSlug(name) || 'item'
  const rows = await queryRows<{ slug: string }>(
    db,
    sql`select slug from ${sql.identifier(table)} where (slug = ${base} or slug like ${`${base}-%`})
         and id is distinct from ${id}`,
  )
  const used = new Set(rows.map((r) => r.slug))
  if (!used.has(base)) return base
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`
}

export const categoryKind: ContentKind<typeof categoryInputSchema, typeof categoryItemSchema> = {
  path: 'categories',
  subject: 'category',
  input: categoryInputSchema,
  item: categoryItemSchema,
  async list(db, page, q) {
    const where = q ? ilike(categories.name, containsPattern(q)) : undefined
    const p = await pageRows(db, categories, page, where, (limit, offset) =>
      db
        .select({ row: categories, tours: tourCount })
        .from(categories)
        .where(where)
        .orderBy(asc(categories.sortOrder), asc(categories.name))
        .limit(limit)
        .offset(offset),
    )
    return p.pageOf(p.data.map((r) => categoryJson(r.row, r.tours)))
  },
  async get(db, id) {
    const [r] = await db
      .select({ row: categories, tours: tourCount })
      .from(categories)
      .where(eq(categories.id, id))
    const row = found(r)
    return categoryJson(row.row, row.tours)
  },
  async save(tx, _ctx, id, input) {
    const [taken] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(
          sql`lower(${categories.name}) = ${input.name.toLowerCase()}`,
          id === null ? undefined : ne(categories.id, id),
        ),
      )
    if (taken) throw new ConflictError(ContentMessages.nameTaken)
    const values = {
      name: input.name,
      description: input.description,
      sortOrder: input.sort_order,
      slug: await freeSlug(tx, 'categories', input.name, id),
    }
    if (id === null)
      return (await tx.insert(categories).values(values).returning({ id: categories.id }))[0]!.id
    await tx.update(categories).set(values).where(eq(categories.id, id))
    return id
  },
  async remove(tx, id) {
    const [used] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from activity_categories where category_id = ${id}`,
    )
    if (used && used.n > 0) throw new ConflictError(ContentMessages.inUse)
    await tx.delete(categories).where(eq(categories.id, id))
  },
}

type LocationRow = typeof locations.$inferSelect
const locationJson = (r: LocationRow) => ({
  id: r.id,
  name: r.name,
  slug: r.slug,
  kind: r.kind,
  parent_location_id: r.parentLocationId,
  is_pickup_point: r.isPickupPoint,
  is_destination: r.isDestination,
  region: r.region ?? '',
  description: r.description,
})

export const locationKind: ContentKind<typeof locationInputSchema, typeof locationItemSchema> = {
  path: 'locations',
  subject: 'location',
  input: locationInputSchema,
  item: locationItemSchema,
  async list(db, page, q) {
    const where = q
      ? or(ilike(locations.name, containsPattern(q)), ilike(locations.region, containsPattern(q)))
      : undefined
    const p = await pageRows(db, locations, page, where, (limit, offset) =>
      db.select().from(locations).where(where).orderBy(asc(locations.name)).limit(limit).offset(offset),
    )
    return p.pageOf(p.data.map(locationJson))
  },
  async get(db, id) {
    const [row] = await db.select().from(locations).where(eq(locations.id, id))
    return locationJson(found(row))
  },
  async save(tx, _ctx, id, input) {
    const [taken] = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(
        and(
          sql`lower(${locations.name}) = ${input.name.toLowerCase()}`,
          id === null ? undefined : ne(locations.id, id),
        ),
      )
    if (taken) throw new ConflictError(ContentMessages.nameTaken)
    if (input.parent_location_id !== null) {
      const [parent] = await tx
        .select({ id: locations.id })
        .from(locations)
        .where(eq(locations.id, input.parent_location_id))
      if (!parent || input.parent_location_id === id)
        throw new UnprocessableError(ContentMessages.unknownLocation)
    }
    const values = {
      name: input.name,
      slug: await freeSlug(tx, 'locations', input.name, id),
      kind: input.kind,
      parentLocationId: input.parent_location_id,
      isPickupPoint: input.is_pickup_point,
      isDestination: input.is_destination,
      region: input.region || null,
      description: input.description,
    }
    if (id === null) return (await tx.insert(locations).values(values).returning({ id: locations.id }))[0]!.id
    await tx.update(locations).set(values).where(eq(locations.id, id))
    return id
  },
  async remove(tx, id) {
    const [used] = await queryRows<{ n: number }>(
      tx,
      sql`select ((select count(*) from activity_locations where location_id = ${id})
                + (select count(*) from activity_pickup_locations where location_id = ${id}))::int as n`,
    )
    if (used && used.n > 0) throw new ConflictError(ContentMessages.inUse)
    await tx.delete(locations).where(eq(locations.id, id))
  },
}
