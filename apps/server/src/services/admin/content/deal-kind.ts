/** Deals: a discount percent over inclusive dates (Asia/Colombo) and the tours subscribed to it. */
import { asc, desc, eq, ilike, inArray } from 'drizzle-orm'
import type { DbOrTx } from '@serendib/db/client'
import { dealSubscriptions, deals } from '@serendib/db/schema/deals'
import { dealInputSchema, dealItemSchema } from '@serendib/domain/api/admin-content'
import { containsPattern } from '../paging.ts'
import { imageRef, imageWidthsOf } from './images.ts'
import type { ContentKind } from './kind.ts'
import { existingTours, found, pageRows } from './list-helpers.ts'

type Row = typeof deals.$inferSelect
const json = (r: Row, activities: number[]) => ({
  id: r.id,
  title: r.title,
  description: r.description,
  discount_percent: r.discountPercent,
  starts_on: r.startsOn,
  ends_on: r.endsOn,
  image_key: r.imageKey,
  active: r.active,
  activities,
  image: imageRef(r.imageKey, r.imageWidths),
})

async function toursOf(db: DbOrTx, ids: number[]) {
  const map = new Map<number, number[]>()
  if (ids.length === 0) return map
  const links = await db
    .select()
    .from(dealSubscriptions)
    .where(inArray(dealSubscriptions.dealId, ids))
    .orderBy(asc(dealSubscriptions.id))
  for (const l of links) map.set(l.dealId, [...(map.get(l.dealId) ?? []), l.activityId])
  return map
}

export const dealKind: ContentKind<typeof dealInputSchema, typeof dealItemSchema> = {
  path: 'deals',
  subject: 'deal',
  input: dealInputSchema,
  item: dealItemSchema,
  async list(db, page, q) {
    const where = q ? ilike(deals.title, containsPattern(q)) : undefined
    const p = await pageRows(db, deals, page, where, (limit, offset) =>
      db
        .select()
        .from(deals)
        .where(where)
        .orderBy(desc(deals.startsOn), desc(deals.id))
        .limit(limit)
        .offset(offset),
    )
    const tours = await toursOf(
      db,
      p.data.map((r) => r.id),
    )
    return p.pageOf(p.data.map((r) => json(r, tours.get(r.id) ?? [])))
  },
  async get(db, id) {
    const [row] = await db.select().from(deals).where(eq(deals.id, id))
    return json(found(row), (await toursOf(db, [id])).get(id) ?? [])
  },
  async save(tx, ctx, id, input) {
    const tourIds = await existingTours(tx, input.activities)
    const values = {
      title: input.title,
      description: input.description,
      discountPercent: input.discount_percent,
      startsOn: input.starts_on,
      endsOn: input.ends_on,
      imageKey: input.image_key,
      imageWidths: input.image_key ? await imageWidthsOf(ctx.media, input.image_key, tx) : [],
      active: input.active,
    }
    let savedId = id
    if (savedId === null) {
      savedId = (await tx.insert(deals).values(values).returning({ id: deals.id }))[0]!.id
    } else {
      await tx.update(deals).set(values).where(eq(deals.id, savedId))
      await tx.delete(dealSubscriptions).where(eq(dealSubscriptions.dealId, savedId))
    }
    if (tourIds.length) {
      await tx
        .insert(dealSubscriptions)
        .values(tourIds.map((activityId) => ({ dealId: savedId, activityId })))
    }
    return savedId
  },
  async remove(tx, id) {
    await tx.delete(deals).where(eq(deals.id, id))
  },
}
