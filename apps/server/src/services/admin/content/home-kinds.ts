/** Home page blocks: the hero slider, featured categories and the Instagram strip. */
import { asc, eq, ilike, inArray } from 'drizzle-orm'
import {
  featuredCategoryInputSchema,
  featuredCategoryItemSchema,
  instagramInputSchema,
  instagramItemSchema,
  sliderInputSchema,
  sliderItemSchema,
} from '@serendib/domain/api/admin-content'
import {
  featuredCategories,
  featuredCategoryCategories,
  instagramPosts,
  sliders,
} from '@serendib/db/schema/content'
import { containsPattern } from '../paging.ts'
import { imageRef, imageWidthsOf } from './images.ts'
import type { ContentKind } from './kind.ts'
import { existingCategories, found, pageRows } from './list-helpers.ts'

const image = (key: string, widths: number[]) => imageRef(key, widths)!

type SliderRow = typeof sliders.$inferSelect
const sliderJson = (r: SliderRow) => ({
  id: r.id,
  image_key: r.imageKey,
  title: r.title,
  sub_text: r.subText,
  sort_order: r.sortOrder,
  active: r.active,
  image: image(r.imageKey, r.imageWidths),
})

export const sliderKind: ContentKind<typeof sliderInputSchema, typeof sliderItemSchema> = {
  path: 'sliders',
  subject: 'slider',
  input: sliderInputSchema,
  item: sliderItemSchema,
  async list(db, page, q) {
    const where = q ? ilike(sliders.title, containsPattern(q)) : undefined
    const p = await pageRows(db, sliders, page, where, (limit, offset) =>
      db
        .select()
        .from(sliders)
        .where(where)
        .orderBy(asc(sliders.sortOrder), asc(sliders.id))
        .limit(limit)
        .offset(offset),
    )
    return p.pageOf(p.data.map(sliderJson))
  },
  async get(db, id) {
    const [row] = await db.select().from(sliders).where(eq(sliders.id, id))
    return sliderJson(found(row))
  },
  async save(tx, ctx, id, input) {
    const values = {
      imageKey: input.image_key,
      imageWidths: await imageWidthsOf(ctx.media, input.image_key, tx),
      title: input.title,
      subText: input.sub_text,
      sortOrder: input.sort_order,
      active: input.active,
    }
    if (id === null) return (await tx.insert(sliders).values(values).returning({ id: sliders.id }))[0]!.id
    await tx.update(sliders).set(values).where(eq(sliders.id, id))
    return id
  },
  async remove(tx, id) {
    await tx.delete(sliders).where(eq(sliders.id, id))
  },
}

type InstagramRow = typeof instagramPosts.$inferSelect
const instagramJson = (r: InstagramRow) => ({
  id: r.id,
  image_key: r.imageKey,
  caption: r.caption,
  link_url: r.linkUrl ?? '',
  sort_order: r.sortOrder,
  active: r.active,
  image: image(r.imageKey, r.imageWidths),
})

export const instagramKind: ContentKind<typeof instagramInputSchema, typeof instagramItemSchema> = {
  path: 'instagram',
  subject: 'instagram-post',
  input: instagramInputSchema,
  item: instagramItemSchema,
  async list(db, page, q) {
    const where = q ? ilike(instagramPosts.caption, containsPattern(q)) : undefined
    const p = await pageRows(db, instagramPosts, page, where, (limit, offset) =>
      db
        .select()
        .from(instagramPosts)
        .where(where)
        .orderBy(asc(instagramPosts.sortOrder), asc(instagramPosts.id))
        .limit(limit)
        .offset(offset),
    )
    return p.pageOf(p.data.map(instagramJson))
  },
  async get(db, id) {
    const [row] = await db.select().from(instagramPosts).where(eq(instagramPosts.id, id))
    return instagramJson(found(row))
  },
  async save(tx, ctx, id, input) {
    const values = {
      imageKey: input.image_key,
      imageWidths: await imageWidthsOf(ctx.media, input.image_key, tx),
      caption: input.caption,
      linkUrl: input.link_url || null,
      sortOrder: input.sort_order,
      active: input.active,
    }
    if (id === null)
      return (await tx.insert(instagramPosts).values(values).returning({ id: instagramPosts.id }))[0]!.id
    await tx.update(instagramPosts).set(values).where(eq(instagramPosts.id, id))
    return id
  },
  async remove(tx, id) {
    await tx.delete(instagramPosts).where(eq(instagramPosts.id, id))
  },
}

type FeaturedRow = typeof featuredCategories.$inferSelect
const featuredJson = (r: FeaturedRow, categories: number[]) => ({
  id: r.id,
  image_key: r.imageKey,
  title: r.title,
  description: r.description,
  categories,
  sort_order: r.sortOrder,
  active: r.active,
  image: image(r.imageKey, r.imageWidths),
})

async function categoriesOf(db: Parameters<ContentKind['get']>[0], ids: number[]) {
  if (ids.length === 0) return new Map<number, number[]>()
  const links = await db
    .select()
    .from(featuredCategoryCategories)
    .where(inArray(featuredCategoryCategories.featuredCategoryId, ids))
  const map = new Map<number, number[]>()
  for (const l of links)
    map.set(l.featuredCategoryId, [...(map.get(l.featuredCategoryId) ?? []), l.categoryId])
  return map
}

export const featuredCategoryKind: ContentKind<
  typeof featuredCategoryInputSchema,
  typeof featuredCategoryItemSchema
> = {
  path: 'featured-categories',
  subject: 'featured-category',
  input: featuredCategoryInputSchema,
  item: featuredCategoryItemSchema,
  async list(db, page, q) {
    const where = q ? ilike(featuredCategories.title, containsPattern(q)) : undefined
    const p = await pageRows(db, featuredCategories, page, where, (limit, offset) =>
      db
        .select()
        .from(featuredCategories)
        .where(where)
        .orderBy(asc(featuredCategories.sortOrder), asc(featuredCategories.id))
        .limit(limit)
        .offset(offset),
    )
    const links = await categoriesOf(
      db,
      p.data.map((r) => r.id),
    )
    return p.pageOf(p.data.map((r) => featuredJson(r, links.get(r.id) ?? [])))
  },
  async get(db, id) {
    const [row] = await db.select().from(featuredCategories).where(eq(featuredCategories.id, id))
    return featuredJson(found(row), (await categoriesOf(db, [id])).get(id) ?? [])
  },
  async save(tx, ctx, id, input) {
    const categoryIds = await existingCategories(tx, input.categories)
    const values = {
      imageKey: input.image_key,
      imageWidths: await imageWidthsOf(ctx.media, input.image_key, tx),
      title: input.title,
      description: input.description,
      sortOrder: input.sort_order,
      active: input.active,
    }
    let savedId = id
    if (savedId === null) {
      savedId = (
        await tx.insert(featuredCategories).values(values).returning({ id: featuredCategories.id })
      )[0]!.id
    } else {
      await tx.update(featuredCategories).set(values).where(eq(featuredCategories.id, savedId))
      await tx
        .delete(featuredCategoryCategories)
        .where(eq(featuredCategoryCategories.featuredCategoryId, savedId))
    }
    if (categoryIds.length) {
      await tx
        .insert(featuredCategoryCategories)
        .values(categoryIds.map((categoryId) => ({ featuredCategoryId: savedId, categoryId })))
    }
    return savedId
  },
  async remove(tx, id) {
    await tx.delete(featuredCategories).where(eq(featuredCategories.id, id))
  },
}
