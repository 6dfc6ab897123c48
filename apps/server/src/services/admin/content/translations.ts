/**
 * The console's translations of site content (decision 086): read an item's English text beside
 * its translations in every language, and save one language's fields. Numeric items keep their
 * rows in content_translations, site-content pages in site_content_translations; an empty field
 * removes its row, so the public page falls back to English with its note (decision 076).
 * Rich-text fields (an inspiration's article, a site page's body) are sanitised with the English
 * body's allow-list before they are stored.
 */
import { and, eq } from 'drizzle-orm'
import type { Database, DbOrTx } from '@serendib/db/client'
import { categories, locationPages } from '@serendib/db/schema/catalogue'
import { featuredCategories, siteContent, sliders, travelInspirations } from '@serendib/db/schema/content'
import { contentTranslations, siteContentTranslations } from '@serendib/db/schema/translations'
import {
  TRANSLATABLE_KINDS,
  type TranslatableField,
  type TranslationTarget,
  type TranslationsView,
} from '@serendib/domain/api/admin-translations'
import { NotFoundError } from '@serendib/domain/errors'
import { CONTENT_LOCALES, type ContentLocale } from '@serendib/domain/i18n/content'
import { recordAudit, type AuditActor } from '../../audit/record-audit.ts'
import { cleanRichText } from './rich-text.ts'

type Texts = Record<string, string>

/** The item's English text by API field name; 404 when there is no such item. */
async function englishText(db: DbOrTx, target: TranslationTarget): Promise<Texts> {
  const one = async <Row>(rows: Promise<Row[]>) => {
    const [row] = await rows
    if (!row) throw new NotFoundError('There is no such item')
    return row
  }
  switch (target.kind) {
    case 'slider': {
      const row = await one(db.select().from(sliders).where(eq(sliders.id, target.id)))
      return { title: row.title, sub_text: row.subText }
    }
    case 'featured_category': {
      const row = await one(db.select().from(featuredCategories).where(eq(featuredCategories.id, target.id)))
      return { title: row.title, description: row.description }
    }
    case 'travel_inspiration': {
      const row = await one(db.select().from(travelInspirations).where(eq(travelInspirations.id, target.id)))
      return { title: row.title, description: row.description, body: row.body }
    }
    case 'location_page': {
      const row = await one(db.select().from(locationPages).where(eq(locationPages.id, target.id)))
      return {
        title: row.title,
        description: row.description,
        seo_title: row.seoTitle,
        seo_description: row.seoDescription,
      }
    }
    case 'category': {
      const row = await one(db.select().from(categories).where(eq(categories.id, target.id)))
      return { title: row.name }
    }
    case 'site_content': {
      // A section nobody has written yet is still a page (English empty), as the console lists it.
      const [row] = await db.select().from(siteContent).where(eq(siteContent.section, target.id))
      return {
        title: row?.title ?? '',
        body: row?.body ?? '',
        meta_title: row?.metaTitle ?? '',
        meta_description: row?.metaDescription ?? '',
      }
    }
  }
}

/** Every stored translation of the item: language → field → text. */
async function storedTranslations(db: DbOrTx, target: TranslationTarget) {
  const rows =
    target.kind === 'site_content'
      ? await db
          .select({
            locale: siteContentTranslations.locale,
            field: siteContentTranslations.field,
            value: siteContentTranslations.value,
          })
          .from(siteContentTranslations)
          .where(eq(siteContentTranslations.section, target.id))
      : await db
          .select({
            locale: contentTranslations.locale,
            field: contentTranslations.field,
            value: contentTranslations.value,
          })
          .from(contentTranslations)
          .where(and(eq(contentTranslations.kind, target.kind), eq(contentTranslations.itemId, target.id)))
  const byLocale = new Map<string, Texts>()
  for (const row of rows) byLocale.set(row.locale, { ...byLocale.get(row.locale), [row.field]: row.value })
  return byLocale
}

function fieldSpecs(target: TranslationTarget): [string, TranslatableField][] {
  return Object.entries(TRANSLATABLE_KINDS[target.kind].fields)
}

export async function readTranslations(db: DbOrTx, target: TranslationTarget): Promise<TranslationsView> {
  const english = await englishText(db, target)
  const stored = await storedTranslations(db, target)
  const specs = fieldSpecs(target)
  const translations: Record<string, Texts> = {}
  const missing: Record<string, string[]> = {}
  for (const locale of CONTENT_LOCALES) {
    const texts = stored.get(locale) ?? {}
    translations[locale] = Object.fromEntries(specs.map(([name]) => [name, texts[name] ?? '']))
    // Counted as the public API counts `untranslated`: English text and no translation.
    missing[locale] = specs
      .map(([name]) => name)
      .filter((name) => english[name]?.trim() && !texts[name]?.trim())
  }
  return {
    kind: target.kind,
    id: String(target.id),
    name: english.title || String(target.id),
    fields: specs.map(([name, spec]) => ({
      name,
      label: spec.label,
      max: spec.max,
      rich: Boolean(spec.rich),
      multiline: Boolean(spec.multiline),
      english: english[name] ?? '',
    })),
    translations,
    missing,
  }
}

/**
 * Saves one language's fields (already checked by parseTranslationFields) in one transaction with
 * its audit row; '' (or rich text that cleans to nothing) removes the field's translation.
 */
export async function saveTranslations(
  database: Database,
  actor: AuditActor,
  target: TranslationTarget,
  locale: ContentLocale,
  fields: Texts,
): Promise<TranslationsView> {
  const specs = Object.fromEntries(fieldSpecs(target))
  return database.transaction(async (tx) => {
    const before = await readTranslations(tx, target)
    for (const [field, raw] of Object.entries(fields)) {
      const value = specs[field]?.rich ? cleanRichText(raw).trim() : raw
      if (target.kind === 'site_content') {
        const key = and(
          eq(siteContentTranslations.section, target.id),
          eq(siteContentTranslations.locale, locale),
          eq(siteContentTranslations.field, field),
        )
        if (!value) await tx.delete(siteContentTranslations).where(key)
        else
          await tx
            .insert(siteContentTranslations)
            .values({ section: target.id, locale, field, value })
            .onConflictDoUpdate({
              target: [
                siteContentTranslations.section,
                siteContentTranslations.locale,
                siteContentTranslations.field,
              ],
              set: { value, updatedAt: new Date() },
            })
      } else {
        const key = and(
          eq(contentTranslations.kind, target.kind),
          eq(contentTranslations.itemId, target.id),
          eq(contentTranslations.locale, locale),
          eq(contentTranslations.field, field),
        )
        if (!value) await tx.delete(contentTranslations).where(key)
        else
          await tx
            .insert(contentTranslations)
            .values({ kind: target.kind, itemId: target.id, locale, field, value })
            .onConflictDoUpdate({
              target: [
                contentTranslations.kind,
                contentTranslations.locale,
                contentTranslations.itemId,
                contentTranslations.field,
              ],
              set: { value, updatedAt: new Date() },
            })
      }
    }
    const after = await readTranslations(tx, target)
    await recordAudit(tx, {
      actor,
      action: 'content.translate',
      subject: { type: `${target.kind}-translation`, id: `${target.id}:${locale}` },
      before: before.translations[locale],
      after: after.translations[locale],
    })
    return after
  })
}
