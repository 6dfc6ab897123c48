/**
 * `npm run cluster -- --processes N`: N app processes behind Debian's nginx, on one PostgreSQL.
 *
 *   DATABASE_URL=postgresql://root@127.0.0.1:5432/serendib npm run cluster -- --processes 2
 *
 * nginx listens on PORT (3000) and spreads requests over the processes on PORT+1 … PORT+N
 * (deploy/nginx/cluster.conf.template). The first process migrates and seeds before the others
 * start; media, cache invalidation and jobs are shared through the database (decisions 039-041).
 * Each process's /metrics is on its own port (loopback). A process that dies is started again;
 * Ctrl-C (SIGINT) or SIGTERM stops nginx and every process cleanly.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { prepareNginx } from './nginx-config.ts'

const root = path.resolve(fileURLToPath(import.meta.url), '../..')
const usage =
  'Usage: DATABASE_URL=postgresql://… npm run cluster -- [--processes N] [--port P] [--nginx PATH] [--proxy-address 127.0.0.2]'

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '2' },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: process.env.CLUSTER_HOST ?? '127.0.0.1' },
    nginx: { type: 'string', default: process.env.NGINX_PATH ?? '/usr/sbin/nginx' },
    /**
     * nginx talks to the processes from this address, the only one they believe about a client's
     * address (TRUST_PROXY, decision 056): not 127.0.0.1, which every local program has.
     */
    'proxy-address': { type: 'string', default: '127.0.0.2' },
    /** The processes' ports, comma-separated (default PORT+1 … PORT+N). */
    'app-ports': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
})
if (values.help) {
  console.log(usage)
  process.exit(0)
}
const count = Number(values.processes)
const port = Number(values.port)
const databaseUrl = process.env.DATABASE_URL
if (!Number.isInteger(count) || count < 1 || count > 64) fail(`--processes must be 1 to 64\n${usage}`)
if (!Number.isInteger(port) || port < 1 || port + count > 65535)
  fail(`--port must be a free TCP port\n${usage}`)
// Several processes cannot share an embedded PGlite folder: the cluster needs a server.
if (!databaseUrl) fail(`DATABASE_URL is required: the processes share one PostgreSQL\n${usage}`)
if (!existsSync(values.nginx))
  fail(`nginx not found at ${values.nginx} (apt-get install nginx, or --nginx PATH)`)

if (!existsSync(path.join(root, 'apps/web/build/server/index.js'))) {
  console.log('No web build yet: building it once…')
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

const runDir = mkdtempSync(path.join(tmpdir(), 'serendib-cluster-'))
const appPorts = values['app-ports']
  ? values['app-ports'].split(',').map(Number)
  : Array.from({ length: count }, (_, i) => port + 1 + i)
if (appPorts.length !== count || appPorts.some((p) => !Number.isInteger(p) || p < 1 || p > 65535))
  fail(`--app-ports must list ${count} ports\n${usage}`)
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`
const apps = new Map<number, ChildProcess>()
/** Set once nginx runs. */
const proxy: { nginx?: ChildProcess } = {}
let stopping = false

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

function startApp(appPort: number): ChildProcess {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/src/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      HOST: '127.0.0.1',
      PORT: String(appPort),
      PUBLIC_URL: publicUrl,
      // Client IPs (rate limits, audit) come from nginx's X-Forwarded-For, and from nginx only:
      // a program reaching the port directly is its own address, whatever it sends (decision 056).
      TRUST_PROXY: values['proxy-address'],
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  apps.set(appPort, child)
  child.once('exit', (code, signal) => {
    if (stopping) return
    console.error(`app process on port ${appPort} exited (${signal ?? code}); starting it again in 1 s`)
    setTimeout(() => void (stopping || startApp(appPort)), 1000)
  })
  return child
}

async function ready(appPort: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 300_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) fail(`app process on port ${appPort} exited while starting`)
    try {
      if ((await fetch(`http://127.0.0.1:${appPort}/readyz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  fail(`app process on port ${appPort} was not ready within 5 minutes`)
}

async function stop(signal: string): Promise<void> {
  if (stopping) return
  stopping = true
  console.log(`${signal}: stopping nginx and ${apps.size} app processes…`)
  // nginx first (graceful: finishes requests in flight), then the apps drain and close.
  proxy.nginx?.kill('SIGQUIT')
  const exits = [...apps.values()].map(
    (child) =>
      new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve))),
  )
  for (const child of apps.values()) child.kill('SIGTERM')
  await Promise.all(exits)
  rmSync(runDir, { recursive: true, force: true })
  process.exit(0)
}
process.once('SIGINT', () => void stop('SIGINT'))
process.once('SIGTERM', () => void stop('SIGTERM'))

// The first process applies migrations and seeds an empty database; then the rest start together.
const [first, ...others] = appPorts
await ready(first!, startApp(first!))
await Promise.all(others.map((p) => ready(p, startApp(p))))

const nginxArgs = prepareNginx({
  runDir,
  listenAddress: values.host,
  listenPort: port,
  appPorts,
  proxyAddress: values['proxy-address'],
})
const nginx = spawn(values.nginx, nginxArgs, { stdio: ['ignore', 'inherit', 'inherit'] })
proxy.nginx = nginx
nginx.once('exit', (code) => {
  if (!stopping) {
    console.error(`nginx exited (${code})`)
    void stop('nginx exit')
  }
})
console.log(
  `Serendib cluster: ${count} app process${count === 1 ? '' : 'es'} (ports ${appPorts.join(', ')}) ` +
    `behind nginx on http://${values.host}:${port} (config ${path.join(runDir, 'nginx.conf')})`,
)
