/**
 * A bounded autocannon run against loopback that records every response time, so we can
 * report p95 (autocannon's own summary stops at p90 and p97.5).
 */
import { loadavg } from 'node:os'
import autocannon from 'autocannon'

/** A POST (or any) request of the mix; plain strings are GET paths. */
export interface LoadRequest {
  method: 'GET' | 'POST'
  path: string
  body?: string
  headers?: Record<string, string>
}

export interface LoadResult {
  name: string
  requests: number
  rps: number
  p50: number
  p95: number
  p99: number
  errors: number
  non2xx: number
  /** The machine's 1-minute load average when the run ended (it is shared: read figures beside it). */
  load: number
  /** What `sample` read over the recorded run (not the warm-up), reading after minus before. */
  sampled?: number[]
}

/** What travellers type: broad ("kandy" matches a fifth of a generated catalogue) and narrow. */
export const SEARCH_KEYWORDS = [
  'kandy',
  'safari',
  'beach',
  'tea',
  'temple',
  'whale',
  'sigiriya',
  'galle',
  'train',
  'cooking',
]

/** The p-th percentile of ascending values (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)]!
}

export interface MeasureOptions {
  connections?: number
  seconds?: number
  warmupSeconds?: number
  /**
   * Every connection takes the next path of one shared sequence (a realistic mix), rather than
   * each connection cycling the list from its start (all ten asking the same thing at once).
   */
  sequence?: boolean
  /** Read before and after the recorded run (CPU time of the processes under test, say). */
  sample?: () => number[]
}

export async function measure(
  name: string,
  baseUrl: string,
  paths: (string | LoadRequest)[],
  { connections = 10, seconds = 10, warmupSeconds = 2, sequence = false, sample }: MeasureOptions = {},
): Promise<LoadResult> {
  let cursor = 0
  const next = () => paths[cursor++ % paths.length] as string
  const requests = sequence
    ? [
        {
          method: 'GET' as const,
          path: paths[0] as string,
          setupRequest: (request: { path: string }) => ({ ...request, path: next() }),
        },
      ]
    : paths.map((p) => (typeof p === 'string' ? { method: 'GET' as const, path: p } : p))
  // Warm-up: JIT, connection pools, PostgreSQL caches. Not recorded.
  await autocannon({ url: baseUrl, connections, duration: warmupSeconds, requests })
  const times: number[] = []
  const before = sample?.()
  const instance = autocannon({ url: baseUrl, connections, duration: seconds, requests })
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    times.push(responseTime)
  })
  const result = await instance
  const after = sample?.()
  times.sort((a, b) => a - b)
  return {
    name,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    load: loadavg()[0]!,
    sampled: before && after ? after.map((value, i) => value - before[i]!) : undefined,
  }
}

export function printTable(results: LoadResult[], baseline?: LoadResult): void {
  const rows = results.map((r) => ({
    target: r.name,
    'req/s': Math.round(r.rps),
    'p50 ms': r.p50.toFixed(1),
    'p95 ms': r.p95.toFixed(1),
    'p99 ms': r.p99.toFixed(1),
    'vs bare': baseline ? `${((r.rps / baseline.rps) * 100).toFixed(1)}%` : '',
    'errors/non-2xx': `${r.errors}/${r.non2xx}`,
    load: r.load.toFixed(1),
  }))
  console.table(rows)
}
