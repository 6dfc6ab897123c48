import { describe, expect, it } from 'vitest'
import { useAppAndBrowser } from './support/journey.ts'
import { newPage, unexpected } from './support/page.ts'

const journey = useAppAndBrowser()

describe('favicon and app icons (issue 18)', () => {
  it('serves /favicon.ico and a manifest whose icons all load', async () => {
    const ico = await fetch(`${journey.app.baseUrl}/favicon.ico`)
    expect(ico.status).toBe(200)
    const bytes = Buffer.from(await ico.arrayBuffer())
    // An ICO header: reserved 0, type 1 (icon), at least one image.
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1])
    expect(bytes.readUInt16LE(4)).toBeGreaterThan(0)

    const { context, page, problems } = await newPage(journey, 'phone')
    await page.goto(`${journey.site}/`)
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect(href).toBe('/site.webmanifest')
    expect(await page.locator('link[rel="apple-touch-icon"]').count()).toBe(1)
    const manifest = (await (await fetch(`${journey.app.baseUrl}${href}`)).json()) as {
      name: string
      start_url: string
      icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>
    }
    expect(manifest.start_url).toBe('/')
    const sizes = manifest.icons.map((icon) => icon.sizes)
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']))
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true)
    for (const icon of manifest.icons) {
      const response = await fetch(`${journey.app.baseUrl}${icon.src}`)
      expect(response.status, icon.src).toBe(200)
      expect(response.headers.get('content-type'), icon.src).toContain(icon.type)
    }
    expect(unexpected(problems)).toEqual([])
    await context.close()
  })
})
