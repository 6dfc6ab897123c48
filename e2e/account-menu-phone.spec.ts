import { describe, expect, it } from 'vitest'
import { useAppAndBrowser } from './support/journey.ts'
import { newPage, unexpected, viewports, waitForHydration } from './support/page.ts'
import { DEMO_CUSTOMER, logIn } from './support/session.ts'

const journey = useAppAndBrowser()

describe('account menu on a phone (issue 18)', () => {
  it('shows Log Out without sideways scrolling', async () => {
    const { context, page, problems } = await newPage(journey, 'phone')
    await logIn(page, journey.site, DEMO_CUSTOMER)
    await page.goto(`${journey.site}/account/bookings`)
    const menu = page.getByRole('navigation', { name: 'My account' })
    const logOut = menu.getByRole('button', { name: 'Log Out' })
    await waitForHydration(page)
    await logOut.waitFor()
    // The button is drawn after hydration: on a slow machine its first layout can still be
    // pending when it is found, so wait for its box rather than read it once.
    const readBox = () =>
      logOut.evaluate((button) => {
        const rect = button.getBoundingClientRect()
        return { left: rect.left, right: rect.right, width: rect.width }
      })
    await expect.poll(async () => (await readBox()).width, { timeout: 10_000 }).toBeGreaterThan(0)
    const box = await readBox()
    expect(box.left).toBeGreaterThanOrEqual(0)
    expect(box.right).toBeLessThanOrEqual(viewports.phone.width)
    // Nothing in the menu scrolls sideways, nor the page.
    const overflow = await menu.evaluate((nav) => {
      const list = nav.querySelector('ul')!
      return [list.scrollWidth - list.clientWidth, document.documentElement.scrollWidth - window.innerWidth]
    })
    expect(overflow).toEqual([0, 0])
    await page.screenshot({ path: 'e2e/screenshots/account-menu-390.png' })
    expect(unexpected(problems)).toEqual([])
    await context.close()
  })
})
