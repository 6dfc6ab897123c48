import { describe, expect, it } from 'vitest'
import { useAppAndBrowser } from './support/journey.ts'
import { waitForHydration } from './support/page.ts'

const NOTICE = 'Demo site: payments are simulated'
const journey = useAppAndBrowser()

/** Sum of layout-shift scores the page reported (what CLS is made of). */
const layoutShift = () =>
  new Promise<number>((resolve) => {
    let total = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value
    }).observe({ type: 'layout-shift', buffered: true })
    setTimeout(() => resolve(total), 500)
  })

describe('demo notice (issue 12)', () => {
  it('is on every page of the demo from the first byte, dismissed by keyboard, and stays dismissed', async () => {
    for (const path of ['/', '/about', '/no-such-page']) {
      const html = await (await fetch(`${journey.app.baseUrl}${path}`)).text()
      expect(html).toContain(NOTICE)
    }
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${journey.app.baseUrl}/`)
    await waitForHydration(page)
    const notice = page.getByRole('region', { name: 'Demo site' })
    await notice.getByText(NOTICE).waitFor()
    expect(await page.evaluate(layoutShift)).toBeLessThan(0.01)

    await notice.getByRole('button', { name: 'Dismiss the demo notice' }).focus()
    await page.keyboard.press('Enter')
    await notice.waitFor({ state: 'detached' })

    // Next page, its modules held back (never hydrates): the head script alone hides the
    // server-rendered notice before the first paint, so it neither flashes nor shifts the page.
    await page.route('**/assets/**/*.js', (route) => route.abort())
    await page.goto(`${journey.app.baseUrl}/about`)
    expect(await page.locator('.demo-notice').count()).toBe(1)
    expect(await page.locator('.demo-notice').isVisible()).toBe(false)
    expect(await page.evaluate(layoutShift)).toBeLessThan(0.01)
    await page.unroute('**/assets/**/*.js')
    await context.close()
  })
})
