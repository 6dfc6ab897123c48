import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { count, eq, sql } from 'drizzle-orm'
import { openDatabase, type OpenDatabaseOptions } from '@serendib/db/client'
import { activities } from '@serendib/db/schema/activities'
import { subscribers } from '@serendib/db/schema/inquiries'
import { DEFAULT_LOCALE, splitLocale } from '@serendib/domain/i18n/locales'
import { startApp } from './support/app-server.ts'

interface Target {
  name: string
  env: Record<string, string>
  open: OpenDatabaseOptions
  cleanup: () => Promise<void>
}

async function pgliteTarget(): Promise<Target> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'serendib-durability-'))
  return {
    name: 'pglite',
    env: { DATA_DIR: dataDir },
    open: { dataDir: path.join(dataDir, 'pglite') },
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  }
}

async function postgresTarget(serverUrl: string): Promise<Target> {
  const name = `serendib_durability_${process.pid}_${Date.now()}`
  const admin = await openDatabase({ databaseUrl: serverUrl })
  await admin.execute(sql.raw(`create database ${name}`))
  await admin.close()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const dataDir = mkdtempSync(path.join(tmpdir(), 'serendib-durability-media-'))
  return {
    name: 'postgresql',
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    open: { databaseUrl: url.toString() },
    cleanup: async () => {
      const again = await openDatabase({ databaseUrl: serverUrl })
      await again.execute(sql.raw(`drop database if exists ${name} with (force)`))
      await again.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgresql'] : [])]
const cleanups: Array<() => Promise<void>> = []
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup()
})

describe.each(kinds)('kill -9 and restart on %s', (kind) => {
  it('keeps every committed write and does not seed twice', async () => {
    const target =
      kind === 'pglite' ? await pgliteTarget() : await postgresTarget(process.env.TEST_DATABASE_URL!)
    cleanups.push(target.cleanup)
    const dataDir = target.env.DATA_DIR!

    const first = await startApp(target.env, dataDir)
    const toursBefore = await activeTourCount(first.baseUrl)
    // As many as one address may subscribe in an hour (decision 031).
    const emails = Array.from({ length: 10 }, (_, i) => `durable-${i}@example.lk`)
    for (const email of emails) {
      const response = await fetch(`${first.baseUrl}/api/email/sub`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      })
      expect(response.status).toBe(200)
    }
    // No graceful shutdown: the process dies at once, as on a power cut.
    await first.stop('SIGKILL')

    const second = await startApp(target.env, dataDir)
    const home = await fetch(`${second.baseUrl}/`)
    expect(home.status).toBe(200)
    expect(await activeTourCount(second.baseUrl)).toBe(toursBefore)
    await second.stop('SIGTERM')

    const database = await openDatabase(target.open)
    try {
      const [subs] = await database.db.select({ n: count() }).from(subscribers)
      expect(subs!.n).toBe(emails.length)
      const [tours] = await database.db
        .select({ n: count() })
        .from(activities)
        .where(eq(activities.status, 1))
      expect(tours!.n).toBe(toursBefore)
      const titles = await database.execute<{ n: number }>(
        sql`select count(*)::int as n from (select title from activities group by title having count(*) > 1) duplicated`,
      )
      expect(titles[0]!.n).toBe(0)
    } finally {
      await database.close()
    }
    // Two real starts, a kill and a restart: minutes on a loaded 2-core machine.
  }, 180_000)
})

/**
 * Every active tour is in the tours sitemap, transport included (search leaves transport out),
 * once per language (decision 071): its English page, the one whose path has no language prefix.
 */
async function activeTourCount(baseUrl: string): Promise<number> {
  const xml = await (await fetch(`${baseUrl}/sitemaps/tours-1.xml`)).text()
  const pages = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
  return pages.filter((pathname) => splitLocale(pathname).locale === DEFAULT_LOCALE).length
}
