/**
 * One process per PGlite folder. PGlite has no shared-memory coordination like a real
 * PostgreSQL server: two processes writing the same files corrupt them. A lock file holds
 * the owner's pid; a live owner makes a second opener fail, a dead one is taken over.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const LOCK_FILE = 'serendib.lock'

interface LockContent {
  pid: number
  /** Kernel start time of the owner, so a pid reused by an unrelated process is not mistaken for the owner. */
  startTime: string | null
  nonce: string
  acquiredAt: string
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError'
}

/** Locks held by this process, so a restarted container (same pid, stale file) can take over its old lock. */
const heldByThisProcess = new Map<string, string>()
let exitHookInstalled = false

export interface DataDirLock {
  path: string
  release(): void
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true })
  const lockPath = path.join(path.resolve(dataDir), LOCK_FILE)
  const content: LockContent = {
    pid: process.pid,
    startTime: processStartTime(process.pid),
    nonce: randomUUID(),
    acquiredAt: new Date().toISOString(),
  }
  if (!tryCreate(lockPath, content)) {
    const holder = readLock(lockPath)
    if (holder && isHeldByLiveProcess(lockPath, holder)) {
      throw new DataDirLockedError(
        `The database folder ${path.resolve(dataDir)} is in use by process ${holder.pid} (lock file ${lockPath}). ` +
          'Stop that process, or point this one at another DATA_DIR or a DATABASE_URL.',
      )
    }
    // Stale: its owner is gone. Remove and retry once; if another process wins the
    // retry, its lock is live and we refuse like above.
    fs.rmSync(lockPath, { force: true })
    if (!tryCreate(lockPath, content)) {
      const winner = readLock(lockPath)
      throw new DataDirLockedError(
        `The database folder ${path.resolve(dataDir)} was just taken by process ${winner?.pid ?? 'unknown'}.`,
      )
    }
  }
  heldByThisProcess.set(lockPath, content.nonce)
  installExitHook()
  return {
    path: lockPath,
    release: () => releaseLock(lockPath, content.nonce),
  }
}

function tryCreate(lockPath: string, content: LockContent): boolean {
  try {
    // 'wx' fails when the file exists: the create is the atomic test-and-set.
    fs.writeFileSync(lockPath, `${JSON.stringify(content)}\n`, { flag: 'wx' })
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}

function readLock(lockPath: string): LockContent | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as Partial<LockContent>
    if (typeof parsed.pid !== 'number') return null
    return {
      pid: parsed.pid,
      startTime: parsed.startTime ?? null,
      nonce: parsed.nonce ?? '',
      acquiredAt: parsed.acquiredAt ?? '',
    }
  } catch {
    // Unreadable or half-written by a process that died mid-write: treat as stale.
    return null
  }
}

function isHeldByLiveProcess(lockPath: string, holder: LockContent): boolean {
  if (holder.pid === process.pid) {
    // Our pid: either this process holds it (a second open in the same process, refused),
    // or it is left over from an earlier run that happened to have the same pid.
    return heldByThisProcess.get(lockPath) === holder.nonce
  }
  if (!isAlive(holder.pid)) return false
  const startTime = processStartTime(holder.pid)
  return holder.startTime === null || startTime === null || startTime === holder.startTime
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Field 22 of /proc/<pid>/stat (Linux only); null elsewhere. */
function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) may contain spaces; fields after it start past the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return fields[19] ?? null
  } catch {
    return null
  }
}

function releaseLock(lockPath: string, nonce: string): void {
  if (heldByThisProcess.get(lockPath) !== nonce) return
  heldByThisProcess.delete(lockPath)
  // Only remove the file if it is still ours (a stale takeover may have replaced it).
  if (readLock(lockPath)?.nonce === nonce) fs.rmSync(lockPath, { force: true })
}

function installExitHook(): void {
  if (exitHookInstalled) return
  exitHookInstalled = true
  // A process that exits without close() would otherwise leave a lock that only the pid
  // check can clear; removing it here makes the next start clean.
  process.on('exit', () => {
    for (const [lockPath, nonce] of heldByThisProcess) releaseLock(lockPath, nonce)
  })
}
