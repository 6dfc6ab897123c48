/**
 * Backups that restore (issue 12, decision 033). The embedded database is dumped online with
 * PGlite's dumpDataDir inside a transaction of our own, so no other transaction is half-way
 * (PGlite runs one at a time); PostgreSQL with pg_dump (one snapshot). Media files are copied
 * after the dump: their names never get new content, so every image the dump names is there.
 */
import { spawn } from 'node:child_process'
import { readdir, rm } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { openDatabase, type Database } from '@serendib/db/client'
import { readArchive, writeArchive, type BackupManifest } from './backup-archive.ts'

async function mediaFiles(mediaDir: string): Promise<string[]> {
  if (!existsSync(mediaDir)) return []
  const entries = await readdir(mediaDir, { withFileTypes: true })
  return entries
    .filter((e) => e.isFile() && !e.name.startsWith('.'))
    .map((e) => e.name)
    .sort()
}

/** Runs a command, feeding `input` and collecting stdout; rejects with its stderr on failure. */
function run(command: string, args: string[], input?: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] })
    const out: Buffer[] = []
    let err = ''
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0
        ? resolve(Buffer.concat(out))
        : reject(new Error(`${command} failed (${code}): ${err.trim()}`)),
    )
    child.stdin.end(input)
  })
}

async function dumpDatabase(database: Database, databaseUrl: string | undefined) {
  if (database.driver === 'pg') {
    if (!databaseUrl) throw new Error('A PostgreSQL backup needs the DATABASE_URL')
    // One snapshot of the whole database, however long it takes; custom format for pg_restore.
    const dump = await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--dbname=${databaseUrl}`,
    ])
    return { kind: 'pg_dump' as const, dump }
  }
  const client = database.client as PGlite
  await client.query('CHECKPOINT')
  // Inside a transaction of ours: PGlite serialises transactions, so none is half-way.
  const blob = await client.transaction(async () => client.dumpDataDir('gzip'))
  return { kind: 'pglite' as const, dump: Buffer.from(await blob.arrayBuffer()) }
}

export async function writeBackup(options: {
  database: Database
  databaseUrl?: string
  mediaDir: string
  file: string
}): Promise<BackupManifest> {
  const { kind, dump } = await dumpDatabase(options.database, options.databaseUrl)
  const names = await mediaFiles(options.mediaDir)
  return writeArchive(
    options.file,
    { kind, createdAt: new Date().toISOString(), databaseBytes: dump.length },
    dump,
    options.mediaDir,
    names,
  )
}

export class RestoreRefused extends Error {
  override name = 'RestoreRefused'
}

/**
 * Restores into an empty data folder (PGlite) or an empty PostgreSQL database: never over data,
 * so a mistyped command cannot wipe a live site.
 */
export async function restoreBackup(options: {
  file: string
  dataDir: string
  databaseUrl?: string
}): Promise<BackupManifest> {
  const pgliteDir = path.join(options.dataDir, 'pglite')
  const mediaDir = path.join(options.dataDir, 'media')
  if ((await mediaFiles(mediaDir)).length > 0) throw new RestoreRefused(`${mediaDir} is not empty`)
  if (!options.databaseUrl && existsSync(pgliteDir) && (await readdir(pgliteDir)).length > 0)
    throw new RestoreRefused(`${pgliteDir} is not empty`)
  if (options.databaseUrl) {
    const target = await openDatabase({ databaseUrl: options.databaseUrl })
    try {
      const [row] = await target.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
      )
      if ((row?.n ?? 0) > 0) throw new RestoreRefused('The PostgreSQL database is not empty')
    } finally {
      await target.close()
    }
  }
  const { manifest, database } = await readArchive(options.file, mediaDir)
  if (manifest.kind === 'pg_dump') {
    if (!options.databaseUrl) throw new RestoreRefused('This backup is of PostgreSQL: set DATABASE_URL')
    await run(
      'pg_restore',
      ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${options.databaseUrl}`],
      database,
    )
  } else {
    if (options.databaseUrl)
      throw new RestoreRefused('This backup is of the embedded database: unset DATABASE_URL')
    // Opening with loadDataDir unpacks the dump into the folder; PostgreSQL recovers from its WAL.
    const restored = await openDatabase({
      dataDir: pgliteDir,
      loadDataDir: new Blob([new Uint8Array(database)]),
    })
    await restored.close()
    // The dump of a running server's folder holds that server's lock file: not ours to keep.
    await rm(path.join(pgliteDir, 'serendib.lock'), { force: true })
  }
  return manifest
}
