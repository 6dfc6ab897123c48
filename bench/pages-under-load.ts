/**
 * Issue 3: on the embedded database with the demo catalogue, do the public pages stay
 * interactive while 20 clients search at once? Runs autocannon (20 connections, varied keyword
 * and filter searches) against a PGlite app and, during it, opens home, search and a tour page
 * in Chromium again and again: time to the HTML, first paint, and hydration (<html
 * data-hydrated>, decision 019), from navigation start.
 *   node bench/pages-under-load.ts [--connections 20] [--rounds 5] [--cache-seconds 30]
 * --cache-seconds 0 takes the catalogue cache (decision 008) away, so every search hits PGlite.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { startApp } from '../e2e/support/app-server.ts'
import { launchBrowser } from '../e2e/support/browser.ts'
import { waitForHydration } from '../e2e/support/page.ts'
import { percentile, SEARCH_KEYWORDS } from './load.ts'

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '5' },
    'cache-seconds': { type: 'string', default: '30' },
  },
})
const connections = Number(values.connections)
const rounds = Number(values.rounds)

const ascending = (xs: number[]) => [...xs].sort((a, b) => a - b)
const p = (xs: number[], rank: number) => percentile(ascending(xs), rank)

const dataDir = mkdtempSync(path.join(tmpdir(), 'serendib-pages-'))
const app = await startApp({ LOG_LEVEL: 'error', CATALOGUE_CACHE_SECONDS: values['cache-seconds'] }, dataDir)
const browser = await launchBrowser()
try {
  const sample = (await (await fetch(`${app.baseUrl}/api/search?limit=1&tour_type=2`)).json()) as {
    data: { results: Array<{ full_seo_url: string }> }
  }
  const pages = { home: '/', search: '/search?key=kandy', detail: sample.data.results[0]!.full_seo_url }

  const keywords = SEARCH_KEYWORDS
  const searches = keywords.flatMap((keyword) => [
    { method: 'GET' as const, path: `/api/search?keyword=${keyword}&tour_type=2&price_max=300` },
    { method: 'GET' as const, path: `/api/search?keyword=${keyword}&duration_min=1&page=2` },
  ])
  const searchTimes: number[] = []
  const load = autocannon({ url: app.baseUrl, connections, duration: 600, requests: searches })
  load.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => searchTimes.push(ms))
  await new Promise((resolve) => setTimeout(resolve, 2000))

  const rows: Record<string, Record<string, string>> = {}
  for (const [name, pagePath] of Object.entries(pages)) {
    const html: number[] = []
    const paint: number[] = []
    const interactive: number[] = []
    for (let round = 0; round < rounds; round++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
      const page = await context.newPage()
      await page.goto(`${app.baseUrl}${pagePath}`)
      await waitForHydration(page, 60_000)
      const hydratedAt = await page.evaluate(() => performance.now())
      const timing = await page.evaluate(() => {
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
        const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]
        return { html: navigation.responseEnd, paint: firstPaint?.startTime ?? Number.NaN }
      })
      html.push(timing.html)
      paint.push(timing.paint)
      interactive.push(hydratedAt)
      await context.close()
    }
    rows[name] = {
      'HTML p50/p95 ms': `${p(html, 50).toFixed(0)} / ${p(html, 95).toFixed(0)}`,
      'first paint p50/p95 ms': `${p(paint, 50).toFixed(0)} / ${p(paint, 95).toFixed(0)}`,
      'interactive p50/p95 ms': `${p(interactive, 50).toFixed(0)} / ${p(interactive, 95).toFixed(0)}`,
    }
  }
  load.stop()
  const result = await load
  console.log(
    `PGlite, demo catalogue, catalogue cache ${values['cache-seconds']} s; ${connections} clients searching ` +
      `(${Math.round(result.requests.average)} searches/s, p50 ${p(searchTimes, 50).toFixed(1)} ms, ` +
      `p95 ${p(searchTimes, 95).toFixed(1)} ms, errors ${result.errors + result.timeouts}, ` +
      `non-2xx ${result.non2xx}) while Chromium opens each page ${rounds} times:`,
  )
  console.table(rows)
} finally {
  await browser.close()
  await app.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
