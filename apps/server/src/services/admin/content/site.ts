/** Site settings (one row) and the five site-content pages, each audited with before and after. */
import { eq } from 'drizzle-orm'
import type { Database, DbOrTx } from '@serendib/db/client'
import { siteContent, siteSettings } from '@serendib/db/schema/content'
import type { SiteContentItem, SiteSettingsInput } from '@serendib/domain/api/admin-content'
import { SITE_CONTENT_SECTIONS, type SiteContentSection } from '@serendib/domain/catalogue-api'
import { recordAudit, type AuditActor } from '../../audit/record-audit.ts'
import { existingTours } from './list-helpers.ts'
import { cleanRichText } from './rich-text.ts'

export async function readSiteSettings(db: DbOrTx): Promise<SiteSettingsInput> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1))
  return {
    title: row?.title ?? '',
    description: row?.description ?? '',
    keywords: row?.keywords ?? '',
    featured: row?.featured ?? [],
  }
}

export async function saveSiteSettings(database: Database, actor: AuditActor, input: SiteSettingsInput) {
  return database.transaction(async (tx) => {
    const before = await readSiteSettings(tx)
    const featured = await existingTours(tx, input.featured)
    const values = { title: input.title, description: input.description, keywords: input.keywords, featured }
    await tx
      .insert(siteSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: siteSettings.id, set: values })
    const after = await readSiteSettings(tx)
    await recordAudit(tx, {
      actor,
      action: 'content.update',
      subject: { type: 'site-settings', id: 1 },
      before,
      after,
    })
    return after
  })
}

type Row = typeof siteContent.$inferSelect
const json = (section: SiteContentSection, r: Row | undefined): SiteContentItem => ({
  section,
  title: r?.title ?? '',
  body: r?.body ?? '',
  meta_title: r?.metaTitle ?? '',
  meta_description: r?.metaDescription ?? '',
  updated_at: (r?.updatedAt ?? new Date(0)).toISOString(),
})

export async function listSiteContent(db: DbOrTx): Promise<SiteContentItem[]> {
  const rows = await db.select().from(siteContent)
  return SITE_CONTENT_SECTIONS.map((s) =>
    json(
      s,
      rows.find((r) => r.section === s),
    ),
  )
}

export async function saveSiteContent(
  database: Database,
  actor: AuditActor,
  section: SiteContentSection,
  input: Omit<SiteContentItem, 'section' | 'updated_at'>,
): Promise<SiteContentItem> {
  return database.transaction(async (tx) => {
    const [beforeRow] = await tx
      .select()
      .from(siteContent)
      .where(eq(siteContent.section, section))
      .for('update')
    const values = {
      title: input.title,
      body: cleanRichText(input.body),
      metaTitle: input.meta_title,
      metaDescription: input.meta_description,
      updatedAt: new Date(),
    }
    const [row] = await tx
      .insert(siteContent)
      .values({ section, ...values })
      .onConflictDoUpdate({ target: siteContent.section, set: values })
      .returning()
    const before = json(section, beforeRow)
    const after = json(section, row)
    await recordAudit(tx, {
      actor,
      action: 'content.update',
      subject: { type: 'site-content', id: section },
      before: { ...before, updated_at: undefined },
      after: { ...after, updated_at: undefined },
    })
    return after
  })
}
