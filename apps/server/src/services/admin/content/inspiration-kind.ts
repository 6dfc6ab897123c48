/**
 * Travel inspirations: the home cards and, since issue 15, an article each at
 * /travel-inspiration/{seo_url} with its body and linked tours (decision 028).
 */
import { and, asc, eq, ilike, inArray, ne, or } from 'drizzle-orm'
import { travelInspirationActivities, travelInspirations } from '@serendib/db/schema/content'
import { ContentMessages } from '@serendib/domain/admin-content'
import { inspirationInputSchema, inspirationItemSchema } from '@serendib/domain/api/admin-content'
import { ConflictError } from '@serendib/domain/errors'
import type { DbOrTx } from '@serendib/db/client'
import { containsPattern } from '../paging.ts'
import { imageRef, imageWidthsOf } from './images.ts'
import type { ContentKind } from './kind.ts'
import { existingTours, found, pageRows } from './list-helpers.ts'
import { cleanRichText } from './rich-text.ts'

type Row = typeof travelInspirations.$inferSelect
const json = (r: Row, activities: number[]) => ({
  id: r.id,
  page: r.page,
  image_key: r.imageKey,
  title: r.title,
  description: r.description,
  seo_url: r.seoUrl ?? '',
  body: r.body,
  link_url: r.linkUrl ?? '',
  activities,
  sort_order: r.sortOrder,
  active: r.active,
  image: imageRef(r.imageKey, r.imageWidths)!,
})

async function toursOf(db: DbOrTx, ids: number[]) {
  const map = new Map<number, number[]>()
  if (ids.length === 0) return map
  const links = await db
    .select()
    .from(travelInspirationActivities)
    .where(inArray(travelInspirationActivities.inspirationId, ids))
    .orderBy(asc(travelInspirationActivities.sortOrder))
  for (const l of links) map.set(l.inspirationId, [...(map.get(l.inspirationId) ?? []), l.activityId])
  return map
}

export const inspirationKind: ContentKind<typeof inspirationInputSchema, typeof inspirationItemSchema> = {
  path: 'inspirations',
  subject: 'travel-inspiration',
  input: inspirationInputSchema,
  item: inspirationItemSchema,
  async list(db, page, q) {
    const where = q
      ? or(
          ilike(travelInspirations.title, containsPattern(q)),
          ilike(travelInspirations.seoUrl, containsPattern(q)),
        )
      : undefined
    const p = await pageRows(db, travelInspirations, page, where, (limit, offset) =>
      db
        .select()
        .from(travelInspirations)
        .where(where)
        .orderBy(asc(travelInspirations.page), asc(travelInspirations.sortOrder), asc(travelInspirations.id))
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
    const [row] = await db.select().from(travelInspirations).where(eq(travelInspirations.id, id))
    return json(found(row), (await toursOf(db, [id])).get(id) ?? [])
  },
  async save(tx, ctx, id, input) {
    const [taken] = await tx
      .select({ id: travelInspirations.id })
      .from(travelInspirations)
      .where(
        and(
          eq(travelInspirations.seoUrl, input.seo_url),
          id === null ? undefined : ne(travelInspirations.id, id),
        ),
      )
    if (taken) throw new ConflictError(ContentMessages.seoUrlTaken)
    const tourIds = await existingTours(tx, input.activities)
    const values = {
      page: input.page,
      imageKey: input.image_key,
      imageWidths: await imageWidthsOf(ctx.media, input.image_key, tx),
      title: input.title,
      description: input.description,
      seoUrl: input.seo_url,
      body: cleanRichText(input.body),
      linkUrl: input.link_url || null,
      sortOrder: input.sort_order,
      active: input.active,
    }
    let savedId = id
    if (savedId === null) {
      savedId = (
        await tx.insert(travelInspirations).values(values).returning({ id: travelInspirations.id })
      )[0]!.id
    } else {
      await tx.update(travelInspirations).set(values).where(eq(travelInspirations.id, savedId))
      await tx
        .delete(travelInspirationActivities)
        .where(eq(travelInspirationActivities.inspirationId, savedId))
    }
    if (tourIds.length) {
      await tx
        .insert(travelInspirationActivities)
        .values(tourIds.map((activityId, i) => ({ inspirationId: savedId, activityId, sortOrder: i })))
    }
    return savedId
  },
  async remove(tx, id) {
    await tx.delete(travelInspirations).where(eq(travelInspirations.id, id))
  },
}
