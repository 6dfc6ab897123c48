import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { confirmationLabel } from '@serendib/domain/sale-types'
import { useAppAndBrowser } from './support/journey.ts'
import { newPage, unexpected } from './support/page.ts'

const journey = useAppAndBrowser()
const screenshotDir = path.resolve(fileURLToPath(import.meta.url), '../screenshots')

interface Card {
  id: number
  full_seo_url: string
}

async function tours(): Promise<Array<Card & { sale_type: number }>> {
  const body = (await (await fetch(`${journey.app.baseUrl}/api/search?limit=50`)).json()) as {
    data: { results: Card[] | { data: Card[] } }
  }
  const cards = Array.isArray(body.data.results) ? body.data.results : body.data.results.data
  return Promise.all(
    cards.map(async (card) => {
      const detail = (await (await fetch(`${journey.app.baseUrl}/api/activity?id=${card.id}`)).json()) as {
        data: { sale_type: number }
      }
      return { ...card, sale_type: detail.data.sale_type }
    }),
  )
}

describe('confirmation badge on the tour page (issue 18)', () => {
  it('says "Instant confirmation" for sale type 1 and "Confirmation within 48 hours" otherwise', async () => {
    const all = await tours()
    const instant = all.find((tour) => tour.sale_type === 1)
    const onRequest = all.find((tour) => tour.sale_type !== 1)
    expect(instant && onRequest).toBeTruthy()
    for (const viewport of ['phone', 'desktop'] as const) {
      const { context, page, problems } = await newPage(journey, viewport)
      for (const tour of [instant!, onRequest!]) {
        await page.goto(`${journey.site}${tour.full_seo_url}`)
        const badge = page.locator('[data-confirmation-badge]')
        expect(await badge.innerText()).toBe(confirmationLabel(tour.sale_type))
        expect(await badge.isVisible()).toBe(true)
      }
      mkdirSync(screenshotDir, { recursive: true })
      await page.screenshot({
        path: path.join(screenshotDir, `tour-badge-${viewport === 'phone' ? 390 : 1366}.png`),
      })
      expect(unexpected(problems)).toEqual([])
      await context.close()
    }
  })
})
