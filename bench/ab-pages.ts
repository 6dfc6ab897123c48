/**
 * A/B of rendered pages (issue 34): server CPU per request of another checkout's build (`--base`,
 * e.g. a worktree of main, built) against this one's, in interleaved rounds on one machine, so
 * that a change is measured against the code before it rather than against a busy machine.
 *   node bench/ab-pages.ts --base /path/to/other/checkout
 */
import http from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { startApp as startMine, type startApp } from '../e2e/support/app-server.ts'
import { processCpuMs } from './cpu-time.ts'

const { values } = parseArgs({ options: { base: { type: 'string' } } })
if (!values.base) throw new Error('--base <checkout> is required')
const { startApp: startBase } = (await import(path.resolve(values.base, 'e2e/support/app-server.ts'))) as {
  startApp: typeof startApp
}
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
const get = (port: number, path: string, headers: Record<string, string>) =>
  new Promise<number>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers, agent }, (r) => {
        r.resume()
        r.on('end', () => resolve(r.statusCode ?? 0))
      })
      .on('error', reject)
  })
const base = await startBase({ LOG_LEVEL: 'info' })
const mine = await startMine({ LOG_LEVEL: 'info' })
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}
try {
  const sample = (await (await fetch(`${mine.baseUrl}/api/search?limit=1&tour_type=2`)).json()) as {
    data: { results: Array<{ full_seo_url: string }> }
  }
  const tour = sample.data.results[0]!.full_seo_url
  const pages = {
    '/': '/',
    'tour page': tour,
    '/de tour page': `/de${tour}`,
    search: '/search?key=kandy',
    '/about': '/about',
  }
  const rows: Record<string, string>[] = []
  for (const [name, path] of Object.entries(pages))
    for (const enc of [false, true]) {
      const headers: Record<string, string> = {
        cookie: 'bench=1',
        ...(enc ? { 'accept-encoding': 'gzip, deflate, br' } : {}),
      }
      const apps = [base, mine].map((a) => ({ pid: a.process.pid!, port: Number(new URL(a.baseUrl).port) }))
      for (const a of apps) for (let i = 0; i < 30; i++) await get(a.port, path, headers)
      const samples: number[][] = [[], []]
      for (let round = 0; round < 9; round++)
        for (const i of round % 2 ? [1, 0] : [0, 1]) {
          const a = apps[i]!
          const before = processCpuMs(a.pid)
          for (let k = 0; k < 40; k++) await get(a.port, path, headers)
          samples[i]!.push((processCpuMs(a.pid) - before) / 40)
        }
      const [b, m] = samples.map(median)
      rows.push({
        page: `${name}${enc ? ', br' : ''}`,
        'base ms': b!.toFixed(2),
        'branch ms': m!.toFixed(2),
        change: `${(((m! - b!) / b!) * 100).toFixed(0)} %`,
      })
    }
  console.table(rows)
} finally {
  await base.stop()
  await mine.stop()
  agent.destroy()
}
