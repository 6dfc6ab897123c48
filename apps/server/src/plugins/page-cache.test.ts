import { Readable } from 'node:stream'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import catalogueChanges from './catalogue-changes.ts'
import pageCache from './page-cache.ts'
import security from './security.ts'

let renders = 0

async function appWithPage(): Promise<FastifyInstance> {
  renders = 0
  const app = Fastify()
  await app.register(security, { development: false })
  await app.register(catalogueChanges)
  await app.register(pageCache, { ttlMs: 60_000 })
  // Stands in for the React Router handler: streams HTML carrying this response's nonce.
  app.get('/tour', async (_request, reply) => {
    renders++
    const nonce = reply.cspNonce.script
    reply.type('text/html; charset=utf-8')
    return Readable.from([`<html><script nonce="${nonce}">1</script>`, `<p>render ${renders}</p></html>`])
  })
  app.get('/api/thing', async () => ({ renders: ++renders }))
  return app
}

const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1]

describe('page cache', () => {
  let app: FastifyInstance
  afterEach(async () => app?.close())

  it('renders a public page once and gives every response its own nonce', async () => {
    app = await appWithPage()
    const first = await app.inject('/tour')
    const second = await app.inject('/tour')
    expect(renders).toBe(1)
    expect(second.headers['x-page-cache']).toBe('hit')
    expect(second.body).toContain('render 1')
    const firstNonce = nonceOf(first.headers['content-security-policy'])
    const secondNonce = nonceOf(second.headers['content-security-policy'])
    expect(secondNonce).not.toBe(firstNonce)
    expect(second.body).toContain(`nonce="${secondNonce}"`)
    expect(second.body).not.toContain(firstNonce)
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
})
