import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from './client.ts'
import { acquireDataDirLock, DataDirLockedError } from './pglite-lock.ts'

const dirs: string[] = []
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serendib-lock-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

function writeLock(dir: string, pid: number): void {
  fs.writeFileSync(path.join(dir, 'serendib.lock'), JSON.stringify({ pid, startTime: null, nonce: 'x' }))
}

describe('the PGlite folder lock', () => {
  it('refuses a second opener of the same folder and lets it in after close', async () => {
    const dir = tempDir()
    const first = await openDatabase({ dataDir: dir })
    try {
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirLockedError)
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by process \d+/)
    } finally {
      await first.close()
    }
    expect(fs.existsSync(path.join(dir, 'serendib.lock'))).toBe(false)
    const second = await openDatabase({ dataDir: dir })
    await second.close()
  })

  it('refuses a folder that another process has open, and takes it over once that process dies', async () => {
    const dir = tempDir()
    const clientModule = new URL('./client.ts', import.meta.url).href
    const child = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { openDatabase } from ${JSON.stringify(clientModule)}
         await openDatabase({ dataDir: ${JSON.stringify(dir)} })
         console.log('ready')
         setInterval(() => {}, 1000)`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve())
        child.once('exit', (code) => reject(new Error(`child exited with ${code}`)))
      })
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(`in use by process ${child.pid}`)
    } finally {
      child.kill('SIGKILL')
    }
    await new Promise((resolve) => child.once('exit', resolve))
    // Killed without cleanup: the lock file stays behind, naming a dead process.
    expect(fs.existsSync(path.join(dir, 'serendib.lock'))).toBe(true)
    const database = await openDatabase({ dataDir: dir })
    await database.close()
  })

  it('refuses when another live process holds the lock', async () => {
    const dir = tempDir()
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' })
    try {
      writeLock(dir, holder.pid!)
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError)
    } finally {
      holder.kill()
    }
  })

  it('takes over the lock of a process that is gone', async () => {
    const dir = tempDir()
    const gone = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' })
    await new Promise((resolve) => gone.once('exit', resolve))
    writeLock(dir, gone.pid!)
    const lock = acquireDataDirLock(dir)
    const content = JSON.parse(fs.readFileSync(lock.path, 'utf8')) as { pid: number }
    expect(content.pid).toBe(process.pid)
    lock.release()
    expect(fs.existsSync(lock.path)).toBe(false)
  })

  it('takes over a lock left by an earlier run with our own pid (a restarted container)', () => {
    const dir = tempDir()
    writeLock(dir, process.pid)
    const lock = acquireDataDirLock(dir)
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError)
    lock.release()
  })

  it('treats an unreadable lock file as stale', () => {
    const dir = tempDir()
    fs.writeFileSync(path.join(dir, 'serendib.lock'), '{half')
    acquireDataDirLock(dir).release()
  })
})
