/**
 * `npm run backup [FILE]`: a consistent backup of the database and media in one file
 * (decision 033). While the server runs, the server writes it (online); otherwise this command
 * opens the embedded database itself. With DATABASE_URL it runs pg_dump (needs the PostgreSQL
 * client tools). Default FILE: backups/serendib-<time>.backup.
 */
import path from 'node:path'
import { openDatabase } from '@serendib/db/client'
import { loadConfig } from '../apps/server/src/config.ts'
import { writeBackup } from '../apps/server/src/services/system/backup.ts'
import { backupThroughRunningServer } from '../apps/server/src/services/system/backup-request.ts'

const config = loadConfig()
const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const file = path.resolve(process.argv[2] ?? path.join('backups', `serendib-${stamp}.backup`))
const dataDir = config.dataDir ?? path.resolve('data')

const online = config.databaseUrl ? null : await backupThroughRunningServer(dataDir, file)
if (online) {
  if (!online.ok) {
    console.error(`Backup failed: ${online.error}`)
    process.exit(1)
  }
  console.log(`Backup written by the running server: ${file}`)
} else {
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: path.join(dataDir, 'pglite') },
  )
  try {
    const manifest = await writeBackup({
      database,
      databaseUrl: config.databaseUrl,
      mediaDir: config.mediaDir,
      file,
    })
    console.log(`Backup written: ${file} (${manifest.kind}, ${manifest.media.length} media files)`)
  } finally {
    await database.close()
  }
}
