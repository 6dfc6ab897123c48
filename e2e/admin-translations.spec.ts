/**
 * Issue 31 item 4 (decision 086): on a 390 px phone and by keyboard, an admin translates a
 * location page's description into German in the console; the /de location page shows it, with
 * the title still English and the note saying so. The German article page reads its seeded German
 * title with the note for its English body. axe finds nothing on the console form and the pages.
 */
import { describe, expect, it } from 'vitest'
import { axeViolations, describeViolations } from './support/axe.ts'
import { useAppAndBrowser } from './support/journey.ts'
import { newPage, snackbar, unexpected } from './support/page.ts'
import { DEMO_PASSWORD } from './support/session.ts'

const journey = useAppAndBrowser()
const ADMIN = { email: 'admin@serendib.lk', password: DEMO_PASSWORD }
const shots = process.env.ADMIN_SCREENSHOTS
const NOTE = 'Dieser Text wird auf Englisch angezeigt'

async function json<T>(path: string): Promise<T> {
  return (await (await fetch(`${journey.app.baseUrl}${path}`)).json()) as T
}

describe('admin translations (issue 31 item 4, decision 086)', () => {
  it('an admin translates a location page into German by keyboard on a phone; /de shows it', async () => {
    const tags = await json<{ locationPage: { id: number; title: string; full_seo_url: string }[] }>(
      '/api/locationsPages/tags',
    )
    const place = tags.locationPage[0]!
    const found: string[] = []

    const { context, page, problems } = await newPage(journey, 'phone', { bypassCSP: true })
    await page.goto(`${journey.site}/admin/login`)
    await page.getByLabel('E-mail').fill(ADMIN.email)
    await page.getByLabel('Password').fill(ADMIN.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL(`${journey.site}/admin`)

    await page.goto(`${journey.site}/admin/content/location-pages/${place.id}`)
    await page.getByRole('link', { name: 'Translations' }).click()
    await page.getByRole('heading', { level: 1, name: `Translations: ${place.title}` }).waitFor()
    // Each language says how much is missing: the demo has no German location pages (title,
    // description and the head's SEO title and description, decision 086).
    const german = page.getByRole('radio', { name: /^Deutsch/ })
    await expect.poll(async () => (await german.locator('..').textContent()) ?? '').toContain('4 missing')

    // By keyboard: the language, the description, then Save.
    await german.focus()
    await page.keyboard.press('Space')
    expect(await german.isChecked()).toBe(true)
    const description = page.getByLabel('Description (Deutsch)', { exact: true })
    await description.focus()
    const text = 'Eine Stadt voller Geschichte: Tempel, Teegärten und Märkte, mit Touren ab ihrem Zentrum.'
    await page.keyboard.type(text)
    // Past the head's SEO title and description (left empty), on to Save.
    await page.keyboard.press('Tab')
    expect(await page.getByLabel('SEO title (Deutsch)').evaluate((el) => el === document.activeElement)).toBe(
      true,
    )
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Save Deutsch')
    await page.keyboard.press('Enter')
    await snackbar(page, 'Translation saved. The public site shows it now.').waitFor()
    await expect.poll(async () => (await german.locator('..').textContent()) ?? '').toContain('3 missing')
    await page.getByText('Missing in Deutsch: Title, SEO title, SEO description', { exact: true }).waitFor()
    found.push(...describeViolations('console translations (390 px)', await axeViolations(page)))
    if (shots) await page.screenshot({ path: `${shots}/translations-390.png`, fullPage: true })

    // The visitor's German page: the description in German, the title English with the note.
    const visitor = await newPage(journey, 'phone', { bypassCSP: true })
    await visitor.page.goto(`${journey.site}/de${place.full_seo_url}`)
    await visitor.page.getByText(text).waitFor()
    const heading = visitor.page.getByRole('heading', { level: 1 })
    expect(await heading.getAttribute('lang')).toBe('en')
    await visitor.page.getByText(NOTE).first().waitFor()
    found.push(...describeViolations('/de location page', await axeViolations(visitor.page)))
    if (shots) await visitor.page.screenshot({ path: `${shots}/location-de-390.png`, fullPage: true })

    // The German article: its seeded German title and description, its English body marked.
    const list = await json<{ inspirations: { seo_url: string | null }[] }>(
      '/api/travel/inspiration?page=home&lang=de',
    )
    const seoUrl = list.inspirations.find((item) => item.seo_url)!.seo_url!
    const article = await json<{ data: { title: string } }>(`/api/travel/inspiration/${seoUrl}?lang=de`)
    await visitor.page.goto(`${journey.site}/de/travel-inspiration/${seoUrl}`)
    await visitor.page.getByRole('heading', { level: 1, name: article.data.title }).waitFor()
    await visitor.page
      .getByRole('navigation', { name: 'Navigationspfad' })
      .getByRole('link', { name: 'Reiseinspirationen' })
      .waitFor()
    await visitor.page.getByText(NOTE).waitFor()
    found.push(...describeViolations('/de article', await axeViolations(visitor.page)))
    if (shots) await visitor.page.screenshot({ path: `${shots}/article-de-390.png`, fullPage: true })

    expect(found).toEqual([])
    expect(unexpected(problems)).toEqual([])
    expect(unexpected(visitor.problems)).toEqual([])
    await visitor.context.close()
    await context.close()
  })
})
