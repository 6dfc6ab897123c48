/**
 * Issue 31 item 4 (decision 086) on both databases: admins translate location pages, home
 * content, articles and site pages; the public API (which the /de pages read) shows the German
 * at once even with its caches on, falls back to English per field and names what it left
 * English; an article's translated body is sanitised; wrong kinds, languages and fields are a 422
 * that writes nothing; nobody but an admin reaches the endpoints.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '@serendib/db/client'
import { testDatabases } from '@serendib/db/testing'
import { ContentMessages } from '@serendib/domain/admin-content'
import { TranslationMessages } from '@serendib/domain/api/admin-translations'
import { AreaMessages } from '@serendib/domain/messages/areas'
import { bearer } from '../../../testing/accounts.ts'
import { adminToken, auditRows, countRows } from '../../../testing/admin.ts'
import { loginsSuite, type LoginsSuite } from '../../../testing/suites.ts'

describe.each(testDatabases())('admin translations of site content on %s', (kind) => {
  let s: LoginsSuite
  const SEO = {
    title: 'Tours from Galle Fort | Serendib',
    description: 'Day tours that start in Galle: the fort, the beaches and the tea hills.',
  }
  const ALL = ['title', 'description', 'seo_title', 'seo_description']
  let admin: string
  let locationPage: { id: number; title: string; description: string }
  let article: { id: number; seo_url: string; title: string; description: string }
  beforeAll(async () => {
    // The public caches on, as in production: a saved translation must still show at once.
    s = await loginsSuite(kind, { cacheSeconds: 30 })
    admin = await adminToken(s.t.app, s.t.database)
    const pages = await queryRows<typeof locationPage>(
      s.t.database.db,
      sql`select id, title, description from location_pages where published and description <> ''
          order by id limit 1`,
    )
    locationPage = pages[0]!
    // Its page head's English (the SEO fields), known to these tests.
    await s.t.database.execute(
      sql`update location_pages set seo_title = ${SEO.title}, seo_description = ${SEO.description}
           where id = ${locationPage.id}`,
    )
    const articles = await queryRows<typeof article>(
      s.t.database.db,
      sql`select id, seo_url, title, description from travel_inspirations
          where active and seo_url is not null and body <> '' order by id limit 1`,
    )
    article = articles[0]!
  }, 300_000)
  afterAll(() => s.t.close())

  const put = (url: string, fields: Record<string, unknown>, token = admin) =>
    s.t.app.inject({ method: 'PUT', url, payload: { fields }, headers: bearer(token) })
  const get = async <T>(url: string) => {
    const response = await s.t.app.inject(url)
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200)
    return (response.json() as { data: T }).data
  }
  const written = async () => ({
    content: await countRows(s.t.database, 'content_translations'),
    site: await countRows(s.t.database, 'site_content_translations'),
    audit: await countRows(s.t.database, 'audit_log'),
  })

  it('translates a location page into German: the German page shows it at once, English stays', async () => {
    type Page = { title: string; description: string; untranslated?: string[] }
    const url = `/api/location/page?id=${locationPage.id}`
    // Read first, so both answers sit in the catalogue cache when the translation comes.
    const before = await get<Page>(`${url}&lang=de`)
    expect(before.description).toBe(locationPage.description)
    expect(before.untranslated).toEqual(expect.arrayContaining(['title', 'description']))
    await get<Page>(url)

    const view = await s.t.app.inject({
      url: `/api/admin/translations/location_page/${locationPage.id}`,
      headers: bearer(admin),
    })
    expect(view.statusCode).toBe(200)
    expect(view.json().data.fields.map((f: { name: string }) => f.name)).toEqual(ALL)
    expect(view.json().data.fields[1].english).toBe(locationPage.description)
    expect(view.json().data.fields[2].english).toBe(SEO.title)
    expect(view.json().data.missing.de).toEqual(ALL)

    const description = 'Eine Stadt am Meer mit alten Mauern.\n\nIm Morgengrauen fahren die Fischer hinaus.'
    const saved = await put(`/api/admin/translations/location_page/${locationPage.id}/de`, { description })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().message).toBe(TranslationMessages.saved)
    expect(saved.json().data.translations.de.description).toBe(description)
    // The title has no German yet: still missing; other languages are untouched.
    expect(saved.json().data.missing.de).toEqual(['title', 'seo_title', 'seo_description'])
    expect(saved.json().data.missing.fr).toEqual(ALL)

    const german = await get<Page>(`${url}&lang=de`)
    expect(german.description).toBe(description)
    // Per field: the title falls back to English and is named, so the page shows its note.
    expect(german.title).toBe(locationPage.title)
    expect(german.untranslated).toEqual(['title'])
    const english = await get<Page>(url)
    expect(english.description).toBe(locationPage.description)
    expect(english.untranslated).toBeUndefined()

    const [audit] = await auditRows(s.t.database, 'location_page-translation', `${locationPage.id}:de`)
    expect(audit).toMatchObject({ action: 'content.translate', after: { description, title: '' } })

    // An empty field removes the translation: English with the note again.
    const cleared = await put(`/api/admin/translations/location_page/${locationPage.id}/de`, {
      description: '  ',
    })
    expect(cleared.statusCode).toBe(200)
    expect(cleared.json().data.missing.de).toEqual(ALL)
    const fallback = await get<Page>(`${url}&lang=de`)
    expect(fallback.description).toBe(locationPage.description)
    expect(fallback.untranslated).toEqual(['title', 'description'])
  })

  it('translates a location page’s SEO title and description for its page head, English as fallback', async () => {
    type Page = { title: string; seo_title: string; seo_description: string; untranslated?: string[] }
    const url = `/api/location/page?id=${locationPage.id}`
    const head = async (lang?: string) => {
      const page = await get<Page>(lang ? `${url}&lang=${lang}` : url)
      return { title: page.seo_title, description: page.seo_description }
    }
    // Nothing in German yet: the English head.
    expect(await head('de')).toEqual(SEO)

    // The page's own title in German, no German SEO title: the head takes the German title
    // ('' here, as when no SEO title was written), never an English SEO title over a German page.
    const title = 'Touren ab Galle'
    expect(
      (await put(`/api/admin/translations/location_page/${locationPage.id}/de`, { title })).statusCode,
    ).toBe(200)
    expect(await head('de')).toEqual({ title: '', description: SEO.description })

    const german = {
      title: 'Touren ab dem Fort von Galle | Serendib',
      description: 'Tagestouren ab Galle: das Fort, die Strände und die Teeberge.',
    }
    const saved = await put(`/api/admin/translations/location_page/${locationPage.id}/de`, {
      seo_title: german.title,
      seo_description: german.description,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().data.translations.de).toMatchObject({ title, seo_title: german.title })
    expect(saved.json().data.missing.de).toEqual(['description'])
    // At once, with the caches on; the SEO fields are no "shown in English" note on the page.
    expect(await head('de')).toEqual(german)
    expect((await get<Page>(`${url}&lang=de`)).untranslated).toEqual(['description'])
    // English and the other languages keep the English head.
    expect(await head()).toEqual(SEO)
    expect(await head('fr')).toEqual(SEO)

    // Too long is refused like the English editor's limit, nothing written.
    const long = await put(`/api/admin/translations/location_page/${locationPage.id}/de`, {
      seo_title: 'x'.repeat(121),
    })
    expect(long.statusCode).toBe(422)
    expect(long.json().message).toBe(TranslationMessages.tooLong('SEO title', 120))
    expect(await head('de')).toEqual(german)

    // Cleared: back to the English fallback.
    await put(`/api/admin/translations/location_page/${locationPage.id}/de`, {
      title: '',
      seo_title: '',
      seo_description: '',
    })
    expect(await head('de')).toEqual(SEO)
  })

  it('sanitises a translated article body with the English allow-list and shows the German article', async () => {
    type Article = { title: string; description: string; body: string; untranslated?: string[] }
    const saved = await put(`/api/admin/translations/travel_inspiration/${article.id}/de`, {
      title: 'Teeland im Hochland',
      body: '<h1>Unterwegs</h1><p onclick="x()">Mit dem <b>Zug</b><script>alert(1)</script></p><a href="javascript:alert(1)">böse</a><a href="/de/search">gut</a><img src=x onerror=y>',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const body = saved.json().data.translations.de.body
    expect(body).toBe('<h2>Unterwegs</h2><p>Mit dem <strong>Zug</strong></p>böse<a href="/de/search">gut</a>')
    // The dropped link is said, as on the English editor (issue 29 point 8).
    expect(saved.json().message).toBe(ContentMessages.linksDropped(['javascript:alert(1)']))

    const german = await get<Article>(`/api/travel/inspiration/${article.seo_url}?lang=de`)
    expect(german.title).toBe('Teeland im Hochland')
    expect(german.body).toBe(body)
    expect(german.untranslated ?? []).not.toContain('body')
    // The seed's German description is kept; French has only the seed's title and description.
    const french = await get<Article>(`/api/travel/inspiration/${article.seo_url}?lang=fr`)
    expect(french.untranslated).toContain('body')
    const english = await get<Article>(`/api/travel/inspiration/${article.seo_url}`)
    expect(english.title).toBe(article.title)
    expect(english.body).not.toContain('Unterwegs')
    expect(english.untranslated).toBeUndefined()
    // The home list's cards are not the article: the body never makes a card "untranslated".
    const list = await s.t.app.inject('/api/travel/inspiration?page=home&lang=de')
    const card = list.json().inspirations.find((i: { id: number }) => i.id === article.id)
    expect(card.title).toBe('Teeland im Hochland')
  })

  it('translates a site page; the German page shows it and names what stayed English', async () => {
    type Site = Record<string, string> & { untranslated?: string[] }
    await get<Site>('/api/content/site/get?lang=de') // cached now
    const saved = await put('/api/admin/translations/site_content/about/de', {
      title: 'Über uns',
      body: '<p>Wir sind <em>Reiseleiter</em> aus Sri Lanka.</p>',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const german = await get<Site>('/api/content/site/get?lang=de')
    expect(german.about_title).toBe('Über uns')
    expect(german.about).toBe('<p>Wir sind <em>Reiseleiter</em> aus Sri Lanka.</p>')
    expect(german.untranslated).not.toContain('about')
    expect(german.untranslated).not.toContain('about_title')
    // Another page has no German: each of its fields with English text is named.
    const english = await get<Site>('/api/content/site/get')
    expect(english.untranslated).toBeUndefined()
    expect(english.about).not.toContain('Reiseleiter')
    if (english.privacy) expect(german.untranslated).toContain('privacy')
    expect(german.privacy).toBe(english.privacy)
  })

  it('renames a category in French: the French search filter and tour chips show it at once', async () => {
    type Category = { id: number; name: string }
    const [category] = await get<Category[]>('/api/categories/get')
    await get<Category[]>('/api/categories/get?lang=fr')
    const view = await s.t.app.inject({
      url: `/api/admin/translations/category/${category!.id}`,
      headers: bearer(admin),
    })
    expect(view.statusCode, view.body).toBe(200)
    expect(view.json().data.fields).toEqual([
      expect.objectContaining({ name: 'title', label: 'Name', english: category!.name }),
    ])
    const saved = await put(`/api/admin/translations/category/${category!.id}/fr`, {
      title: 'Nom en français',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const french = await get<Category[]>('/api/categories/get?lang=fr')
    expect(french.find((c) => c.id === category!.id)!.name).toBe('Nom en français')
    expect((await get<Category[]>('/api/categories/get')).find((c) => c.id === category!.id)!.name).toBe(
      category!.name,
    )
    const tooLong = await put(`/api/admin/translations/category/${category!.id}/fr`, {
      title: 'x'.repeat(81),
    })
    expect(tooLong.statusCode).toBe(422)
  })

  it('refuses a wrong kind, item, language or field with 422 (unknown item 404), writing nothing', async () => {
    const before = await written()
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['/api/admin/translations/tour/1/de', { title: 'x' }, 422, TranslationMessages.kind],
      [
        `/api/admin/translations/location_page/${locationPage.id}/en`,
        { title: 'x' },
        422,
        TranslationMessages.locale,
      ],
      [
        `/api/admin/translations/location_page/${locationPage.id}/xx`,
        { title: 'x' },
        422,
        TranslationMessages.locale,
      ],
      [
        `/api/admin/translations/location_page/${locationPage.id}/de`,
        { title: 'Gut', seo_keywords: 'x' },
        422,
        TranslationMessages.field('location_page', 'seo_keywords'),
      ],
      [
        `/api/admin/translations/slider/1/de`,
        { body: '<p>x</p>' },
        422,
        TranslationMessages.field('slider', 'body'),
      ],
      [
        `/api/admin/translations/location_page/${locationPage.id}/de`,
        { title: 'x'.repeat(121) },
        422,
        TranslationMessages.tooLong('Title', 120),
      ],
      [`/api/admin/translations/location_page/${locationPage.id}/de`, {}, 422, TranslationMessages.noFields],
      ['/api/admin/translations/location_page/abc/de', { title: 'x' }, 422, TranslationMessages.id],
      ['/api/admin/translations/site_content/terms/de', { title: 'x' }, 422, TranslationMessages.section],
      ['/api/admin/translations/location_page/99999999/de', { title: 'x' }, 404, 'There is no such item'],
    ]
    for (const [url, fields, status, message] of cases) {
      const response = await put(url, fields)
      expect(response.statusCode, `${url} ${JSON.stringify(fields)}`).toBe(status)
      expect(response.json().message).toBe(message)
    }
    // Not text at all: the schema refuses it.
    const notText = await put(`/api/admin/translations/location_page/${locationPage.id}/de`, { title: 5 })
    expect(notText.statusCode).toBe(400)
    expect(await written()).toEqual(before)
  })

  it('answers nobody but admins, writing nothing', async () => {
    const before = await written()
    const url = `/api/admin/translations/location_page/${locationPage.id}`
    for (const [who, token] of [
      ['anonymous', undefined],
      ['customer', s.who.customer],
      ['supplier', s.who.supplier],
    ] as const) {
      const headers = token ? bearer(token) : {}
      const read = await s.t.app.inject({ url, headers })
      const write = await s.t.app.inject({
        method: 'PUT',
        url: `${url}/de`,
        payload: { fields: { title: 'Eingeschleust' } },
        headers,
      })
      for (const response of [read, write]) {
        expect(response.statusCode, who).toBe(token ? 403 : 401)
        if (token) expect(response.json().message).toBe(AreaMessages.adminsOnly)
      }
    }
    expect(await written()).toEqual(before)
  })
})
