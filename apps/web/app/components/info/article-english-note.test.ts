/**
 * Issue 31: the travel-inspiration article's "shown in English" note stands where the English
 * starts: above an English body (after the picture), under the heading when the title or the
 * introduction is English, once, and nowhere on a fully translated or English page.
 */
import type { TravelInspirationArticle } from '@serendib/domain/api/site-content'
import type { TravellerLocale } from '@serendib/domain/i18n/locales'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { TranslatorProvider } from '../../lib/i18n'
import { compiledCatalogue } from '../../lib/message-catalogue'
import ArticlePage from '../../routes/travel-inspiration-article'

const article = {
  id: 3,
  title: 'Die Teeplantagen von Ella',
  description: 'Ein Tag zwischen Teesträuchern und Wasserfällen.',
  seo_url: 'ella-tea',
  image_url: '/media/ella.jpg',
  image_srcset: '',
  body: '<p>Ella sits high in the hill country.</p>',
  updated_at: '2026-11-01',
  activities: [],
} as unknown as TravelInspirationArticle

function html(locale: TravellerLocale, untranslated: string[] | undefined): string {
  const element = createElement(ArticlePage, {
    loaderData: { article: { ...article, untranslated } },
  } as never)
  const router = createMemoryRouter([{ path: '/', element }])
  return renderToStaticMarkup(
    createElement(TranslatorProvider, {
      locale,
      messages: compiledCatalogue(locale),
      children: createElement(RouterProvider, { router }),
    }),
  )
}

const notes = (markup: string) => markup.split('data-shown-in-english').length - 1

describe('the article’s English note (issue 31)', () => {
  it('stands right above an English body, after the picture, not under the introduction', () => {
    const markup = html('de', ['body'])
    expect(notes(markup)).toBe(1)
    const note = markup.indexOf('data-shown-in-english')
    expect(note).toBeGreaterThan(markup.indexOf('<img'))
    expect(note).toBeGreaterThan(markup.indexOf('Ein Tag zwischen'))
    expect(note).toBeLessThan(markup.indexOf('Ella sits high'))
    expect(markup).toMatch(/<div lang="en"><div[^>]*>.*Ella sits high/s)
  })

  it('stands under the introduction when the heading or the introduction is English, once', () => {
    for (const untranslated of [['description'], ['title', 'description', 'body']]) {
      const markup = html('de', untranslated)
      expect(notes(markup), untranslated.join()).toBe(1)
      const note = markup.indexOf('data-shown-in-english')
      expect(note).toBeGreaterThan(markup.indexOf('Ein Tag zwischen'))
      expect(note).toBeLessThan(markup.indexOf('<img'))
    }
  })

  it('has no note when nothing is English or the page is English', () => {
    expect(notes(html('de', []))).toBe(0)
    expect(notes(html('en', undefined))).toBe(0)
  })
})
