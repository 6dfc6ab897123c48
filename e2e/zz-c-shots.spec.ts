import { describe, it } from 'vitest'
import { useAppAndBrowser } from './support/journey.ts'
import { newPage, waitForHydration } from './support/page.ts'

const journey = useAppAndBrowser({})

describe('shots', () => {
  it('account pages in de, ru, ja', async () => {
    for (const locale of (process.env.SHOT_LOCALES ?? 'de').split(',')) {
      for (const viewport of ['phone', 'desktop'] as const) {
        const { context, page } = await newPage(journey, viewport)
        await page.goto(`${journey.site}/${locale}/login`)
        await waitForHydration(page)
        await page.screenshot({ path: `/tmp/c-shot-${locale}-${viewport}-login.png`, fullPage: true })
        await page.locator('input[name="username"]').fill('customer@serendib.lk')
        await page.locator('input[name="password"]').fill('Serendib!2026')
        await page.locator('input[name="password"]').press('Enter')
        await page.waitForURL(`${journey.site}/${locale}/account`)
        await page.waitForTimeout(1500)
        await page.screenshot({ path: `/tmp/c-shot-${locale}-${viewport}-dashboard.png`, fullPage: true })
        await page.goto(`${journey.site}/${locale}/account/bookings`)
        await page.waitForTimeout(3000)
        await page.screenshot({ path: `/tmp/c-shot-${locale}-${viewport}-bookings.png`, fullPage: true })
        const href = await page.locator('[data-booking] a').first().getAttribute('href', { timeout: 3000 }).catch(() => null)
        if (href) await page.goto(`${journey.site}${href}`)
        await page.waitForTimeout(3000)
        await page.screenshot({ path: `/tmp/c-shot-${locale}-${viewport}-detail.png`, fullPage: true })
        await page.goto(`${journey.site}/${locale}/account/settings`)
        await page.waitForTimeout(2500)
        await page.screenshot({ path: `/tmp/c-shot-${locale}-${viewport}-settings.png`, fullPage: true })
        await context.close()
      }
    }
  }, 240_000)
})
