/**
 * Part of `npm run build`: what a first start on a fresh data folder would otherwise make at
 * start-up, made once here (decision 042):
 * - the demo pictures, drawn into packages/db/prepared/media (the seed copies them; drawing
 *   skips files already there, so a rebuild costs nothing);
 * - a migrated, empty PGlite cluster (packages/db/prepared/initial-cluster.tar) that a fresh
 *   data folder starts from instead of running initdb and every migration.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { openDatabase } from '../packages/db/src/client.ts'
import { initialClusterFile, migrateDatabase } from '../packages/db/src/migrate.ts'
import {
  prerenderedDemoMediaDir,
  renderDemoImages,
} from '../packages/db/src/seed/images/render-demo-images.ts'

const started = performance.now()
await renderDemoImages(prerenderedDemoMediaDir)
console.log(
  `demo pictures ready in ${prerenderedDemoMediaDir} (${Math.round(performance.now() - started)} ms)`,
)

const database = await openDatabase({ memory: true })
try {
  await migrateDatabase(database)
  const dump = await (database.client as PGlite).dumpDataDir('none')
  mkdirSync(path.dirname(initialClusterFile), { recursive: true })
  writeFileSync(initialClusterFile, Buffer.from(await dump.arrayBuffer()))
  console.log(`migrated PGlite cluster ready in ${initialClusterFile}`)
} finally {
  await database.close()
}
