import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import type { Journey } from './journey.ts'

/** The two widths the journeys check: a phone and a laptop. */
export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const

export interface Watched {
  context: BrowserContext
  page: Page
  /** Uncaught exceptions and console errors (CSP refusals among them). */
  problems: string[]
}

/** A fresh browser context at one of the viewports, and a page whose problems are collected. */
export async function newPage(
  journey: Journey,
  viewport: keyof typeof viewports,
  options: BrowserContextOptions = {},
): Promise<Watched> {
  const context = await journey.browser.newContext({ viewport: viewports[viewport], ...options })
  const page = await context.newPage()
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    // The payment provider's page names no icon, so the browser asks for /favicon.ico there.
    if (message.location().url.endsWith('/favicon.ico')) return
    if (message.type() === 'error') problems.push(`console: ${message.text()} (${message.location().url})`)
  })
  return { context, page, problems }
}

/** Refusals a journey provokes on purpose show up as failed loads; anything else is a problem. */
export function unexpected(problems: string[], expectedStatus: number[] = []): string[] {
  return problems.filter(
    (problem) =>
      !expectedStatus.some((status) => problem.includes(`status of ${status}`)) ||
      problem.includes('Content Security Policy'),
  )
}

/** The snackbar message with this text. */
export const snackbar = (page: Page, text: string) => page.locator('[data-snackbar-type]', { hasText: text })

/**
 * Resolves once the page has hydrated (the root layout marks <html data-hydrated>, decision 019).
 * Journeys rarely need it: links and forms work before, and early clicks are held and replayed.
 * It is for checks about the hydrated page itself (client-side navigation, timings).
 */
export async function waitForHydration(page: Page, timeout = 30_000) {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout })
}

/** A browser context with JavaScript switched off, at one of the viewports. */
export async function newPageWithoutJavaScript(journey: Journey, viewport: keyof typeof viewports) {
  return newPage(journey, viewport, { javaScriptEnabled: false })
}
