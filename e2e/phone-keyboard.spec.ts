import { mkdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { useAppAndBrowser } from './support/journey.ts'
import { newPage, unexpected, waitForHydration } from './support/page.ts'
import { DEMO_CUSTOMER, logIn } from './support/session.ts'

const journey = useAppAndBrowser()
const shots = 'e2e/screenshots'

/** Tag name, name and text of the focused element, enough to tell controls apart. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return 'body'
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? ''
    return `${element.tagName.toLowerCase()} ${name}`.trim()
  })

const insideDialog = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))

async function tourPath(): Promise<string> {
  const search = (await (await fetch(`${journey.app.baseUrl}/api/search?limit=1&tour_type=2`)).json()) as {
    data: { results: Array<{ full_seo_url: string }> }
  }
  return search.data.results[0]!.full_seo_url
}

/**
 * Tabs through the whole page and returns the visible controls that Tab never reached. A control
 * in a roving-focus widget (tabs, toolbar) or a radio group counts when another of its group is
 * reached: the arrow keys lead on from there.
 */
async function unreachedControls(page: Page): Promise<string[]> {
  const count = await page.evaluate(() => {
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]',
      ),
    ].filter(
      (element) =>
        // tabindex="-1" marks what only scripts focus, and the inactive stops of roving widgets.
        (element.tabIndex >= 0 || element.closest('[role="tablist"], [role="toolbar"]') !== null) &&
        !element.matches(':disabled') &&
        !element.closest('[inert]') &&
        element.checkVisibility({ visibilityProperty: true }),
    )
    controls.forEach((element, index) => element.setAttribute('data-kbd', String(index)))
    return controls.length
  })
  const reached = new Set<string>()
  let first: string | null = null
  for (let press = 0; press < 600; press++) {
    await page.keyboard.press('Tab')
    const id = await page.evaluate(() => document.activeElement?.getAttribute('data-kbd') ?? null)
    if (id === null) continue
    if (id === first) break
    first ??= id
    reached.add(id)
  }
  expect(count).toBeGreaterThan(0)
  return page.evaluate(
    (ids) => {
      const groupOf = (element: Element) =>
        element.closest('[role="tablist"], [role="toolbar"], [role="radiogroup"]') ??
        (element instanceof HTMLInputElement && element.type === 'radio' ? (element.form ?? document) : null)
      // A control that went away while tabbing (the Book Now bar, once the panel shows) was reached.
      const reachedElements = ids.flatMap((id) => document.querySelector(`[data-kbd="${id}"]`) ?? [])
      return (
        [...document.querySelectorAll<HTMLElement>('[data-kbd]')]
          .filter((element) => !ids.includes(element.getAttribute('data-kbd')!))
          // Disabled meanwhile (a carousel's Next once Tab has scrolled it to the end) is not a miss.
          .filter((element) => !element.matches(':disabled') && element.checkVisibility())
          .filter((element) => {
            const group = groupOf(element)
            return !group || !reachedElements.some((other) => groupOf(other) === group)
          })
          .map((element) => element.outerHTML.slice(0, 160))
      )
    },
    [...reached],
  )
}

describe('keyboard on a phone (issue 18)', () => {
  it('the search filter drawer keeps focus inside, closes with Escape and gives focus back', async () => {
    const { context, page, problems } = await newPage(journey, 'phone')
    await page.goto(`${journey.site}/search`)
    await waitForHydration(page)
    const opener = page.getByRole('button', { name: /^Filters/ })
    await opener.focus()
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: 'Filters' })
    await drawer.waitFor()
    expect(await insideDialog(page)).toBe(true)
    mkdirSync(shots, { recursive: true })
    await page.screenshot({ path: `${shots}/filters-drawer-390.png` })

    // Round the drawer twice: focus never leaves it, and after the last control comes the first.
    const first = await focused(page)
    const seen: string[] = []
    for (let press = 0; press < 40; press++) {
      await page.keyboard.press('Tab')
      expect(await insideDialog(page), `Tab ${press + 1} left the drawer`).toBe(true)
      seen.push(await focused(page))
    }
    const last = seen[seen.indexOf(first) - 1]
    expect(last).toMatch(/^button Show \d+ results$/)
    expect(seen.filter((stop) => stop === first).length).toBeGreaterThanOrEqual(2)
    // Shift+Tab from the first control goes to the last.
    while ((await focused(page)) !== first) await page.keyboard.press('Tab')
    await page.keyboard.press('Shift+Tab')
    expect(await focused(page)).toBe(last)

    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'hidden' })
    expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true)

    // The Close button closes it too, and gives focus back the same way.
    await page.keyboard.press('Enter')
    await drawer.waitFor()
    await drawer.getByRole('button', { name: 'Close filters' }).click()
    await drawer.waitFor({ state: 'hidden' })
    expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true)
    expect(unexpected(problems)).toEqual([])
    await context.close()
  })

  it('the tour tabs show that they scroll, and the chosen tab scrolls into view', async () => {
    const { context, page, problems } = await newPage(journey, 'phone')
    await page.goto(`${journey.site}${await tourPath()}`)
    await waitForHydration(page)
    const tablist = page.getByRole('tablist', { name: 'Tour details' })
    await tablist.scrollIntoViewIfNeeded()
    const fade = (side: 'before' | 'after') =>
      page.locator(`[data-tabs-fade="${side}"]`).evaluate((element) => getComputedStyle(element).opacity)
    expect(await tablist.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true)
    await expect.poll(() => fade('after')).toBe('1')
    expect(await fade('before')).toBe('0')
    // The next tab shows in part: the strip visibly goes on.
    const cut = await tablist.evaluate((list) => {
      const edge = list.getBoundingClientRect().right
      return [...list.querySelectorAll('[role="tab"]')].some((tab) => {
        const box = tab.getBoundingClientRect()
        return box.left < edge && box.right > edge
      })
    })
    expect(cut).toBe(true)
    await page.screenshot({ path: `${shots}/tour-tabs-390.png` })

    // The keyboard moves to the last tab: it is selected and wholly in view, the fade swaps sides.
    await tablist.getByRole('tab', { selected: true }).focus()
    await page.keyboard.press('End')
    const lastTab = tablist.getByRole('tab', { name: 'Know Before You Go' })
    await expect.poll(() => lastTab.getAttribute('aria-selected')).toBe('true')
    const inView = () =>
      lastTab.evaluate((tab) => {
        const box = tab.getBoundingClientRect()
        const strip = tab.parentElement!.getBoundingClientRect()
        return box.left >= strip.left - 1 && box.right <= strip.right + 1
      })
    await expect.poll(inView).toBe(true)
    await expect.poll(() => fade('before')).toBe('1')
    await expect.poll(() => fade('after')).toBe('0')
    // A tap on the first tab brings it back into view.
    await tablist.getByRole('tab', { name: 'Itinerary' }).click()
    await expect.poll(() => fade('before')).toBe('0')
    expect(unexpected(problems)).toEqual([])
    await context.close()
  })

  it('the home hero slider is one tab stop before the search box', async () => {
    const { context, page, problems } = await newPage(journey, 'phone')
    await page.goto(`${journey.site}/`)
    await waitForHydration(page)
    const stops: string[] = []
    for (let press = 0; press < 30; press++) {
      await page.keyboard.press('Tab')
      const inSearch = await page.evaluate(() =>
        Boolean(document.activeElement?.closest('form[aria-labelledby="home-search-title"]')),
      )
      if (inSearch) break
      stops.push(
        await page.evaluate(() =>
          document.activeElement?.closest('[aria-roledescription="carousel"]') ? 'slider' : 'other',
        ),
      )
    }
    expect(stops.length).toBeLessThan(30)
    expect(stops.filter((stop) => stop === 'slider')).toEqual(['slider'])

    // Inside the slider's toolbar the arrow keys move between its controls.
    const toolbar = page.getByRole('toolbar', { name: 'Slideshow controls' })
    await toolbar.getByRole('button', { name: 'Pause slideshow' }).focus()
    await page.keyboard.press('ArrowRight')
    expect(await focused(page)).toMatch(/^button Show slide 1: /)
    await page.keyboard.press('Enter')
    await page.keyboard.press('End')
    expect(await focused(page)).toBe('button Next slide')
    await page.keyboard.press('Home')
    expect(await focused(page)).toBe('button Previous slide')
    // The Travel Inspirations scroller can be reached: its cards are links, or it takes focus.
    const inspirations = page.getByRole('list', { name: 'Travel Inspirations' })
    expect(
      await inspirations.evaluate(
        (list) => list.tabIndex === 0 || list.querySelector('a[href], button') !== null,
      ),
    ).toBe(true)
    await inspirations.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${shots}/home-inspirations-390.png` })
    expect(unexpected(problems)).toEqual([])
    await context.close()
  })

  it('every control a phone shows is reachable with Tab', async () => {
    const { context, page, problems } = await newPage(journey, 'phone')
    const tour = await tourPath()
    const missed: string[] = []
    for (const path of ['/', '/search', tour, '/travel-inspiration', '/help', '/login']) {
      await page.goto(`${journey.site}${path}`)
      await waitForHydration(page)
      for (const control of await unreachedControls(page)) missed.push(`${path}: ${control}`)
    }
    // The fixed Book Now bar hides once the booking panel shows: Tab reaches it before that.
    await page.goto(`${journey.site}${tour}`)
    await waitForHydration(page)
    let bookNow = false
    for (let press = 0; press < 40 && !bookNow; press++) {
      await page.keyboard.press('Tab')
      bookNow = await page.evaluate(() => {
        const element = document.activeElement
        const bar = element?.closest('div.fixed')
        return element?.textContent === 'Book Now' && bar !== null && bar !== undefined
      })
    }
    expect(bookNow).toBe(true)

    await logIn(page, journey.site, DEMO_CUSTOMER)
    for (const path of ['/account', '/account/bookings', '/account/settings']) {
      await page.goto(`${journey.site}${path}`)
      await waitForHydration(page)
      await page.waitForLoadState('networkidle')
      for (const control of await unreachedControls(page)) missed.push(`${path}: ${control}`)
    }
    expect(missed, missed.join('\n')).toEqual([])
    expect(unexpected(problems)).toEqual([])
    await context.close()
  }, 240_000)
})
