/**
 * Issue 27 point 6: OCTO API keys cannot be guessed without limit. Keys that are not valid are
 * counted per address; past the limit that address meets a 429 (before any key of its is looked
 * at), while a reseller with a good key elsewhere goes on working.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '@serendib/db/testing'
import { OctoMessages } from '@serendib/domain/octo'
import { RateLimits } from '../../services/abuse/rate-limit.ts'
import { DEMO_OCTO_API_KEY } from '../../services/octo/resellers.ts'
import { buildAppOn, buildTestApp, type TestApp } from '../../test-app.ts'
import type { FastifyInstance } from 'fastify'

const limit = RateLimits.octoUnknownKeysPerIp.limit

describe.each(testDatabases())('OCTO key guessing on %s', (kind) => {
  let t: TestApp
  /** A second app process on the same database, as behind a load balancer. */
  let other: FastifyInstance
  beforeAll(async () => {
    t = await buildTestApp(kind)
    other = await buildAppOn(t.database)
  })
  afterAll(async () => {
    await other?.close()
    await t?.close()
  })

  const supplier = (app: FastifyInstance, key: string, remoteAddress: string) =>
    app.inject({ url: '/octo/supplier', remoteAddress, headers: { authorization: `Bearer ${key}` } })

  it(`answers ${limit} of 300 concurrent unknown keys from one address with 401, the rest 429`, async () => {
    const guesser = '10.70.0.1'
    const burst = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        supplier(i % 2 ? other : t.app, `octo_guess_${i.toString().padStart(40, '0')}`, guesser),
      ),
    )
    const statuses = burst.map((r) => r.statusCode)
    console.warn(`300 unknown OCTO keys on ${kind}: ${statuses.filter((s) => s === 401).length} answered 401`)
    expect(statuses.filter((s) => s === 401)).toHaveLength(limit)
    expect(statuses.filter((s) => s === 429)).toHaveLength(300 - limit)
    const refused = burst.find((r) => r.statusCode === 429)!
    expect(refused.json()).toEqual({
      error: 'TOO_MANY_REQUESTS',
      errorMessage: OctoMessages.tooManyUnknownKeys,
    })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)

    // The address gets nothing more, not even the answer to a right guess…
    expect((await supplier(t.app, DEMO_OCTO_API_KEY, guesser)).statusCode).toBe(429)
    // …while a reseller elsewhere, on either process, is served.
    for (const app of [t.app, other])
      expect((await supplier(app, DEMO_OCTO_API_KEY, '10.70.0.2')).statusCode).toBe(200)
  })

  it('does not count good keys or a missing header', async () => {
    const reseller = '10.71.0.1'
    for (let i = 0; i < limit + 10; i++) {
      expect((await supplier(t.app, DEMO_OCTO_API_KEY, reseller)).statusCode).toBe(200)
      expect((await t.app.inject({ url: '/octo/supplier', remoteAddress: reseller })).statusCode).toBe(401)
    }
    expect((await supplier(t.app, 'octo_not_a_key', reseller)).statusCode).toBe(401)
  })
})
