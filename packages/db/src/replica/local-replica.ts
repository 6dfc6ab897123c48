/**
 * A real streaming replica of a local PostgreSQL server, for tests and benchmarks (decision 052):
 * `pg_basebackup -R` of the server into a temporary folder, started with the server's own
 * `pg_ctl` on a free port as a hot standby. Needs the server's binaries on this host
 * (`/usr/lib/postgresql/<major>/bin`, or PG_BIN_DIR) and a replication entry in its pg_hba.conf
 * (`allowLocalReplication` adds one when this process may write that file).
 *
 * initdb/pg_ctl/postgres refuse to run as root: as root, they run as the `postgres` OS user
 * through `runuser`, which owns the folder.
 */
import { execFileSync } from 'node:child_process'
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs'
import { writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'

const FOLDER_PREFIX = 'serendib-replica-'
const HBA_LINE = 'host replication all 127.0.0.1/32 trust'

export interface LocalReplica {
  /** The replica's server URL (same user and database as the primary URL, another port). */
  url: string
  port: number
  folder: string
  /** The same database on the replica. */
  databaseUrl(name: string): string
  /** Fast shutdown and removal of the folder. */
  stop(): Promise<void>
}

async function onServer<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/**
 * Makes sure the server at `primaryUrl` accepts replication connections from 127.0.0.1: a fresh
 * Debian server's pg_hba.conf has `host all all 127.0.0.1/32 trust`, and `all` does not cover
 * replication. Appends one line and reloads the configuration; returns what it did.
 */
export async function allowLocalReplication(primaryUrl: string): Promise<string> {
  return onServer(primaryUrl, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_hba_file_rules
        where 'replication' = any(database) and type in ('host', 'hostnossl')
          and (address = '127.0.0.1' or address is null or address = 'all')`,
    )
    if (rows[0]!.n > 0) return 'replication from 127.0.0.1 already allowed'
    const { rows: file } = await client.query<{ hba_file: string }>('show hba_file')
    const hbaFile = file[0]!.hba_file
    if (!existsSync(hbaFile)) {
      throw new Error(`${hbaFile} is not on this host: allow replication from 127.0.0.1 there (${HBA_LINE})`)
    }
    appendFileSync(hbaFile, `\n# Added by serendib's local replica helper (decision 052)\n${HBA_LINE}\n`)
    await client.query('select pg_reload_conf()')
    return `added "${HBA_LINE}" to ${hbaFile} and reloaded the server`
  })
}

function binDir(major: string): string {
  const dir = process.env.PG_BIN_DIR ?? `/usr/lib/postgresql/${major}/bin`
  if (!existsSync(path.join(dir, 'pg_ctl'))) throw new Error(`no pg_ctl in ${dir} (set PG_BIN_DIR)`)
  return dir
}

const asRoot = () => process.getuid?.() === 0

/** Runs a PostgreSQL tool, as the postgres OS user when this process is root. */
function runTool(tool: string, args: string[]): string {
  const [command, fullArgs] = asRoot() ? ['runuser', ['-u', 'postgres', '--', tool, ...args]] : [tool, args]
  return execFileSync(command, fullArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** Folders of replicas whose server is gone (a run killed before its cleanup). */
function removeOrphans(): void {
  for (const name of readdirSync(tmpdir()).filter((n) => n.startsWith(FOLDER_PREFIX))) {
    const folder = path.join(tmpdir(), name)
    const pidFile = path.join(folder, 'data', 'postmaster.pid')
    const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : 0
    if (pid > 0 && alive(pid)) continue
    rmSync(folder, { recursive: true, force: true })
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * Copies the server at `primaryUrl` (a superuser or REPLICATION role) and starts the copy as a
 * hot standby on a free port; resolves once it accepts queries. Settings a standby must match
 * (max_connections and friends) are copied from the primary.
 */
export async function startLocalReplica(
  primaryUrl: string,
  { sharedBuffers = '32MB' }: { sharedBuffers?: string } = {},
): Promise<LocalReplica> {
  removeOrphans()
  const primary = new URL(primaryUrl)
  const settings = await onServer(primaryUrl, async (client) => {
    const { rows } = await client.query<{ name: string; setting: string }>(
      `select name, setting from pg_settings where name in ('server_version_num', 'max_connections',
        'max_worker_processes', 'max_wal_senders', 'max_prepared_transactions', 'max_locks_per_transaction')`,
    )
    return Object.fromEntries(rows.map((row) => [row.name, row.setting]))
  })
  const bin = binDir(String(Math.floor(Number(settings.server_version_num) / 10000)))
  const folder = mkdtempSync(path.join(tmpdir(), FOLDER_PREFIX))
  const data = path.join(folder, 'data')
  if (asRoot()) {
    const [uid, gid] = ['-u', '-g'].map((flag) =>
      Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' })),
    )
    chownSync(folder, uid!, gid!)
  }
  const port = await freePort()
  let started = false
  const stop = async () => {
    if (started) {
      try {
        runTool(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop'])
      } catch {
        // Already down; the folder goes anyway.
      }
    }
    rmSync(folder, { recursive: true, force: true })
  }
  try {
    runTool(path.join(bin, 'pg_basebackup'), [
      ...['-h', primary.hostname, '-p', primary.port || '5432', '-U', decodeURIComponent(primary.username)],
      ...['-D', data, '-R', '-X', 'stream', '-c', 'fast', '--no-sync'],
    ])
    // A Debian data folder has no postgresql.conf or pg_hba.conf (they live in /etc); the copy
    // gets its own: its port, its socket folder, trust from loopback, and what a standby must match.
    const conf = [
      `port = ${port}`,
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = '${folder}'`,
      `hot_standby = on`,
      // Vacuum on the primary waits for rows the replica's queries still read, instead of
      // cancelling those queries.
      `hot_standby_feedback = on`,
      `shared_buffers = '${sharedBuffers}'`,
      ...['max_connections', 'max_worker_processes', 'max_wal_senders', 'max_prepared_transactions']
        .concat('max_locks_per_transaction')
        .map((name) => `${name} = ${settings[name]}`),
    ]
    writeFileSync(path.join(data, 'postgresql.conf'), `${conf.join('\n')}\n`)
    writeFileSync(path.join(data, 'pg_hba.conf'), 'local all all trust\nhost all all 127.0.0.1/32 trust\n')
    writeFileSync(path.join(data, 'pg_ident.conf'), '')
    if (asRoot()) execFileSync('chown', ['-R', 'postgres:postgres', folder])
    runTool(path.join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      path.join(folder, 'server.log'),
      '-w',
      '-t',
      '120',
      'start',
    ])
    started = true
  } catch (error) {
    await stop()
    throw error
  }
  const url = new URL(primaryUrl)
  url.port = String(port)
  const databaseUrl = (name: string) => {
    const copy = new URL(url)
    copy.pathname = `/${name}`
    return copy.toString()
  }
  return { url: url.toString(), port, folder, databaseUrl, stop }
}
