/**
 * Issue 27, point 2: no 5xx for any request. A generator driven by the contract: every operation
 * of the OpenAPI document the app builds gets, on each run and on both databases, the request as
 * documented and a seeded sample of requests spoiled one thing at a time (wrong types, 100k and
 * unicode text, NUL bytes, negative, huge and fractional numbers, impossible dates, missing and
 * extra fields, %00 and overlong path ids; testing/contract-cases.ts), each with the token that
 * gets past the area's guard, and a probe with every other kind of token. None may answer 5xx,
 * and no spoiled request may store anything (a row trigger on every table says what was written).
 * The sample is the same on every run; `SWEEP_SEED=<n>` draws another one and
 * `SWEEP_PER_OPERATION=<n>` a larger one (36 a call keeps it near 6,000 requests a database).
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '@serendib/db/testing'
import { buildTestApp, type TestApp } from '../test-app.ts'
import { accessToken, bearer } from '../testing/accounts.ts'
import { adminToken } from '../testing/admin.ts'
import {
  casesFor,
  operationsOf,
  type OpenApiDocument,
  type Operation,
  type SweepCase,
  type TokenKind,
} from '../testing/contract-cases.ts'
import { seededRandom } from '../testing/schema-values.ts'
import { detectWrites, type WriteDetector } from '../testing/write-detector.ts'

const SEED = Number(process.env.SWEEP_SEED ?? 27)
const PER_OPERATION = Number(process.env.SWEEP_PER_OPERATION ?? 36)
/** Counters every request may move (sign-in throttling, OCTO's per-key limit); they are not data. */
const NOT_DATA = ['rate_limit_hits']
/** OCTO allows 300 requests a minute per key (decision 045): a fresh key every 250. */
const OCTO_REQUESTS_PER_KEY = 250

/**
 * Background job rounds so far, and those running now (decision 041's metrics). A round may
 * write at any moment (an order expiring), so a request during one cannot be blamed for writes.
 */
async function jobActivity(app: FastifyInstance): Promise<string> {
  const values = async (name: string) =>
    ((await app.metrics.getSingleMetric(name)?.get())?.values ?? []).reduce((n, v) => n + v.value, 0)
  return `${await values('job_runs_total')}/${await values('job_running')}`
}

/** The first value under `key` (or `id`) in an object of a list: a real id to aim at. */
function firstValue(json: unknown, key: string): string | undefined {
  const stack: unknown[] = [json]
  while (stack.length) {
    const node = stack.shift()
    if (Array.isArray(node)) {
      for (const item of node)
        if (item && typeof item === 'object' && key in item) {
          const value = (item as Record<string, unknown>)[key]
          if (typeof value === 'number' || (typeof value === 'string' && value)) return String(value)
        }
      stack.push(...node)
    } else if (node && typeof node === 'object') stack.push(...Object.values(node))
  }
  return undefined
}

describe.each(testDatabases())('contract-driven bad input on %s', (kind) => {
  let t: TestApp
  let writes: WriteDetector
  const tokens: Partial<Record<TokenKind, string>> = {}
  const octoKeys: string[] = []
  let operations: Operation[] = []

  beforeAll(async () => {
    t = await buildTestApp(kind)
    tokens.customer = await accessToken(t.app, 'customer@serendib.lk', 'Serendib!2026')
    tokens.supplier = await accessToken(t.app, 'bookings@lankatrails.example', 'Serendib!2026')
    tokens.admin = await adminToken(t.app, t.database)
    const doc = (await t.app.inject('/api/docs/json')).json() as OpenApiDocument
    operations = operationsOf(doc)
    const resellers = (
      await t.app.inject({ url: '/api/admin/resellers', headers: bearer(tokens.admin) })
    ).json()
    const reseller = firstValue(resellers, 'id')
    for (let i = 0; i < 3; i++) {
      const issued = await t.app.inject({
        method: 'POST',
        url: `/api/admin/resellers/${reseller}/keys`,
        headers: bearer(tokens.admin),
      })
      octoKeys.push((issued.json() as { data: { key: string } }).data.key)
    }
    // Installed last: what setup wrote is not the sweep's.
    writes = await detectWrites(t.database, NOT_DATA)
  }, 120_000)
  afterAll(async () => t?.close())

  /** Real values of each path parameter, read from the list the path continues (`/tours` for `/tours/{id}`). */
  async function realIds(op: Operation): Promise<Record<string, string>> {
    const ids: Record<string, string> = {}
    for (const param of op.pathParams) {
      const at = op.path.indexOf(`{${param.name}}`)
      const list = op.path.slice(0, at - 1).replace(/\{([^}]+)\}/g, (_, n: string) => ids[n] ?? '1')
      const key = param.name === 'id' || /Id$/.test(param.name) ? 'id' : param.name
      const token = tokens[op.token as 'admin']
      const answer = await t.app.inject({ url: list, headers: token ? bearer(token) : {} })
      const json = answer.headers['content-type']?.toString().includes('json') ? answer.json() : null
      const found = answer.statusCode === 200 ? firstValue(json, key) : undefined
      ids[param.name] = found ?? '1'
    }
    return ids
  }

  it('answers every generated request below 500 and stores nothing for bad input', async () => {
    expect(operations.length).toBeGreaterThan(200)
    const random = seededRandom(SEED)
    const cases: SweepCase[] = []
    const swept = new Set<string>()
    for (const op of operations) {
      const generated = casesFor(op, { random, ids: await realIds(op), perOperation: PER_OPERATION })
      if (generated.some((c) => c.label !== `${op.name} as documented`)) swept.add(op.name)
      cases.push(...generated)
    }
    await writes.writesSinceLastCall() // the id lookups above only read; start counting here
    const started = Date.now()
    const serverErrors: string[] = []
    const storedBadInput: string[] = []
    const refusedAtTheDoor = new Map<string, boolean>()
    let octoSent = 0
    let ip = 0
    const answers: Record<string, Record<string, number>> = {}
    let blurred = 0
    for (const c of cases) {
      const jobsBefore = await jobActivity(t.app)
      const credential =
        c.token === 'octo' ? octoKeys[Math.floor(octoSent++ / OCTO_REQUESTS_PER_KEY)] : tokens[c.token]
      const response = await t.app.inject({
        method: c.method as 'GET',
        url: c.url,
        headers: {
          ...(credential ? bearer(credential) : {}),
          ...(c.payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(c.payload === undefined ? {} : { payload: c.payload }),
        // A new address each time, so per-address limits do not end the sweep early.
        remoteAddress: `198.18.${(ip >> 8) & 255}.${ip++ & 255}`,
      })
      const answer = `${response.statusCode} ${response.body.slice(0, 160)}`
      if (response.statusCode >= 500) serverErrors.push(`${c.label} → ${answer}`)
      const written = await writes.writesSinceLastCall()
      // Allowed input may change what a reading call changes; odd input only when it was taken.
      const taken = response.statusCode < 400
      const mayWrite = taken && (c.kind === 'odd' || (c.kind === 'legit' && c.method === 'GET'))
      const jobsAfter = await jobActivity(t.app)
      const jobRan = jobsAfter !== jobsBefore || !jobsAfter.endsWith('/0')
      if (written.length && !mayWrite) {
        if (jobRan) blurred++
        else storedBadInput.push(`${c.label} → ${answer} wrote ${written.join(', ')}`)
      }
      if (c.token === c.operation.token) {
        // How deep the sweep reaches: "contract" = refused by the schema, before the handler.
        const byContract = /^\{"status":"error","message":"(Invalid |[\w.]+ is required)/.test(response.body)
        const key = response.statusCode === 400 && byContract ? 'contract' : String(response.statusCode)
        const counts = (answers[c.operation.name] ??= {})
        counts[key] = (counts[key] ?? 0) + 1
        const refused = response.statusCode === 401 || response.statusCode === 403
        refusedAtTheDoor.set(c.operation.name, (refusedAtTheDoor.get(c.operation.name) ?? true) && refused)
      }
    }
    const seconds = (Date.now() - started) / 1000
    console.warn(
      `contract sweep on ${kind}: ${cases.length} requests over ${operations.length} operations in ${seconds.toFixed(1)} s (seed ${SEED}); ${serverErrors.length} answered 5xx; ${blurred} wrote beside a background job`,
    )
    // SWEEP_PROFILE=1: each operation's answers, to see what the generated input reaches.
    if (process.env.SWEEP_PROFILE)
      console.warn(
        Object.entries(answers)
          .map(([n, counts]) => `${n} ${JSON.stringify(counts)}`)
          .join('\n'),
      )
    const problems = {
      serverErrors,
      storedBadInput,
      // Every operation got bad input, and its own kind of token got past the guard at least once.
      neverSwept: operations.filter((op) => !swept.has(op.name)).map((op) => op.name),
      refusedAtTheDoor: [...refusedAtTheDoor].filter(([, refused]) => refused).map(([name]) => name),
    }
    expect(problems).toEqual({ serverErrors: [], storedBadInput: [], neverSwept: [], refusedAtTheDoor: [] })
  }, 600_000)
})
