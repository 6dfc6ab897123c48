/**
 * The home page's JavaScript as a browser loads it before it is interactive (gzip), shared by
 * bench/startup.ts (the figure) and e2e/home-javascript-budget.spec.ts (the guard).
 */
import { gzipSync } from 'node:zlib'
import { launchBrowser } from './browser.ts'
import { waitForHydration } from './page.ts'

/** 140 KB gzip: the home page's budget (decisions 019 and 046). */
export const HOME_JS_BUDGET_GZIP = 143_360

/**
 * Every script the home page loads until it is interactive, as a browser loads it: the module
 * requests from navigation until the page has hydrated (<html data-hydrated>, decision 019).
 * Modules fetched later on purpose (the login form, on idle) are not counted.
 */
export async function homeJavaScriptGzip(
  baseUrl: string,
): Promise<{ files: number; bytes: number; gzip: number }> {
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
