import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import Fastify from 'fastify'
import { z } from 'zod'
import { buildTestApp, type TestApp } from '../test-app.ts'
import { schemaController } from './compilers.ts'
import { assertZodContract } from './zod-contract.ts'

interface Operation {
  tags?: string[]
  security?: unknown[]
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>
}

describe('the OpenAPI document', () => {
  let t: TestApp
  let doc: { openapi: string; paths: Record<string, Record<string, Operation>> }
  beforeAll(async () => {
    t = await buildTestApp('pglite', { seed: false })
    const response = await t.app.inject('/api/docs/json')
    expect(response.statusCode).toBe(200)
    doc = response.json()
  })
  afterAll(() => t.close())

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        operation,
      })),
    )

  it('is OpenAPI 3 and has a readable page', async () => {
    expect(doc.openapi).toMatch(/^3\./)
    const page = await t.app.inject('/api/docs')
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/text\/html/)
  })

  it('gives every route a response schema', () => {
    const missing = operations()
      .filter(
        ({ operation }) =>
          !Object.entries(operation.responses ?? {}).some(
            ([code, response]) => /^[23]/.test(code) && response.content,
          ),
      )
      .map(({ name }) => name)
    expect(missing).toEqual([])
    // The whole API is there: spec §7's calls and ours (it only grows).
    expect(operations().length).toBeGreaterThanOrEqual(74)
    expect(doc.paths['/api/{*}']).toBeUndefined()
  })

  it('documents the routes from their zod schemas', () => {
    const readyz = doc.paths['/readyz']?.get?.responses?.['503']?.content?.['application/json']?.schema
    expect(readyz).toMatchObject({ properties: { status: { enum: ['ok', 'error'] } } })
    const cost =
      doc.paths['/api/activity/cost']?.post?.responses?.['200']?.content?.['application/json']?.schema
    expect(cost).toMatchObject({ required: expect.arrayContaining(['amount_formatted', 'amountFormatted']) })
    const page = doc.paths['/payments/sandbox/{token}']?.get?.responses?.['200']?.content
    expect(page).toHaveProperty(['text/html', 'schema', 'type'], 'string')
  })

  it('marks the calls that need a bearer token, and groups calls by area', () => {
    const bookings = doc.paths['/api/account/my-bookings']?.get
    expect(bookings).toMatchObject({ security: [{ bearer: [] }], tags: ['Customer area'] })
    expect(doc.paths['/api/account/profile']?.get).toMatchObject({
      security: [{ bearer: [] }],
      tags: ['Accounts'],
    })
    expect(doc.paths['/api/booking/ammend']?.post?.security).toEqual([{ bearer: [] }])
    expect(doc.paths['/api/supplier/amendments/{id}/accept']?.post?.tags).toEqual(['Supplier'])
    expect(doc.paths['/api/search']?.get).not.toHaveProperty('security')
    expect(doc.paths['/api/search']?.get?.tags).toEqual(['Catalogue'])
  })
})

describe('the zod contract of a route', () => {
  const register = async (options: Record<string, unknown>) => {
    const app = Fastify({ schemaController })
    app.addHook('onRoute', assertZodContract)
    app.get('/probe', options, async () => ({ ok: true }))
    await app.ready()
    await app.close()
  }
  const ok = z.object({ ok: z.boolean() })

  it('refuses a route without a response schema, or with a JSON Schema anywhere', async () => {
    await expect(register({})).rejects.toThrow(/GET \/probe: it has no response schema/)
    await expect(
      register({
        schema: { response: { 200: { type: 'object', properties: { ok: { type: 'boolean' } } } } },
      }),
    ).rejects.toThrow(/200 response schema is not zod/)
    await expect(
      register({ schema: { querystring: { type: 'object' }, response: { 200: ok } } }),
    ).rejects.toThrow(/querystring schema is not zod/)
    await expect(
      register({
        schema: { response: { 200: { content: { 'text/html': { schema: { type: 'string' } } } } } },
      }),
    ).rejects.toThrow(/200 response schema is not zod/)
  })

  it('refuses a visible route that declares only failures', async () => {
    await expect(register({ schema: { response: { 404: ok } } })).rejects.toThrow(/no success/)
  })

  it('takes zod schemas, in the content-type form too', async () => {
    await expect(
      register({ schema: { querystring: z.object({ q: z.string() }), response: { 200: ok } } }),
    ).resolves.toBeUndefined()
    await expect(
      register({ schema: { response: { 200: { content: { 'text/html': { schema: z.string() } } } } } }),
    ).resolves.toBeUndefined()
    await expect(register({ schema: { hide: true, response: { 404: ok } } })).resolves.toBeUndefined()
  })
})
