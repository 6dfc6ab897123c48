import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { useAppAndBrowser } from './support/journey.ts'
import { newPage, unexpected, waitForHydration } from './support/page.ts'
import { DEMO_CUSTOMER } from './support/session.ts'

const journey = useAppAndBrowser()
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/** axe-core's violations on the page as it stands, one line each. */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath })
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (d: Document) => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> }
      }
    ).axe
    const { violations } = await axe.run(document)
    return violations.flatMap((v) => v.nodes.map((n) => `${v.id} at ${JSON.stringify(n.target)}`))
  })
}

async function firstTourPath(): Promise<string> {
  const search = (await (await fetch(`${journey.app.baseUrl}/api/search?limit=1&tour_type=2`)).json()) as {
    data: { results: { full_seo_url: string }[] }
  }
  const tour = search.data.results[0]?.full_seo_url
  if (!tour) throw new Error('the demo has no day tour')
  return tour
}

describe('every visitor in their own language (issue 31, decision 071)', () => {
  it('a German visitor on /de reads German and the language menu keeps them on the same page', async () => {
    const { context, page, problems } = await newPage(journey, 'phone')
    await page.goto(`${journey.site}/de`)
    await waitForHydration(page)
    expect(await page.locator('html').getAttribute('lang')).toBe('de')
    // The site's English title is the admin's; the German home page names itself in German.
    expect(await page.title()).toBe('Serendib — Touren & Aktivitäten in Sri Lanka')
    await page
      .getByRole('heading', { level: 1, name: 'Touren und Aktivitäten in Sri Lanka finden' })
      .waitFor()
    await page.getByRole('navigation', { name: 'Konto und Hilfe' }).waitFor()
    expect(await page.locator('footer').getByRole('heading', { name: 'Hilfe & Informationen' }).count()).toBe(
      1,
    )
    // The head names the page in every language, x-default, and its own canonical.
    const head = await page.evaluate(() => ({
      canonical: document.querySelector('link[rel=canonical]')?.getAttribute('href'),
      alternates: [...document.querySelectorAll('link[rel=alternate][hreflang]')].map(
        (link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href')!).pathname}`,
      ),
    }))
    expect(head.canonical).toMatch(/\/de$/)
    expect(head.alternates).toEqual([
      'en /',
      'de /de',
      'fr /fr',
      'ru /ru',
      'zh-Hans /zh',
      'hi /hi',
      'ja /ja',
      'x-default /',
    ])

    // Tour cards: type, length and price in German, the amount in Intl's German currency format.
    const card = page.locator('article', { has: page.locator('[data-card-price]') }).first()
    expect(await card.locator('[data-card-price]').innerText()).toMatch(
      /^ab\s+(statt\s+\d{1,3}(\.\d{3})*,\d{2}\s\$\s+)?\d{1,3}(\.\d{3})*,\d{2}\s\$/,
    )
    expect(await card.innerText()).toMatch(/Rundreise|Tagestour|Aktivität|Transfer/i)
    expect(await card.innerText()).toMatch(/\d+ (Tag|Tage|Stunde|Stunden)\b|\d+ h|\d+ min/)
    expect(await card.getByRole('link').first().getAttribute('href')).toMatch(/^\/de\//)

    // The header's links stay in German.
    expect(await page.getByRole('link', { name: 'Hilfe' }).getAttribute('href')).toBe('/de/help')

    // The search page's own links (tabs, types, pages, views) keep the visitor in German.
    await page.goto(`${journey.site}/de/search`)
    await waitForHydration(page)
    const searchLinks = await page
      .locator('main a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
    expect(searchLinks.length).toBeGreaterThan(0)
    expect(searchLinks.filter((href) => /^\/(search|day-tours|round-tours)\b/.test(href))).toEqual([])

    // A tour page, in German; the menu, by keyboard, moves to the same tour in French.
    const tour = await firstTourPath()
    await page.goto(`${journey.site}/de${tour}`)
    await waitForHydration(page)
    expect(await page.locator('html').getAttribute('lang')).toBe('de')
    // The tour page's own frame is German too (its content stays English until translated).
    await page.getByRole('tab', { name: 'Reiseverlauf' }).waitFor()
    const crumbs = await page
      .getByRole('navigation', { name: 'Navigationspfad' })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(crumbs[0]).toBe('/de')
    expect(crumbs.every((href) => href?.startsWith('/de'))).toBe(true)
    await page.getByRole('link', { name: 'Jetzt buchen' }).waitFor()
    const menu = page.locator('header summary', { hasText: 'Sprache: Deutsch' })
    await menu.focus()
    await page.keyboard.press('Enter')
    const french = page.locator('header').getByRole('link', { name: 'Français' })
    await french.focus()
    await page.keyboard.press('Enter')
    await page.waitForURL(`${journey.site}/fr${tour}`)
    await page.waitForFunction(() => document.documentElement.lang === 'fr')
    await page.getByRole('navigation', { name: 'Compte et aide' }).waitFor()
    // The French page's canonical is French; search engines find every version.
    await page.waitForFunction(() =>
      document.querySelector('link[rel=canonical]')?.getAttribute('href')?.includes('/fr/'),
    )
    // And back to English from the footer: the same tour, unprefixed.
    await page.locator('footer').getByRole('link', { name: 'English' }).click()
    await page.waitForURL(`${journey.site}${tour}`)
    await page.waitForFunction(() => document.documentElement.lang === 'en')
    await page.getByRole('navigation', { name: 'Account and help' }).waitFor()
    expect(unexpected(problems)).toEqual([])
    await context.close()
  })

  it('a location page, the travel inspirations and the about page speak German and keep the visitor in German', async () => {
    const { context, page, problems } = await newPage(journey, 'phone')
    const homeCrumb = async () => {
      const trail = page.getByRole('navigation', { name: 'Navigationspfad' })
      expect(await trail.getByRole('link', { name: 'Startseite' }).getAttribute('href')).toBe('/de')
    }
    await page.goto(`${journey.site}/de/colombo/colombo-tours-and-activities/location/1`)
    await waitForHydration(page)
    await homeCrumb()
    await page.getByRole('heading', { level: 2, name: 'Touren und Aktivitäten ab Colombo' }).waitFor()
    const browse = page.getByRole('link', { name: 'Touren ab Colombo ansehen' })
    expect(await browse.getAttribute('href')).toMatch(/^\/de\/search\?location=\d+$/)

    await page.goto(`${journey.site}/de/travel-inspiration`)
    await waitForHydration(page)
    await homeCrumb()
    await page.getByRole('heading', { level: 1, name: 'Reiseinspirationen' }).waitFor()

    await page.goto(`${journey.site}/de/about`)
    await waitForHydration(page)
    await homeCrumb()
    await page.getByRole('heading', { level: 2, name: 'Warum bei uns buchen' }).waitFor()
    await page.getByRole('heading', { level: 3, name: 'Kostenlose Stornierung' }).waitFor()
    expect(await page.getByRole('link', { name: 'Alle Touren ansehen' }).getAttribute('href')).toBe(
      '/de/search',
    )
    expect(unexpected(problems)).toEqual([])
    await context.close()
  })

  it('a German tour page shows its itinerary and meeting point in German (decision 083)', async () => {
    const found = (await (
      await fetch(
        `${journey.app.baseUrl}/api/search?keyword=${encodeURIComponent('Mirissa Blue Whale Watching Cruise')}&limit=1`,
      )
    ).json()) as { data: { results: { full_seo_url: string; title: string }[] } }
    const whales = found.data.results[0]
    expect(whales?.title).toBe('Mirissa Blue Whale Watching Cruise')
    for (const viewport of ['phone', 'desktop'] as const) {
      const { context, page, problems } = await newPage(journey, viewport, { bypassCSP: true })
      await page.goto(`${journey.site}/de${whales!.full_seo_url}`)
      await waitForHydration(page)
      const itinerary = page.getByRole('tabpanel', { name: 'Reiseverlauf' })
      await itinerary.getByText('Walsuche mit der Crew und einem Meeresbiologen.').waitFor()
      await itinerary.getByRole('heading', { name: 'Treffpunkt' }).waitFor()
      await itinerary.getByText(/^Am Ticketschalter am Eingang des Fischereihafens von Mirissa/).waitFor()
      // Every item is translated and its labels are times: no "shown in English" note in it.
      expect(await itinerary.locator('[data-shown-in-english]').count()).toBe(0)
      expect(await itinerary.locator('[lang="en"]').count()).toBe(0)
      if (process.env.SCREENSHOTS)
        await page.screenshot({ path: `${process.env.SCREENSHOTS}/de-tour-${viewport}.png`, fullPage: true })
      expect(await axeViolations(page)).toEqual([])
      expect(unexpected(problems)).toEqual([])
      await context.close()
    }
  })

  it('the sign-in dialog fetches its messages when it opens and works in the page’s language (decision 068)', async () => {
    const tour = await firstTourPath()
    const words = {
      de: {
        favourite: 'Zu Favoriten hinzufügen',
        dialog: 'Anmelden',
        email: 'E-Mail',
        password: 'Passwort',
        refused: 'Ungültige Anmeldedaten',
      },
      ja: {
        favourite: 'お気に入りに追加',
        dialog: 'ログイン',
        email: 'メール',
        password: 'パスワード',
        refused: 'ログイン情報が正しくありません',
      },
    }
    for (const [lang, word] of Object.entries(words)) {
      const { context, page, problems } = await newPage(journey, 'desktop')
      const fetched: string[] = []
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (url.pathname === '/sign-in-messages') fetched.push(url.searchParams.get('lang') ?? '')
      })
      await page.goto(`${journey.site}/${lang}${tour}`)
      await waitForHydration(page)
      // The dialog's words are not in the page's data; nothing is fetched before it opens.
      expect(await page.content()).not.toContain('auth.createAnAccount')
      expect(fetched).toEqual([])
      const favourite = page.getByRole('button', { name: word.favourite, exact: true }).first()
      await favourite.click()
      // The dialog is named in the page's language too (issue 31).
      const dialog = page.getByRole('dialog', { name: word.dialog })
      const email = dialog.getByLabel(word.email, { exact: true })
      await email.waitFor()
      // The e-mail field has the focus once the form is there; a wrong password is refused in the page's language.
      await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'username')
      await email.fill(DEMO_CUSTOMER.email)
      await dialog.getByLabel(word.password, { exact: true }).fill('not-the-password')
      await dialog.getByLabel(word.password, { exact: true }).press('Enter')
      await dialog.getByText(word.refused).first().waitFor()
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })
      // Opened again: the messages are held, the form is fresh, and signing in closes it.
      await favourite.click()
      await email.waitFor()
      expect(await email.inputValue()).toBe('')
      await email.fill(DEMO_CUSTOMER.email)
      await dialog.getByLabel(word.password, { exact: true }).fill(DEMO_CUSTOMER.password)
      await dialog.getByLabel(word.password, { exact: true }).press('Enter')
      await dialog.waitFor({ state: 'hidden' })
      expect(fetched).toEqual([lang])
      expect(unexpected(problems, [401])).toEqual([])
      await context.close()
    }
  })

  it('a German tour page names its options and vehicles in German, on a phone and a laptop (decision 088)', async () => {
    const found = (await (
      await fetch(
        `${journey.app.baseUrl}/api/search?keyword=${encodeURIComponent('Sigiriya Rock Fortress & Dambulla Cave Temple Day Tour')}&limit=1`,
      )
    ).json()) as { data: { results: { full_seo_url: string; title: string }[] } }
    const sigiriya = found.data.results[0]
    expect(sigiriya?.title).toBe('Sigiriya Rock Fortress & Dambulla Cave Temple Day Tour')
    for (const viewport of ['phone', 'desktop'] as const) {
      const { context, page, problems } = await newPage(journey, viewport, { bypassCSP: true })
      await page.goto(`${journey.site}/de${sigiriya!.full_seo_url}`)
      await waitForHydration(page)
      const options = page.getByRole('group', { name: 'Wie Sie reisen' })
      await options.getByText('Gruppentour: ein Platz in der Gruppe', { exact: true }).waitFor()
      await options.getByText('Privatfahrzeug mit Fahrer-Guide', { exact: true }).waitFor()
      await options.getByText(/Privatwagen \(bis 3\)/).waitFor()
      expect(await options.getByText('Shared tour: a seat in the group').count()).toBe(0)
      expect(await options.locator('[lang="en"]').count()).toBe(0)
      const box = await options.boundingBox()
      expect(box && box.x + box.width).toBeLessThanOrEqual(viewport === 'phone' ? 390 : 1366)
      if (process.env.SCREENSHOTS)
        await page.screenshot({
          path: `${process.env.SCREENSHOTS}/de-tour-options-${viewport}.png`,
          fullPage: true,
        })
      expect(unexpected(problems)).toEqual([])
      await context.close()
    }
  })

  it('Accept-Language only suggests a language on /; what a URL shows never depends on it', async () => {
    const { context, page } = await newPage(journey, 'desktop', { locale: 'de-DE' })
    await page.goto(`${journey.site}/`)
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    await page.getByRole('heading', { level: 1, name: 'Find tours and activities in Sri Lanka' }).waitFor()
    const suggestion = page.getByRole('link', { name: 'Diese Seite gibt es auch auf Deutsch' })
    expect(await suggestion.getAttribute('href')).toBe('/de')
    await context.close()

    const german = { headers: { 'accept-language': 'de-DE,de;q=0.9' } }
    const home = await fetch(`${journey.app.baseUrl}/`, german)
    expect(home.headers.get('vary')).toMatch(/accept-language/i)
    const about = await (await fetch(`${journey.app.baseUrl}/about`, german)).text()
    expect(about).toContain('<html lang="en"')
    expect(about).not.toContain('Diese Seite gibt es auch auf Deutsch')

    // A page that does not exist is not found in its language; /si has no traveller pages.
    const missing = await fetch(`${journey.app.baseUrl}/de/no-such-page`)
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('<html lang="de"')
    const sinhala = await fetch(`${journey.app.baseUrl}/si`)
    expect(sinhala.status).toBe(404)
    expect(await sinhala.text()).toContain('<html lang="en"')
  })

  it('Russian pages count in Russian: four plural forms in the footer', async () => {
    const html = await (await fetch(`${journey.app.baseUrl}/ru`)).text()
    const counts = [...html.matchAll(/· (?:<!-- -->)?([\d\u00a0]+) (тур|тура|туров)</g)].map((m) => ({
      n: Number(m[1]!.replace(/\u00a0/g, '')),
      word: m[2],
    }))
    expect(counts.length).toBeGreaterThan(0)
    const rules = new Intl.PluralRules('ru')
    const words: Record<string, string> = { one: 'тур', few: 'тура', many: 'туров', other: 'тура' }
    for (const { n, word } of counts) expect(word, `${n}`).toBe(words[rules.select(n)])
  })

  it('axe finds no violations on the German and Russian pages, phone and laptop', async () => {
    const tour = await firstTourPath()
    const found: string[] = []
    for (const viewport of ['phone', 'desktop'] as const) {
      const { context, page } = await newPage(journey, viewport, { bypassCSP: true })
      for (const path of ['/de', '/ru', `/de${tour}`, `/ru${tour}`, '/de/search', '/ru/help']) {
        await page.goto(`${journey.site}${path}`)
        await waitForHydration(page)
        await page.waitForLoadState('networkidle')
        found.push(...(await axeViolations(page)).map((line) => `${viewport} ${path}: ${line}`))
      }
      // The language menu, open.
      await page.goto(`${journey.site}/ru`)
      await waitForHydration(page)
      await page.locator('header summary', { hasText: 'Язык: Русский' }).click()
      await page.locator('header').getByRole('link', { name: '日本語' }).waitFor()
      found.push(...(await axeViolations(page)).map((line) => `${viewport} /ru menu open: ${line}`))
      await context.close()
    }
    expect(found).toEqual([])
  })
})
