/**
 * `npm run restore FILE`: brings a backup from `npm run backup` back into an empty DATA_DIR
 * (embedded database and media), or with DATABASE_URL into an empty PostgreSQL database plus
 * DATA_DIR/media. It refuses to write over anything; start the server afterwards.
 */
import path from 'node:path'
import { loadConfig } from '../apps/server/src/config.ts'
import { restoreBackup, RestoreRefused } from '../apps/server/src/services/system/backup.ts'

const file = process.argv[2]
if (!file) {
  console.error('Usage: npm run restore FILE')
  process.exit(2)
}
const config = loadConfig()
try {
  const manifest = await restoreBackup({
    file: path.resolve(file),
    dataDir: config.dataDir ?? path.resolve('data'),
    databaseUrl: config.databaseUrl,
  })
  console.log(
    `Restored ${manifest.kind} backup of ${manifest.createdAt} with ${manifest.media.length} media files`,
  )
} catch (error) {
  if (error instanceof RestoreRefused) {
    console.error(`Not restored: ${error.message}`)
    process.exit(1)
  }
  throw error
}
