import { Readable } from 'node:stream'
import zlib from 'node:zlib'
import compress from '@fastify/compress'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it, vi } from 'vitest'
import catalogueChanges from './catalogue-changes.ts'
import pageCache from './page-cache.ts'
import security from './security.ts'

let renders = 0

async function appWithPage({ compressed = false } = {}): Promise<FastifyInstance> {
  renders = 0
  const app = Fastify()
  await app.register(security, { development: false })
  if (compressed) await app.register(compress, { global: true, threshold: 1024 })
  await app.register(catalogueChanges)
  await app.register(pageCache, { ttlMs: 60_000 })
  // Stands in for the React Router handler: streams HTML carrying this response's nonce.
  app.get('/tour', async (_request, reply) => {
    renders++
    const nonce = reply.cspNonce.script
    reply.type('text/html; charset=utf-8')
    const filler = '<p>A page long enough to be compressed.</p>'.repeat(40)
    return Readable.from([
      `<html><script nonce="${nonce}">1</script>`,
      `<p>render ${renders}</p>${filler}</html>`,
    ])
  })
  // Stands in for the home page: a suggestion from Accept-Language, said in the Vary header.
  app.get('/', async (request, reply) => {
    renders++
    reply.type('text/html; charset=utf-8').header('vary', 'Accept-Language')
    const suggestion = String(request.headers['accept-language'] ?? '').startsWith('de')
      ? 'Auf Deutsch'
      : 'none'
    return Readable.from([`<html><p>${suggestion}</p><p>render ${renders}</p></html>`])
  })
  app.get('/api/thing', async () => ({ renders: ++renders }))
  // The e-mailed review link carries a single-use token, in English and in the booking's language.
  app.get('/tour/review/:token', async () => `review ${++renders}`)
  app.get('/de/tour/review/:token', async () => `review ${++renders}`)
  return app
}

const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1]

describe('page cache', () => {
  let app: FastifyInstance
  afterEach(async () => app?.close())

  it('renders a public page once; a hit is the stored page with the nonce it was rendered with', async () => {
    app = await appWithPage()
    const first = await app.inject('/tour')
    const second = await app.inject('/tour')
    expect(renders).toBe(1)
    expect(second.headers['x-page-cache']).toBe('hit')
    expect(second.body).toBe(first.body)
    // The stored scripts carry the first response's nonce; the hit's CSP names that nonce (decision 068).
    const firstNonce = nonceOf(first.headers['content-security-policy'])
    expect(firstNonce).toBeTruthy()
    expect(nonceOf(second.headers['content-security-policy'])).toBe(firstNonce)
    expect(second.body).toContain(`nonce="${firstNonce}"`)
    // A page rendered again (another visitor signed in, say) has a nonce of its own.
    const rendered = await app.inject({ url: '/tour', headers: { cookie: 'a=1' } })
    expect(nonceOf(rendered.headers['content-security-policy'])).not.toBe(firstNonce)
  })

  it('sends a hit compressed as the browser accepts, compressed once per encoding', async () => {
    app = await appWithPage({ compressed: true })
    const first = await app.inject({ url: '/tour', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(first.headers['content-encoding']).toBe('br')
    const plain = await app.inject('/tour')
    expect(plain.headers['content-encoding']).toBeUndefined()
    const html = plain.body
    expect(html).toContain('render 1')
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip, deflate', 'gzip', zlib.gunzipSync],
      ['br;q=0.5, gzip', 'gzip', zlib.gunzipSync],
      ['deflate', 'deflate', zlib.inflateSync],
    ] as const) {
      const hit = await app.inject({ url: '/tour', headers: { 'accept-encoding': accept } })
      const again = await app.inject({ url: '/tour', headers: { 'accept-encoding': accept } })
      expect(hit.headers['x-page-cache']).toBe('hit')
      expect(hit.headers['content-encoding']).toBe(encoding)
      expect(hit.headers.vary).toContain('accept-encoding')
      expect(decode(hit.rawPayload).toString()).toBe(html)
      // The same stored bytes both times.
      expect(again.rawPayload.equals(hit.rawPayload)).toBe(true)
    }
    expect(renders).toBe(1)
    // Compressed once: more hits in brotli compress nothing again.
    const brotli = vi.spyOn(zlib, 'brotliCompressSync')
    for (let i = 0; i < 3; i++) await app.inject({ url: '/tour', headers: { 'accept-encoding': 'br' } })
    expect(brotli).not.toHaveBeenCalled()
    brotli.mockRestore()
  })

  it("keeps a page that varies by Accept-Language once per suggested language, never one visitor's for all", async () => {
    app = await appWithPage()
    const german = await app.inject({ url: '/', headers: { 'accept-language': 'de-DE,de;q=0.9' } })
    expect(german.body).toContain('Auf Deutsch')
    const english = await app.inject({ url: '/', headers: { 'accept-language': 'en-GB,en;q=0.9' } })
    expect(english.body).not.toContain('Auf Deutsch')
    const none = await app.inject('/')
    expect(none.body).not.toContain('Auf Deutsch')
    expect(none.headers['x-page-cache']).toBe('hit')
    const germanAgain = await app.inject({ url: '/', headers: { 'accept-language': 'de' } })
    expect(germanAgain.headers['x-page-cache']).toBe('hit')
    expect(germanAgain.body).toContain('Auf Deutsch')
    expect(germanAgain.headers.vary).toMatch(/accept-language/i)
    expect(renders).toBe(2)
  })

  it('forgets every page when an admin changes the catalogue', async () => {
    app = await appWithPage()
    await app.inject('/tour')
    app.catalogueChanges.changed()
    const after = await app.inject('/tour')
    expect(after.headers['x-page-cache']).toBeUndefined()
    expect(after.body).toContain('render 2')
  })

  it('never caches API answers or requests that carry credentials', async () => {
    app = await appWithPage()
    await app.inject('/api/thing')
    expect((await app.inject('/api/thing')).json()).toEqual({ renders: 2 })
    await app.inject({ url: '/tour', headers: { authorization: 'Bearer x' } })
    await app.inject({ url: '/tour', headers: { authorization: 'Bearer x' } })
    expect(renders).toBe(4)
  })

  it('never keeps a review link, in any language (its token is single-use)', async () => {
    app = await appWithPage()
    for (const url of ['/tour/review/abc', '/de/tour/review/abc']) {
      await app.inject(url)
      await app.inject(url)
    }
    expect(renders).toBe(4)
  })
})
