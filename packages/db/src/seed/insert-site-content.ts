/**
 * Inserts the editorial demo content: hero sliders, featured category tiles, travel
 * inspirations, location pages, the Instagram strip, site settings and static pages.
 */
import type { Tx } from '../client.ts'
import { locationPages } from '../schema/catalogue.ts'
import {
  featuredCategories,
  featuredCategoryCategories,
  instagramPosts,
  siteContent,
  siteSettings,
  sliders,
  travelInspirationActivities,
  travelInspirations,
  type SiteContentSection,
} from '../schema/content.ts'
import { seoSlug } from '@serendib/domain/admin-content'
import { activities as seedActivities } from './content/activities.ts'
import {
  featuredCategories as seedFeatured,
  siteSettings as seedSettings,
  sliders as seedSliders,
  travelInspirations as seedInspirations,
} from './content/home-content.ts'
import { inspirationArticles } from './content/inspiration-articles.ts'
import { locationPages as seedLocationPages } from './content/location-pages.ts'
import { siteContent as seedSiteContent } from './content/site-content.ts'
import type { CatalogueIds } from './insert-catalogue.ts'
import { reserveIds, type RenderedImages } from './seed-ids.ts'

const pageTitles: Record<SiteContentSection, string> = {
  about: 'About Serendib',
  privacy: 'Privacy Policy',
  cookie: 'Cookie Policy',
  disclaimer: 'Disclaimer',
  guidelines: 'Guidelines',
}

export async function insertSiteContent(tx: Tx, ids: CatalogueIds, images: RenderedImages): Promise<void> {
  await tx.insert(sliders).values(
    seedSliders.map((s) => ({
      imageKey: s.image.key,
      imageWidths: images.widths(s.image.key),
      title: s.title,
      subText: s.subText,
      sortOrder: s.position,
    })),
  )

  for (const f of seedFeatured) {
    const [row] = await tx
      .insert(featuredCategories)
      .values({
        imageKey: f.image.key,
        imageWidths: images.widths(f.image.key),
        title: f.title,
        description: f.description,
        sortOrder: f.position,
      })
      .returning({ id: featuredCategories.id })
    await tx
      .insert(featuredCategoryCategories)
      .values(f.categories.map((c) => ({ featuredCategoryId: row!.id, categoryId: ids.categories.get(c) })))
  }

  for (const t of seedInspirations) {
    const article = inspirationArticles[t.key]
    const [row] = await tx
      .insert(travelInspirations)
      .values({
        page: t.page,
        imageKey: t.image.key,
        imageWidths: images.widths(t.image.key),
        title: t.title,
        description: t.description,
        seoUrl: seoSlug(t.title),
        body: article?.body ?? '',
        sortOrder: t.position,
      })
      .returning({ id: travelInspirations.id })
    const tours = article?.tours ?? []
    if (tours.length === 0) continue
    await tx.insert(travelInspirationActivities).values(
      tours.map((key, i) => ({
        inspirationId: row!.id,
        activityId: ids.activities.get(key),
        sortOrder: i,
      })),
    )
  }

  // full_seo_url carries the page id (/{location}/{title}/location/{pid}), so ids come first.
  const pageIds = await reserveIds(tx, 'location_pages', seedLocationPages.length)
  await tx.insert(locationPages).values(
    seedLocationPages.map((p, i) => ({
      id: pageIds[i]!,
      locationId: ids.places.get(p.place),
      title: p.title,
      description: p.description,
      seoTitle: p.seoTitle,
      seoDescription: p.seoDescription,
      seoUrl: p.seoUrl,
      fullSeoUrl: `/${p.place}/${p.seoUrl}/location/${pageIds[i]!}`,
      imageKey: p.image.key,
      imageWidths: images.widths(p.image.key),
      imageAlt: p.image.alt,
      sortOrder: i,
    })),
  )

  // The content has no Instagram set: the strip shows the covers of a few featured tours.
  const instagram = seedActivities.filter((a) => a.featured).slice(0, 8)
  await tx.insert(instagramPosts).values(
    instagram.map((a, i) => ({
      imageKey: a.images[0]!.key,
      imageWidths: images.widths(a.images[0]!.key),
      caption: a.images[0]!.alt,
      sortOrder: i,
    })),
  )

  await tx.insert(siteSettings).values({
    id: 1,
    title: seedSettings.title,
    description: seedSettings.description,
    keywords: seedSettings.keywords,
    featured: seedSettings.featured.map((key) => ids.activities.get(key)),
  })

  const sections = Object.keys(pageTitles) as SiteContentSection[]
  await tx.insert(siteContent).values(
    sections.map((section) => ({
      section,
      title: pageTitles[section],
      body: seedSiteContent[section].html,
      metaTitle: seedSiteContent[section].metaTitle,
      metaDescription: seedSiteContent[section].metaDescription,
    })),
  )
}
