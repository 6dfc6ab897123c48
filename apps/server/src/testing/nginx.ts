/**
 * The app behind Debian's nginx, configured as `npm run cluster` configures it
 * (deploy/nginx/cluster.conf.template), and clients that connect from a chosen loopback address.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { prepareNginx } from '../../../../scripts/nginx-config.ts'

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

export interface RunningNginx {
  port: number
  stop: () => Promise<void>
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

/** nginx in the foreground in front of the app ports, connecting to them from proxyAddress. */
export async function startNginx(appPorts: number[], proxyAddress: string): Promise<RunningNginx> {
  if (!existsSync(NGINX))
    throw new Error(`nginx not found at ${NGINX}: apt-get install nginx (or NGINX_PATH)`)
  const runDir = mkdtempSync(path.join(tmpdir(), 'serendib-nginx-test-'))
  const port = await freePort()
  const args = prepareNginx({ runDir, listenAddress: '127.0.0.1', listenPort: port, appPorts, proxyAddress })
  const child = spawn(NGINX, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let log = ''
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const deadline = Date.now() + 10_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${log}`)
    const answered = await send({ port, path: '/healthz' }).then(
      () => true,
      () => false,
    )
    if (answered) break
    if (Date.now() > deadline) throw new Error(`nginx did not answer:\n${log}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return {
    port,
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT')
      await exited
      rmSync(runDir, { recursive: true, force: true })
    },
  }
}

export interface Sent {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
  json: () => Record<string, unknown>
}

/** One HTTP request to 127.0.0.1:port from the loopback address `from` (any of 127.0.0.0/8). */
export function send({
  port,
  path: url,
  from = '127.0.0.1',
  method = 'GET',
  headers = {},
  body,
}: {
  port: number
  path: string
  from?: string
  method?: string
  headers?: Record<string, string>
  body?: unknown
}): Promise<Sent> {
  const payload = body === undefined ? undefined : JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method,
        localAddress: from,
        // A fresh connection each time: the address is the socket's.
        agent: false,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text,
            json: () => JSON.parse(text) as Record<string, unknown>,
          }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}
