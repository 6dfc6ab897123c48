/** Location landing pages, /{place}/{seo_url}/location/{id} (spec §2). */
import { and, asc, eq, ilike, inArray, ne, or } from 'drizzle-orm'
import { locationPages, locations } from '@serendib/db/schema/catalogue'
import { ContentMessages } from '@serendib/domain/admin-content'
import { locationPageInputSchema, locationPageItemSchema } from '@serendib/domain/api/admin-content'
import { ConflictError, UnprocessableError } from '@serendib/domain/errors'
import { containsPattern } from '../paging.ts'
import { imageRef, imageWidthsOf } from './images.ts'
import type { ContentKind } from './kind.ts'
import { found, pageRows } from './list-helpers.ts'

type Row = { page: typeof locationPages.$inferSelect; name: string }
const json = ({ page: r, name }: Row) => ({
  id: r.id,
  location_id: r.locationId,
  location_name: name,
  title: r.title,
  description: r.description,
  seo_title: r.seoTitle,
  seo_description: r.seoDescription,
  seo_url: r.seoUrl,
  full_seo_url: r.fullSeoUrl,
  image_key: r.imageKey,
  image_alt: r.imageAlt,
  image: imageRef(r.imageKey, r.imageWidths),
  published: r.published,
  sort_order: r.sortOrder,
})

export const locationPageKind: ContentKind<typeof locationPageInputSchema, typeof locationPageItemSchema> = {
  path: 'location-pages',
  subject: 'location-page',
  input: locationPageInputSchema,
  item: locationPageItemSchema,
  async list(db, page, q) {
    // The place's name through a subquery: the page count reads location_pages alone.
    const where = q
      ? or(
          ilike(locationPages.title, containsPattern(q)),
          inArray(
            locationPages.locationId,
            db
              .select({ id: locations.id })
              .from(locations)
              .where(ilike(locations.name, containsPattern(q))),
          ),
        )
      : undefined
    const p = await pageRows(db, locationPages, page, where, (limit, offset) =>
      db
        .select({ page: locationPages, name: locations.name })
        .from(locationPages)
        .innerJoin(locations, eq(locations.id, locationPages.locationId))
        .where(where)
        .orderBy(asc(locationPages.sortOrder), asc(locationPages.id))
        .limit(limit)
        .offset(offset),
    )
    return p.pageOf(p.data.map(json))
  },
  async get(db, id) {
    const [row] = await db
      .select({ page: locationPages, name: locations.name })
      .from(locationPages)
      .innerJoin(locations, eq(locations.id, locationPages.locationId))
      .where(eq(locationPages.id, id))
    return json(found(row))
  },
  async save(tx, ctx, id, input) {
    const [place] = await tx.select().from(locations).where(eq(locations.id, input.location_id))
    if (!place) throw new UnprocessableError(ContentMessages.unknownLocation)
    const [taken] = await tx
      .select({ id: locationPages.id })
      .from(locationPages)
      .where(and(eq(locationPages.seoUrl, input.seo_url), id === null ? undefined : ne(locationPages.id, id)))
    if (taken) throw new ConflictError(ContentMessages.seoUrlTaken)
    const values = {
      locationId: input.location_id,
      title: input.title,
      description: input.description,
      seoTitle: input.seo_title,
      seoDescription: input.seo_description,
      seoUrl: input.seo_url,
      imageKey: input.image_key,
      imageWidths: input.image_key ? await imageWidthsOf(ctx.media, input.image_key, tx) : [],
      imageAlt: input.image_alt,
      published: input.published,
      sortOrder: input.sort_order,
    }
    // full_seo_url carries the page's own id, so a new page is inserted first, then named.
    let savedId = id
    if (savedId === null) {
      savedId = (
        await tx
          .insert(locationPages)
          .values({ ...values, fullSeoUrl: `pending-${crypto.randomUUID()}` })
          .returning({ id: locationPages.id })
      )[0]!.id
    }
    await tx
      .update(locationPages)
      .set({ ...values, fullSeoUrl: `/${place.slug}/${input.seo_url}/location/${savedId}` })
      .where(eq(locationPages.id, savedId))
    return savedId
  },
  async remove(tx, id) {
    await tx.delete(locationPages).where(eq(locationPages.id, id))
  },
}
