/**
 * Foundation figures: cold start to the first served page (fresh data folder: migrations, demo
 * seed, image drawing), warm start (same folder), and the JavaScript the home page loads (gzip).
 * Usage: node bench/startup.ts   (needs a web build: npm run build)
 */
import { gzipSync } from 'node:zlib'
import { startApp } from '../e2e/support/app-server.ts'
import { launchBrowser } from '../e2e/support/browser.ts'
import { waitForHydration } from '../e2e/support/page.ts'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

async function timeToFirstPage(
  dataDir: string,
): Promise<{ ms: number; stop: () => Promise<unknown>; baseUrl: string }> {
  const started = performance.now()
  const app = await startApp({}, dataDir)
  const response = await fetch(`${app.baseUrl}/`)
  if (response.status !== 200) throw new Error(`home answered ${response.status}`)
  await response.text()
  return { ms: performance.now() - started, stop: () => app.stop(), baseUrl: app.baseUrl }
}

/**
 * Every script the home page loads until it is interactive, as a browser loads it: the module
 * requests from navigation until the page has hydrated (<html data-hydrated>, decision 019).
 * Modules fetched later on purpose (the login form, on idle) are not counted.
 */
async function homeJavaScriptGzip(baseUrl: string): Promise<{ files: number; bytes: number; gzip: number }> {
  const browser = await launchBrowser()
  try {
    const page = await browser.newPage()
    // The moment the page says it has hydrated, noted in the page itself: on a busy machine the
    // wait below returns later, after the login form's idle prefetch has started.
    // It observes the document, not <html>: it runs before the parser has created <html>.
    await page.addInitScript(() => {
      new MutationObserver((_changes, observer) => {
        if (!document.documentElement.hasAttribute('data-hydrated')) return
        Object.assign(window, { hydratedAt: performance.now() })
        observer.disconnect()
      }).observe(document, { attributes: true, subtree: true })
    })
    await page.goto(`${baseUrl}/`)
    await waitForHydration(page)
    const loadedBeforeInteractive = await page.evaluate(() => {
      const hydratedAt = (window as unknown as { hydratedAt?: number }).hydratedAt
      if (hydratedAt === undefined) throw new Error('the hydration mark was not seen')
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js') && entry.startTime <= hydratedAt)
        .map((entry) => entry.name)
    })
    let bytes = 0
    let gzip = 0
    for (const url of loadedBeforeInteractive) {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer())
      bytes += body.length
      gzip += gzipSync(body, { level: 9 }).length
    }
    return { files: loadedBeforeInteractive.length, bytes, gzip }
  } finally {
    await browser.close()
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'serendib-bench-'))
try {
  const cold = await timeToFirstPage(dataDir)
  const js = await homeJavaScriptGzip(cold.baseUrl)
  await cold.stop()
  const warm = await timeToFirstPage(dataDir)
  await warm.stop()
  console.log(`cold start to first page (fresh data, seed + images): ${(cold.ms / 1000).toFixed(1)} s`)
  console.log(`warm start to first page (existing data):              ${(warm.ms / 1000).toFixed(1)} s`)
  console.log(
    `home page JavaScript: ${js.files} files, ${(js.bytes / 1024).toFixed(1)} KB raw, ${(js.gzip / 1024).toFixed(1)} KB gzip (${js.gzip} bytes; target 140 KB = 143,360)`,
  )
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
