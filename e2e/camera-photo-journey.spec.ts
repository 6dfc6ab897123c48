import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import type { Browser, Locator } from 'playwright-core'
import { ImageMessages, PHOTO_MAX_BYTES, PHOTO_MAX_MB } from '@serendib/domain/images'
import { TourEditorMessages } from '@serendib/domain/supplier-tours'
import { TourLifecycle } from '@serendib/domain/tour-lifecycle'
import { cameraPhoto } from '../apps/server/src/testing/camera-photos.ts'
import { launchBrowser } from './support/browser.ts'
import { startCluster, type RunningCluster } from './support/cluster-server.ts'
import { viewports } from './support/page.ts'
import { accessToken, DEMO_PASSWORD, fillLogin } from './support/session.ts'
import { shotsDir } from './support/supplier-portal.ts'

const SUPPLIER = { email: 'bookings@lankatrails.example', password: DEMO_PASSWORD }

/**
 * Where a picture's pixels say it is upright, in the browser: the file's own size and the sky
 * (blue) along its top edge and the grass (green) along its bottom, read back from a canvas.
 */
function shownUpright(image: Locator) {
  return image.evaluate(async (img: HTMLImageElement) => {
    await img.decode()
    const canvas = document.createElement('canvas')
    canvas.width = 3
    canvas.height = 3
    const context = canvas.getContext('2d')!
    context.drawImage(img, 0, 0, 3, 3)
    const { data } = context.getImageData(0, 0, 3, 3)
    const pixel = (x: number, y: number) => [...data.subarray((y * 3 + x) * 4, (y * 3 + x) * 4 + 3)]
    const sky = ([r, g, b]: number[]) => b! > g! + 40 && b! > r! + 80
    const grass = ([r, g, b]: number[]) => g! > b! + 40 && g! > r! + 40
    return {
      width: img.naturalWidth,
      height: img.naturalHeight,
      upright: [0, 1, 2].every((x) => sky(pixel(x, 0)) && grass(pixel(x, 2))),
    }
  })
}

/**
 * Issue 27: a supplier adds a phone photo, 4000×3000 pixels stored sideways with EXIF
 * Orientation 6 (the phone was held upright), to a published tour in the portal at 390 px, and
 * the tour page shows it upright: through nginx, two app processes, PostgreSQL and its media store.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a phone photo through nginx and two processes', () => {
  let cluster: RunningCluster
  let browser: Browser

  beforeAll(async () => {
    const [started, launched] = await Promise.allSettled([
      startCluster(2, {
        APP_SECRET: 'camera-photo-app-secret-0123456789abcdef',
        OAUTH_CLIENT_SECRET: 'camera-photo-client-secret-0123456789abcdef',
      }),
      launchBrowser(),
      cameraPhoto({ width: 3000, height: 4000, format: 'jpeg', sideways: true }),
    ])
    if (started.status === 'fulfilled') cluster = started.value
    if (launched.status === 'fulfilled') browser = launched.value
    if (started.status === 'rejected') throw started.reason
    if (launched.status === 'rejected') throw launched.reason
  }, 300_000)
  afterAll(async () => {
    await browser?.close()
    if (cluster?.process.exitCode === null) await cluster.stop()
  }, 60_000)

  /** The demo supplier's first tour on sale, with its public page. */
  const publishedTour = async () => {
    const [tour] = await cluster.database.execute<{ id: number; title: string; url: string }>(
      sql`select a.id, a.title, a.full_seo_url as url from activities a
            join users u on u.id = a.supplier_user_id
           where u.email = ${SUPPLIER.email} and a.status = ${TourLifecycle.active}
           order by a.id limit 1`,
    )
    return tour!
  }
  const photoCount = async (tourId: number) => {
    const [row] = await cluster.database.execute<{ n: number }>(
      sql`select count(*)::int as n from activity_images where activity_id = ${tourId}`,
    )
    return row!.n
  }

  it('a supplier adds a 4000×3000 phone photo held upright at 390 px; the tour page shows it upright', async () => {
    const site = cluster.baseUrl.replace('//127.0.0.1:', '//localhost:')
    const tour = await publishedTour()
    const before = await photoCount(tour.id)
    const context = await browser.newContext({ viewport: viewports.phone })
    const page = await context.newPage()
    const failures: string[] = []
    page.on('response', (r) => {
      if (r.status() >= 500) failures.push(`${r.status()} ${r.url()}`)
    })

    await page.goto(`${site}/supplier/login`)
    await fillLogin(page, SUPPLIER)
    await page.waitForURL(`${site}/supplier`)
    await page.goto(`${site}/supplier/tours`)
    await page.getByRole('link', { name: tour.title, exact: true }).first().click()
    await page.waitForURL(/\/supplier\/tours\/\d+\/basics$/)
    await page
      .getByRole('navigation', { name: 'Editor steps' })
      .getByRole('link', { name: /Photos/ })
      .click()
    await page.waitForURL(/\/photos$/)

    // The step's photos, each with its alt text field.
    const photos = page.locator('#supplier-main li:has(input[id^="alt-"])')
    await photos.first().waitFor()
    const shown = await photos.count()
    await page.locator('input[type=file]').setInputFiles({
      name: 'IMG_20260114_081502.jpg',
      mimeType: 'image/jpeg',
      buffer: await cameraPhoto({ width: 3000, height: 4000, format: 'jpeg', sideways: true }),
    })
    await expect.poll(() => photos.count(), { timeout: 30_000 }).toBe(shown + 1)
    expect(await photoCount(tour.id)).toBe(before + 1)

    // The portal's own preview is upright; the supplier makes it the cover.
    const added = photos.last()
    const preview = await shownUpright(added.locator('img'))
    expect(preview.width).toBeLessThan(preview.height)
    expect(preview.upright).toBe(true)
    const key = /\/media\/(tour-[0-9a-f]+)-/.exec((await added.locator('img').getAttribute('src'))!)![1]!
    await added.getByRole('button', { name: 'Make cover' }).click()
    // The old cover says "Cover" too until the list is re-ordered: wait for the new photo to lead.
    await expect
      .poll(async () => (await photos.first().locator('img').getAttribute('src')) ?? '')
      .toContain(key)
    await photos.first().getByText('Cover', { exact: true }).waitFor()
    await page.evaluate(() => window.scrollTo(0, 0))
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/camera-photo-editor-390.png`, fullPage: true })

    // The public page, from whichever process nginx picks: the new cover is its first photo (the
    // other process hears of the change within a second, decision 040).
    const cover = page.locator(`img[src*="${key}"]`).first()
    await expect
      .poll(async () => {
        await page.goto(`${site}${tour.url}`)
        return cover.count()
      })
      .toBeGreaterThan(0)
    const onPage = await shownUpright(cover)
    expect(onPage.width).toBeLessThan(onPage.height)
    expect(onPage.upright).toBe(true)
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/camera-photo-tour-page-390.png` })
    expect(failures).toEqual([])
    await context.close()
  })

  it(`refuses a photo past ${PHOTO_MAX_MB} MB with a clear message through nginx, adding nothing`, async () => {
    const tour = await publishedTour()
    const before = await photoCount(tour.id)
    const token = await accessToken(cluster.baseUrl, SUPPLIER)
    const send = (size: number) => {
      const form = new FormData()
      form.append('file', new Blob([Buffer.alloc(size, 0xff)], { type: 'image/jpeg' }), 'big.jpg')
      return fetch(`${cluster.baseUrl}/api/supplier/tours/${tour.id}/photos`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      })
    }
    // Just past the limit: nginx passes it on and the app answers on the photos field.
    const app = await send(PHOTO_MAX_BYTES + 1)
    expect(app.status).toBe(422)
    expect(await app.json()).toMatchObject({
      errors: { images: TourEditorMessages.photoTooLarge(PHOTO_MAX_MB) },
    })
    // Past nginx's own limit: its answer has the app's shape and words, not an HTML page.
    const proxy = await send(PHOTO_MAX_BYTES + 2 * 1024 * 1024)
    expect(proxy.status).toBe(413)
    expect(proxy.headers.get('content-type')).toContain('application/json')
    expect(await proxy.json()).toEqual({ status: 'error', message: ImageMessages.tooLarge })
    expect(await photoCount(tour.id)).toBe(before)
  })
})
