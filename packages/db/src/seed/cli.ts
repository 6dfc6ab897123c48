/**
 * npm run seed [-- --activities 100000]
 *
 * Opens the database the server would open (DATABASE_URL, else PGlite under
 * DATA_DIR/pglite, DATA_DIR defaulting to ./data), applies migrations, seeds the demo
 * catalogue if it is not there yet, then tops the catalogue up to N generated activities.
 * The server must not be running on the same PGlite folder (the folder lock refuses).
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { openDatabase } from '../client.ts'
import { migrateDatabase } from '../migrate.ts'
import { generateActivities } from './generate-activities.ts'
import { seedDemo } from './seed-demo.ts'
import { defaultMediaStoreKind, openMediaStore } from '../media/open-media-store.ts'

const usage =
  'Usage: npm run seed [-- --activities N]   (N generated activities in total, on top of the demo)'

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { activities: { type: 'string', default: '0' }, help: { type: 'boolean', short: 'h' } },
  })
  if (values.help) {
    console.log(usage)
    return
  }
  const target = Number(values.activities)
  if (!Number.isSafeInteger(target) || target < 0)
    throw new Error(`--activities must be a whole number\n${usage}`)

  const dataDir = path.resolve(process.env.DATA_DIR || './data')
  const databaseUrl = process.env.DATABASE_URL || undefined
  const mediaDir = path.join(dataDir, 'media')
  const started = performance.now()
  const database = await openDatabase(
    databaseUrl ? { databaseUrl } : { dataDir: path.join(dataDir, 'pglite') },
  )
  try {
    console.log(`database: ${databaseUrl ? 'PostgreSQL' : `PGlite in ${path.join(dataDir, 'pglite')}`}`)
    await migrateDatabase(database)
    const seedStarted = performance.now()
    // The server's choice of store (MEDIA_STORE, else the database with DATABASE_URL): decision 039.
    const kind =
      process.env.MEDIA_STORE === 'folder' || process.env.MEDIA_STORE === 'database'
        ? process.env.MEDIA_STORE
        : defaultMediaStoreKind(databaseUrl)
    const media = openMediaStore({ kind, mediaDir, database })
    const { seeded } = await seedDemo(database, { mediaDir, media })
    console.log(
      seeded
        ? `demo seeded in ${seconds(performance.now() - seedStarted)} (images in ${mediaDir})`
        : 'demo already present: nothing to do',
    )
    if (target > 0) {
      const result = await generateActivities(database, target, (done, total) =>
        console.log(`  generated ${done} / ${total}`),
      )
      console.log(
        result.added > 0
          ? `added ${result.added} generated activities in ${seconds(result.ms)} (${result.existing + result.added} in total)`
          : `already ${result.existing} generated activities: nothing to add`,
      )
    }
  } finally {
    await database.close()
  }
  console.log(`done in ${seconds(performance.now() - started)}`)
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
