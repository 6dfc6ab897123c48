/**
 * Issue 31 (decision 076): a German visitor searches in German, opens a translated tour and
 * reads it in German, then an untranslated one in English with the note saying so; the guide
 * language filter narrows the results. axe finds nothing on those pages.
 */
import { describe, expect, it } from 'vitest'
import { axeViolations, describeViolations } from './support/axe.ts'
import { useAppAndBrowser } from './support/journey.ts'
import { newPage, unexpected } from './support/page.ts'

const journey = useAppAndBrowser()

describe('translated content on /de (issue 31, decision 076)', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`finds a tour by a German word and shows German text, English with a note where untranslated (${viewport})`, async () => {
      const { context, page, problems } = await newPage(journey, viewport, { bypassCSP: true })
      const found: string[] = []
      // "Pottwalen" (dative plural) is only in the German translation, as "Pottwale": German stemming.
      await page.goto(`${journey.site}/de/search?key=Pottwalen`)
      const card = page.getByRole('link', { name: 'Blauwal-Beobachtung ab Mirissa' })
      await card.waitFor()
      found.push(...describeViolations('/de/search', await axeViolations(page)))
      await card.click()
      await page.getByRole('heading', { level: 1, name: 'Blauwal-Beobachtung ab Mirissa' }).waitFor()
      expect(await page.locator('html').getAttribute('lang')).toBe('de')
      await page.getByText('Im Morgengrauen geht es vom Hafen Mirissa hinaus').waitFor()
      await page.locator('main').getByText('Guides sprechen: English, Deutsch, Русский').first().waitFor()
      // The title and overview are German: no note beside them. The lists are still English,
      // marked lang="en", with the note in German after them.
      expect(await page.locator('h1[lang="en"]').count()).toBe(0)
      // The panels are hidden by a class, not the hidden attribute (they all show without
      // JavaScript): the Includes panel by its role and name, which only matches it when visible.
      await page.getByRole('tab', { name: 'Inklusive', exact: true }).click()
      const includes = page.getByRole('tabpanel', { name: 'Inklusive', exact: true })
      await includes.locator('[lang="en"]').filter({ visible: true }).first().waitFor()
      await includes.getByText('Dieser Text wird auf Englisch angezeigt').waitFor()
      found.push(...describeViolations('/de translated tour', await axeViolations(page)))

      // A tour without a German translation: English text, lang="en", the note.
      const search = (await (
        await fetch(`${journey.app.baseUrl}/api/search?keyword=classic&limit=1`)
      ).json()) as {
        data: { results: { full_seo_url: string; title: string }[] }
      }
      const untranslated = search.data.results[0]!
      await page.goto(`${journey.site}/de${untranslated.full_seo_url}`)
      const heading = page.getByRole('heading', { level: 1, name: untranslated.title })
      await heading.waitFor()
      expect(await heading.getAttribute('lang')).toBe('en')
      await page.getByText('Dieser Text wird auf Englisch angezeigt').first().waitFor()
      found.push(...describeViolations('/de untranslated tour', await axeViolations(page)))

      // "Guide in French": every card's guides speak French.
      await page.goto(`${journey.site}/de/search?guide=fr`)
      // On a phone the filters are in a closed drawer: the select is there but not visible.
      await page.getByLabel('Sprache des Guides').waitFor({ state: 'attached' })
      expect(await page.getByLabel('Sprache des Guides').inputValue()).toBe('fr')
      const lines = await page.locator('[data-guide-languages]').allTextContents()
      expect(lines.length).toBeGreaterThan(0)
      expect(lines.every((line) => line.includes('Français'))).toBe(true)
      found.push(...describeViolations('/de/search?guide=fr', await axeViolations(page)))

      expect(found).toEqual([])
      expect(unexpected(problems)).toEqual([])
      await context.close()
    })
  }
})
