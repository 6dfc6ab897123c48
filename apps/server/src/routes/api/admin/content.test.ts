import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '@serendib/db/client'
import { testDatabases } from '@serendib/db/testing'
import { ContentMessages } from '@serendib/domain/admin-content'
import { bearer } from '../../../testing/accounts.ts'
import { adminToken, auditRows, countRows } from '../../../testing/admin.ts'
import { multipart, picture } from '../../../testing/reviews.ts'
import { loginsSuite, type LoginsSuite } from '../../../testing/suites.ts'

describe.each(testDatabases())('admin catalogue content on %s', (kind) => {
  let s: LoginsSuite
  let admin: string
  beforeAll(async () => {
    // The public caches on, as in production: an edit must still show at once.
    s = await loginsSuite(kind, { cacheSeconds: 30 })
    admin = await adminToken(s.t.app, s.t.database)
  })
  afterAll(() => s.t.close())

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    s.t.app.inject({ method, url, payload, headers: bearer(admin) })
  const upload = async () => {
    const form = multipart([
      { name: 'file', filename: 'x.png', contentType: 'image/png', bytes: await picture('png', 900, 500) },
    ])
    const response = await s.t.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      headers: { ...bearer(admin), ...form.headers },
      payload: form.payload,
    })
    expect(response.statusCode).toBe(200)
    return response.json().data as { key: string; url: string; srcset: string }
  }

  it('uploads a picture through the WebP pipeline and refuses what is not one', async () => {
    const image = await upload()
    expect(image.key).toMatch(/^content-[0-9a-f]{32}$/)
    expect(image.srcset).toBe(
      `/media/${image.key}-400.webp 400w, /media/${image.key}-800.webp 800w, /media/${image.key}-900.webp 900w`,
    )
    const form = multipart([
      { name: 'file', filename: 'x.png', contentType: 'image/png', bytes: Buffer.from('not a picture') },
    ])
    const refused = await s.t.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      headers: { ...bearer(admin), ...form.headers },
      payload: form.payload,
    })
    expect(refused.statusCode).toBe(422)
  })

  it('creates a slider the public API lists at once, audited; a key nobody uploaded is refused', async () => {
    const image = await upload()
    const missing = await inject('POST', '/api/admin/sliders', { image_key: 'content-0000', title: 'Ghost' })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().message).toBe(ContentMessages.imageMissing)
    const created = await inject('POST', '/api/admin/sliders', {
      image_key: image.key,
      title: 'Whales off Mirissa',
      sub_text: 'Dec–Apr',
    })
    expect(created.statusCode).toBe(200)
    const id = created.json().data.id
    const publicSliders = (await s.t.app.inject('/api/sliders/get')).json().data
    expect(publicSliders.map((x: { title: string }) => x.title)).toContain('Whales off Mirissa')
    const [row] = await auditRows(s.t.database, 'slider', id)
    expect(row).toMatchObject({
      action: 'content.create',
      before: null,
      after: { title: 'Whales off Mirissa' },
    })
    const updated = await inject('PUT', `/api/admin/sliders/${id}`, {
      image_key: image.key,
      title: 'Blue whales',
      active: false,
    })
    expect(updated.json().data).toMatchObject({ title: 'Blue whales', active: false })
    expect(
      (await s.t.app.inject('/api/sliders/get')).json().data.map((x: { title: string }) => x.title),
    ).not.toContain('Blue whales')
    expect((await inject('DELETE', `/api/admin/sliders/${id}`)).statusCode).toBe(200)
    expect((await inject('GET', `/api/admin/sliders/${id}`)).statusCode).toBe(404)
    expect((await auditRows(s.t.database, 'slider', id)).map((r) => r.action)).toEqual([
      'content.delete',
      'content.update',
      'content.create',
    ])
  })

  it('sanitises the about page with sanitize-html before storing it, and the site shows it at once', async () => {
    const before = await countRows(s.t.database, 'audit_log')
    // Read first, so the answers sit in the catalogue cache when the edits come (decision 068).
    await s.t.app.inject('/api/content/site/get')
    await s.t.app.inject('/api/settings/site/get')
    const saved = await inject('PUT', '/api/admin/site-content/about', {
      title: 'About us',
      body: '<h1>Who we are</h1><p onclick="x()">Local <b>guides</b><script>alert(1)</script></p><a href="javascript:alert(1)">bad</a><a href="/search">good</a><img src=x onerror=y>',
      meta_title: 'About Serendib',
      meta_description: 'Who we are',
    })
    expect(saved.statusCode).toBe(200)
    const body = saved.json().data.body
    expect(body).toBe('<h2>Who we are</h2><p>Local <strong>guides</strong></p>bad<a href="/search">good</a>')
    // Issue 29 point 8: the dropped javascript: link is said, not silently lost.
    expect(saved.json().message).toBe(ContentMessages.linksDropped(['javascript:alert(1)']))
    expect(saved.json().message).toContain('"javascript:alert(1)"')
    const site = (await s.t.app.inject('/api/content/site/get')).json().data
    expect(site.about).toBe(body)
    expect(site.about_meta_title).toBe('About Serendib')
    expect(await countRows(s.t.database, 'audit_log')).toBe(before + 1)
    // Saved again with only kept links: a plain 'Saved'.
    const clean = await inject('PUT', '/api/admin/site-content/about', {
      title: 'About us',
      body,
      meta_title: 'About Serendib',
      meta_description: 'Who we are',
    })
    expect(clean.json().message).toBe(ContentMessages.saved)
    const bad = await inject('PUT', '/api/admin/site-content/terms', { title: 'x' })
    expect(bad.statusCode).toBe(400)
  })

  it('searches location pages by title and by their place’s name (issue 27: any q was a 500)', async () => {
    const all = (await inject('GET', '/api/admin/location-pages')).json().data
    const page = all.data[0] as { id: number; title: string; location_name: string }
    const byPlace = await inject(
      'GET',
      `/api/admin/location-pages?q=${encodeURIComponent(page.location_name)}`,
    )
    expect(byPlace.statusCode).toBe(200)
    expect(byPlace.json().data.data.map((p: { id: number }) => p.id)).toContain(page.id)
    // The count agrees with the rows: every listed page names the place or has it in its title.
    expect(byPlace.json().data.total).toBe(byPlace.json().data.data.length)
    const byTitle = await inject('GET', `/api/admin/location-pages?q=${encodeURIComponent(page.title)}`)
    expect(byTitle.json().data.data.map((p: { id: number }) => p.id)).toContain(page.id)
    for (const q of ['kandy', 'ශ්‍රී ලංකාව', 'zzz-nowhere', '100%_']) {
      const found = await inject('GET', `/api/admin/location-pages?q=${encodeURIComponent(q)}`)
      expect(found.statusCode, q).toBe(200)
    }
    const none = (await inject('GET', '/api/admin/location-pages?q=zzz-nowhere')).json().data
    expect([none.total, none.data.length]).toEqual([0, 0])
  })

  it('clears the cached location page and footer tags at once when a page changes', async () => {
    const list = (await inject('GET', '/api/admin/location-pages')).json().data
    const page = list.data[0]
    const read = async () => (await s.t.app.inject(`/api/location/page?id=${page.id}`)).json()
    const cached = await read()
    expect(JSON.stringify(cached)).toContain(page.title)
    const saved = await inject('PUT', `/api/admin/location-pages/${page.id}`, {
      ...page,
      title: 'Renamed by the admin',
    })
    expect(saved.statusCode).toBe(200)
    expect(JSON.stringify(await read())).toContain('Renamed by the admin')
    const tags = (await s.t.app.inject('/api/locationsPages/tags')).json().locationPage
    expect(tags.map((t: { title: string }) => t.title)).toContain('Renamed by the admin')
  })

  it('keeps a deal whose dates are backwards, or an inspiration with unknown tours, out entirely', async () => {
    const deals = await countRows(s.t.database, 'deals')
    const audits = await countRows(s.t.database, 'audit_log')
    const backwards = await inject('POST', '/api/admin/deals', {
      title: 'Monsoon',
      discount_percent: 15,
      starts_on: '2027-06-10',
      ends_on: '2027-06-01',
    })
    expect(backwards.statusCode).toBe(400)
    expect(backwards.json().message).toContain(ContentMessages.dates)
    const zero = await inject('POST', '/api/admin/deals', {
      title: 'Free',
      discount_percent: 0,
      starts_on: '2027-06-01',
      ends_on: '2027-06-10',
    })
    expect(zero.json().message).toContain(ContentMessages.discount)
    const image = await upload()
    const unknown = await inject('POST', '/api/admin/inspirations', {
      image_key: image.key,
      title: 'Tea country',
      seo_url: 'tea-country',
      activities: [s.tour.id, 99_999_999],
    })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().message).toBe(ContentMessages.unknownTours)
    expect(await countRows(s.t.database, 'deals')).toBe(deals)
    expect(await countRows(s.t.database, 'audit_log')).toBe(audits)
  })

  it('gives an inspiration a unique address, an article and its tours', async () => {
    const image = await upload()
    const body = {
      image_key: image.key,
      title: 'Ella by train',
      seo_url: 'ella-by-train',
      body: '<p>Blue carriages</p>',
      activities: [s.tour.id],
    }
    const created = await inject('POST', '/api/admin/inspirations', body)
    expect(created.json().data).toMatchObject({
      seo_url: 'ella-by-train',
      activities: [s.tour.id],
      body: '<p>Blue carriages</p>',
    })
    const twice = await inject('POST', '/api/admin/inspirations', { ...body, title: 'Again' })
    expect(twice.statusCode).toBe(409)
    expect(twice.json().message).toBe(ContentMessages.seoUrlTaken)
    const badUrl = await inject('POST', '/api/admin/inspirations', { ...body, seo_url: 'Ella By Train' })
    expect(badUrl.statusCode).toBe(400)
    // The seed's inspirations got addresses from their titles.
    const [missing] = await queryRows<{ n: number }>(
      s.t.database.db,
      sql`select count(*)::int as n from travel_inspirations where seo_url is null`,
    )
    expect(missing!.n).toBe(0)
  })

  it('refuses to delete a category tours use, and edits site settings', async () => {
    const categories = (await inject('GET', '/api/admin/categories')).json().data.data
    const used = categories.find((c: { tours: number }) => c.tours > 0)
    const refused = await inject('DELETE', `/api/admin/categories/${used.id}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(ContentMessages.inUse)
    const created = await inject('POST', '/api/admin/categories', { name: 'Birdwatching' })
    expect(created.json().data).toMatchObject({ slug: 'birdwatching', tours: 0 })
    expect((await inject('POST', '/api/admin/categories', { name: 'birdwatching' })).statusCode).toBe(409)
    const settings = await inject('PUT', '/api/admin/site-settings', {
      title: 'Serendib tours',
      featured: [s.tour.id],
    })
    expect(settings.json().data).toMatchObject({ title: 'Serendib tours', featured: [s.tour.id] })
    expect((await s.t.app.inject('/api/settings/site/get')).json().data.title).toBe('Serendib tours')
  })
})
