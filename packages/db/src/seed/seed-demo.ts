/**
 * Fills an empty database with the demo marketplace: catalogue, editorial content, accounts
 * and bookings. Idempotent: the last insert is a marker row in the same transaction, so a
 * second call (or a second start, or a concurrent one) finds it and does nothing, and a
 * crash halfway leaves nothing behind to confuse the next attempt.
 */
import { upsertRates } from '../currency-rates.ts'
import { demoCurrencyRates } from './content/currency-rates.ts'
import { refreshSearchIndex } from '../search-index.ts'
import { eq, sql } from 'drizzle-orm'
import { todayInColombo } from '@serendib/domain/dates'
import { queryRows, type Database, type DbOrTx } from '../client.ts'
import { hashPassword } from '../passwords.ts'
import { appMeta } from '../schema/system.ts'
import { insertCatalogue } from './insert-catalogue.ts'
import { insertDemoPeople } from './insert-demo-people.ts'
import { insertDemoQuotes } from './insert-demo-quotes.ts'
import { insertReviews, refreshRatingAggregates } from './insert-reviews.ts'
import { insertDemoResources } from './insert-demo-resources.ts'
import { insertSchedules } from './insert-schedules.ts'
import { insertTourOptions } from './insert-tour-options.ts'
import { insertSiteContent } from './insert-site-content.ts'
import { insertTranslations } from './insert-translations.ts'
import { insertOctoSandbox } from './insert-octo-sandbox.ts'
import { renderDemoImages } from './images/render-demo-images.ts'
import { renderedImages } from './seed-ids.ts'
import { copyIntoStore } from '../media/copy-into-store.ts'
import type { MediaStore } from '../media/media-store.ts'
import { imageFileName } from './images/render-image.ts'

/** The password of every demo account (admin, suppliers, customer). */
export const DEMO_PASSWORD = 'Serendib!2026'
export const DEMO_SEED_MARKER = 'demo_seed'
/** Arbitrary but fixed: processes starting together on one PostgreSQL seed one at a time. */
const SEED_LOCK_KEY = 7_253_910_202

export interface SeedDemoOptions {
  /** Where the rendered pictures go (`${mediaDir}/${key}-${width}.webp`). */
  mediaDir: string
  /**
   * The deployment's media store when it is not that folder (PostgreSQL: the database): the
   * drawn pictures are copied into it (decision 039). The folder is then only a drawing cache.
   */
  media?: MediaStore
  /** "Today" for relative dates (bookings, deals); tests pin it. Defaults to now. */
  now?: Date
}

export interface SeedDemoResult {
  seeded: boolean
  /** Why nothing was done: the demo is already there, or the database holds other data. */
  skipped?: 'already-seeded' | 'not-empty'
}

export async function seedDemo(database: Database, options: SeedDemoOptions): Promise<SeedDemoResult> {
  // Cheap check first, so a normal start renders nothing and takes no lock.
  const early = await skipReason(database.db)
  if (early) return { seeded: false, skipped: early }

  const now = options.now ?? new Date()
  const today = todayInColombo(now)
  const rendered = await renderDemoImages(options.mediaDir)
  if (options.media) {
    const names = [...rendered].flatMap(([key, widths]) => widths.map((width) => imageFileName(key, width)))
    await copyIntoStore(options.mediaDir, names, options.media)
  }
  const images = renderedImages(rendered)
  // One hash for all demo accounts: they share the demo password, and scrypt is slow on purpose.
  const passwordHash = await hashPassword(DEMO_PASSWORD)

  return database.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`)
    // Another process may have seeded while this one rendered images.
    const late = await skipReason(tx)
    if (late) return { seeded: false, skipped: late }
    const ids = await insertCatalogue(tx, { images, passwordHash, today, now })
    await insertSiteContent(tx, ids, images)
    await insertTranslations(tx, ids)
    await insertDemoPeople(tx, { ids, passwordHash, today, now })
    await insertDemoQuotes(tx, { ids, today, now })
    await insertReviews(tx, { ids, images, today, now })
    // Start times, seasonal rates and busy days (issue 30 point 11): its bookings are the reviewers'.
    await insertSchedules(tx, { ids, today, now })
    // Day tours sold shared and private, with vehicle tiers (issue 32, decision 073).
    await insertTourOptions(tx, ids)
    // The demo supplier's vehicles, driver-guides, guide account and today's trip (decision 074).
    await insertDemoResources(tx, { ids, passwordHash, today, now })
    // The demo OCTO reseller's sandbox product (issue 33): a copy of a demo tour, so last.
    await insertOctoSandbox(tx)
    await upsertRates(
      tx,
      demoCurrencyRates.map((rate) => ({ ...rate, rateDate: today })),
    )
    await refreshRatingAggregates(tx)
    await refreshSearchIndex(tx)
    await tx.insert(appMeta).values({ key: DEMO_SEED_MARKER, value: { seededAt: now.toISOString(), today } })
    return { seeded: true }
  })
}

/**
 * The demo goes only into an empty database: never on top of real users or a catalogue,
 * whatever SEED_DEMO says.
 */
async function skipReason(db: DbOrTx): Promise<SeedDemoResult['skipped'] | null> {
  const marker = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, DEMO_SEED_MARKER))
  if (marker.length > 0) return 'already-seeded' as const
  const [row] = await queryRows<{ used: boolean }>(
    db,
    sql`select exists (select 1 from users) or exists (select 1 from activities) as used`,
  )
  return row?.used ? ('not-empty' as const) : null
}
