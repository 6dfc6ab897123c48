import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import catalogueChanges from './catalogue-changes.ts'
import pageCache from './page-cache.ts'
import pageValidators, { isPublicPage, pageEtag } from './page-validators.ts'
import security from './security.ts'

let content = 'Sigiriya at sunrise'

async function appWithPages(withPageCache: boolean): Promise<FastifyInstance> {
  const app = Fastify()
  await app.register(security, { development: false })
  if (withPageCache) {
    await app.register(catalogueChanges)
    await app.register(pageCache, { ttlMs: 60_000 })
  }
  await app.register(pageValidators, { sharedSeconds: 30 })
  // Stands in for the React Router handler: streams HTML carrying this response's nonce.
  const page = async (_request: unknown, reply: FastifyReply) => {
    reply.type('text/html; charset=utf-8')
    return Readable.from([
      `<html><script nonce="${reply.cspNonce.script}">1</script>`,
      `<p>${content}</p></html>`,
    ])
  }
  app.get('/', page)
  app.get('/day-tours/:slug/details/:id', page)
  app.get('/search', page)
  return app
}

const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1]

describe.each([false, true])('home and tour page validators (page cache %s)', (withPageCache) => {
  let app: FastifyInstance
  afterEach(async () => {
    content = 'Sigiriya at sunrise'
    await app?.close()
  })

  it('sends a content ETag and short shared-cache lifetimes; a matching revalidation gets 304', async () => {
    app = await appWithPages(withPageCache)
    const first = await app.inject('/day-tours/sigiriya/details/5')
    expect(first.statusCode).toBe(200)
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30')
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^W\/"[\w-]+"$/)
    // Another render, another nonce, same content: same ETag. (A page-cache hit is the stored
    // page with its nonce, decision 068; a cookie makes it render again.)
    const again = await app.inject({ url: '/day-tours/sigiriya/details/5', headers: { cookie: 'a=1' } })
    expect(nonceOf(again.headers['content-security-policy'])).not.toBe(
      nonceOf(first.headers['content-security-policy']),
    )
    expect(again.headers.etag).toBe(etag)
    // The hit's validator is the same one.
    const hit = await app.inject('/day-tours/sigiriya/details/5')
    expect(hit.headers.etag).toBe(etag)
    expect(hit.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30')

    const revalidated = await app.inject({
      url: '/day-tours/sigiriya/details/5',
      headers: { 'if-none-match': etag },
    })
    expect(revalidated.statusCode).toBe(304)
    expect(revalidated.body).toBe('')
    expect(revalidated.headers.etag).toBe(etag)
    // The browser keeps its stored page and that page's CSP: a new nonce would block its scripts.
    expect(revalidated.headers['content-security-policy']).toBeUndefined()
  })

  it('changes the ETag when the content changes', async () => {
    app = await appWithPages(false)
    const before = await app.inject('/')
    content = 'Sigiriya at sunset'
    const after = await app.inject({ url: '/', headers: { 'if-none-match': String(before.headers.etag) } })
    expect(after.statusCode).toBe(200)
    expect(after.body).toContain('sunset')
    expect(after.headers.etag).not.toBe(before.headers.etag)
  })

  it('keeps requests with credentials out of shared caches and leaves other pages alone', async () => {
    app = await appWithPages(withPageCache)
    const withCookie = await app.inject({ url: '/', headers: { cookie: 'theme=dark' } })
    expect(withCookie.headers['cache-control']).toBe('private, no-cache')
    expect(withCookie.headers.etag).toBeTruthy()
    const search = await app.inject('/search?keyword=kandy')
    expect(search.headers.etag).toBeUndefined()
    expect(String(search.headers['cache-control'] ?? '')).not.toContain('public')
  })
})

describe('public page paths', () => {
  it('are the home page and the tour pages', () => {
    for (const url of [
      '/',
      '/?utm_source=mail',
      '/activity/details/12',
      '/activity/whale-watching/details/12',
      '/day-tours/kandy-city/details/7',
      '/round-tours/classic/details/3/',
    ])
      expect(isPublicPage(url), url).toBe(true)
    for (const url of ['/search', '/day-tours', '/account', '/activity/details/x', '/api/activity?id=1'])
      expect(isPublicPage(url), url).toBe(false)
  })
})

describe('the page ETag', () => {
  it("is the hash of the page's text without its nonce, read from the bytes", () => {
    const nonce = 'nOnCe+/=42'
    const text = `<p>Café – Nuwara Eliya ☕</p><script nonce="${nonce}">1</script>${nonce}${nonce}<b>සිගිරිය</b>`
    const expected = createHash('sha1').update(text.replaceAll(nonce, '')).digest('base64url')
    expect(pageEtag(Buffer.from(text), nonce)).toBe(`W/"${expected}"`)
    expect(pageEtag(Buffer.from(text), '')).toBe(`W/"${createHash('sha1').update(text).digest('base64url')}"`)
  })
})
