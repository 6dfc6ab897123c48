/**
 * Lighthouse (mobile, the default profile) on home, search and a tour detail page: the median
 * of 3 runs per page, as scores out of 100. Scores are noisy on 2 cores, hence the median.
 *   node bench/lighthouse.ts [--runs 3]
 */
import { parseArgs } from 'node:util'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { startApp } from '../e2e/support/app-server.ts'
import { chromiumFlags, chromiumPath } from '../e2e/support/browser.ts'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } })
const runs = Number(values.runs)
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

const app = await startApp({ LOG_LEVEL: 'error' })
const chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags })
try {
  const sample = (await (await fetch(`${app.baseUrl}/api/search?limit=1&tour_type=2`)).json()) as {
    data: { results: Array<{ full_seo_url: string }> }
  }
  const pages = { home: '/', search: '/search?key=kandy', detail: sample.data.results[0]!.full_seo_url }
  const rows: Record<string, Record<string, number | string>> = {}
  const failing: string[] = []
  for (const [name, path] of Object.entries(pages)) {
    const scores: Record<string, number[]> = Object.fromEntries(categories.map((c) => [c, []]))
    const metrics: string[] = []
    // One unmeasured request first: the server's first render of a page after boot (cold JIT
    // and caches) is the server's start-up, not the page's speed in a browser.
    await (await fetch(`${app.baseUrl}${path}`)).text()
    let failedRuns = 0
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${app.baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
      })
      if (!result) throw new Error(`no Lighthouse result for ${path}`)
      // A run Lighthouse itself could not measure (e.g. NO_NAVSTART: the trace lost the
      // navigation) is not a score of 0; it is said and run again, at most three times.
      if (result.lhr.runtimeError) {
        console.log(`${name} run ${i + 1}: ${result.lhr.runtimeError.code}, running it again`)
        if (++failedRuns > 3) throw new Error(`Lighthouse keeps failing on ${path}`)
        i--
        continue
      }
      for (const warning of result.lhr.runWarnings) console.log(`${name} run ${i + 1}: ${warning}`)
      for (const category of categories)
        scores[category]!.push(Math.round((result.lhr.categories[category]?.score ?? 0) * 100))
      const metric = (id: string) => Math.round(result.lhr.audits[id]?.numericValue ?? Number.NaN)
      metrics.push(
        `FCP ${metric('first-contentful-paint')} LCP ${metric('largest-contentful-paint')} ` +
          `TBT ${metric('total-blocking-time')} CLS ${result.lhr.audits['cumulative-layout-shift']?.displayValue}`,
      )
      if (i === 0) {
        for (const audit of Object.values(result.lhr.audits)) {
          if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
            failing.push(`${name}: ${audit.id}`)
        }
      }
    }
    rows[name] = {
      path,
      ...Object.fromEntries(categories.map((c) => [c, median(scores[c]!)])),
      'performance runs': scores.performance!.join(' '),
    }
    console.log(`${name}: ${metrics.join(' | ')}`)
  }
  console.log(`Lighthouse mobile, median of ${runs} runs:`)
  console.table(rows)
  if (failing.length) console.log(`failing binary audits (first run):\n  ${failing.join('\n  ')}`)
} finally {
  chrome.kill()
  await app.stop()
}
