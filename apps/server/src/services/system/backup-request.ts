/**
 * `npm run backup` while the server runs: PGlite lets one process open its folder, so the
 * command asks the server to write the backup. It leaves a request file in DATA_DIR and sends
 * SIGUSR2 to the process named in the folder's lock file; the server answers in a second file.
 */
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { writeBackup } from './backup.ts'

const requestFile = (dataDir: string) => path.join(dataDir, 'backup-request.json')
const answerFile = (dataDir: string) => path.join(dataDir, 'backup-answer.json')

interface BackupAnswer {
  id: string
  ok: boolean
  error?: string
}

/** In the server: write a backup whenever SIGUSR2 brings a request. */
export function listenForBackupRequests(app: FastifyInstance, dataDir: string): void {
  const onSignal = () => {
    void (async () => {
      const request = JSON.parse(await readFile(requestFile(dataDir), 'utf8')) as { id: string; file: string }
      const answer: BackupAnswer = { id: request.id, ok: true }
      try {
        const manifest = await writeBackup({
          database: app.database,
          databaseUrl: app.config.databaseUrl,
          mediaDir: app.config.mediaDir,
          file: request.file,
        })
        app.log.info({ file: request.file, media: manifest.media.length }, 'backup written')
      } catch (error) {
        app.log.error({ err: error }, 'backup failed')
        Object.assign(answer, { ok: false, error: String(error) })
      }
      await writeFile(answerFile(dataDir), JSON.stringify(answer))
    })().catch((error: unknown) => app.log.error({ err: error }, 'backup request unreadable'))
  }
  process.on('SIGUSR2', onSignal)
  app.addHook('onClose', async () => void process.off('SIGUSR2', onSignal))
}

/** The pid holding the embedded database, if that process is alive. */
function livingOwner(dataDir: string): Promise<number | null> {
  const lock = path.join(dataDir, 'pglite', 'serendib.lock')
  if (!existsSync(lock)) return Promise.resolve(null)
  return readFile(lock, 'utf8').then((text) => {
    const pid = Number((JSON.parse(text) as { pid?: unknown }).pid)
    if (!Number.isInteger(pid) || pid === process.pid) return null
    try {
      process.kill(pid, 0)
      return pid
    } catch {
      return null
    }
  })
}

/** From the command: asks the running server for a backup; null when no server holds the folder. */
export async function backupThroughRunningServer(
  dataDir: string,
  file: string,
  timeoutMs = 30 * 60_000,
): Promise<BackupAnswer | null> {
  const pid = await livingOwner(dataDir)
  if (pid === null) return null
  const id = randomUUID()
  await rm(answerFile(dataDir), { force: true })
  await writeFile(requestFile(dataDir), JSON.stringify({ id, file: path.resolve(file) }))
  process.kill(pid, 'SIGUSR2')
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200))
    const answer = await readFile(answerFile(dataDir), 'utf8').catch(() => null)
    if (!answer) continue
    const parsed = JSON.parse(answer) as BackupAnswer
    if (parsed.id !== id) continue
    await rm(requestFile(dataDir), { force: true })
    await rm(answerFile(dataDir), { force: true })
    return parsed
  }
  return { id, ok: false, error: `The server (pid ${pid}) did not answer within ${timeoutMs / 1000} s` }
}
