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
