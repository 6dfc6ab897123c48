import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { FAQ_GROUPS, faqCount, searchFaq } from '@serendib/domain/help-faq'
import { helpDe } from '@serendib/domain/i18n/messages/help/de'
import { helpJa } from '@serendib/domain/i18n/messages/help/ja'
import { helpRu } from '@serendib/domain/i18n/messages/help/ru'
import { SUPPORT_PHONE } from '@serendib/domain/site'
import { axeFindings } from './support/axe.ts'
import { useAppAndBrowser } from './support/journey.ts'
import { newPage, newPageWithoutJavaScript, unexpected, waitForHydration } from './support/page.ts'

// Issue 18: /help answers the common questions, searchable with and without JavaScript.
const journey = useAppAndBrowser()
const shots = '/work/shots/helpfaq'
const ALL = faqCount(FAQ_GROUPS)

// The English page's words, as the spec and issue 18 wrote them (the English catalogue's `help.*`).
const FaqWords = {
  searchLabel: 'Search the questions',
  noMatch: (query: string) => `No questions match \u201c${query}\u201d.`,
  stillStuck: `Call us on ${SUPPORT_PHONE}, any time, or use Inquire Now at the bottom of the page.`,
  matches: (count: number) => `${count} ${count === 1 ? 'question matches' : 'questions match'}`,
}

const faq = (page: Page) => page.locator('[data-help-faq]')
const visibleQuestions = (page: Page) => faq(page).locator('[data-faq-item]')
const searchBox = (page: Page) => page.getByLabel(FaqWords.searchLabel)

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBe(0)
}

/** The footer keeps its call number and 'Inquire Now' whatever the FAQ shows. */
async function expectFooterContact(page: Page) {
  const footer = page.locator('footer')
  await footer.getByRole('link', { name: SUPPORT_PHONE }).waitFor()
  await footer.getByRole('button', { name: 'Inquire Now' }).waitFor()
}

describe('help centre FAQ (issue 18)', () => {
  it('filters as the traveller types, at 390 and 1366 px, and the Enter key searches on the server', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const width = viewport === 'phone' ? 390 : 1366
      const { context, page, problems } = await newPage(journey, viewport)
      await page.goto(`${journey.site}/help`)
      await waitForHydration(page)
      // One heading per group, every question there; below, the spec's first tab (privacy) is open.
      for (const group of FAQ_GROUPS)
        await faq(page).getByRole('heading', { level: 2, name: group.title, exact: true }).waitFor()
      expect(await visibleQuestions(page).count()).toBe(ALL)
      expect(
        await page
          .getByRole('navigation', { name: 'Help topics' })
          .locator('[aria-current="page"]')
          .innerText(),
      ).toBe('Privacy policy')
      await expectNoSidewaysScroll(page)
      await page.screenshot({ path: `${shots}/help-${width}.png`, fullPage: true })

      // Typing filters in the page (no navigation) and opens the matching answers.
      await searchBox(page).fill('refund')
      const expected = faqCount(searchFaq('refund'))
      expect(expected).toBeLessThan(ALL)
      await page.locator('[data-faq-count]', { hasText: FaqWords.matches(expected) }).waitFor()
      expect(await visibleQuestions(page).count()).toBe(expected)
      expect(new URL(page.url()).search).toBe('')
      const freeCancellation = page.locator('#faq-free-cancellation')
      expect(await freeCancellation.getAttribute('open')).not.toBeNull()
      expect(await freeCancellation.innerText()).toContain('in Sri Lanka time')
      await expectNoSidewaysScroll(page)
      await page.screenshot({ path: `${shots}/help-search-${width}.png`, fullPage: true })

      // Nothing matches: the empty state points to the phone number and 'Inquire Now'.
      await searchBox(page).fill('zebra crossing')
      const empty = page.locator('[data-faq-empty]')
      await empty.getByText(FaqWords.noMatch('zebra crossing')).waitFor()
      expect(await empty.innerText()).toContain(FaqWords.stillStuck)
      await empty.getByRole('link', { name: SUPPORT_PHONE }).waitFor()
      await empty.getByRole('link', { name: 'Inquire Now' }).waitFor()
      expect(await visibleQuestions(page).count()).toBe(0)
      await expectFooterContact(page)
      await page.screenshot({ path: `${shots}/help-empty-${width}.png` })

      // Enter submits the GET form: the address carries the query, the server filtered.
      await searchBox(page).fill('voucher')
      await searchBox(page).press('Enter')
      await page.waitForURL(/\/help\?q=voucher$/)
      await page
        .locator('[data-faq-count]', { hasText: FaqWords.matches(faqCount(searchFaq('voucher'))) })
        .waitFor()
      expect(await searchBox(page).inputValue()).toBe('voucher')
      expect(unexpected(problems)).toEqual([])
      await context.close()
    }
  })

  it('is usable with the keyboard: the questions open and close with Enter', async () => {
    const { context, page } = await newPage(journey, 'phone')
    await page.goto(`${journey.site}/help`)
    await waitForHydration(page)
    await searchBox(page).focus()
    await page.keyboard.press('Tab') // the Search button
    await page.keyboard.press('Tab') // the first question
    const first = FAQ_GROUPS[0]!.items[0]!
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(first.question)
    const details = page.locator(`#faq-${first.id}`)
    expect(await details.getAttribute('open')).toBeNull()
    await page.keyboard.press('Enter')
    expect(await details.getAttribute('open')).not.toBeNull()
    await details.getByText(first.answer[0]!).waitFor()
    await page.keyboard.press('Enter')
    expect(await details.getAttribute('open')).toBeNull()
    await context.close()
  })

  it('works without JavaScript: the form asks the server, which sends only the matches, opened', async () => {
    const { context, page } = await newPageWithoutJavaScript(journey, 'phone')
    await page.goto(`${journey.site}/help`)
    expect(await visibleQuestions(page).count()).toBe(ALL)
    // The whole FAQ is described to search engines; a filtered one (below) is not.
    const jsonLd = page.locator('script[type="application/ld+json"]')
    expect(await jsonLd.count()).toBe(1)
    expect(JSON.parse((await jsonLd.textContent()) ?? '{}')['@type']).toBe('FAQPage')
    // A question opens with a click: <details> needs no script.
    const pickup = page.locator('#faq-where-pickup')
    await pickup.locator('summary').click()
    await pickup.getByText('From the pick-up location you chose').waitFor()

    await searchBox(page).fill('cancel')
    await Promise.all([page.waitForURL(/\/help\?q=cancel$/), searchBox(page).press('Enter')])
    const expected = faqCount(searchFaq('cancel'))
    expect(await visibleQuestions(page).count()).toBe(expected)
    expect(await page.locator('[data-faq-item][open]').count()).toBe(expected)
    await page.locator('[data-faq-count]', { hasText: FaqWords.matches(expected) }).waitFor()
    await page.locator('#faq-free-cancellation').getByText('24 hours before the tour starts').waitFor()
    expect(await jsonLd.count()).toBe(0)

    await searchBox(page).fill('zebra')
    await Promise.all([
      page.waitForURL(/\/help\?q=zebra$/),
      page.getByRole('button', { name: 'Search questions' }).click(),
    ])
    await page.locator('[data-faq-empty]').getByText(FaqWords.noMatch('zebra')).waitFor()
    expect(await visibleQuestions(page).count()).toBe(0)
    await expectNoSidewaysScroll(page)
    await page.screenshot({ path: `${shots}/help-empty-nojs-390.png`, fullPage: true })
    await context.close()
  })

  it('keeps the policy tabs beside it', async () => {
    const { context, page } = await newPage(journey, 'desktop')
    await page.goto(`${journey.site}/help/1`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await page.locator('[data-help-faq]').count()).toBe(0)
    await page.getByRole('link', { name: 'Frequently asked questions' }).click()
    await page.waitForURL(/\/help$/)
    await faq(page).getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor()
    await context.close()
  })

  it("speaks the page's language: Russian and Japanese questions, a German search, axe clean on /de/help", async () => {
    // Russian at both widths: the page's words, the group titles and the questions.
    for (const [locale, words] of [
      ['ru', helpRu],
      ['ja', helpJa],
    ] as const) {
      for (const viewport of ['phone', 'desktop'] as const) {
        const { context, page, problems } = await newPage(journey, viewport)
        await page.goto(`${journey.site}/${locale}/help`)
        await waitForHydration(page)
        await faq(page).getByRole('heading', { level: 1, name: words['help.faqHeading'] }).waitFor()
        await faq(page)
          .getByRole('heading', { level: 2, name: words['helpfaq.group.cancellation'], exact: true })
          .waitFor()
        expect(await visibleQuestions(page).count()).toBe(ALL)
        expect(await page.locator('#faq-how-to-book summary > span').first().innerText()).toBe(
          words['helpfaq.q.how-to-book'],
        )
        expect(await page.getByText('How do I book a tour?').count()).toBe(0)
        // The tabs and their links stay in the language.
        const tabs = page.getByRole('navigation', { name: words['help.topics'] })
        expect(await tabs.locator('[aria-current="page"]').innerText()).toBe(words['help.tab.privacy'])
        expect(await tabs.getByRole('link').first().getAttribute('href')).toBe(`/${locale}/help/0`)
        await expectNoSidewaysScroll(page)
        await page.screenshot({
          path: `${shots}/help-${locale}-${viewport === 'phone' ? 390 : 1366}.png`,
          fullPage: true,
        })
        expect(unexpected(problems)).toEqual([])
        await context.close()
      }
    }

    // A German visitor types "Stornierung" in the page and finds the cancellation questions.
    const { context, page, problems } = await newPage(journey, 'phone', { bypassCSP: true })
    await page.goto(`${journey.site}/de/help`)
    await waitForHydration(page)
    expect(await axeFindings(page, '/de/help')).toEqual([])
    // Search engines get the German questions too.
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    )
    expect(jsonLd['@type']).toBe('FAQPage')
    expect(jsonLd.mainEntity[0].name).toBe(helpDe['helpfaq.q.how-to-book'])
    expect(JSON.stringify(jsonLd)).not.toContain('How do I book a tour?')
    await page.getByLabel(helpDe['help.searchLabel']).fill('Stornierung')
    await page.locator('[data-faq-count]', { hasText: '3 Fragen passen' }).waitFor()
    expect(await visibleQuestions(page).count()).toBe(3)
    expect(await page.locator('#faq-free-cancellation').getAttribute('open')).not.toBeNull()
    expect(await page.locator('#faq-free-cancellation').innerText()).toContain('bis 24 Stunden vor Beginn')
    expect(unexpected(problems)).toEqual([])
    await context.close()
  })
})
