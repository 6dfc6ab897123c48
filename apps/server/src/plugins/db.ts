import { existsSync, readdirSync, readFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { openDatabase, type Database } from '@serendib/db/client'
import { initialClusterFile, migrateDatabase } from '@serendib/db/migrate'
import { seedDemo } from '@serendib/db/seed/seed-demo'
import { fallBackToPrimary } from '@serendib/db/replica/fallback'
import { openMediaStore } from '@serendib/db/media/open-media-store'
import type { Config } from '../config.ts'

declare module 'fastify' {
  interface FastifyInstance {
    database: Database
    /**
     * Where public catalogue reads go (decision 052): a streaming replica with DATABASE_READ_URL,
     * else the primary itself. Only answers that need not see the caller's own write just made
     * (search, suggestions, tour details, home sections, sitemaps) read here; checkout, bookings
     * and supplier/admin edits with their re-reads use `database`.
     */
    catalogueReads: Database
  }
}

export interface DbPluginOptions {
  config: Config
  /** Tests pass an already opened (and migrated) database; the app then does not close it. */
  database?: Database
  /** Tests pass a replica's database for catalogue reads; the app then does not close it. */
  readDatabase?: Database
}

/**
 * Opens the database (PGlite under DATA_DIR by default, PostgreSQL with DATABASE_URL), applies
 * the committed migrations and fills an empty database with the demo catalogue.
 */
export default fp(
  async (app: FastifyInstance, { config, database: given, readDatabase }: DbPluginOptions) => {
    const database =
      given ??
      (await openDatabase(
        config.databaseUrl
          ? { databaseUrl: config.databaseUrl }
          : { dataDir: `${config.dataDir}/pglite`, loadDataDir: preparedCluster(`${config.dataDir}/pglite`) },
      ))
    if (!given) {
      app.addHook('onClose', async () => database.close())
      const started = performance.now()
      await migrateDatabase(database)
      if (config.seedDemo) {
        // The pictures are drawn under mediaDir, then copied into a database store (decision 039).
        const media = openMediaStore({ kind: config.mediaStore, mediaDir: config.mediaDir, database })
        const { seeded } = await seedDemo(database, { mediaDir: config.mediaDir, media })
        if (seeded) app.log.info({ ms: Math.round(performance.now() - started) }, 'demo catalogue seeded')
      }
    }
    app.decorate('database', database)
    const reads = readDatabase ?? (await openReadDatabase(app, config))
    if (reads) {
      fallBackToPrimary(reads, database, (error) =>
        app.log.warn({ err: error }, 'read replica unavailable: catalogue read sent to the primary'),
      )
    }
    app.decorate('catalogueReads', reads ?? database)
  },
  { name: 'db' },
)

/** The replica's pool, when DATABASE_READ_URL is set (the primary's migrations reach it by replay). */
async function openReadDatabase(app: FastifyInstance, config: Config): Promise<Database | undefined> {
  if (!config.databaseReadUrl) return undefined
  const replica = await openDatabase({ databaseUrl: config.databaseReadUrl })
  app.addHook('onClose', async () => replica.close())
  return replica
}

/** A fresh PGlite folder starts from the cluster `npm run build` prepared, when there is one. */
function preparedCluster(pgliteDir: string): Blob | undefined {
  const fresh = !existsSync(pgliteDir) || readdirSync(pgliteDir).length === 0
  return fresh && existsSync(initialClusterFile) ? new Blob([readFileSync(initialClusterFile)]) : undefined
}
