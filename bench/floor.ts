/**
 * Issue 34: what a server-rendered page costs beside the stack's floor. Starts the built
 * marketplace (embedded database, demo catalogue, production settings: catalogue cache on, log
 * level info) and the yardstick (bench/yardstick/server.ts: a minimal React Router + Fastify app
 * on the same package versions), and measures server CPU per request (utime + stime of each
 * server process from /proc) over one keep-alive connection, in interleaved rounds, for each
 * page beside the yardstick rendering about as many elements; with no accept-encoding and with a
 * browser's `gzip, deflate, br`. Pages are rendered each time (a cookie keeps them out of the
 * page cache, as a signed-in visitor's are); the page-cache rows are a repeat anonymous view.
 *   npm run bench:floor -- [--rounds 7] [--sample-ms 300]
 * Prints medians of the rounds and the ratio page / yardstick (goal: ≤ 1.5, issue 34). The
 * machine may be shared: only compare figures of the same run.
 */
import { fork } from 'node:child_process'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { freePort, startApp } from '../e2e/support/app-server.ts'
import { processCpuMs } from './cpu-time.ts'

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '7' },
    'sample-ms': { type: 'string', default: '300' },
    only: { type: 'string' },
  },
})
const rounds = Number(values.rounds)
const sampleMs = Number(values['sample-ms'])

const BROWSER_ENCODING = 'gzip, deflate, br'
const here = path.dirname(fileURLToPath(import.meta.url))

interface Target {
  pid: number
  port: number
  path: string
  headers: Record<string, string>
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })

function get(target: Pick<Target, 'port' | 'path' | 'headers'>): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port: target.port, path: target.path, headers: target.headers, agent },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }))
        response.on('error', reject)
      },
    )
    request.on('error', reject)
  })
}

/** Elements in a page: its opening tags. */
const elements = (html: string) => (html.match(/<[a-zA-Z]/g) ?? []).length

/** Server CPU ms per request over `count` requests, one at a time. */
async function cpuPerRequest(target: Target, count: number): Promise<number> {
  const before = processCpuMs(target.pid)
  for (let i = 0; i < count; i++) {
    const { status } = await get(target)
    if (status !== 200) throw new Error(`${target.path} answered ${status}`)
  }
  return (processCpuMs(target.pid) - before) / count
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

const app = await startApp({ LOG_LEVEL: 'info' })
const yardPort = await freePort()
const yardstick = fork(path.join(here, 'yardstick/server.ts'), [], {
  env: { ...process.env, PORT: String(yardPort), NODE_ENV: 'production' },
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
})
await new Promise<void>((resolve, reject) => {
  yardstick.once('message', () => resolve())
  yardstick.once('exit', (code) => reject(new Error(`the yardstick exited (${code})`)))
})

try {
  const appPort = Number(new URL(app.baseUrl).port)
  const sample = (await (await fetch(`${app.baseUrl}/api/search?limit=1&tour_type=2`)).json()) as {
    data: { results: Array<{ full_seo_url: string }> }
  }
  const home = await (await fetch(`${app.baseUrl}/`)).text()
  const location = home.match(/href="(\/[^"]+\/location\/\d+)"/)?.[1]
  if (!location) throw new Error('no location page link on the home page')
  const pages: Record<string, string> = {
    '/': '/',
    'tour page': sample.data.results[0]!.full_seo_url,
    search: '/search?key=kandy',
    '/about': '/about',
    'location page': location,
  }
  // A cookie nobody reads keeps a page out of the page cache (plugins/page-cache.ts).
  const rendered = { cookie: 'bench=1' }

  interface Row {
    name: string
    ours: Target
    yard: Target
    ourElements: number
    yardElements: number
    counts: [number, number]
    samples: [number[], number[]]
  }
  const rows: Row[] = []
  for (const [name, pagePath] of Object.entries(pages)) {
    const { body } = await get({ port: appPort, path: pagePath, headers: rendered })
    const target = elements(body.toString('utf8'))
    // The yardstick's shell is a fixed number of elements, its items three each: aim, then correct once.
    let n = target
    let got = elements((await get({ port: yardPort, path: `/page/${n}`, headers: {} })).body.toString('utf8'))
    n += target - got
    got = elements((await get({ port: yardPort, path: `/page/${n}`, headers: {} })).body.toString('utf8'))
    for (const encoding of [undefined, BROWSER_ENCODING]) {
      const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {}
      const variants: Array<[string, Record<string, string>]> = [[name, { ...headers, ...rendered }]]
      if (name === '/' || name === 'tour page') variants.push([`${name} (page-cache hit)`, headers])
      for (const [label, ourHeaders] of variants) {
        rows.push({
          name: `${label}${encoding ? ', br' : ''}`,
          ours: { pid: app.process.pid!, port: appPort, path: pagePath, headers: ourHeaders },
          yard: { pid: yardstick.pid!, port: yardPort, path: `/page/${n}`, headers },
          ourElements: target,
          yardElements: got,
          counts: [0, 0],
          samples: [[], []],
        })
      }
    }
  }
  const selected = values.only ? rows.filter((row) => row.name.includes(values.only!)) : rows

  // Warm-up (JIT, caches), and how many requests make a sample of about sample-ms of CPU.
  for (const row of selected) {
    const [ours, yard] = [row.ours, row.yard]
    for (const [i, target] of [ours, yard].entries()) {
      await cpuPerRequest(target, 20)
      const perRequest = await cpuPerRequest(target, 30)
      row.counts[i] = Math.max(20, Math.min(2000, Math.round(sampleMs / Math.max(perRequest, 0.2))))
    }
  }
  for (let round = 0; round < rounds; round++) {
    for (const row of selected) {
      // Alternate which goes first, so neither always follows the other.
      const order = round % 2 ? [1, 0] : [0, 1]
      for (const i of order) {
        const target = i === 0 ? row.ours : row.yard
        row.samples[i]!.push(await cpuPerRequest(target, row.counts[i]!))
      }
    }
  }
  console.log(
    `Server CPU per request (utime + stime), one connection, median of ${rounds} interleaved rounds; ` +
      `the yardstick renders about as many elements. ", br": accept-encoding ${BROWSER_ENCODING}.`,
  )
  console.table(
    selected.map((row) => {
      const ours = median(row.samples[0]!)
      const yard = median(row.samples[1]!)
      return {
        page: row.name,
        elements: `${row.ourElements} / ${row.yardElements}`,
        'Serendib ms': ours.toFixed(2),
        'yardstick ms': yard.toFixed(2),
        ratio: (ours / yard).toFixed(2),
      }
    }),
  )
} finally {
  yardstick.kill()
  await app.stop()
  agent.destroy()
}
